// Authentication calls of the site. Components use these, never the SDK directly.
import {
  createUserWithEmailAndPassword,
  deleteUser,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { getFirebase } from './app';

export interface SignedInUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  isAdmin: boolean;
  isGuest: boolean;
}

async function toSignedInUser(user: User): Promise<SignedInUser> {
  const token = await user.getIdTokenResult();
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    isAdmin: token.claims.admin === true,
    // Guests are made by the server (no sign-in provider at all), or anonymous accounts of old.
    isGuest: user.isAnonymous || user.providerData.length === 0,
  };
}

/** Calls back with the signed-in user (or null) now and on every change; returns the unsubscribe function. */
export async function watchUser(callback: (user: SignedInUser | null) => void): Promise<() => void> {
  const { auth } = await getFirebase();
  return onIdTokenChanged(auth, (user) => {
    if (!user) callback(null);
    else void toSignedInUser(user).then(callback);
  });
}

/** Signs in with e-mail and password; rejects with the SDK's error (its `code` maps to our texts). */
export async function signInWithEmail(email: string, password: string): Promise<SignedInUser> {
  const { auth } = await getFirebase();
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return toSignedInUser(credential.user);
}

/** Creates an e-mail account and signs it in. */
export async function registerWithEmail(email: string, password: string): Promise<SignedInUser> {
  const { auth } = await getFirebase();
  const credential = await createUserWithEmailAndPassword(auth, email, password);
  return toSignedInUser(credential.user);
}

/**
 * Signs in as a guest (an account on the Guest plan): the API creates it (after a proof of
 * work, and within its limits per address and in all) and answers a token to sign in with.
 */
export async function signInAsGuest(): Promise<SignedInUser> {
  const [{ auth }, { apiCall }] = await Promise.all([getFirebase(), import('../api/client')]);
  const { token } = await apiCall<{ token: string }>('/account/guest', {});
  const credential = await signInWithCustomToken(auth, token);
  return toSignedInUser(credential.user);
}

/** Sends the password reset e-mail. */
export async function sendPasswordReset(email: string): Promise<void> {
  const { auth } = await getFirebase();
  await sendPasswordResetEmail(auth, email);
}

/** Deletes the signed-in account (the server then deletes its record). */
export async function deleteCurrentAccount(): Promise<void> {
  const { auth } = await getFirebase();
  if (auth.currentUser) await deleteUser(auth.currentUser);
}

/**
 * Deletes the signed-in account through the API, which refuses the owner of an open practice
 * (with the reason) and takes a practice's member out of it first; then signs out here.
 */
export async function deleteOwnAccount(): Promise<void> {
  const [{ auth }, { apiCall }] = await Promise.all([getFirebase(), import('../api/client')]);
  await apiCall('/account/delete', {});
  await firebaseSignOut(auth).catch(() => undefined);
}

/** A fresh ID token of the signed-in user, for the API and the realtime server. */
export async function currentIdToken(): Promise<string | null> {
  const { auth } = await getFirebase();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

/** Signs out. */
export async function signOut(): Promise<void> {
  const { auth } = await getFirebase();
  await firebaseSignOut(auth);
}
