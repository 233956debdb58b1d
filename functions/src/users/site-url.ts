// The site's address for links in e-mails and redirects: the first origin of SITE_URL.
export const siteUrl = () => (process.env.SITE_URL ?? '').split(',')[0].trim().replace(/\/$/, '');
