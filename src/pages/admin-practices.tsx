import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { RequireAuth } from '../features/auth';
import { AdminLayout, PracticesView } from '../features/admin';

export default function AdminPracticesPage() {
  return (
    <RequireAuth admin>
      <AdminLayout>
        <PracticesView />
      </AdminLayout>
    </RequireAuth>
  );
}

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query AdminPracticesPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
