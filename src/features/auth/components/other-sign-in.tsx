// Sign-in with a Google-type or Apple-type account, or with a phone and an SMS code.
// A new social or phone account is sent to finish registration, without login completion.
// Against the Auth emulator (the local stack), a form stands in for the providers' popups;
// it is a module of its own, loaded only there. The phone form loads when it is opened.
import React, { lazy, Suspense, useState } from 'react';
import type { SocialProvider } from '../../../lib/firebase/auth-extra';
import { runsAgainstEmulators } from '../../../lib/firebase/runtime-config';
import { useI18next, useTranslation } from '../../../lib/i18n/i18n';
import { useFinishLogin } from '../use-finish-login';
import type { EmulatedAccount } from './emulated-provider-form';

type EmulatedProviderModule = typeof import('./emulated-provider-form');

const PhoneSignIn = lazy(() => import('./phone-sign-in').then((m) => ({ default: m.PhoneSignIn })));

export function OtherSignIn({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { navigate } = useI18next();
  const finishLogin = useFinishLogin();
  const [error, setError] = useState<string | null>(null);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [emulated, setEmulated] = useState<{ provider: SocialProvider; module: EmulatedProviderModule } | null>(null);

  async function afterSignIn(isNewUser: boolean) {
    if (isNewUser) await navigate('/login/register/');
    else await finishLogin();
  }

  /** Runs one social sign-in step; a closed popup is not an error. */
  async function socialStep(step: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await step();
    } catch (failure) {
      const code = (failure as { code?: string }).code;
      if (code !== 'auth/popup-closed-by-user' && code !== 'auth/cancelled-popup-request') setError(t('auth.unexpectedError'));
      setBusy(false);
    }
  }

  function social(provider: SocialProvider) {
    return socialStep(async () => {
      if (await runsAgainstEmulators()) {
        setEmulated({ provider, module: await import('./emulated-provider-form') });
        setBusy(false);
        return;
      }
      const { signInWithProvider } = await import('../../../lib/firebase/auth-extra');
      await afterSignIn((await signInWithProvider(provider)).isNewUser);
    });
  }

  function emulatedSignIn(account: EmulatedAccount) {
    if (!emulated) return Promise.resolve();
    return socialStep(async () => {
      await afterSignIn((await emulated.module.signInWithEmulatedProvider(emulated.provider, account)).isNewUser);
    });
  }

  const off = disabled || busy;
  return (
    <div className="mt-3">
      <div className="text-center text-muted small my-2">{t('auth.or')}</div>
      {error && (
        <div className="alert alert-danger" role="alert" data-testid="other-signin-error">
          {error}
        </div>
      )}
      <button
        type="button"
        className="btn btn-outline-secondary w-100 mb-2"
        onClick={() => void social('google.com')}
        disabled={off}
        data-testid="google-signin"
      >
        {t('auth.withGoogle')}
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary w-100 mb-2"
        onClick={() => void social('apple.com')}
        disabled={off}
        data-testid="apple-signin"
      >
        {t('auth.withApple')}
      </button>
      {emulated && (
        <emulated.module.EmulatedProviderForm
          provider={emulated.provider}
          disabled={off}
          onSubmit={(account) => void emulatedSignIn(account)}
        />
      )}
      {!phoneOpen ? (
        <button
          type="button"
          className="btn btn-outline-secondary w-100"
          onClick={() => setPhoneOpen(true)}
          disabled={off}
          data-testid="phone-signin"
        >
          {t('auth.withPhone')}
        </button>
      ) : (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <PhoneSignIn disabled={off} setBusy={setBusy} setError={setError} afterSignIn={afterSignIn} />
        </Suspense>
      )}
    </div>
  );
}
