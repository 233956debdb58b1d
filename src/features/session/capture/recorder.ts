// Microphone capture: 16 kHz mono PCM from an AudioWorklet, in numbered chunks of
// 250 ms that go to the user's encrypted IndexedDB buffer first and then to the server (ChunkSender).
import type { Socket } from 'socket.io-client';
import {
  AUDIO_CHUNK_MS,
  AUDIO_SAMPLE_RATE,
  RECORDING_EVENTS,
  type RecordingAck,
  type RecordingError,
  type RecordingStopAck,
} from '@shared/audio';
import { chunkQueue, type ChunkQueue } from './chunk-queue';
import { ChunkSender } from './chunk-sender';

export interface RecorderEvents {
  /** The server now has every chunk below `nextSeq`; `captured` chunks were made in all. */
  onProgress(progress: { acknowledged: number; captured: number }): void;
  /** The server opened the session (again, after a reconnect): its saved transcript. */
  onOpened(ack: RecordingAck): void;
}

/**
 * The server refused to open the session: it is gone, its language cannot be transcribed,
 * or the user already records as many sessions at once as allowed (busy).
 */
export class RecordingRefused extends Error {
  constructor(readonly reason: RecordingError) {
    super(`recording refused: ${reason}`);
  }
}

/** Refusals of the first open that stop the start (any other answer, or none, lets it record). */
const REFUSED_AT_START: ReadonlySet<RecordingError> = new Set<RecordingError>(['not-found', 'language', 'busy', 'taken']);

/** The reason to refuse starting after the server's answer to open, or null to record. */
export function refusalAtStart(ack: RecordingAck | null): RecordingError | null {
  return ack && !ack.ok && REFUSED_AT_START.has(ack.error) ? ack.error : null;
}

export class Recorder {
  private seq = 0;
  private paused = false;
  private stream: MediaStream | null = null;
  private context: AudioContext | null = null;
  private node: AudioWorkletNode | null = null;
  private readonly sender: ChunkSender;
  private saving: Promise<void> = Promise.resolve();
  private readonly queue: ChunkQueue;

  constructor(
    private readonly socket: Socket,
    /** The signed-in user: the chunks wait in their own encrypted buffer. */
    uid: string,
    readonly sessionId: string,
    private readonly events: RecorderEvents,
  ) {
    this.queue = chunkQueue(uid);
    this.sender = new ChunkSender(
      socket,
      this.queue,
      sessionId,
      (acknowledged) => this.events.onProgress({ acknowledged, captured: this.seq }),
      (ack) => this.events.onOpened(ack),
    );
  }

  /** Opens the microphone and starts capturing, after what the server and this browser already hold. */
  async start(): Promise<void> {
    const [ack, pending] = await Promise.all([this.sender.sync(), this.queue.pending(this.sessionId)]);
    // Offline at start: record anyway; the chunks wait here until the server is back.
    const refused = refusalAtStart(ack);
    if (refused) {
      this.sender.dispose();
      throw new RecordingRefused(refused);
    }
    this.seq = Math.max(ack?.ok ? ack.nextSeq : this.sender.acknowledged, pending.lastSeq + 1);
    this.stream = await navigator.mediaDevices.getUserMedia({
      // No echo cancellation, noise suppression or gain control: they distort speech for the
      // recogniser (measured: a synthetic consultation lost most words with them on).
      audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false },
    });
    this.context = new AudioContext({ sampleRate: AUDIO_SAMPLE_RATE });
    await this.context.audioWorklet.addModule('/audio/pcm-capture-worklet.js');
    this.node = new AudioWorkletNode(this.context, 'pcm-capture', {
      processorOptions: { chunkSamples: (AUDIO_SAMPLE_RATE * AUDIO_CHUNK_MS) / 1000 },
    });
    this.node.port.onmessage = (event: MessageEvent<ArrayBuffer>) => this.captured(event.data);
    this.context.createMediaStreamSource(this.stream).connect(this.node);
    // The worklet runs only inside a rendered graph; a silent gain keeps it there without playback.
    const silence = this.context.createGain();
    silence.gain.value = 0;
    this.node.connect(silence).connect(this.context.destination);
  }

  private captured(data: ArrayBuffer): void {
    if (this.paused) return;
    const chunk = { sessionId: this.sessionId, seq: this.seq++, data };
    this.saving = this.saving.then(() => this.queue.put(chunk)).then(() => void this.sender.pump());
    this.events.onProgress({ acknowledged: this.sender.acknowledged, captured: this.seq });
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
  }

  /** Stops capturing (the last partial chunk included) and waits up to `waitMs` for the server to have everything. */
  async stop(waitMs = 15000): Promise<{ complete: boolean }> {
    this.node?.port.postMessage('flush');
    await new Promise((r) => setTimeout(r, 50));
    this.stream?.getTracks().forEach((track) => track.stop());
    await this.context?.close();
    await this.saving;
    const deadline = Date.now() + waitMs;
    while (this.sender.acknowledged < this.seq && Date.now() < deadline) {
      await this.sender.pump();
      await new Promise((r) => setTimeout(r, 200));
    }
    this.sender.dispose();
    return { complete: this.sender.acknowledged >= this.seq };
  }

  /** Asks the server to settle the transcript and count the session's seconds (null when unreachable). */
  async finishOnServer(): Promise<RecordingStopAck | null> {
    if (!this.socket.connected) return null;
    const localDate = new Date().toLocaleDateString('en-CA');
    try {
      return (await this.socket
        .timeout(60000)
        .emitWithAck(RECORDING_EVENTS.stop, { sessionId: this.sessionId, localDate })) as RecordingStopAck;
    } catch {
      return null;
    }
  }
}
