// The local stand-in of the Google-type and Apple-type sign-in popups, for the local
// stack only: a form asking which account to sign in as. The SDK's popup flow loads
// Google's script loader from the internet, which the local stack has not; the Auth
// emulator instead accepts an unsigned ID token naming the account.
// OtherSignIn imports this module dynamically, and only when the runtime configuration
// names the Auth emulator, so a production site never loads it.
import React from 'react';
import { GoogleAuthProvider, OAuthProvider, getAdditionalUserInfo, signInWithCredential } from 'firebase/auth';
import { getFirebase } from '../../../lib/firebase/app';
import type { SocialProvider } from '../../../lib/firebase/auth-extra';
import { useTranslation } from '../../../lib/i18n/i18n';

/** The account the form names. */
export interface EmulatedAccount {
  email: string;
  name: string;
}

/**
 * Signs in to the Auth emulator as `account` of `provider`, with the unsigned ID token the
 * emulator's provider stand-in accepts (https://firebase.google.com/docs/emulator-suite/connect_auth);
 * says whether the account is new.
 */
export async function signInWithEmulatedProvider(provider: SocialProvider, account: EmulatedAccount): Promise<{ isNewUser: boolean }> {
  const { auth } = await getFirebase();
  const idToken = JSON.stringify({ sub: `${provider}:${account.email}`, email: account.email, email_verified: true, name: account.name });
  const credential =
    provider === 'google.com' ? GoogleAuthProvider.credential(idToken) : new OAuthProvider('apple.com').credential({ idToken });
  const result = await signInWithCredential(auth, credential);
  return { isNewUser: getAdditionalUserInfo(result)?.isNewUser === true };
}

/** The form standing in for `provider`'s popup; `onSubmit` receives the account typed in. */
export function EmulatedProviderForm({
  provider,
  disabled,
  onSubmit,
}: {
  provider: SocialProvider;
  disabled: boolean;
  onSubmit: (account: EmulatedAccount) => void;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="border rounded p-2 mb-2"
      data-testid="emulated-provider-form"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSubmit({ email: String(data.get('email') ?? '').trim(), name: String(data.get('name') ?? '').trim() });
      }}
    >
      <p className="small text-muted mb-2">{t('auth.emulatedProvider', { provider: provider === 'google.com' ? 'Google' : 'Apple' })}</p>
      <input
        name="email"
        type="email"
        className="form-control mb-2"
        placeholder={t('auth.email')}
        aria-label={t('auth.email')}
        data-testid="emulated-email"
      />
      <input
        name="name"
        className="form-control mb-2"
        placeholder={t('account.name')}
        aria-label={t('account.name')}
        data-testid="emulated-name"
      />
      <button type="submit" className="btn btn-primary btn-sm" disabled={disabled} data-testid="emulated-submit">
        {t('auth.signIn')}
      </button>
    </form>
  );
}
