import React from 'react';
import { graphql, type HeadFC } from 'gatsby';
import { AppLayout } from '../../components/app-layout';
import { StoreScope } from '../../app/store-scope';
import { PageHead, type I18nPageContext } from '../../components/document-title';
import { Link, useTranslation } from '../../lib/i18n/i18n';
import { RegisterForm } from '../../features/auth';

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <StoreScope>
      <AppLayout>
        <div className="card auth-card auth-card-wide mx-auto shadow-sm">
          <div className="card-body">
            <h1 className="h4 mb-3">{t('auth.registerTitle')}</h1>
            <RegisterForm />
            <p className="mt-3 mb-0 text-center">
              <Link to="/login/">{t('auth.backToLogin')}</Link>
            </p>
          </div>
        </div>
      </AppLayout>
    </StoreScope>
  );
}

export const Head: HeadFC<unknown, I18nPageContext> = ({ pageContext }) => <PageHead language={pageContext.language} />;

export const query = graphql`
  query RegisterPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`;
