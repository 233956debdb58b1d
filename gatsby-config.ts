import type { GatsbyConfig } from 'gatsby';
import { FALLBACK_UI_LANGUAGE, UI_LANGUAGES } from './functions/src/shared/languages';

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'ClinicScribe',
    siteUrl: process.env.SITE_URL ?? 'http://127.0.0.1:5000',
  },
  trailingSlash: 'always',
  graphqlTypegen: false,
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { path: `${__dirname}/locales`, name: 'locale' },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...UI_LANGUAGES],
        defaultLanguage: FALLBACK_UI_LANGUAGE,
        // Language detection is ours (query, cookie, storage, browser, html tag): see src/lib/i18n/detect-language.ts.
        redirect: false,
        generateDefaultLanguagePage: false,
        siteUrl: process.env.SITE_URL ?? 'http://127.0.0.1:5000',
        trailingSlash: 'always',
        i18nextOptions: {
          fallbackLng: FALLBACK_UI_LANGUAGE,
          defaultNS: 'common',
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: ':',
          returnNull: false,
          react: { useSuspense: false },
        },
      },
    },
  ],
};

export default config;
