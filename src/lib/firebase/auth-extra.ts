// The other sign-in methods and account-security calls: Google-type and Apple-type
// popups, phone with an SMS code (invisible human check), SMS as a second factor,
// e-mail change and password change. Kept apart from auth.ts so /login loads it
// only when one of these is used.
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  getAdditionalUserInfo,
  getMultiFactorResolver,
  multiFactor,
  reauthenticateWithCredential,
  signInWithPhoneNumber,
  signInWithPopup,
  browserPopupRedirectResolver,
  updatePassword,
  verifyBeforeUpdateEmail,
  type ConfirmationResult,
  type MultiFactorError,
  type MultiFactorResolver,
} from 'firebase/auth';
import { getFirebase } from './app';

/** The id of the element, in the app layout, that the invisible human check of phone sign-in and SMS codes renders into. */
export const HUMAN_CHECK_CONTAINER_ID = 'human-check';

let verifier: RecaptchaVerifier | null = null;
async function humanCheck(): Promise<RecaptchaVerifier> {
  const { auth } = await getFirebase();
  verifier ??= new RecaptchaVerifier(auth, HUMAN_CHECK_CONTAINER_ID, { size: 'invisible' });
  return verifier;
}

export type SocialProvider = 'google.com' | 'apple.com';

/** Signs in with a Google-type ('google.com') or Apple-type ('apple.com') popup; says whether the account is new. */
export async function signInWithProvider(provider: SocialProvider): Promise<{ isNewUser: boolean }> {
  const { auth } = await getFirebase();
  const credential = await signInWithPopup(
    auth,
    provider === 'google.com' ? new GoogleAuthProvider() : new OAuthProvider('apple.com'),
    browserPopupRedirectResolver,
  );
  return { isNewUser: getAdditionalUserInfo(credential)?.isNewUser === true };
}

/** Sends a sign-in code to `phoneNumber` (E.164); confirm it with the returned object. */
export async function startPhoneSignIn(phoneNumber: string): Promise<ConfirmationResult> {
  const { auth } = await getFirebase();
  return signInWithPhoneNumber(auth, phoneNumber, await humanCheck());
}

/** The resolver of a sign-in that needs its second factor, or null for any other error. */
export async function secondFactorResolver(error: unknown): Promise<MultiFactorResolver | null> {
  if ((error as { code?: string }).code !== 'auth/multi-factor-auth-required') return null;
  const { auth } = await getFirebase();
  return getMultiFactorResolver(auth, error as MultiFactorError);
}

/** Thrown when the first second-factor hint is not a phone (the only kind supported). */
export class UnsupportedFactorError extends Error {}

/** Sends the code to the enrolled phone (the first hint only); returns the verification id. */
export async function sendSecondFactorCode(resolver: MultiFactorResolver): Promise<string> {
  const hint = resolver.hints[0];
  if (!hint || hint.factorId !== PhoneMultiFactorGenerator.FACTOR_ID) throw new UnsupportedFactorError('Unsupported factor type');
  const { auth } = await getFirebase();
  return new PhoneAuthProvider(auth).verifyPhoneNumber({ multiFactorHint: hint, session: resolver.session }, await humanCheck());
}

/** Completes a second-factor sign-in with the SMS code. */
export async function finishSecondFactor(resolver: MultiFactorResolver, verificationId: string, code: string): Promise<void> {
  await resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code)));
}

/** Starts enrolling `phoneNumber` as the signed-in user's second factor; returns the verification id. */
export async function startSecondFactorEnrollment(phoneNumber: string): Promise<string> {
  const { auth } = await getFirebase();
  if (!auth.currentUser) throw new Error('not signed in');
  const session = await multiFactor(auth.currentUser).getSession();
  return new PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, await humanCheck());
}

/** Finishes the enrolment with the SMS code. */
export async function finishSecondFactorEnrollment(verificationId: string, code: string): Promise<void> {
  const { auth } = await getFirebase();
  if (!auth.currentUser) throw new Error('not signed in');
  const assertion = PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code));
  await multiFactor(auth.currentUser).enroll(assertion, 'Phone');
}

/** Removes every enrolled second factor of the signed-in user. */
export async function removeSecondFactors(): Promise<void> {
  const { auth } = await getFirebase();
  if (!auth.currentUser) throw new Error('not signed in');
  const user = multiFactor(auth.currentUser);
  for (const factor of user.enrolledFactors) await user.unenroll(factor);
}

/** The signed-in user's enrolled second factors (phone numbers, masked by the provider). */
export async function enrolledPhones(): Promise<string[]> {
  const { auth } = await getFirebase();
  if (!auth.currentUser) return [];
  return multiFactor(auth.currentUser).enrolledFactors.map((f) => (f as { phoneNumber?: string }).phoneNumber ?? f.uid);
}

/** Sends a verification link to `newEmail`; the address changes once it is clicked. */
export async function requestEmailChange(newEmail: string): Promise<void> {
  const { auth } = await getFirebase();
  if (!auth.currentUser) throw Object.assign(new Error('No authenticated user found'), { code: 'no-user' });
  await verifyBeforeUpdateEmail(auth.currentUser, newEmail);
}

/** Reloads the signed-in user from the provider (after an e-mail change was verified elsewhere). */
export async function reloadUser(): Promise<void> {
  const { auth } = await getFirebase();
  await auth.currentUser?.reload();
  await auth.currentUser?.getIdToken(true);
}

/** Changes the password after re-checking the current one. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { auth } = await getFirebase();
  const user = auth.currentUser;
  if (!user?.email) throw new Error('not signed in');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await updatePassword(user, newPassword);
}
