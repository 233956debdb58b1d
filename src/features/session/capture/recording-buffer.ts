// The signed-in user's audio buffer at sign-out: what the server has not acknowledged yet is
// sent first (over the user's socket, as while recording); the buffer is then deleted, so no
// audio of theirs stays in the browser. What still cannot be sent is counted, so the
// clinician is warned before it is deleted.
import { AUDIO_CHUNK_MS } from '@shared/audio';
import { sessionSocket } from '../session-socket';
import { chunkQueue, deleteChunkQueue } from './chunk-queue';
import { ChunkSender } from './chunk-sender';

/** How long sign-out waits for the server to take the waiting audio. */
export const SEND_AT_SIGN_OUT_MS = 10000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the user's unacknowledged chunks, waiting up to `waitMs`; answers the seconds of
 * audio that are still not on the server (0 when everything arrived or nothing waited).
 */
export async function sendWaitingAudio(uid: string, waitMs = SEND_AT_SIGN_OUT_MS): Promise<number> {
  const queue = chunkQueue(uid);
  const waiting = async () => {
    let count = 0;
    for (const sessionId of await queue.sessions()) count += (await queue.pending(sessionId)).count;
    return count;
  };
  if ((await waiting()) === 0) return 0;
  const deadline = Date.now() + waitMs;
  const senders: ChunkSender[] = [];
  try {
    const socket = await sessionSocket(uid);
    for (const sessionId of await queue.sessions()) senders.push(new ChunkSender(socket, queue, sessionId, () => undefined));
    while (Date.now() < deadline) {
      // Each sync asks the server what it has, drops that here and sends the rest.
      if (socket.connected) await Promise.all(senders.map((sender) => sender.sync()));
      if ((await waiting()) === 0) return 0;
      await pause(250);
    }
  } catch {
    // No socket to be had (offline, the configuration unreachable): what waits is counted below.
  } finally {
    for (const sender of senders) sender.dispose();
  }
  return ((await waiting()) * AUDIO_CHUNK_MS) / 1000;
}

/** Deletes the user's buffer (chunks and key). */
export function deleteRecordingBuffer(uid: string): Promise<void> {
  return deleteChunkQueue(uid);
}
