// What the visit said of a medication or a problem, passage by passage: a statement of the
// patient or the clinician naming one (not asked, not negated) that no sentence of the note
// stands on, with the concepts it names: a note naming each of them states it in its own
// words ("PMH: heart failure" for "my heart failure was a problem last time").
import type { Utterance } from '../offline/analyse';
import type { Concept } from './concepts';
import type { ReadSources } from './sources';

/** Passages naming one of these say something the note may leave out. */
const KINDS = new Set<Concept['kind']>(['medication', 'problem']);

/** The passages worth a candidate of their own: statements naming a medication or a problem. */
export function namingPassages(
  sources: ReadSources,
  taken: ReadonlySet<number>,
): Array<{ utterance: Utterance; kind: 'medication' | 'diagnosis'; keys: string[] }> {
  const out: Array<{ utterance: Utterance; kind: 'medication' | 'diagnosis'; keys: string[] }> = [];
  for (const p of sources.passages) {
    const u = p.utterance;
    if (taken.has(u.id) || u.isQuestion || u.smallTalk || u.role === 'other' || u.source.origin !== 'transcript') continue;
    const named = p.concepts.filter((c) => KINDS.has(c.kind) && !c.negated);
    if (named.length === 0) continue;
    out.push({
      utterance: u,
      kind: named.some((c) => c.kind === 'medication') ? 'medication' : 'diagnosis',
      keys: [...new Set(named.map((c) => c.key))],
    });
  }
  return out;
}
