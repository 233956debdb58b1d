import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../components/app-layout';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { PagePlaceholder } from '../components/page-placeholder';
import { RequireAuth } from '../features/auth';
import { SignedInNav } from '../features/navigation';
import { StyleScreen } from '../features/style';

export default function StylePage() {
  return (
    <RequireAuth placeholder={<PagePlaceholder titleKey="style:title" />}>
      <AppLayout nav={<SignedInNav />}>
        <StyleScreen />
      </AppLayout>
    </RequireAuth>
  );
}

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query StylePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
