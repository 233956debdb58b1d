// A price in the interface language and the plan's currency.
import type { Currency } from '@shared/billing';

export function money(amount: number, currency: Currency, lang: string) {
  return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(amount);
}
