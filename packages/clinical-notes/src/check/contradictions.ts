// A note sentence that denies what the visit established, or affirms what the patient
// denied: the sentence is contradicted, and the passage it contradicts is the fact's own.
import { LANGUAGES, type Lang } from '../language';
import { partOfSymptom, symptomAt, type Concept } from '../lexicon/lexicon';
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
    // Nor what was said both ways ("no surgeries, I've had back pain occasionally" and the back pain of the visit).
    if (f.basis === 'stated' || f.concept.sited || !f.settled) continue;
    if (f.assertion === 'present' || f.assertion === 'absent')
      held.set(f.concept.id, { assertion: f.assertion, evidence: f.evidence[f.evidence.length - 1] });
  }
  if (visit.complaint)
    for (const c of visit.complaint.concepts) if (!c.sited) held.set(c.id, { assertion: 'present', evidence: visit.complaint.evidence });
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
    const said = polarityOfAssertion(s.assertion, s.ended);
    // "No pain with movement" does not deny the pain the visit holds (a passage saying it hurts when moved does: contradictionsInPassages).
    const denies = said === 'absent' && fact.assertion === 'present' && !s.qualified;
    const affirms = said === 'present' && fact.assertion === 'absent';
    if ((denies || affirms) && !found.some((c) => c.concept.id === s.concept.id))
      found.push({ concept: s.concept, said: s.assertion, held: fact.assertion, evidence: fact.evidence });
  }
  return found;
}

/**
 * Whether an assertion says a finding is there (now or in the past: "a history of chest pain")
 * or not; null when it says neither, or says it was there and is over ("no longer", "resolved").
 */
export function polarityOfAssertion(assertion: Assertion, ended = false): 'present' | 'absent' | null {
  if (assertion === 'historical') return ended ? null : 'present';
  if (assertion === 'present') return 'present';
  return assertion === 'absent' ? 'absent' : null;
}

/** What a passage can say is there or not: a symptom or a condition (a body part, a test or a medication is named either way: "the knee", "no x-ray yet"). */
const FINDING_KINDS = new Set(['symptom', 'condition']);

/**
 * Whether a passage's finding said with no site is the sentence's finding at a part because the
 * passage names that part ("on your neck exam I don't appreciate any swollen glands" for "neck
 * swelling"): a spoken sentence says the part and the finding further apart than the reader sites
 * them. The ids of a finding at a part are the same in every language.
 */
function atPart(id: string, p: Statement, passage: readonly Statement[]): boolean {
  if (!p.concept.sited) return false;
  return passage.some(
    (part) => part.concept.kind === 'body-part' && LANGUAGES.some((lang) => symptomAt(lang, p.concept, part.concept).id === id),
  );
}

/** A sentence's concept that the passages it stands on state only the other way round. */
export interface PassageContradiction {
  concept: Concept;
  said: Assertion;
  held: Assertion;
  /** The index of the passage that states it, in the list given. */
  passage: number;
}

/**
 * The contradictions of what a note sentence states against what the passages of the
 * transcript it stands on state (each read like the note, statementsBySentence): a concept the
 * sentence asserts present or absent that those passages name, never that way and at least
 * once the other. Questions are left out by the caller: "any fever?" asserts nothing. A
 * finding denied with a circumstance ("no pain with movement") is contradicted only by a passage
 * that names it with one too.
 */
export function contradictionsInPassages(
  statements: readonly Statement[],
  passages: ReadonlyArray<readonly Statement[]>,
): PassageContradiction[] {
  const found: PassageContradiction[] = [];
  for (const s of statements) {
    if (
      !FINDING_KINDS.has(s.concept.kind) ||
      polarityOfAssertion(s.assertion, s.ended) === null ||
      found.some((c) => c.concept.id === s.concept.id)
    )
      continue;
    const said = polarityOfAssertion(s.assertion, s.ended);
    const opposite = said === 'present' ? 'absent' : 'present';
    let other = -1;
    let same = false;
    // "No pain to palpation of the lateral aspect" is narrower than the pain a passage says is there: only a passage naming it with a circumstance too ("chest pain when i climb the stairs") says it the other way round.
    const narrow = said === 'absent' && s.qualified === true;
    passages.forEach((list, i) => {
      for (const p of list) {
        if (p.concept.id !== s.concept.id && !atPart(s.concept.id, p, list)) continue;
        if (narrow && !p.qualified) continue;
        const held = polarityOfAssertion(p.assertion, p.ended);
        if (held === said) same = true;
        else if (held === opposite && other < 0) other = i;
      }
    });
    if (!same && other >= 0) found.push({ concept: s.concept, said: s.assertion, held: opposite, passage: other });
  }
  return found;
}

/** A passage a note sentence stands on, as the asked-only check reads it. */
export interface StoodOn {
  /** A question (or a few words answered with a yes or a no): it asserts nothing by itself. */
  asks: boolean;
  /** What it names, read like a note's sentence. */
  statements: readonly Statement[];
  /** A question's answer: its yes or no as said, and the ids of what it names as there itself ("shortness of breath."). */
  answer?: {
    polarity: 'affirm' | 'deny' | null;
    /** What the answering turn names as there. */
    named: readonly string[];
    /** What every question it answers asks about (a run of questions answered at once), this one's when not given. */
    asked?: readonly string[];
  };
}

/**
 * Whether the visit holds a finding as there, now or before: the complaint, a symptom told or
 * affirmed, past history. Not one only the clinician named: a question the reader took for a
 * statement ("any problems sleeping" "I sleep like a rock") holds nothing the patient said.
 */
function heldThere(visit: VisitModel, id: string): boolean {
  if (visit.complaint?.concepts.some((c) => c.id === id)) return true;
  // Or of a part: the visit's knee pain is the pain a note names without its part.
  return [...visit.symptoms, ...visit.history].some(
    (f) =>
      (f.concept.id === id || partOfSymptom(f.concept)?.symptom === id) &&
      f.basis !== 'stated' &&
      (f.assertion === 'present' || f.assertion === 'historical'),
  );
}

/**
 * Whether a question's answer leaves a finding it asked about out: a "no", or an answer that
 * names others of what was asked and not it ("any chest pain, shortness of breath, or belly
 * pain?" "shortness of breath."), with a yes or not, even with more said besides ("fever, congestion, sore
 * throat?" "a bit of congestion with the seasons, I get seasonal allergies"). An answer that
 * says neither (cut short, or about something else) tells nothing.
 */
function leftOut(p: StoodOn, id: string): boolean {
  // A question that itself says the finding is not there leaves it out unless the answer names it ("you haven't had any chest pain or shortness of breath ... are you exercising" "kind of"; "do you have any nausea vomiting i feel nauseated but i'm not vomiting", unanswered).
  const saysNot = p.statements.some((x) => x.concept.id === id && x.assertion === 'absent');
  if (!p.answer) return saysNot;
  if (p.answer.polarity === 'deny' || saysNot) return !p.answer.named.includes(id);
  // A yes that names what it says yes to picks it from the rest ("fever, congestion, sore throat?" "I've had a bit of congestion"); a bare yes leaves nothing out.
  if (p.answer.named.length === 0) return false;
  const asked = new Set(p.answer.asked ?? p.statements.map((x) => x.concept.id));
  // An answer that picks some of what was asked leaves the rest out, whatever else it tells ("a bit of nasal congestion, I get seasonal allergies").
  return !p.answer.named.includes(id) && p.answer.named.some((n) => asked.has(n));
}

/**
 * The symptoms a note sentence says are there that the passages it stands on only ask about,
 * the answer leaving them out: "reports chest pain" on "any chest pain, shortness of breath, or
 * belly pain?" "shortness of breath." A question asserts nothing, so naming a symptom in one is
 * no evidence that it is there; nor when the visit holds it anywhere else. A note denying what
 * was asked is left to the other checks ("any fever?" with the answer lost may back "denies fever").
 */
export function askedNotAffirmed(visit: VisitModel, statements: readonly Statement[], passages: readonly StoodOn[]): Concept[] {
  return notBacked(visit, statements, passages)
    .filter((f) => f.asked)
    .map((f) => f.concept);
}

/** Whether a passage names a finding only as what may happen ("if you get a fever, call us back"). */
const onlyPossible = (p: StoodOn, id: string) =>
  !p.asks && p.statements.filter((x) => x.concept.id === id).every((x) => x.assertion === 'hypothetical');

/**
 * The symptoms a note sentence says are there that no passage it stands on says are: those
 * they only ask about, the answer leaving them out (askedNotAffirmed), and those they name only
 * as what may happen ("if you get a fever, call us back" is no fever); `asked` where any
 * passage asks. None the visit holds anywhere else.
 */
export function notBacked(
  visit: VisitModel,
  statements: readonly Statement[],
  passages: readonly StoodOn[],
): Array<{ concept: Concept; asked: boolean }> {
  const found: Array<{ concept: Concept; asked: boolean }> = [];
  for (const s of statements) {
    if (s.concept.kind !== 'symptom' || polarityOfAssertion(s.assertion, s.ended) !== 'present') continue;
    const id = s.concept.id;
    if (found.some((f) => f.concept.id === id) || heldThere(visit, id)) continue;
    const naming = passages.filter((p) => p.statements.some((x) => x.concept.id === id));
    if (naming.length === 0 || naming.some((p) => !onlyPossible(p, id) && !(p.asks && leftOut(p, id)))) continue;
    found.push({ concept: s.concept, asked: naming.some((p) => p.asks) });
  }
  return found;
}
