// The parts of a note the visit model writes (the note engine's draft writer): each item
// with the facts it states logged with the transcript passage they were said in; then the
// clinician's own statements of the assessment and plan that no item was written from.
import { asSentence, writtenNumbers } from '../../speech/written-speech';
import { draftTitle, type DraftFact, type DraftItem, type DraftPart } from '../../write/draft';
import type { NoteSectionId } from '../types';
import type { NoteItem } from '../types';
import type { Statement } from '../draft-content';
import type { Utterance } from '../analyse';
import { TEXT, allergyPhrase, joinList } from '../phrases';
import type { FactKind } from '../types';
import { item, statementItems, type WriterContext } from './writer-context';
import { addsManyWords, statedWords } from '../../write/restates';

/** The kinds of fact the "check before signing" panel lists, by the visit's kinds. */
const LOGGED: Partial<Record<DraftFact['kind'], FactKind>> = {
  symptom: 'symptom',
  negation: 'negation',
  diagnosis: 'diagnosis',
  medication: 'medication',
  allergy: 'allergy',
  vital: 'vital',
  referral: 'follow-up',
  'follow-up': 'follow-up',
};

/** The items the visit model writes for `part` in this section, their facts logged. */
export function writeFromVisit(ctx: WriterContext, sectionId: NoteSectionId, part: DraftPart): NoteItem[] {
  const { draft, transcript } = ctx;
  if (!draft) return [];
  const drafted = withoutSaidAgain(ctx, part, draft.itemsOf(sectionId, part));
  const items = drafted.map((written) => {
    // Doses in figures ("500 mg"), as a note writes them; other numbers as said ("two to three days").
    const doses = written.facts.some((f) => f.kind === 'medication');
    const asWritten = (text: string) => (doses ? writtenNumbers(text) : text);
    for (const fact of written.facts.map((f) => ({ ...f, text: asWritten(f.text) }))) {
      const kind = LOGGED[fact.kind];
      const { start, end } = fact.evidence;
      (ctx.covered ??= []).push([start, end, fact.text]);
      if (fact.alsoFrom) ctx.covered.push([fact.alsoFrom.start, fact.alsoFrom.end, fact.text]);
      if (kind) ctx.log.addSource(kind, fact.text, sectionId, { origin: 'transcript', text: transcript.slice(start, end), start, end });
    }
    return item(asWritten(written.text), written.title);
  });
  // A dictation's draft writes no history: its allergies are the history's to write, as said.
  if (part !== 'medications' || !draft.tellsHistory) return items;
  const allergiesSaid = drafted.flatMap((d) => d.facts.filter((f) => f.kind === 'allergy').map((f) => f.evidence));
  return [...items, ...otherAllergies(ctx, sectionId, items, allergiesSaid)];
}

/**
 * The examination and results without the facts of a sentence the draft already writes in the
 * clinician's words (their findings, results and vital signs): one sentence, one statement.
 */
function withoutSaidAgain(ctx: WriterContext, part: DraftPart, written: DraftItem[]): DraftItem[] {
  if (part !== 'exam' && part !== 'results') return written;
  const { exam, results, vitals } = ctx.content;
  const said = [...exam, ...results].map((s) => s.utterance.source).filter((source) => source.origin === 'transcript');
  const vitalLines = vitals.filter((v) => v.utterance.source.origin === 'transcript');
  const overlaps = (fact: DraftFact, source: { start: number; end: number }) =>
    fact.evidence.start < source.end && fact.evidence.end > source.start;
  // A reading in figures is said again only by a line of the same figures ("Heart rate: 78" is not the blood pressure
  // said with it: "It's 154 over 96, and your pulse is 78").
  const saidAgain = (fact: DraftFact) =>
    said.some((source) => overlaps(fact, source)) ||
    vitalLines.some(
      (v) => overlaps(fact, v.utterance.source) && (fact.kind !== 'vital' || !/\d/.test(fact.text) || fact.text.includes(v.value)),
    );
  return written.flatMap((item) => {
    const facts = item.facts.filter((fact) => !saidAgain(fact));
    if (facts.length === item.facts.length) return [item];
    return facts.length > 0 ? [{ ...item, facts, text: facts.map((fact) => fact.text).join(' ') }] : [];
  });
}

/**
 * The allergies the visit model leaves out (one the clinician reads out and the patient
 * confirms, one of another source): an allergy is never missing from a note. One the model
 * wrote from the same words is not written again, whatever its name in the note's language
 * ("pénicilline" is "penicillin" in an English note).
 */
function otherAllergies(
  ctx: WriterContext,
  sectionId: NoteSectionId,
  written: NoteItem[],
  allergiesSaid: ReadonlyArray<{ start: number; end: number }>,
): NoteItem[] {
  if (ctx.usedBlocks?.has('allergies')) return [];
  (ctx.usedBlocks ??= new Set()).add('allergies');
  const said = written.map((i) => i.body.toLowerCase()).join(' ');
  const writtenFrom = ({ source }: Utterance) =>
    source.origin === 'transcript' && allergiesSaid.some((e) => e.start < source.end && e.end > source.start);
  const missing = ctx.content.allergies.filter((a) => !said.includes(a.allergen.toLowerCase()) && !writtenFrom(a.utterance));
  const phrases = missing.map((a) => {
    const text = allergyPhrase(a.allergen, a.reaction, ctx.lang);
    ctx.log.add('allergy', text, sectionId, a.utterance);
    return text;
  });
  return phrases.length > 0 ? [item(asSentence(joinList(phrases, ctx.lang)), TEXT.allergies[ctx.lang])] : [];
}

/**
 * What else the clinician concluded and planned, in their words: their reasoning, then their
 * statements of the plan, each one no item of the visit model was written from (an item
 * written from "I'd like to come and see you again" leaves that sentence out).
 */
export function writeDiscussion(ctx: WriterContext, sectionId: NoteSectionId): NoteItem[] {
  // What the visit model wrote, and what it read as no plan ("get you to feel inside your neck").
  const covered = [...(ctx.covered ?? []), ...(ctx.draft?.asides ?? []).map((a): [number, number] => [a.start, a.end])];
  const coveredBy = (s: Statement) =>
    s.utterance.source.origin === 'transcript'
      ? covered.filter(([start, end]) => start < s.utterance.source.end && end > s.utterance.source.start)
      : [];
  const fromModel = (s: Statement) => coveredBy(s).length > 0;
  // A statement of the plan saying much more than the items written from it ("I want you to rest it, I'm gonna order a
  // sling ... apply ice ...", of which "Rest." was written) stays: left out, the rest of it would be lost. In a note of the
  // other language, where it would be quoted as said, it is left to the items written in that language.
  const saysMore = (s: Statement) => {
    if (ctx.content.sourceLanguage !== ctx.lang) return false;
    const written = coveredBy(s).map(([, , text]) => text);
    if (written.some((text) => text === undefined)) return false;
    return addsManyWords(s.text, statedWords(written as string[], ctx.lang), ctx.lang);
  };
  const plan = new Set(ctx.content.plan.map((s) => s.utterance.id));
  return [
    ...statementItems(
      ctx,
      ctx.content.assessment.filter((s) => !fromModel(s) && !plan.has(s.utterance.id)),
      sectionId,
      draftTitle(ctx.lang, 'reasoning'),
    ),
    ...statementItems(
      ctx,
      ctx.content.plan.filter((s) => !fromModel(s) || saysMore(s)),
      sectionId,
    ),
  ];
}
