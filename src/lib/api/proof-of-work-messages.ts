// What the page and the proof of work's worker say to each other (proof-of-work.worker.ts).

/** Page → worker: try 0..max for the number behind `challenge`. */
export interface SolverRequest {
  challenge: string;
  salt: string;
  max: number;
}

/** Worker → page: how far it got, or its end (the number, null when none was found). */
export type SolverReply = { type: 'progress'; tried: number; max: number } | { type: 'solved'; number: number | null; took: number };
