import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../components/app-layout';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { PagePlaceholder } from '../components/page-placeholder';
import { BillingScreen } from '../features/billing';
import { RequireAuth } from '../features/auth';
import { SignedInNav } from '../features/navigation';

function BillingPage() {
  return (
    <RequireAuth placeholder={<PagePlaceholder titleKey="billing.title" />}>
      <AppLayout nav={<SignedInNav />}>
        <BillingScreen />
      </AppLayout>
    </RequireAuth>
  );
}
export default BillingPage;

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query BillingPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
