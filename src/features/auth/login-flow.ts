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
  return completion;
}

/** Logout: offline, sign out, socket closed, session storage cleared; the caller resets state and goes to /login. */
export async function logOut(): Promise<void> {
  const [{ apiCall }, { signOut }, { disconnectUserSocket }] = await Promise.all([
    import('../../lib/api/client'),
    import('../../lib/firebase/auth'),
    import('../../lib/realtime/socket'),
  ]);
  try {
    await apiCall('/account/logout', {}).catch(() => undefined);
    disconnectUserSocket();
    await signOut();
  } finally {
    window.sessionStorage.clear();
  }
}
