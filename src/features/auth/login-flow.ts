// What happens around signing in and out, on the client. The server
// half of login completion is POST /account/login-complete.
import type { LoginCompletion } from '@shared/account';
import type { AppDispatch } from '../../app/store';
import { reportError } from '../../lib/report-error';

export type { LoginCompletion };

/**
 * Where a completed login goes: admins to /admin, unfinished registrations to the form (which
 * then goes on to `next`), others to `next` (the page that sent them to sign in) or to /.
 */
export function destinationAfterLogin(
  completion: Pick<LoginCompletion, 'isAdmin' | 'needsRegistration'>,
  next: string | null = null,
): string {
  if (completion.isAdmin) return '/admin/';
  if (completion.needsRegistration) return next ? `/login/register/?${new URLSearchParams({ next }).toString()}` : '/login/register/';
  return next ?? '/';
}

/** Runs login completion for the user who just signed in. */
export async function completeLogin(dispatch: AppDispatch): Promise<LoginCompletion> {
  const [{ applyBrowserLeftovers }, { authApi }] = await Promise.all([import('../../app/user-record-api'), import('./api')]);
  const completion = await dispatch(authApi.endpoints.completeLogin.initiate()).unwrap();
  await applyBrowserLeftovers(completion.uid);
  const { goOnline } = await import('../../lib/firebase/presence');
  await goOnline(completion.uid).catch((error: unknown) => reportError(error));
  return completion;
}

/** The user's audio buffer as sign-out uses it: what waits is sent, then the buffer is deleted. */
export interface SignOutAudio {
  /** Sends what waits; answers the seconds of audio still not on the server. */
  sendWaitingAudio(uid: string): Promise<number>;
  deleteRecordingBuffer(uid: string): Promise<void>;
}

// The buffer belongs to the recording feature, which sits above this one: the app hands its
// loader over (provideSignOutAudio) when the signed-in pages' code loads.
let loadSignOutAudio: (() => Promise<SignOutAudio>) | null = null;

/** Names the loader of the audio buffer's sign-out step (called once by the app layer). */
export function provideSignOutAudio(load: () => Promise<SignOutAudio>): void {
  loadSignOutAudio = load;
}

/** The code of the audio buffer's sign-out step: loaded ahead (signed-in pages), so a sign-out while offline still has it. */
const recordingBufferCode = (): Promise<SignOutAudio> =>
  loadSignOutAudio ? loadSignOutAudio() : Promise.reject(new Error('no audio buffer provided'));

/** Loads ahead what logOut needs that a signed-in page may not have loaded yet. */
export function prepareLogOut(): void {
  void recordingBufferCode().catch(() => undefined);
}

/**
 * Logout: the user's audio still waiting in this browser is sent first; when some cannot be,
 * `confirmAudioLoss(seconds)` asks the clinician, and false keeps them signed in with the audio
 * kept (answers false). Otherwise: offline, sign out, socket closed, the user's audio buffer and
 * session storage deleted; the caller resets state and goes to /login.
 */
export async function logOut(
  dispatch: AppDispatch,
  uid: string,
  confirmAudioLoss: (seconds: number) => boolean = () => true,
): Promise<boolean> {
  const [{ authApi }, { signOut }, { disconnectUserSocket }, { goOffline }, buffer] = await Promise.all([
    import('./api'),
    import('../../lib/firebase/auth'),
    import('../../lib/realtime/socket'),
    import('../../lib/firebase/presence'),
    recordingBufferCode().catch(() => null),
  ]);
  const unsent = buffer ? await buffer.sendWaitingAudio(uid).catch(() => 0) : 0;
  if (unsent > 0 && !confirmAudioLoss(Math.ceil(unsent))) return false;
  try {
    await dispatch(authApi.endpoints.logoutOnServer.initiate());
    await goOffline(uid).catch(() => undefined);
    disconnectUserSocket();
    await signOut();
  } finally {
    window.sessionStorage.clear();
    // Another tab of this user closes its connection when asked; the deletion completes then.
    await Promise.race([buffer?.deleteRecordingBuffer(uid).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
  }
  return true;
}
