// The visit model as the evidence check reads it: every concept the model holds (the
// complaint, symptoms, past and family history, the clinician's impression, what was ruled
// out, medications, allergies, the plan's tests and medications, examined parts), with what
// the model asserts of it and the transcript spans it was said in. A note sentence naming one
// of these concepts is supported by the fact's spans when it asserts it the same way round,
// and contradicted when it asserts it the other way round and the model holds it for sure.
import type { Concept } from '../lexicon/lexicon';
import type { Evidence, VisitModel } from '../visit/model';
import { polarityOfAssertion } from './contradictions';
import type { Statement } from './note-statements';

/** What the model asserts of a concept: there, not there, or neither (a medication, a test, a differential). */
export type FactPolarity = 'present' | 'absent' | null;

export interface ModelFact {
  concept: Concept;
  /** Key of the fact: the concept, apart for the family's ("family:diabetes"). */
  key: string;
  polarity: FactPolarity;
  /** Held for sure (the complaint, a finding the patient told or answered, said one way round only): a note saying the other way round contradicts it. */
  sure: boolean;
  evidence: readonly Evidence[];
}

/** A fact's or a statement's key: the family's findings are facts of their own. */
export const factKey = (conceptId: string, family: boolean) => (family ? `family:${conceptId}` : conceptId);

/** The facts of a visit model, one per concept and polarity, with every span they were said in. */
export function modelFacts(visit: VisitModel): ModelFact[] {
  const facts = new Map<string, ModelFact>();
  const add = (concept: Concept, polarity: FactPolarity, sure: boolean, evidence: readonly Evidence[], family = false) => {
    const key = factKey(concept.id, family);
    const id = `${key}|${polarity}`;
    const held = facts.get(id);
    if (held) facts.set(id, { ...held, sure: held.sure || sure, evidence: [...held.evidence, ...evidence] });
    else facts.set(id, { concept, key, polarity, sure, evidence });
  };
  if (visit.complaint) for (const c of visit.complaint.concepts) add(c, 'present', !c.sited, [visit.complaint.evidence]);
  for (const f of [...visit.symptoms, ...visit.history]) {
    const polarity = polarityOfAssertion(f.assertion);
    // A finding said as a possibility ("I'm not sure it's a cough") backs nothing either way.
    if (polarity === null) continue;
    add(f.concept, polarity, f.basis !== 'stated' && f.settled && !f.concept.sited, f.evidence);
  }
  for (const f of visit.family) add(f.concept, 'present', false, f.evidence, true);
  // The clinician's impression and the patient's guess back a note naming the condition, not one denying it; neither is held for sure.
  for (const i of [...visit.impressions, ...visit.concerns]) add(i.concept, 'present', false, [i.evidence]);
  for (const r of visit.ruledOut) add(r.concept, 'absent', false, [r.evidence]);
  // What the patient takes backs a note saying they take it; a medication the plan names, whatever it says of it.
  for (const m of visit.medications) add(m.concept, m.status === 'current' ? 'present' : null, false, [m.evidence]);
  for (const a of visit.allergies) add(a.concept, null, false, [a.evidence]);
  for (const p of visit.plan) for (const c of p.concepts) add(c, null, false, [p.evidence]);
  for (const e of visit.examination) if (e.concept) add(e.concept, null, false, [e.evidence]);
  return [...facts.values()];
}

/** What a note's statement asserts, as a fact's key and polarity (null: neither there nor not, as a possibility). */
export function statementFact(s: Statement): { key: string; polarity: FactPolarity } {
  return { key: factKey(s.concept.id, s.assertion === 'family'), polarity: polarityOfAssertion(s.assertion, s.ended) };
}

/** Whether a fact backs a statement's polarity: either says neither, or both say the same. */
export const agrees = (fact: FactPolarity, said: FactPolarity) => fact === null || said === null || fact === said;

/**
 * How the model stands to one statement of a note: the facts that back it, and those held for
 * sure that say it the other way round ("denies diarrhoea" in a visit about diarrhoea).
 */
export function factsAbout(
  facts: readonly ModelFact[],
  s: Statement,
): { key: string; polarity: FactPolarity; backing: ModelFact[]; opposing: ModelFact[] } {
  const { key, polarity } = statementFact(s);
  // A finding said to be over ("no longer has headaches") says nothing of now either way.
  if (s.ended) return { key, polarity, backing: [], opposing: [] };
  const of = facts.filter((f) => f.key === key);
  // "No pain with movement" is narrower than the pain the visit holds: it does not deny it.
  const opposing = of.filter((f) => f.sure && !agrees(f.polarity, polarity) && !(polarity === 'absent' && s.qualified));
  // A symptom the patient has nowhere has no site either: "no numbness or tingling" backs "denies tingling in his left arm", under its own key.
  const unsited = s.concept.siteOf;
  if (of.length === 0 && polarity === 'absent' && unsited) {
    const nowhere = facts.filter((f) => f.key === factKey(unsited, false) && f.polarity === 'absent');
    if (nowhere.length > 0) return { key: nowhere[0].key, polarity, backing: nowhere, opposing: [] };
  }
  const backing = of.filter((f) => agrees(f.polarity, polarity));
  // A finding the patient has at a site backs it said with none ("rates the pain 5/10" for the wrist pain told); a denial of it at
  // another site does not deny it ("any neck pain?" "no").
  if (backing.length === 0 && opposing.length === 0 && polarity === 'present' && !s.concept.siteOf && !s.qualified) {
    const somewhere = facts.filter((f) => f.concept.siteOf === s.concept.id && f.polarity === 'present' && !f.key.startsWith('family:'));
    if (somewhere.length > 0) return { key: somewhere[0].key, polarity, backing: somewhere, opposing: [] };
  }
  return { key, polarity, backing, opposing };
}
