// The promo code e-mail an admin sends: the code, its discount and where to enter it.
import { mailText } from '../shared/mail-texts';
import type { PromoCodeDoc } from '../shared/promo-codes';
import { providers } from '../providers';
import { siteUrl } from './site-url';

export async function sendPromoMail(email: string, code: PromoCodeDoc, language: string): Promise<void> {
  const discount = code.discount.kind === 'percent' ? `${code.discount.value}%` : `$${code.discount.value.toFixed(2)}`;
  const values = { code: code.code, discount, link: `${siteUrl()}/billing/` };
  await providers
    .mail()
    .send({ to: email, subject: mailText('promoSubject', language, values), text: mailText('promoBody', language, values) });
}
