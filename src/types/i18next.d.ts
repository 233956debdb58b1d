import 'i18next';

declare module 'i18next' {
  // t() never returns null (returnNull: false in gatsby-config).
  interface CustomTypeOptions {
    returnNull: false;
  }
}
