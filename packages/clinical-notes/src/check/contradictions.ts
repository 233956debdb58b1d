// A note sentence that denies what the visit established, or affirms what the patient
// denied: the sentence is contradicted, and the passage it contradicts is the fact's own.
import type { Lang } from '../language';
import type { Concept } from '../lexicon/lexicon';
import type { Assertion } from '../visit/assertion';
import type { Evidence, VisitModel } from '../visit/model';
import { statementsOf, type Statement } from './note-statements';

export interface Contradiction {
  concept: Concept;
  /** What the sentence asserts. */
  said: Assertion;
  /** What the visit holds. */
  held: Assertion;
  /** Where the visit established it. */
  evidence: Evidence;
}

/** What the visit holds of each concept it knows for sure: present (the complaint, told, affirmed) or absent (denied). */
function heldFacts(visit: VisitModel): Map<string, { assertion: 'present' | 'absent'; evidence: Evidence }> {
  const held = new Map<string, { assertion: 'present' | 'absent'; evidence: Evidence }>();
  for (const f of [...visit.symptoms, ...visit.history]) {
    // Only what the patient told or answered is held for sure; "pain" or "swelling" with no site says too little to contradict.
    if (f.basis === 'stated' || f.concept.sited) continue;
    if (f.assertion === 'present' || f.assertion === 'absent') held.set(f.concept.id, { assertion: f.assertion, evidence: f.evidence[f.evidence.length - 1] });
  }
  if (visit.complaint) for (const c of visit.complaint.concepts) if (!c.sited) held.set(c.id, { assertion: 'present', evidence: visit.complaint.evidence });
  return held;
}

/** The contradictions of one note sentence against the visit. */
export function contradictionsOf(visit: VisitModel, sentence: string, lang: Lang = visit.language): Contradiction[] {
  if (!visit.speakersKnown) return [];
  return contradictionsAmong(visit, statementsOf(sentence, lang));
}

/** The contradictions of what a sentence states (statementsBySentence reads many at once) against the visit. */
export function contradictionsAmong(visit: VisitModel, statements: readonly Statement[]): Contradiction[] {
  if (!visit.speakersKnown) return [];
  const held = heldFacts(visit);
  const found: Contradiction[] = [];
  for (const s of statements) {
    const fact = held.get(s.concept.id);
    if (!fact) continue;
    const denies = s.assertion === 'absent' && fact.assertion === 'present';
    const affirms = s.assertion === 'present' && fact.assertion === 'absent';
    if ((denies || affirms) && !found.some((c) => c.concept.id === s.concept.id)) found.push({ concept: s.concept, said: s.assertion, held: fact.assertion, evidence: fact.evidence });
  }
  return found;
}
