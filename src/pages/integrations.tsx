import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../components/app-layout';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { PagePlaceholder } from '../components/page-placeholder';
import { IntegrationsScreen } from '../features/integrations';
import { RequireAuth } from '../features/auth';
import { SignedInNav } from '../features/navigation';

function IntegrationsPage() {
  return (
    <RequireAuth placeholder={<PagePlaceholder titleKey="integrations.title" />}>
      <AppLayout nav={<SignedInNav />}>
        <IntegrationsScreen />
      </AppLayout>
    </RequireAuth>
  );
}
export default IntegrationsPage;

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query IntegrationsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
