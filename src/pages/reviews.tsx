import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { RequireAuth } from '../features/auth';
import { AdminLayout, ReviewsView } from '../features/admin';

export default function ReviewsPage() {
  return (
    <RequireAuth admin>
      <AdminLayout>
        <ReviewsView />
      </AdminLayout>
    </RequireAuth>
  );
}

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query ReviewsPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
