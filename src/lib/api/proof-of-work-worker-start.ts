// Starts the proof of work's worker (proof-of-work.worker.ts). Its own module because the
// bundler finds the worker's file from `new URL(..., import.meta.url)`, which only ES modules
// have: the page loads it on demand, and falls back to solving in slices without it.

/** A new worker for one challenge. */
export function startSolverWorker(): Worker {
  return new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { name: 'proof-of-work' });
}
