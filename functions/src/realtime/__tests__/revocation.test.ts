// The realtime server keeps checking who is on the other end, over real socket.io
// connections to the real server code, with a token verifier double that refuses as
// firebase-admin does with the revocation check: a disabled or signed-out-everywhere account
// is refused at connect, its open socket dropped at the next re-check or at once when it
// sends a refreshed token; a socket whose token expires without a fresh one is dropped; a
// fresh token keeps it open past the old expiry.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import type { TranscriptionProvider } from '../../providers/transcription/types';
import { TokenRefused, type RefusalReason } from '../../security/token-verifier';
import { FileAudioStore } from '../../providers/storage/audio-store';
import { createRealtimeServer, type RealtimeTokenVerifier } from '../server';
import type { RecordingSession, SessionBackend } from '../session-backend';

process.env.SECRETS_KEY = randomBytes(32).toString('base64');

const sessions: SessionBackend = {
  load: async (): Promise<RecordingSession> => ({
    language: 'en',
    transcriptType: 'aws',
    timeLimit: 3600,
    transcript: '',
    transcriptCoveredMs: 0,
  }),
  appendFinal: async () => '',
  markCovered: async () => undefined,
  markRecording: async () => undefined,
  stopped: async () => '',
};
const silentEngine: TranscriptionProvider = {
  id: 'pocketsphinx',
  live: true,
  supports: () => true,
  open: () => ({ write: () => undefined, end: async () => undefined, abort: () => undefined }),
  close: async () => undefined,
};

/** Issues opaque tokens; refuses them as firebase-admin's verifyIdToken(token, true) does. */
class VerifierDouble implements RealtimeTokenVerifier {
  readonly accounts = new Map<string, { disabled: boolean; validSince: number }>();
  private readonly tokens = new Map<string, { uid: string; authTime: number; exp: number }>();
  private n = 0;
  issue(uid: string, { lifetimeMs = 3600_000, ageSeconds = 10 } = {}): string {
    if (!this.accounts.has(uid)) this.accounts.set(uid, { disabled: false, validSince: 0 });
    const token = `t-${uid}-${++this.n}`;
    this.tokens.set(token, { uid, authTime: Math.floor(Date.now() / 1000) - ageSeconds, exp: (Date.now() + lifetimeMs) / 1000 });
    return token;
  }
  private refusal(uid: string, authTime: number): RefusalReason | null {
    const account = this.accounts.get(uid);
    if (!account) return 'unknown-user';
    if (account.disabled) return 'disabled';
    return authTime < account.validSince ? 'revoked' : null;
  }
  async verify(token: string) {
    const found = this.tokens.get(token);
    if (!found) throw new TokenRefused('invalid');
    if (found.exp * 1000 <= Date.now()) throw new TokenRefused('expired');
    const reason = this.refusal(found.uid, found.authTime);
    if (reason) throw new TokenRefused(reason);
    return { uid: found.uid, exp: found.exp, auth_time: found.authTime };
  }
  async refusedAccounts(accounts: ReadonlyArray<{ uid: string; authTime: number }>) {
    this.rechecks += 1;
    const refused = new Map<string, RefusalReason>();
    for (const { uid, authTime } of accounts) {
      const reason = this.refusal(uid, authTime);
      if (reason) refused.set(uid, reason);
    }
    return refused;
  }
  rechecks = 0;
}

describe('realtime server: revoked accounts and expiring tokens', () => {
  const verifier = new VerifierDouble();
  const sockets: Socket[] = [];
  const dirs: string[] = [];
  let url: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'audio-'));
    dirs.push(dir);
    const { http, io } = createRealtimeServer({
      verifier,
      revocationCheckMs: 100,
      corsOrigins: [],
      audio: new FileAudioStore(dir),
      sessions,
      providerFor: () => silentEngine,
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => io.close(() => resolve()));
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
  afterAll(async () => {
    await close();
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  function open(uid: string, token: string): Promise<{ socket: Socket; error?: Error & { data?: { code?: string } } }> {
    const socket = connect(url, { transports: ['websocket'], auth: { userId: uid, token }, reconnection: false });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.once('connect', () => resolve({ socket }));
      socket.once('connect_error', (error) => resolve({ socket, error }));
    });
  }
  /** The 'auth:ended' code and the disconnect reason of a socket the server drops. */
  const dropped = (socket: Socket) =>
    Promise.all([
      new Promise<{ code: string }>((resolve) => socket.once('auth:ended' as never, resolve as never)),
      new Promise<string>((resolve) => socket.once('disconnect', resolve)),
    ]);
  const refresh = (socket: Socket, token: string) =>
    socket.timeout(5000).emitWithAck('auth:refresh' as never, token as never) as Promise<{ ok: boolean; code?: string }>;

  it('refuses a disabled account at connect, saying why', async () => {
    const token = verifier.issue('disabled-at-connect');
    (verifier.accounts.get('disabled-at-connect') as { disabled: boolean }).disabled = true;
    const { error } = await open('disabled-at-connect', token);
    expect(error?.data).toEqual({ code: 'auth-revoked' });
  });

  it('drops the open socket of an account disabled while connected, at the next re-check', async () => {
    const { socket, error } = await open('disabled-later', verifier.issue('disabled-later'));
    expect(error).toBeUndefined();
    const drop = dropped(socket);
    (verifier.accounts.get('disabled-later') as { disabled: boolean }).disabled = true;
    expect(await drop).toEqual([{ code: 'auth-revoked' }, 'io server disconnect']);
  });

  it('drops the socket of an account signed out everywhere; a socket signed in after stays', async () => {
    const { socket } = await open('everywhere', verifier.issue('everywhere'));
    const drop = dropped(socket);
    (verifier.accounts.get('everywhere') as { validSince: number }).validSince = Math.floor(Date.now() / 1000);
    expect(await drop).toEqual([{ code: 'auth-revoked' }, 'io server disconnect']);
    const after = await open('everywhere', verifier.issue('everywhere', { ageSeconds: 0 }));
    expect(after.error).toBeUndefined();
    const rechecks = verifier.rechecks;
    while (verifier.rechecks < rechecks + 2) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(after.socket.connected).toBe(true);
  });

  it('drops a socket at once when its refreshed token is refused', async () => {
    // The refreshed token is refused (signed in before the account's tokens were revoked) while the
    // socket's own still passes the server's periodic re-check: the drop is the refresh's, whichever
    // comes first on a busy machine (a disabled account would be dropped by either, the ack lost).
    const { socket } = await open('refresh-revoked', verifier.issue('refresh-revoked', { ageSeconds: 1 }));
    const fresh = verifier.issue('refresh-revoked', { ageSeconds: 600 });
    verifier.accounts.get('refresh-revoked')!.validSince = Math.floor(Date.now() / 1000) - 300;
    const drop = dropped(socket);
    expect(await refresh(socket, fresh)).toEqual({ ok: false, code: 'auth-revoked' });
    expect(await drop).toEqual([{ code: 'auth-revoked' }, 'io server disconnect']);
  });

  it('refuses another user’s token sent as a refresh', async () => {
    const { socket } = await open('refresh-mine', verifier.issue('refresh-mine'));
    const drop = dropped(socket);
    expect(await refresh(socket, verifier.issue('someone-else'))).toEqual({ ok: false, code: 'auth-revoked' });
    expect(await drop).toEqual([{ code: 'auth-revoked' }, 'io server disconnect']);
  });

  it('drops a socket whose token expires without a fresh one; a fresh token keeps it open past the old expiry', async () => {
    const expiring = await open('expiring', verifier.issue('expiring', { lifetimeMs: 1500 }));
    const refreshed = await open('refreshed', verifier.issue('refreshed', { lifetimeMs: 1500 }));
    expect(await refresh(refreshed.socket, verifier.issue('refreshed'))).toEqual({ ok: true });
    expect(await dropped(expiring.socket)).toEqual([{ code: 'token-expired' }, 'io server disconnect']);
    // The refreshed socket outlives the old token's expiry.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refreshed.socket.connected).toBe(true);
  });
});
