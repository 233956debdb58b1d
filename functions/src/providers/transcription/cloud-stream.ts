// The life of a cloud transcription stream, the same in every cloud adapter: open (audio
// is taken), ending (end() was called; what was sent is still being transcribed), closed
// (everything is settled, or the stream was aborted). end() resolves once the stream is
// closed; closing releases the adapter's timers and requests, then tells its provider.
import type { TranscriptionStream } from './types';

export abstract class CloudStream implements TranscriptionStream {
  protected state: 'open' | 'ending' | 'closed' = 'open';
  private settle: (() => void) | undefined;
  private readonly finished = new Promise<void>((resolve) => (this.settle = resolve));

  constructor(private readonly onClosed: () => void) {}

  /** Audio while the stream is open (a closed or ending stream drops it), copied: the caller may reuse its buffer. */
  write(pcm: Uint8Array): void {
    if (this.state === 'open' && pcm.byteLength > 0) this.take(Buffer.from(pcm));
  }

  /** The adapter's handling of a chunk the open stream took. */
  protected abstract take(chunk: Buffer): void;

  end(): Promise<void> {
    if (this.state === 'open') {
      this.state = 'ending';
      this.onEnd();
    }
    return this.finished;
  }

  abort(): void {
    if (this.state !== 'closed') this.close();
  }

  /** end() was called on the open stream: send what is pending; close once all is settled. */
  protected abstract onEnd(): void;

  /** Stops the adapter's timers, requests and uploads, as the stream closes. */
  protected abstract release(): void;

  protected close(): void {
    this.state = 'closed';
    this.release();
    this.settle?.();
    this.onClosed();
  }
}
