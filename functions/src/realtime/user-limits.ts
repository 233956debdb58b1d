// Per-user caps of the realtime server: open sockets, and sessions being recorded at the
// same time. A reconnecting socket or a session opened again by the same user never counts
// twice. Held in memory for one instance (MemoryCaps); across instances in Firestore
// (./shared-caps.ts).
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
  admit(uid: string, socketId: string, max = this.max): boolean {
    const sockets = this.byUser.get(uid) ?? new Set<string>();
    if (sockets.has(socketId)) return true;
    if (sockets.size >= Math.min(max, this.max)) return false;
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

/** The caps as the server uses them, whichever keeps them. */
export interface UserCaps {
  /** Counts the socket for its user unless they already have `max` open; false when refused. */
  admitSocket(uid: string, socketId: string, max: number): Promise<boolean>;
  /** The socket closed: its place and its recordings are free. */
  releaseSocket(uid: string, socketId: string): Promise<void>;
  /** Lets the socket record the session unless the user already records `max` others; false when refused. */
  claimRecording(uid: string, sessionId: string, socketId: string, max: number): Promise<boolean>;
  /** The socket stopped recording the session (all of its sessions when undefined). */
  releaseRecording(uid: string, socketId: string, sessionId?: string): Promise<void>;
}

/** The caps of a single instance, in its memory. */
export class MemoryCaps implements UserCaps {
  private readonly sockets = new UserSockets(Number.MAX_SAFE_INTEGER);
  private readonly recordings = new UserRecordings(Number.MAX_SAFE_INTEGER);

  async admitSocket(uid: string, socketId: string, max: number): Promise<boolean> {
    return this.sockets.admit(uid, socketId, max);
  }

  async releaseSocket(uid: string, socketId: string): Promise<void> {
    this.sockets.release(uid, socketId);
    this.recordings.release(uid, socketId);
  }

  async claimRecording(uid: string, sessionId: string, socketId: string, max: number): Promise<boolean> {
    return this.recordings.claim(uid, sessionId, socketId, max);
  }

  async releaseRecording(uid: string, socketId: string, sessionId?: string): Promise<void> {
    this.recordings.release(uid, socketId, sessionId);
  }
}

type Packet = unknown[];

/**
 * A socket middleware (socket.use) that holds the recording cap: an open or a chunk of a
 * session beyond the user's cap (`max`) is answered {ok: false, error: 'busy', message} and
 * not handled; a stop releases the session; the caller releases the socket's sessions when
 * it closes. A session this socket already holds is let through without asking again.
 */
export function recordingCap(caps: UserCaps, uid: string, socketId: string, max: number) {
  // One claim per session, shared by the packets that arrive while it is asked: they go on in order.
  const claims = new Map<string, Promise<boolean>>();
  return (packet: Packet, next: (error?: Error) => void): void => {
    const [event, payload] = packet;
    const sessionId = (payload as { sessionId?: unknown } | null | undefined)?.sessionId;
    if (typeof sessionId !== 'string') return next();
    if (event === RECORDING_EVENTS.stop) {
      claims.delete(sessionId);
      void caps.releaseRecording(uid, socketId, sessionId).catch(() => undefined);
      return next();
    }
    if (event !== RECORDING_EVENTS.open && event !== RECORDING_EVENTS.chunk) return next();
    let claim = claims.get(sessionId);
    if (!claim) {
      claim = caps.claimRecording(uid, sessionId, socketId, max);
      claims.set(sessionId, claim);
      const forget = () => claims.get(sessionId) === claim && claims.delete(sessionId);
      claim.then((claimed) => claimed || forget(), forget);
    }
    claim.then(
      (claimed) => {
        if (claimed) return next();
        const ack = packet[packet.length - 1];
        const busy: RecordingBusyAck = { ok: false, error: 'busy', message: tooManyRecordingsMessage(max) };
        if (typeof ack === 'function') (ack as (answer: RecordingBusyAck) => void)(busy);
      },
      (error: unknown) => next(error as Error),
    );
  };
}
