import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../components/app-layout';
import { PageHead } from '../components/document-title';
import { HomeScreen } from '../features/home/components/home-screen';

export default function IndexPage() {
  return (
    <AppLayout>
      <HomeScreen />
    </AppLayout>
  );
}

export const Head: HeadFC = () => <PageHead />;

export const query = graphql`
  query IndexPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
