import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../components/app-layout';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { PagePlaceholder } from '../components/page-placeholder';
import { PracticeScreen } from '../features/practice';
import { RequireAuth } from '../features/auth';
import { SignedInNav } from '../features/navigation';

export default function PracticePage() {
  return (
    <RequireAuth placeholder={<PagePlaceholder titleKey="practice.title" />}>
      <AppLayout nav={<SignedInNav />}>
        <PracticeScreen />
      </AppLayout>
    </RequireAuth>
  );
}

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query PracticePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
