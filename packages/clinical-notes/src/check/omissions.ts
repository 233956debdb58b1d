// "Not in the note", from the visit model: each fact of the visit (visitFacts) that the note
// does not state. A fact about a concept is stated when the note names the concept; another
// (a plan item) when the note says most of its content words.
import type { Lang } from '../language';
import { phraseKeys } from '../nlp/analyse';
import type { Finding, VisitModel } from '../visit/model';
import { visitFacts, type Fact } from '../write/facts';
import { statementsOf, type Statement } from './note-statements';
import { expandShorthand } from './shorthand';

/** Share of a plan fact's content words a note must say to state it. */
const STATED_SHARE = 0.6;
const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'of', 'to', 'for', 'if', 'in', 'on', 'and', 'or', 'be', 'not', 'no', ':', '.', ',', 'de', 'le', 'la', 'les', 'du', 'des', 'en', 'si', 'et']);

/** The keys of the markers (rule data, never a patient's words), read once per language. */
const markerKeys = new Map<string, string[]>();
function keysOfMarker(phrase: string, lang: Lang): string[] {
  const key = `${lang}:${phrase}`;
  let keys = markerKeys.get(key);
  if (!keys) markerKeys.set(key, (keys = phraseKeys(phrase, lang)));
  return keys;
}
const saysPhrase = (noteKeys: Set<string>, phrase: string, lang: Lang) => keysOfMarker(phrase, lang).every((k) => noteKeys.has(k));
/** A fact's content words, read once per text (the same facts are matched against every note of a visit). */
const factKeys = new Map<string, string[]>();
function contentKeys(text: string, lang: Lang): string[] {
  const key = `${lang}:${text}`;
  let keys = factKeys.get(key);
  if (!keys) {
    // Kept small: facts are few, but a server checks many visits.
    if (factKeys.size > 5000) factKeys.clear();
    factKeys.set(key, (keys = phraseKeys(text, lang).filter((k) => !FUNCTION_WORDS.has(k) && /[\p{L}\p{N}]/u.test(k))));
  }
  return keys;
}

/**
 * The facts of the visit the note does not state. `statements`, when given, are what the note's
 * sentences say (statementsBySentence, already read for the contradictions): the note is not read again.
 */
export function factsNotInNote(visit: VisitModel, noteText: string, statements?: readonly Statement[]): Fact[] {
  const lang = visit.language;
  const named = namedIn(visit, noteText, statements);
  const noteKeys = new Set(phraseKeys(expandShorthand(noteText, lang).replace(/\n/g, ' '), lang));
  const noteNumbers = new Set(numbersIn(noteText));
  return visitFacts(visit).filter((fact) => {
    // A medication is named by its class too ("a steroid injection" for betamethasone).
    if (fact.concept) {
      if (!named.has(fact.concept.id) && !(fact.concept.classes ?? []).some((c) => named.has(c))) return true;
      // A dose the plan gives ("Increase lisinopril: to 20 mg daily.") is stated by a note naming the medication with that dose, not by its history naming the medication.
      return fact.kind === 'medication' && fact.destination === 'plan' && !numbersIn(fact.text).every((n) => noteNumbers.has(n));
    }
    if (fact.markers?.length) return !fact.markers.some((marker) => saysPhrase(noteKeys, marker, lang));
    const keys = contentKeys(fact.text, lang);
    if (keys.length === 0) return false;
    return keys.filter((k) => noteKeys.has(k)).length / keys.length < STATED_SHARE;
  });
}

/** The numbers written in digits in a text ("20 mg", "1.5"). */
const numbersIn = (text: string) => [...text.matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => m[0].replace(',', '.'));

/** The concepts a note names, whatever it asserts of them. */
const namedIn = (visit: VisitModel, noteText: string, statements?: readonly Statement[]) => new Set((statements ?? statementsOf(expandShorthand(noteText, visit.language), visit.language)).map((s) => s.concept.id));

/**
 * The symptoms the patient denied (in their own words or answering a question) that the note
 * does not name: the pertinent negatives a note states ("Denies fever."). Never the presenting
 * complaint, nor a symptom the visit holds present elsewhere, nor "pain" with no site.
 */
export function deniedNotInNote(visit: VisitModel, noteText: string, statements?: readonly Statement[]): Finding[] {
  if (!visit.speakersKnown) return [];
  const named = namedIn(visit, noteText, statements);
  const complaint = new Set(visit.complaint?.concepts.map((c) => c.id));
  const present = new Set(visit.symptoms.filter((f) => f.assertion === 'present').map((f) => f.concept.id));
  return visit.symptoms.filter(
    (f) => f.assertion === 'absent' && f.basis !== 'stated' && !f.concept.sited && !complaint.has(f.concept.id) && !present.has(f.concept.id) && !named.has(f.concept.id),
  );
}
