// What the visit said of a medication or a problem, passage by passage: a statement of the
// patient or the clinician naming one (not asked, not negated) that no sentence of the note
// stands on. A note that names the problem elsewhere may still leave out what was said of
// it ("she goes to therapy every week for her depression").
import type { Utterance } from '../offline/analyse';
import type { Concept } from './concepts';
import type { ReadSources } from './sources';

/** Passages naming one of these say something the note may leave out. */
const KINDS = new Set<Concept['kind']>(['medication', 'problem']);

/** The passages worth a candidate of their own: statements naming a medication or a problem. */
export function namingPassages(sources: ReadSources, taken: ReadonlySet<number>): Array<{ utterance: Utterance; kind: 'medication' | 'diagnosis' }> {
  const out: Array<{ utterance: Utterance; kind: 'medication' | 'diagnosis' }> = [];
  for (const p of sources.passages) {
    const u = p.utterance;
    if (taken.has(u.id) || u.isQuestion || u.smallTalk || u.role === 'other' || u.source.origin !== 'transcript') continue;
    const named = p.concepts.filter((c) => KINDS.has(c.kind) && !c.negated);
    if (named.length === 0) continue;
    out.push({ utterance: u, kind: named.some((c) => c.kind === 'medication') ? 'medication' : 'diagnosis' });
  }
  return out;
}
