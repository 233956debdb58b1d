// What happens around signing in and out, on the client (spec section 4). The server
// half of login completion is POST /account/login-complete.
import type { LoginCompletion } from '@shared/account';

export type { LoginCompletion };

/** Where a completed login goes: admins to /admin, unfinished registrations to the form, others to /. */
export function destinationAfterLogin(completion: Pick<LoginCompletion, 'isAdmin' | 'needsRegistration'>): string {
  if (completion.isAdmin) return '/admin/';
  if (completion.needsRegistration) return '/login/register/';
  return '/';
}

/** Runs login completion for the user who just signed in. */
export async function completeLogin(): Promise<LoginCompletion> {
  const [{ apiCall }, { applyBrowserLeftovers }] = await Promise.all([
    import('../../lib/api/client'),
    import('../../lib/firebase/users'),
  ]);
  const completion = await apiCall<LoginCompletion>('/account/login-complete', {});
  await applyBrowserLeftovers(completion.uid);
  const { goOnline } = await import('../../lib/firebase/presence');
  await goOnline(completion.uid).catch((error: unknown) => console.error(error));
  return completion;
}

/** Logout: offline, sign out, socket closed, session storage cleared; the caller resets state and goes to /login. */
export async function logOut(uid: string): Promise<void> {
  const [{ apiCall }, { signOut }, { disconnectUserSocket }, { goOffline }] = await Promise.all([
    import('../../lib/api/client'),
    import('../../lib/firebase/auth'),
    import('../../lib/realtime/socket'),
    import('../../lib/firebase/presence'),
  ]);
  try {
    await apiCall('/account/logout', {}).catch(() => undefined);
    await goOffline(uid).catch(() => undefined);
    disconnectUserSocket();
    await signOut();
  } finally {
    window.sessionStorage.clear();
  }
}
