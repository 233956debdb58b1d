// The saved transcript with stretches marked (the sources of a note's fact or sentence).
// One mark is the transcript-highlight the transcript box scrolls to: the stretch asked for first
// (the best passage); the others are marked alike under another test id, so the page
// always holds at most one transcript-highlight. Stretches only a speaker tag or spaces
// apart (a question and its answer) are marked as one.
import React from 'react';
import type { TranscriptRange } from '../session-slice';

/** The ranges in transcript order, joined where only spaces or a "[speaker]" tag lie between; `primary` is the index of the one holding the first asked. */
export function markedRanges(text: string, ranges: readonly TranscriptRange[]): { ranges: TranscriptRange[]; primary: number } {
  const first = ranges[0];
  const valid = ranges.filter((r) => r.start >= 0 && r.end <= text.length && r.start < r.end).sort((a, b) => a.start - b.start);
  const out: TranscriptRange[] = [];
  for (const r of valid) {
    const last = out.at(-1);
    if (last && (r.start <= last.end || /^(\s|\[[^\]\n]{0,30}\])*$/.test(text.slice(last.end, r.start))))
      last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  const primary = first ? out.findIndex((r) => r.start <= first.start && first.start < r.end) : -1;
  return { ranges: out, primary: primary === -1 ? 0 : primary };
}

/**
 * Scrolls the transcript's own box (not the page) so the mark is in its middle: the page
 * staying still keeps the note sentence that was clicked under the pointer.
 */
function centreInBox(mark: HTMLElement | null) {
  const box = mark?.closest<HTMLElement>('.transcript-text');
  if (!mark || !box) return;
  const at = mark.getBoundingClientRect();
  const frame = box.getBoundingClientRect();
  box.scrollTop += at.top - frame.top - (box.clientHeight - at.height) / 2;
}

export function HighlightedTranscript({ text, ranges }: { text: string; ranges: readonly TranscriptRange[] }) {
  const marked = markedRanges(text, ranges);
  const parts: React.ReactNode[] = [];
  let at = 0;
  marked.ranges.forEach((r, i) => {
    parts.push(text.slice(at, r.start));
    const primary = i === marked.primary;
    parts.push(
      <mark
        key={r.start}
        data-testid={primary ? 'transcript-highlight' : 'transcript-highlight-more'}
        ref={primary ? centreInBox : undefined}
      >
        {text.slice(r.start, r.end)}
      </mark>,
    );
    at = r.end;
  });
  parts.push(text.slice(at));
  return <>{parts}</>;
}
