// Whether the page is solving a proof of work, and how much of the challenge's range it has
// tried: read by <ProofOfWorkStatus> (useSyncExternalStore), written by ./proof-of-work.ts.
// Not in the Redux store: it changes many times a second while solving, for one widget.

export interface ProofOfWorkProgress {
  /** Challenges being solved now. */
  running: number;
  /** The share of the latest challenge's range tried (0..1): the number may come sooner. */
  fraction: number;
}

const IDLE: ProofOfWorkProgress = { running: 0, fraction: 0 };
let current = IDLE;
const listeners = new Set<() => void>();

function publish(next: ProofOfWorkProgress) {
  current = next;
  for (const listener of listeners) listener();
}

/** The progress now (the same object until it changes). */
export const proofOfWorkProgress = (): ProofOfWorkProgress => current;
/** The progress while the HTML is rendered: idle. */
export const idleProofOfWork = (): ProofOfWorkProgress => IDLE;

/** Calls `listener` on every change; returns the unsubscribe. */
export function subscribeProofOfWork(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Solving starts: its progress reporter and its end. */
export function solvingStarted(): { progressed(fraction: number): void; ended(): void } {
  publish({ running: current.running + 1, fraction: 0 });
  let open = true;
  return {
    progressed(fraction) {
      if (open) publish({ ...current, fraction: Math.min(1, Math.max(0, fraction)) });
    },
    ended() {
      if (!open) return;
      open = false;
      publish(current.running <= 1 ? IDLE : { ...current, running: current.running - 1 });
    },
  };
}
