// The realtime (socket.io) server: one authenticated connection per signed-in user,
// used for live transcription. It runs on its own (Cloud Run in production), not as a function.
import { createServer, type Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { SOCKET } from '../shared/limits';
import type { TranscriptionProvider } from '../providers/transcription/types';
import type { AudioStore } from './audio-store';
import { LiveTranscription } from './live-transcription';
import { handleRecording } from './recording-channel';
import type { RecordingSession, SessionBackend } from './session-backend';

/** Verifies a Firebase ID token and returns its uid; throws when it is not valid. */
export type VerifyToken = (token: string) => Promise<{ uid: string }>;

export interface RealtimeOptions {
  verifyToken: VerifyToken;
  corsOrigins: string[];
  audio: AudioStore;
  sessions: SessionBackend;
  /** The speech-to-text provider for a session's transcript type (chosen by configuration). */
  providerFor(type: RecordingSession['transcriptType']): TranscriptionProvider;
}

export interface SocketData {
  uid: string;
}

/** The room that holds every socket of one user. */
export const userRoom = (uid: string) => `user:${uid}`;

/**
 * Creates the HTTP server and socket.io server. A connection must carry
 * auth {userId, token}; the token is verified and must belong to userId.
 */
export function createRealtimeServer({ verifyToken, corsOrigins, audio, sessions, providerFor }: RealtimeOptions): {
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

  io.use(async (socket: Socket, next) => {
    const { userId, token } = (socket.handshake.auth ?? {}) as { userId?: unknown; token?: unknown };
    if (typeof userId !== 'string' || typeof token !== 'string') return next(new Error('unauthenticated'));
    try {
      const { uid } = await verifyToken(token);
      if (uid !== userId) return next(new Error('unauthenticated'));
      (socket.data as SocketData).uid = uid;
      next();
    } catch {
      next(new Error('unauthenticated'));
    }
  });

  const live = new LiveTranscription({
    audio,
    sessions,
    providerFor,
    emit: (uid, event, payload) => void io.to(userRoom(uid)).emit(event as never, payload as never),
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.uid));
    handleRecording(socket as unknown as Socket, socket.data.uid, { store: audio, sessions, live });
  });
  return { http, io: io as unknown as Server, live };
}
