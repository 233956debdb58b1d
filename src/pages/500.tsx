import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../components/app-layout';
import { PageHead, type I18nPageContext } from '../components/document-title';
import { Link, useTranslation } from '../lib/i18n/i18n';

/** Shown when the server answers a page's data with an error (Gatsby's loader falls back to it). */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <AppLayout>
      <div className="text-center py-5" data-testid="server-error">
        <h1 className="h3">{t('serverError.title')}</h1>
        <p className="text-muted">{t('serverError.body')}</p>
        <Link to="/">{t('notFound.home')}</Link>
      </div>
    </AppLayout>
  );
}

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query ServerErrorPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
