import React, { Suspense } from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../components/app-layout';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { HomeScreen, HomeScreenPlaceholder } from '../features/home';
import { RequireAuth } from '../features/auth';
import { SignedInNav } from '../features/navigation';

export default function IndexPage() {
  return (
    <RequireAuth placeholder={<HomeScreenPlaceholder />}>
      <AppLayout nav={<SignedInNav />}>
        <Suspense fallback={<HomeScreenPlaceholder />}>
          <HomeScreen />
        </Suspense>
      </AppLayout>
    </RequireAuth>
  );
}

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query IndexPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
