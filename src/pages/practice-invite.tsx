import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../components/app-layout';
import { StoreScope } from '../app/store-scope';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { InvitationScreen } from '../features/practice';

/** An invitation's link: open to signed-out visitors (they sign in or up from it). */
export default function PracticeInvitePage() {
  return (
    <StoreScope>
      <AppLayout>
        <InvitationScreen />
      </AppLayout>
    </StoreScope>
  );
}

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query PracticeInvitePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
