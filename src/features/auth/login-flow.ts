// What happens around signing in and out, on the client. The server
// half of login completion is POST /account/login-complete.
import type { LoginCompletion } from '@shared/account';
import type { AppDispatch } from '../../app/store';

export type { LoginCompletion };

/** Where a completed login goes: admins to /admin, unfinished registrations to the form, others to /. */
export function destinationAfterLogin(completion: Pick<LoginCompletion, 'isAdmin' | 'needsRegistration'>): string {
  if (completion.isAdmin) return '/admin/';
  if (completion.needsRegistration) return '/login/register/';
  return '/';
}

/** Runs login completion for the user who just signed in. */
export async function completeLogin(dispatch: AppDispatch): Promise<LoginCompletion> {
  const [{ applyBrowserLeftovers }, { authApi }] = await Promise.all([import('../../lib/firebase/users'), import('./api')]);
  const completion = await dispatch(authApi.endpoints.completeLogin.initiate()).unwrap();
  await applyBrowserLeftovers(completion.uid);
  const { goOnline } = await import('../../lib/firebase/presence');
  await goOnline(completion.uid).catch((error: unknown) => console.error(error));
  return completion;
}

/** Logout: offline, sign out, socket closed, session storage cleared; the caller resets state and goes to /login. */
export async function logOut(dispatch: AppDispatch, uid: string): Promise<void> {
  const [{ authApi }, { signOut }, { disconnectUserSocket }, { goOffline }] = await Promise.all([
    import('./api'),
    import('../../lib/firebase/auth'),
    import('../../lib/realtime/socket'),
    import('../../lib/firebase/presence'),
  ]);
  try {
    await dispatch(authApi.endpoints.logoutOnServer.initiate());
    await goOffline(uid).catch(() => undefined);
    disconnectUserSocket();
    await signOut();
  } finally {
    window.sessionStorage.clear();
  }
}
