// Where a transcript starts a paragraph: where the engine says so (the local engine marks
// its long pauses, ./sentences.ts), else after a pause of more than 4 s between two segments.
import type { FinalSegment } from './types';

/** A pause longer than this between two segments starts a new paragraph. */
export const PARAGRAPH_PAUSE_MS = 4000;

/** Whether `segment` starts a paragraph; `lastEndMs`: the end of the segment before it (0: none yet). */
export function startsParagraph(segment: FinalSegment, lastEndMs: number): boolean {
  if (lastEndMs <= 0) return false;
  return segment.paragraph ?? segment.startMs - lastEndMs > PARAGRAPH_PAUSE_MS;
}
