// Why a code was chosen, in the interface's language: each reason the server gives is a key of
// codes.reasons with its values (codes, descriptions and the visit's words stay as the code set
// writes them; a side said is translated).
import type { CodeReason } from '@shared/codes';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The reasons as one text, each in the interface's words, joined by semicolons. */
export function reasonsText(t: Translate, reasons: readonly CodeReason[]): string {
  return reasons
    .map(({ key, values }) => {
      const side = typeof values.side === 'string' ? { side: t(`codes.sides.${values.side}`) } : {};
      return t(`codes.reasons.${key}`, { ...values, ...side });
    })
    .join('; ');
}
