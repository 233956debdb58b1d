// Sign-in with a phone and an SMS code: the form OtherSignIn opens (and loads) on demand,
// so the sign-in page's first download does not carry it.
import React, { useState, type FormEvent } from 'react';
import type { ConfirmationResult } from 'firebase/auth';
import { useTranslation } from '../../../lib/i18n/i18n';
import { phoneErrorKey } from '../security-errors';

export interface PhoneSignInProps {
  /** The other sign-ins are busy, or the page is not ready. */
  disabled: boolean;
  setBusy: (busy: boolean) => void;
  /** The message shown above all the other sign-ins (null clears it). */
  setError: (message: string | null) => void;
  afterSignIn: (isNewUser: boolean) => Promise<void>;
}

export function PhoneSignIn({ disabled, setBusy, setError, afterSignIn }: PhoneSignInProps) {
  const { t } = useTranslation();
  const [confirmation, setConfirmation] = useState<ConfirmationResult | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setError(null);
    setBusy(true);
    try {
      if (!confirmation) {
        const { startPhoneSignIn } = await import('../../../lib/firebase/auth-extra');
        setConfirmation(await startPhoneSignIn(String(data.get('phone') ?? '').replace(/[\s()-]/g, '')));
        setBusy(false);
      } else {
        const credential = await confirmation.confirm(String(data.get('code') ?? '').trim());
        const { getAdditionalUserInfo } = await import('firebase/auth');
        await afterSignIn(getAdditionalUserInfo(credential)?.isNewUser === true);
      }
    } catch (failure) {
      setError(t(`errors:${phoneErrorKey(failure)}`));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="phone-form">
      <label className="form-label" htmlFor="phone-number">
        {t('auth.phoneNumber')}
      </label>
      <input
        id="phone-number"
        name="phone"
        type="tel"
        className="form-control mb-2"
        placeholder="+1 555 123 4567"
        autoComplete="tel"
        readOnly={Boolean(confirmation)}
        data-testid="phone-number"
      />
      {confirmation && (
        <>
          <label className="form-label" htmlFor="phone-code">
            {t('auth.smsCode')}
          </label>
          <input
            id="phone-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            className="form-control mb-2"
            data-testid="phone-code"
          />
        </>
      )}
      <button type="submit" className="btn btn-primary w-100" disabled={disabled} data-testid="phone-submit">
        {confirmation ? t('auth.verifyCode') : t('auth.sendCode')}
      </button>
    </form>
  );
}
