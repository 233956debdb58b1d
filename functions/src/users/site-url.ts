// The site's address for links in e-mails and redirects: the first origin of SITE_URL (config.ts).
import { config } from '../config';

export const siteUrl = () => config().siteUrl;
