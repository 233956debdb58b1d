import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../components/app-layout';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { HomeScreen } from '../features/home/components/home-screen';

export default function IndexPage() {
  return (
    <AppLayout>
      <HomeScreen />
    </AppLayout>
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
