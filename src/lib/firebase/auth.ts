// Authentication calls of the site. Components use these, never the SDK directly.
import { onIdTokenChanged, signInWithEmailAndPassword, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { getFirebase } from './app';

export interface SignedInUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  isAdmin: boolean;
}

async function toSignedInUser(user: User): Promise<SignedInUser> {
  const token = await user.getIdTokenResult();
  return { uid: user.uid, email: user.email, displayName: user.displayName, isAdmin: token.claims.admin === true };
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
