// The promo code on Plan & Billing: the code as typed (in capitals), its check against the
// chosen plan (Bronze while none is chosen), and the discount it gives or why it gives none.
import { useState, type FormEvent } from 'react';
import type { PayablePlan } from '@shared/billing';
import type { PromoDiscount } from '@shared/promo-codes';
import { useTranslation } from '../../lib/i18n/i18n';
import { useVerifyPromoMutation } from './api';
import { useFailure } from './components/use-failure';

/** A code the server accepted, with its discount. */
export interface AppliedPromo {
  code: string;
  discount: PromoDiscount;
}

export function usePromoCode(userId: string, chosen: PayablePlan | null) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [verify, verifying] = useVerifyPromoMutation();
  const failure = useFailure(verifying.error);

  async function apply(event: FormEvent) {
    event.preventDefault();
    setPromo(null);
    if (!input.trim()) return setProblem(t('errors:uiPromoCodeRequired'));
    setProblem(null);
    const result = await verify({ userId, code: input, planName: chosen ?? 'Bronze' });
    if ('data' in result && result.data) setPromo({ code: result.data.code, discount: result.data.discount });
  }

  return {
    input,
    type: (value: string) => setInput(value.toUpperCase()),
    apply,
    verifying: verifying.isLoading,
    promo,
    /** Why the code gives no discount: none typed, or the server's refusal (null while neither). */
    problem: problem ?? failure,
  };
}

export type PromoCodeState = ReturnType<typeof usePromoCode>;
