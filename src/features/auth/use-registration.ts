// Registration's state and its submit. Signed out: a new e-mail account, then the record.
// Signed in without a role (a new social or phone account): only the record's profile
// fields. A registration that fails after the account was made deletes the account again,
// so no half-made record is left (the server deletes the record with it).
import { useEffect, useState, type FormEvent } from 'react';
import { isApiFailure } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { noticeRaised } from '../../app/notices-slice';
import { useTranslation, useI18next } from '../../lib/i18n/i18n';
import { authApi } from './api';
import { signUpError } from './auth-errors';
import { useFinishLogin } from './use-finish-login';
import { useSignedInUser } from './use-signed-in-user';
import { prefilledEmail } from './return-path';

const REQUIRED = ['firstName', 'lastName', 'role', 'country'] as const;

export function useRegistration() {
  const { t } = useTranslation();
  const { language } = useI18next();
  const dispatch = useAppDispatch();
  const finishLogin = useFinishLogin();
  const user = useSignedInUser();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // A special link (/login/register/?link=CODE) gives a trial or a promo code at sign-up.
  const [link, setLink] = useState('');
  // A referral invite's link (/login/register/?ref=CODE) fills in the referral code.
  const [referral, setReferral] = useState('');
  // An invitation's link fills in the address it was sent to (?email=).
  const [email, setEmail] = useState('');
  useEffect(() => {
    setEmail(prefilledEmail(window.location.search));
    setHydrated(true);
    const params = new URLSearchParams(window.location.search);
    setLink((params.get('link') ?? '').trim().slice(0, 64));
    setReferral((params.get('ref') ?? '').trim().toUpperCase().slice(0, 6));
  }, []);
  const completingProfile = Boolean(user && !user.isGuest);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    setError(null);
    if (!completingProfile) {
      if (!value('email')) return setError(t('errors:signUpMissingEmail'));
      if (!String(data.get('password') ?? '')) return setError(t('errors:signUpMissingPassword'));
    }
    const missing = REQUIRED.find((name) => !value(name));
    if (missing) return setError(t('register.required', { field: t(`register.fields.${missing}`) }));

    setBusy(true);
    const { registerWithEmail, deleteCurrentAccount } = await import('../../lib/firebase/auth');
    let created = false;
    try {
      if (!completingProfile) {
        await registerWithEmail(value('email'), String(data.get('password')));
        created = true;
      }
      const request = {
        firstName: value('firstName'),
        lastName: value('lastName'),
        role: value('role'),
        country: value('country'),
        leadSource: value('leadSource'),
        promoCode: value('promoCode'),
        emr: value('emr'),
        referredBy: value('referredBy'),
        language,
        link,
      };
      const answer = await dispatch(authApi.endpoints.register.initiate(request)).unwrap();
      // The account is made either way; a link or a referral code that could not be applied is said (it outlives the navigation).
      if (answer.link && !answer.link.applied) dispatch(noticeRaised({ key: `register.link.${answer.link.reason}` }));
      if (answer.referral && !answer.referral.applied)
        dispatch(noticeRaised({ key: 'register.referral.notApplied', values: { code: request.referredBy.toUpperCase() } }));
      await finishLogin();
    } catch (failure) {
      if (created) await deleteCurrentAccount().catch(() => undefined);
      if (isApiFailure(failure)) setError(failure.key ? t(`errors:${failure.key}`) : t('errors:signUpError', { message: failure.message }));
      else {
        const { key, values } = signUpError(failure);
        setError(t(`errors:${key}`, { ...values }) as string);
      }
      setBusy(false);
    }
  }

  return { user, error, busy, hydrated, link, referral, email, completingProfile, submit };
}
