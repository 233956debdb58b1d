// The proof of work solved in a Web Worker, so the page stays responsive however large the
// challenge: asked {challenge, salt, max}, it tries 0..max slice by slice, reporting how far
// it got after each, then the number found (or null). The page ends it (terminate) to stop it.
import { SOLVE_SLICE, solveRange } from './proof-of-work-solver';
import type { SolverReply, SolverRequest } from './proof-of-work-messages';

/** The worker's global scope, as far as this file uses it (the site's types are the DOM's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolverRequest>) => void) | null;
  postMessage(reply: SolverReply): void;
};

scope.onmessage = ({ data }) => {
  const started = Date.now();
  for (let from = 0; from <= data.max; from += SOLVE_SLICE) {
    const to = Math.min(data.max, from + SOLVE_SLICE - 1);
    const found = solveRange(data.challenge, data.salt, from, to);
    if (found !== null) return scope.postMessage({ type: 'solved', number: found, took: Date.now() - started });
    scope.postMessage({ type: 'progress', tried: to + 1, max: data.max });
  }
  scope.postMessage({ type: 'solved', number: null, took: Date.now() - started });
};
