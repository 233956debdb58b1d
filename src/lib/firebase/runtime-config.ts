// Where the backend is: read at run time from /runtime-config.json, which the local
// stack writes (emulator URLs) and a deployment writes for production.
export interface RuntimeConfig {
  projectId: string;
  apiKey: string;
  authDomain: string;
  apiBase: string;
  realtime: string;
  /** The Realtime Database (presence); absent where none runs. */
  databaseURL?: string | null;
  emulators?: { auth?: string | null; firestore?: string | null; database?: string | null };
  /** Automatic logoff after this many ms without activity (default 30 minutes). */
  idleLogoffMs?: number;
  /** The page where a clinician may leave a public review (shown after a positive review). */
  publicReviewUrl?: string;
  /** Book a Demo's booking page. */
  bookDemoUrl?: string;
  /** Hosted how-to videos by id (Help); an id without one shows its written steps only. */
  howToVideos?: Record<string, string>;
  /** The local meeting stand-in's address: its /meet/<id> links are meetings too (local stack only). */
  meetingLocalBase?: string;
}

let pending: Promise<RuntimeConfig> | null = null;

/** Fetches the runtime configuration once per page load. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/runtime-config.json', { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`runtime configuration unavailable (${response.status})`);
    return response.json() as Promise<RuntimeConfig>;
  });
  return pending;
}

/**
 * True when the site runs against the Firebase emulators (the local stack), whose sign-in
 * providers are stand-ins; a production configuration names no emulator.
 */
export async function runsAgainstEmulators(): Promise<boolean> {
  const config = await loadRuntimeConfig();
  return Boolean(config.emulators?.auth);
}
