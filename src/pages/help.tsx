import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../components/app-layout';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { PagePlaceholder } from '../components/page-placeholder';
import { HelpScreen } from '../features/help';
import { RequireAuth } from '../features/auth';
import { SignedInNav } from '../features/navigation';

function HelpPage() {
  return (
    <RequireAuth placeholder={<PagePlaceholder titleKey="help:title" />}>
      <AppLayout nav={<SignedInNav />}>
        <HelpScreen />
      </AppLayout>
    </RequireAuth>
  );
}
export default HelpPage;

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query HelpPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
