// Per-user caps of the realtime server, held in its memory: open sockets, and sessions
// being recorded at the same time. A reconnecting socket or a session opened again by the
// same user never counts twice.
import { RECORDING_EVENTS } from '../shared/audio';

/** The connect_error message of a refused connection (the client reads it in `error.message`). */
export const tooManySocketsMessage = (max: number) =>
  `Too many connections: at most ${max} open connections per user. Close another window or tab, then try again.`;

/** The message of a refused recording (in the ack, with error 'busy'). */
export const tooManyRecordingsMessage = (max: number) =>
  `Too many recordings: at most ${max} session${max === 1 ? '' : 's'} per user can record at the same time. Stop another session first.`;

/** The ack of a recording event refused because the user already records as many sessions as allowed. */
export interface RecordingBusyAck {
  ok: false;
  error: 'busy';
  message: string;
}

/** The open sockets of each user, by socket id. */
export class UserSockets {
  private readonly byUser = new Map<string, Set<string>>();

  constructor(readonly max: number) {}

  /** Counts the socket for its user, unless the user already has `max` open; false when refused. */
  admit(uid: string, socketId: string): boolean {
    const sockets = this.byUser.get(uid) ?? new Set<string>();
    if (sockets.has(socketId)) return true;
    if (sockets.size >= this.max) return false;
    sockets.add(socketId);
    this.byUser.set(uid, sockets);
    return true;
  }

  /** The socket closed (any number of calls). */
  release(uid: string, socketId: string): void {
    const sockets = this.byUser.get(uid);
    if (!sockets) return;
    sockets.delete(socketId);
    if (sockets.size === 0) this.byUser.delete(uid);
  }

  count(uid: string): number {
    return this.byUser.get(uid)?.size ?? 0;
  }
}

/** The sessions each user is recording, each with the sockets recording it. */
export class UserRecordings {
  private readonly byUser = new Map<string, Map<string, Set<string>>>();

  constructor(readonly max: number) {}

  /**
   * Lets `socketId` record `sessionId`: yes when the user already records that session (from
   * any socket) or records fewer than `max` sessions (or the user's own, lower, limit: their
   * plan's); false when refused.
   */
  claim(uid: string, sessionId: string, socketId: string, max = this.max): boolean {
    const sessions = this.byUser.get(uid) ?? new Map<string, Set<string>>();
    const sockets = sessions.get(sessionId);
    if (sockets) {
      sockets.add(socketId);
      return true;
    }
    if (sessions.size >= Math.min(max, this.max)) return false;
    sessions.set(sessionId, new Set([socketId]));
    this.byUser.set(uid, sessions);
    return true;
  }

  /** The socket stopped recording the session (stop), or closed (sessionId undefined: all of its sessions). */
  release(uid: string, socketId: string, sessionId?: string): void {
    const sessions = this.byUser.get(uid);
    if (!sessions) return;
    for (const [id, sockets] of sessions) {
      if (sessionId !== undefined && id !== sessionId) continue;
      sockets.delete(socketId);
      if (sockets.size === 0) sessions.delete(id);
    }
    if (sessions.size === 0) this.byUser.delete(uid);
  }

  count(uid: string): number {
    return this.byUser.get(uid)?.size ?? 0;
  }
}

type Packet = unknown[];

/**
 * A socket middleware (socket.use) that holds the recording cap: an open or a chunk of a
 * session beyond the user's cap is answered {ok: false, error: 'busy', message} and not
 * handled; a stop releases the session; the caller releases the socket's sessions when it closes.
 */
export function recordingCap(recordings: UserRecordings, uid: string, socketId: string, userMax = recordings.max) {
  return (packet: Packet, next: (error?: Error) => void): void => {
    const [event, payload] = packet;
    const sessionId = (payload as { sessionId?: unknown } | null | undefined)?.sessionId;
    if (typeof sessionId !== 'string') return next();
    if (event === RECORDING_EVENTS.stop) {
      recordings.release(uid, socketId, sessionId);
      return next();
    }
    if (event !== RECORDING_EVENTS.open && event !== RECORDING_EVENTS.chunk) return next();
    if (recordings.claim(uid, sessionId, socketId, userMax)) return next();
    const ack = packet[packet.length - 1];
    const busy: RecordingBusyAck = { ok: false, error: 'busy', message: tooManyRecordingsMessage(Math.min(userMax, recordings.max)) };
    if (typeof ack === 'function') (ack as (answer: RecordingBusyAck) => void)(busy);
  };
}
