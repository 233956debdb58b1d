// The writers of what the patient brings: the complaint, the opening sentence, the history
// (social history apart), the symptoms reported and denied, the review of systems, the past
// medical history and the allergies.
import type { NoteSectionId } from '../../../shared/note-templates';
import type { NoteContentItem } from '../../../shared/notes';
import type { BodySystem } from '../../lexicon/symptoms';
import { BODY_SYSTEM_TITLES } from '../../lexicon/symptoms';
import type { SymptomFinding } from '../analyse';
import { asSentence } from '../clean-speech';
import type { Statement } from '../draft-content';
import { SENTENCES, TEXT, allergyPhrase, deniesLine, joinList, openingSentence, reportsLine, type Lang } from '../phrases';
import { item, patientSubject, statementItems, subjectName, type WriterContext } from './writer-context';

/** The chief complaint in the note's language, if one was said. */
export function complaintText(ctx: WriterContext): string | undefined {
  return ctx.content.complaint?.[ctx.lang];
}

/** The chief complaint as a sentence, under `title` (none in a section of its own). */
export function writeComplaint(ctx: WriterContext, sectionId: NoteSectionId, title: string): NoteContentItem[] {
  const { complaint } = ctx.content;
  if (!complaint) return [];
  const text = complaint[ctx.lang];
  ctx.log.add('symptom', text, sectionId, complaint.utterance);
  return [item(asSentence(text), title)];
}

/** "Jane Doe is a 54-year-old woman who presents with ...". */
export function openingItem(ctx: WriterContext): NoteContentItem {
  return item(openingSentence(subjectName(ctx), ctx.content.age?.value, ctx.options.pronoun, complaintText(ctx), ctx.lang));
}

/** The note's first sentence: the clinician's own introduction when there is one. */
export function writeOpening(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { intro, age } = ctx.content;
  if (intro) return statementItems(ctx, [intro], sectionId);
  if (age) ctx.log.add('number', age.value, sectionId, age.utterance);
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
    if (present.length > 0) lines.push(reportsLine(present.map((finding) => findingName(finding, lang)), lang));
    if (absent.length > 0) lines.push(deniesLine(absent.map((finding) => findingName(finding, lang)), lang));
    for (const finding of present) log.add('symptom', findingName(finding, lang), sectionId, finding.utterance);
    for (const finding of absent) log.add('negation', absentFinding(findingName(finding, lang), lang), sectionId, finding.utterance);
    return { system, lines };
  });
}

/** The assessment's opening: who the patient is and why they came, as the history opens. */
export function writeSummary(ctx: WriterContext): NoteContentItem[] {
  const { intro } = ctx.content;
  return [item(intro ? intro.text : openingItem(ctx).stringBody)];
}

/** What the patient reports, then the pertinent negatives, each group in one sentence ("The patient denies fever, chills or cough."). */
export function writeSymptomSummary(ctx: WriterContext): NoteContentItem[] {
  const { lang } = ctx;
  const all = [...ctx.content.symptoms.values()];
  const present = all.flatMap((system) => system.present).map((finding) => findingName(finding, lang));
  const absent = all.flatMap((system) => system.absent).map((finding) => findingName(finding, lang));
  const subject = patientSubject(ctx);
  const lines: string[] = [];
  if (present.length > 0) lines.push(SENTENCES.subjectReports[lang](subject, present));
  if (absent.length > 0) lines.push(SENTENCES.subjectDenies[lang](subject, absent));
  return lines.length > 0 ? [item(lines.join(' '))] : [];
}

/** The review of systems: one item per body system, titled with it. */
export function writeReviewOfSystems(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  return reviewOfSystemsLines(ctx, sectionId).map(({ system, lines }) => item(lines.join(' '), BODY_SYSTEM_TITLES[system][ctx.lang]));
}

/** The review of systems in one paragraph, without the systems' titles. */
export function writeBriefReviewOfSystems(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const lines = reviewOfSystemsLines(ctx, sectionId).flatMap((system) => system.lines);
  return lines.length > 0 ? [item(lines.join(' '))] : [];
}

/** What the patient says of work, home and habits: the note's social history. */
export const SOCIAL =
  /\b(?:works? (?:as|at|for|in)|worked (?:as|at|for)|(?:my|his|her|their) job|job as|retired|smok\w*|cigarettes?|tobacco|alcohol|beers?|wine|married|lives? (?:with|alone)|exercis\w*|gym|marijuana|vap(?:e|es|ing)|travaille|fume\w*|alcool|mari[ée]e?)\b/i;

/** The history, the patient's words on work, home and habits apart under "Social history". */
export function writeHistoryAndSocial(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const social = (statement: Statement) => statement.utterance.role === 'patient' && SOCIAL.test(statement.utterance.lower);
  return [
    ...statementItems(ctx, ctx.content.history.filter((statement) => !social(statement)), sectionId),
    ...statementItems(ctx, ctx.content.history.filter(social), sectionId, TEXT.socialHistory[ctx.lang]),
  ];
}

/** The conditions of the patient's history in one item ("Past medical history: Hypertension and asthma."). */
export function writePastHistory(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { pastHistory } = ctx.content;
  if (pastHistory.length === 0) return [];
  for (const condition of pastHistory) ctx.log.add('diagnosis', condition.term[ctx.lang], sectionId, condition.utterance);
  return [item(asSentence(joinList(pastHistory.map((condition) => condition.term[ctx.lang]), ctx.lang)), TEXT.pastHistory[ctx.lang])];
}

/** The allergies said, or "No known drug allergies" when the only answer was none. */
export function writeAllergies(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { allergies } = ctx.content;
  const { lang, log } = ctx;
  if (allergies.length === 0) return [];
  const real = allergies.filter((allergy) => !allergy.none);
  if (real.length === 0) {
    log.add('allergy', TEXT.noAllergies[lang], sectionId, allergies[0].utterance);
    return [item(TEXT.noAllergies[lang], TEXT.allergies[lang])];
  }
  const phrases = real.map((allergy) => {
    const text = allergyPhrase(allergy.allergen, allergy.reaction, lang);
    log.add('allergy', text, sectionId, allergy.utterance);
    return text;
  });
  return [item(asSentence(joinList(phrases, lang)), TEXT.allergies[lang])];
}
