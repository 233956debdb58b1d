// The realtime (socket.io) server: one authenticated connection per signed-in user,
// used for live transcription. It runs on its own (Cloud Run in production), not as a function.
import { createServer, type Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { REALTIME_MAX_RECORDINGS_PER_USER, REALTIME_MAX_SOCKETS_PER_USER, SOCKET } from '../shared/limits';
import type { TranscriptionProvider } from '../providers/transcription/types';
import type { AudioStore } from './audio-store';
import { LiveTranscription } from './live-transcription';
import { handleRecording } from './recording-channel';
import type { RecordingSession, SessionBackend } from './session-backend';
import { recordingCap, tooManySocketsMessage, UserRecordings, UserSockets } from './user-limits';

/** Verifies a Firebase ID token and returns its uid; throws when it is not valid. */
export type VerifyToken = (token: string) => Promise<{ uid: string }>;

export interface RealtimeOptions {
  verifyToken: VerifyToken;
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
}

export interface SocketData {
  uid: string;
  /** Sessions this user may record at once (their plan's). */
  maxRecordings: number;
}

/** The room that holds every socket of one user. */
export const userRoom = (uid: string) => `user:${uid}`;

/**
 * Creates the HTTP server and socket.io server. A connection must carry
 * auth {userId, token}; the token is verified and must belong to userId. A user has at
 * most maxSocketsPerUser sockets open (one more gets a connect_error saying so) and records
 * at most maxRecordingsPerUser sessions at once (see user-limits.ts).
 */
export function createRealtimeServer({
  verifyToken,
  corsOrigins,
  audio,
  sessions,
  providerFor,
  maxSocketsPerUser = REALTIME_MAX_SOCKETS_PER_USER,
  maxRecordingsPerUser = REALTIME_MAX_RECORDINGS_PER_USER,
  recordingsAllowedFor = async () => maxRecordingsPerUser,
}: RealtimeOptions): {
  http: HttpServer;
  io: Server;
  live: LiveTranscription;
} {
  const http = createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
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

  const openSockets = new UserSockets(maxSocketsPerUser);
  const recordings = new UserRecordings(maxRecordingsPerUser);

  io.use(async (socket: Socket, next) => {
    const { userId, token } = (socket.handshake.auth ?? {}) as { userId?: unknown; token?: unknown };
    if (typeof userId !== 'string' || typeof token !== 'string') return next(new Error('unauthenticated'));
    let uid: string;
    try {
      ({ uid } = await verifyToken(token));
    } catch {
      return next(new Error('unauthenticated'));
    }
    if (uid !== userId) return next(new Error('unauthenticated'));
    if (!openSockets.admit(uid, socket.id)) {
      const refused = new Error(tooManySocketsMessage(maxSocketsPerUser)) as Error & { data?: unknown };
      refused.data = { code: 'too-many-connections', limit: maxSocketsPerUser };
      return next(refused);
    }
    // Released when the socket leaves or its connection closes (even one that closed before connecting).
    const release = () => {
      openSockets.release(uid, socket.id);
      recordings.release(uid, socket.id);
    };
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    if (socket.conn.readyState !== 'open') release();
    (socket.data as SocketData).uid = uid;
    (socket.data as SocketData).maxRecordings = await recordingsAllowedFor(uid).catch(() => maxRecordingsPerUser);
    next();
  });

  const live = new LiveTranscription({
    audio,
    sessions,
    providerFor,
    emit: (uid, event, payload) => void io.to(userRoom(uid)).emit(event as never, payload as never),
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.uid));
    socket.use(recordingCap(recordings, socket.data.uid, socket.id, socket.data.maxRecordings));
    handleRecording(socket as unknown as Socket, socket.data.uid, { store: audio, sessions, live });
  });
  return { http, io: io as unknown as Server, live };
}
