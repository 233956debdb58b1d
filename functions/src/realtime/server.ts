// The realtime (socket.io) server: one authenticated connection per signed-in user,
// used for live transcription. It runs on its own (Cloud Run in production), not as a function.
import { createServer, type Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  REALTIME_AUTH_REVOKED,
  REALTIME_MAX_RECORDINGS_PER_USER,
  REALTIME_MAX_SOCKETS_PER_USER,
  REALTIME_REVOCATION_CHECK_MS,
  REALTIME_TOKEN_EXPIRED,
  SOCKET,
} from '../shared/limits';
import type { RefusalReason } from '../security/token-verifier';
import type { TranscriptionProvider } from '../providers/transcription/types';
import type { AudioStore } from '../providers/storage/audio-store';
import { LiveTranscription } from './live-transcription';
import { handleRecording } from './recording-channel';
import type { RecordingSession, SessionBackend } from './session-backend';
import { MemoryLeases, type Leases } from './leases';
import { MemoryCaps, recordingCap, tooManySocketsMessage, type UserCaps } from './user-limits';

/**
 * Verifies Firebase ID tokens (see security/token-verifier.ts; tests pass a double).
 * verify throws when the token is invalid, expired or revoked, or the account disabled (a
 * TokenRefused says which); refusedAccounts re-checks open sockets' accounts in bulk.
 */
export interface RealtimeTokenVerifier {
  verify(token: string): Promise<{ uid: string; exp: number; auth_time: number }>;
  refusedAccounts(accounts: ReadonlyArray<{ uid: string; authTime: number }>): Promise<Map<string, RefusalReason>>;
}

export interface RealtimeOptions {
  verifier: RealtimeTokenVerifier;
  /** Every open socket's account is re-checked this often (default REALTIME_REVOCATION_CHECK_MS). */
  revocationCheckMs?: number;
  corsOrigins: string[];
  audio: AudioStore;
  sessions: SessionBackend;
  /** The speech-to-text provider for a session's transcript type (chosen by configuration). */
  providerFor(type: RecordingSession['transcriptType']): TranscriptionProvider;
  /** Open sockets per user (default REALTIME_MAX_SOCKETS_PER_USER); one more is refused. */
  maxSocketsPerUser?: number;
  /** Sessions one user may record at once (default REALTIME_MAX_RECORDINGS_PER_USER). */
  maxRecordingsPerUser?: number;
  /** The sessions this user's plan lets them record at once (read when the socket connects); default maxRecordingsPerUser. */
  recordingsAllowedFor?: (uid: string) => Promise<number>;
  /** Where the caps are held: this instance's memory by default; Firestore across instances (./shared-caps.ts). */
  caps?: UserCaps;
  /** Which browser records each session: this instance's memory by default; Firestore across instances (./leases.ts). */
  leases?: Leases;
  /** This instance's name, told by /health and to a socket that asks ('realtime:instance'). */
  instanceId?: string;
}

export interface SocketData {
  uid: string;
  /** Sessions this user may record at once (their plan's). */
  maxRecordings: number;
  /** The current token's expiry and sign-in time (seconds since the epoch). */
  exp: number;
  authTime: number;
  /** Drops the socket when its token expires without a fresh one. */
  expiry?: ReturnType<typeof setTimeout>;
}

/** Why an account's token was refused, as the site is told (revoked/disabled, or anything else). */
const isRevocation = (reason: unknown) => reason === 'revoked' || reason === 'disabled' || reason === 'unknown-user';

/** An Error for socket.io's connect_error, with the code the site reads. */
function refusal(code: string): Error {
  const error = new Error('unauthenticated') as Error & { data?: unknown };
  error.data = { code };
  return error;
}

/** The room that holds every socket of one user. */
export const userRoom = (uid: string) => `user:${uid}`;

/**
 * Creates the HTTP server and socket.io server. A connection must carry
 * auth {userId, token}; the token is verified (revocation and a disabled account included)
 * and must belong to userId. An open socket keeps its right to stay open: the site sends its
 * refreshed token ('auth:refresh', before the current one expires), which is verified the
 * same way; the socket is dropped (an 'auth:ended' event with the reason, then disconnected)
 * when a token is refused, when the current one expires without a fresh one, or when the
 * periodic re-check (every revocationCheckMs) finds the account disabled, deleted or signed
 * out everywhere. A user has at most maxSocketsPerUser sockets open (one more gets a
 * connect_error saying so) and records at most maxRecordingsPerUser sessions at once (see
 * user-limits.ts).
 */
export function createRealtimeServer({
  verifier,
  revocationCheckMs = REALTIME_REVOCATION_CHECK_MS,
  corsOrigins,
  audio,
  sessions,
  providerFor,
  maxSocketsPerUser = REALTIME_MAX_SOCKETS_PER_USER,
  maxRecordingsPerUser = REALTIME_MAX_RECORDINGS_PER_USER,
  recordingsAllowedFor = async () => maxRecordingsPerUser,
  caps = new MemoryCaps(),
  leases = new MemoryLeases(),
  instanceId = 'single',
}: RealtimeOptions): {
  http: HttpServer;
  io: Server;
  live: LiveTranscription;
} {
  const http = createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, instance: instanceId }));
      return;
    }
    res.writeHead(404).end();
  });
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(http, {
    transports: ['websocket'],
    pingInterval: SOCKET.pingInterval,
    pingTimeout: SOCKET.pingTimeout,
    connectTimeout: SOCKET.timeout,
    cors: { origin: corsOrigins },
    serveClient: false,
  });

  io.use(async (socket: Socket, next) => {
    const { userId, token } = (socket.handshake.auth ?? {}) as { userId?: unknown; token?: unknown };
    if (typeof userId !== 'string' || typeof token !== 'string') return next(new Error('unauthenticated'));
    let verified: { uid: string; exp: number; auth_time: number };
    try {
      verified = await verifier.verify(token);
    } catch (error) {
      const reason = (error as { reason?: unknown } | null)?.reason;
      return next(isRevocation(reason) ? refusal(REALTIME_AUTH_REVOKED) : new Error('unauthenticated'));
    }
    const uid = verified.uid;
    if (uid !== userId) return next(new Error('unauthenticated'));
    let admitted: boolean;
    try {
      admitted = await caps.admitSocket(uid, socket.id, maxSocketsPerUser);
    } catch (error) {
      console.error('counting a socket failed', (error as Error).message);
      return next(new Error('unavailable'));
    }
    if (!admitted) {
      const refused = new Error(tooManySocketsMessage(maxSocketsPerUser)) as Error & { data?: unknown };
      refused.data = { code: 'too-many-connections', limit: maxSocketsPerUser };
      return next(refused);
    }
    // Released when the socket leaves or its connection closes (even one that closed before connecting).
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      void caps
        .releaseSocket(uid, socket.id)
        .catch((error: unknown) => console.error('releasing a socket failed', (error as Error).message));
      clearTimeout((socket.data as SocketData).expiry);
    };
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    if (socket.conn.readyState !== 'open') release();
    (socket.data as SocketData).uid = uid;
    (socket.data as SocketData).exp = verified.exp;
    (socket.data as SocketData).authTime = verified.auth_time;
    (socket.data as SocketData).maxRecordings = await recordingsAllowedFor(uid).catch(() => maxRecordingsPerUser);
    next();
  });

  const live = new LiveTranscription({
    audio,
    sessions,
    providerFor,
    emit: (uid, event, payload) => void io.to(userRoom(uid)).emit(event as never, payload as never),
  });

  /** Tells the site why, then closes the socket (socket.io does not reconnect a socket the server closed). */
  const drop = (socket: Socket, code: string) => {
    if (!socket.connected) return;
    socket.emit('auth:ended', { code });
    socket.disconnect(true);
  };
  /** Drops the socket when its current token expires (a fresh one moves this). */
  const watchExpiry = (socket: Socket) => {
    const data = socket.data as SocketData;
    clearTimeout(data.expiry);
    data.expiry = setTimeout(() => drop(socket, REALTIME_TOKEN_EXPIRED), Math.max(0, data.exp * 1000 - Date.now()));
    data.expiry.unref?.();
  };

  // The periodic re-check: every open socket's account, one bulk look-up per round, rounds never overlapping.
  let checking = false;
  const recheck = setInterval(() => {
    if (checking) return;
    const open = [...io.of('/').sockets.values()];
    if (open.length === 0) return;
    checking = true;
    verifier
      .refusedAccounts(open.map((socket) => ({ uid: (socket.data as SocketData).uid, authTime: (socket.data as SocketData).authTime })))
      .then((refused) => {
        for (const socket of open)
          if (refused.has((socket.data as SocketData).uid)) drop(socket as unknown as Socket, REALTIME_AUTH_REVOKED);
      })
      .catch((error: unknown) => console.error('revocation re-check failed', (error as Error).message))
      .finally(() => {
        checking = false;
      });
  }, revocationCheckMs);
  recheck.unref?.();
  http.once('close', () => clearInterval(recheck));

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.uid));
    watchExpiry(socket as unknown as Socket);
    // The site's refreshed token: verified like at connect; the same user only.
    socket.on(
      'auth:refresh' as never,
      ((token: unknown, ack?: (answer: { ok: boolean; code?: string }) => void) => {
        const answer = typeof ack === 'function' ? ack : () => undefined;
        if (typeof token !== 'string') return answer({ ok: false, code: 'invalid' });
        verifier.verify(token).then(
          (verified) => {
            if (verified.uid !== socket.data.uid) {
              answer({ ok: false, code: REALTIME_AUTH_REVOKED });
              return drop(socket as unknown as Socket, REALTIME_AUTH_REVOKED);
            }
            socket.data.exp = verified.exp;
            socket.data.authTime = verified.auth_time;
            watchExpiry(socket as unknown as Socket);
            answer({ ok: true });
          },
          (error: unknown) => {
            const code = isRevocation((error as { reason?: unknown } | null)?.reason) ? REALTIME_AUTH_REVOKED : REALTIME_TOKEN_EXPIRED;
            answer({ ok: false, code });
            // A revoked account goes at once; a token merely not fresh leaves the current one until it expires.
            if (code === REALTIME_AUTH_REVOKED) drop(socket as unknown as Socket, code);
          },
        );
      }) as never,
    );
    // Which instance serves this socket (the balancer picked it): for operators and the failover benchmarks.
    socket.on(
      'realtime:instance' as never,
      ((...args: unknown[]) => {
        const ack = args[args.length - 1];
        if (typeof ack === 'function') (ack as (answer: { instance: string }) => void)({ instance: instanceId });
      }) as never,
    );
    socket.use(recordingCap(caps, socket.data.uid, socket.id, Math.min(socket.data.maxRecordings, maxRecordingsPerUser)));
    handleRecording(socket as unknown as Socket, socket.data.uid, { store: audio, sessions, live, leases });
  });
  return { http, io: io as unknown as Server, live };
}
