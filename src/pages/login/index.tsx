import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../../components/app-layout';
import { PageHead, type I18nPageContext } from '../../components/document-title';
import { LoginForm } from '../../features/auth';
import { useTranslation } from '../../lib/i18n/i18n';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AppLayout>
      <div className="card auth-card mx-auto shadow-sm">
        <div className="card-body">
          <h1 className="h4 mb-3">{t('auth.loginTitle')}</h1>
          <LoginForm />
        </div>
      </div>
    </AppLayout>
  );
}

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query LoginPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
