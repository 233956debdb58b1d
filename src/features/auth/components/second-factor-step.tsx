// The second step of a sign-in protected by SMS: the code goes to the enrolled phone.
import React, { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MultiFactorResolver } from 'firebase/auth';
import { useTranslation } from '../../../lib/i18n/i18n';
import { secondFactorErrorKey } from '../security-errors';
import { useFinishLogin } from '../use-finish-login';

export function SecondFactorStep({ resolver }: { resolver: MultiFactorResolver }) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // One SMS per sign-in attempt, however often this renders.
  const sentFor = useRef<MultiFactorResolver | null>(null);
  useEffect(() => {
    if (sentFor.current === resolver) return;
    sentFor.current = resolver;
    void import('../../../lib/firebase/auth-extra')
      .then(({ sendSecondFactorCode }) => sendSecondFactorCode(resolver))
      .then(setVerificationId)
      .catch((failure: unknown) => setError(t(`errors:${secondFactorErrorKey(failure)}`)));
  }, [resolver, t]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!verificationId) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const { finishSecondFactor } = await import('../../../lib/firebase/auth-extra');
      await finishSecondFactor(resolver, verificationId, code);
      await finishLogin();
    } catch (failure) {
      setError(t(`errors:${secondFactorErrorKey(failure)}`));
      setBusy(false);
    }
  }

  const hint = resolver.hints[0] as { phoneNumber?: string } | undefined;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="second-factor-form">
      <p>{t('auth.secondFactorSent', { phone: hint?.phoneNumber ?? '' })}</p>
      {error && (
        <div className="alert alert-danger" role="alert" data-testid="second-factor-error">
          {error}
        </div>
      )}
      <label className="form-label" htmlFor="second-factor-code">
        {t('auth.smsCode')}
      </label>
      <input
        id="second-factor-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        className="form-control mb-3"
        data-testid="second-factor-code"
      />
      <button type="submit" className="btn btn-primary w-100" disabled={busy || !verificationId} data-testid="second-factor-submit">
        {t('auth.verifyCode')}
      </button>
    </form>
  );
}
