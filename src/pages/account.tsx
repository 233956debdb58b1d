import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../components/app-layout';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { PagePlaceholder } from '../components/page-placeholder';
import { AccountScreen } from '../features/account';
import { RequireAuth } from '../features/auth';
import { SignedInNav } from '../features/navigation';

export default function AccountPage() {
  return (
    <RequireAuth placeholder={<PagePlaceholder titleKey="account.title" />}>
      <AppLayout nav={<SignedInNav />}>
        <AccountScreen />
      </AppLayout>
    </RequireAuth>
  );
}

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query AccountPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
