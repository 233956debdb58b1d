// The evidence of a note laid over its items: which sentences of the report belong to
// which item, and whether the report still matches the item's text (an edit not saved
// yet makes it stale until the evidence is fetched again).
import type { NoteSentenceEvidence, NoteSentenceState } from '@shared/note-evidence';
import type { NoteEvidence } from '@shared/note-evidence';

/** The sentences of one item, in order, when they still match its text; null otherwise. */
export function itemSentences(
  evidence: NoteEvidence | undefined,
  section: number,
  item: number,
  body: string,
): NoteSentenceEvidence[] | null {
  if (!evidence) return null;
  const mine = evidence.sentences.filter((s) => s.place.section === section && s.place.item === item);
  if (mine.length === 0) return null;
  // A sentence's text may start with the item's label ("Medications: ..."): its end is the body's.
  const fits = mine.every(
    (s) =>
      s.place.end <= body.length &&
      s.place.start < s.place.end &&
      s.text.trimEnd().endsWith(body.slice(s.place.start, s.place.end).trimEnd()),
  );
  const covered = mine
    .map((s) => body.slice(s.place.start, s.place.end))
    .join('')
    .replace(/\s+/g, '');
  return fits && covered === body.replace(/\s+/g, '') ? mine : null;
}

/** How many sentences of the note are in each state. */
export function stateCounts(evidence: NoteEvidence): Record<NoteSentenceState, number> {
  const counts: Record<NoteSentenceState, number> = { supported: 0, partial: 0, unsupported: 0, contradicted: 0, added: 0 };
  for (const s of evidence.sentences) counts[s.state] += 1;
  return counts;
}

/** The sentence's text in pieces, the words no source supports flagged (to underline). */
export function underlined(text: string, unsupported: readonly string[]): Array<{ text: string; unsupported: boolean }> {
  const words = unsupported.map((w) => w.trim()).filter(Boolean);
  if (words.length === 0) return [{ text, unsupported: false }];
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const out: Array<{ text: string; unsupported: boolean }> = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    const index = m.index ?? 0;
    if (index > at) out.push({ text: text.slice(at, index), unsupported: false });
    out.push({ text: m[0], unsupported: true });
    at = index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at), unsupported: false });
  return out;
}
