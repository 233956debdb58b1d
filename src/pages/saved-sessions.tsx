import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../components/app-layout';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { PagePlaceholder } from '../components/page-placeholder';
import { SavedSessionsScreen } from '../features/saved-sessions';
import { RequireAuth } from '../features/auth';
import { SignedInNav } from '../features/navigation';

function SavedSessionsPage() {
  return (
    <RequireAuth placeholder={<PagePlaceholder titleKey="savedSessions.title" />}>
      <AppLayout nav={<SignedInNav />}>
        <SavedSessionsScreen />
      </AppLayout>
    </RequireAuth>
  );
}
export default SavedSessionsPage;

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query SavedSessionsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
