import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { RequireAuth } from '../features/auth';
import { AdminLayout } from '../features/admin';
import { CodeSetView } from '../features/codes';

export default function CodeSetPage() {
  return (
    <RequireAuth admin>
      <AdminLayout>
        <CodeSetView />
      </AdminLayout>
    </RequireAuth>
  );
}

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query CodeSetPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
