// The writers of what the patient brings: the complaint, the opening sentence, the history
// and the review of systems. What the visit model states (symptoms reported and denied, past
// history, medications, allergies, social history) is written by the note engine (model-writers.ts).
import type { NoteSectionId } from '../types';
import type { NoteItem } from '../types';
import { asSentence } from '../../speech/written-speech';
import { restatesItsFacts, restatesStated, statedWords } from '../../write/restates';
import type { BodySystem } from '../../lexicon/terms/symptoms';
import type { SymptomFinding } from '../analyse';
import { SENTENCES, deniesLine, openingSentence, reportsLine, type Lang } from '../phrases';
import { SECTION_BLOCKS } from './blocks';
import { item, statementItems, subjectName, type WriterContext } from './writer-context';

/** The chief complaint in the note's language, if one was said. */
export function complaintText(ctx: WriterContext): string | undefined {
  return ctx.content.complaint?.[ctx.lang];
}

/** The chief complaint as a sentence, under `title` (none in a section of its own). */
export function writeComplaint(ctx: WriterContext, sectionId: NoteSectionId, title: string): NoteItem[] {
  const { complaint } = ctx.content;
  if (!complaint) return [];
  const text = complaint[ctx.lang];
  ctx.log.add('symptom', text, sectionId, complaint.utterance);
  return [item(asSentence(text), title)];
}

/** "Jane Doe is a 54-year-old woman who presents with ...". */
export function openingItem(ctx: WriterContext): NoteItem {
  const review = ctx.content.complaint?.review === true;
  return item(openingSentence(subjectName(ctx), ctx.content.age?.value, ctx.options.pronoun, complaintText(ctx), ctx.lang, review));
}

/** The note's first sentence: the clinician's own introduction when there is one. */
export function writeOpening(ctx: WriterContext, sectionId: NoteSectionId): NoteItem[] {
  const { intro, age } = ctx.content;
  if (intro) return statementItems(ctx, [intro], sectionId);
  if (age) ctx.log.add('number', age.value, sectionId, age.utterance);
  // With no name or age to give, "presents today for evaluation of X" says again what the visit model's "presents with X" says.
  else if (
    !ctx.options.patientName &&
    ctx.draft?.tellsHistory &&
    ctx.draft.itemsOf(sectionId, 'history').some((i) => i.facts.some((f) => f.presents))
  )
    return [];
  return [openingItem(ctx)];
}

/** The symptom's name in the note's language. */
export function findingName(finding: SymptomFinding, lang: Lang): string {
  return finding.term[lang];
}

/** "no fever" / "pas de fièvre": a symptom the patient does not have. */
export function absentFinding(name: string, lang: Lang): string {
  return SENTENCES.absent[lang](name);
}

/** Per body system, the sentences of what the patient reports and denies (each finding logged). */
export function reviewOfSystemsLines(ctx: WriterContext, sectionId: NoteSectionId): Array<{ system: BodySystem; lines: string[] }> {
  const { lang, log } = ctx;
  return [...ctx.content.symptoms].map(([system, { present, absent }]) => {
    const lines: string[] = [];
    if (present.length > 0)
      lines.push(
        reportsLine(
          present.map((finding) => findingName(finding, lang)),
          lang,
        ),
      );
    if (absent.length > 0)
      lines.push(
        deniesLine(
          absent.map((finding) => findingName(finding, lang)),
          lang,
        ),
      );
    for (const finding of present) log.add('symptom', findingName(finding, lang), sectionId, finding.utterance);
    for (const finding of absent) log.add('negation', absentFinding(findingName(finding, lang), lang), sectionId, finding.utterance);
    return { system, lines };
  });
}

/** The assessment's opening: who the patient is and why they came, as the history opens. */
export function writeSummary(ctx: WriterContext): NoteItem[] {
  const { intro } = ctx.content;
  return [item(intro ? intro.text : openingItem(ctx).body)];
}

/** The review of systems in one paragraph, where the visit model cannot read what the patient told (no speakers, a dictation): it writes what the patient reports and denies otherwise. */
export function writeBriefReviewOfSystems(ctx: WriterContext, sectionId: NoteSectionId): NoteItem[] {
  if (ctx.draft?.tellsHistory) return [];
  const lines = reviewOfSystemsLines(ctx, sectionId).flatMap((system) => system.lines);
  return lines.length > 0 ? [item(lines.join(' '))] : [];
}

/** The parts of the visit model a history section states. */
const MODEL_HISTORY_PARTS = ['complaint', 'history', 'review-of-systems', 'past-history', 'medications', 'social'] as const;

/**
 * The history: what the patient told that the visit model does not state, in clinical third
 * person. The model's sentences state the complaint, symptoms reported and denied, past history,
 * medications and social history (in whichever section of the template holds them); a sentence
 * of what was said that only restates them is left out.
 */
export function writeHistory(ctx: WriterContext, sectionId: NoteSectionId): NoteItem[] {
  const { draft } = ctx;
  if (!draft?.tellsHistory) return statementItems(ctx, ctx.content.history, sectionId);
  const items = (Object.keys(SECTION_BLOCKS) as NoteSectionId[]).flatMap((id) =>
    MODEL_HISTORY_PARTS.flatMap((part) => draft.itemsOf(id, part)),
  );
  const lang = ctx.content.sourceLanguage;
  const stated = statedWords(
    items.map((i) => i.text),
    lang,
  );
  // A sentence what makes a symptom worse or better was read from, saying no more than the facts read from it but the words it
  // said them with ("It's worst first thing in the morning, but it eases off when I've been walking a bit.").
  const facts = items.flatMap((i) => i.facts);
  const readFrom = (s: (typeof ctx.content.history)[number]) => {
    const { start, end, origin } = s.utterance.source;
    const overlaps = (e: { start: number; end: number }) => e.start < end && start < e.end;
    if (origin !== 'transcript' || !draft.factorsFrom.some(overlaps)) return false;
    const from = facts.filter((f) => overlaps(f.evidence));
    return (
      from.length > 0 &&
      restatesItsFacts(
        s.text,
        from.map((f) => f.text),
        lang,
      )
    );
  };
  const told = ctx.content.history.filter((s) => !restatesStated(s.text, stated, lang) && !readFrom(s));
  return statementItems(ctx, told, sectionId);
}
