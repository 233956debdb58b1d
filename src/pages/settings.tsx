import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../components/app-layout';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { PagePlaceholder } from '../components/page-placeholder';
import { SettingsForm } from '../features/settings';
import { useTranslation } from '../lib/i18n/i18n';
import { RequireAuth } from '../features/auth';
import { SignedInNav } from '../features/navigation';

function SettingsPage() {
  const { t } = useTranslation();
  return (
    <RequireAuth placeholder={<PagePlaceholder titleKey="settings.title" />}>
      <AppLayout nav={<SignedInNav />}>
        <h1 className="h4 mb-3">{t('settings.title')}</h1>
        <SettingsForm />
      </AppLayout>
    </RequireAuth>
  );
}
export default SettingsPage;

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query SettingsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
