// The writers of what the clinician found: the examination by body system, vitals, scores,
// and the sentences of the clinician's own notes, context and files, marked with their source.
import type { NoteSectionId } from '../types';
import type { NoteItem } from '../types';
import { examSystemOf } from '../../write/exam-systems';
import { systemTitle } from '../../write/draft';
import type { Utterance } from '../analyse';
import type { Statement } from '../draft-content';
import { TEXT, vitalLine, type Lang } from '../phrases';
import { item, statementItems, type WriterContext } from './writer-context';
import { capital } from '../../text/words';

/** The examination's findings grouped by body system (the note engine's exam-system rules), each group titled with it; the rest after, untitled. */
export function writeExamBySystem(ctx: WriterContext, sectionId: NoteSectionId): NoteItem[] {
  const groups = new Map<string, Statement[]>();
  for (const statement of ctx.content.exam) {
    const system = examSystemOf(statement.utterance.clean, ctx.content.sourceLanguage) ?? '';
    groups.set(system, [...(groups.get(system) ?? []), statement]);
  }
  const order = [...groups.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : 0));
  return order.flatMap((system) => statementItems(ctx, groups.get(system) ?? [], sectionId, system ? systemTitle(ctx.lang, system) : ''));
}

export function writeVitals(ctx: WriterContext, sectionId: NoteSectionId): NoteItem[] {
  return ctx.content.vitals.map((vital) => {
    const line = vitalLine(vital.name, vital.value, ctx.lang);
    ctx.log.add('vital', `${line.title}: ${vital.value}`, sectionId, vital.utterance);
    return item(line.body, line.title);
  });
}

/** Scores said aloud (pain 6/10, PHQ-9 ...), one item each. */
export function writeScores(ctx: WriterContext, sectionId: NoteSectionId): NoteItem[] {
  // Where the visit model writes the history, it writes the pain rating the patient gave (a question offering one is none).
  const scores = ctx.draft?.tellsHistory ? ctx.content.scores.filter((s) => s.name !== 'pain') : ctx.content.scores;
  return scores.map((score) => {
    const title = score.name === 'pain' ? TEXT.pain[ctx.lang] : capital(score.name);
    ctx.log.add('score', `${title} ${score.value}`, sectionId, score.utterance);
    return item(`${score.value}.`, title);
  });
}

export type ExtraKind = 'history' | 'exam' | 'results' | 'plan';

/** Where a sentence of an extra source came from, as the note marks it ("(clinician's notes)"). */
export function sourceMark(utterance: Utterance, lang: Lang): string {
  const origin = utterance.source.origin;
  if (origin === 'own-notes') return ` ${TEXT.ownNotes[lang]}`;
  if (origin === 'context') return ` ${TEXT.context[lang]}`;
  if (origin === 'files') return ` ${TEXT.files[lang]}`;
  return '';
}

/** Which block a sentence of the clinician's own notes or context belongs to. */
export function extraKind(utterance: Utterance): ExtraKind {
  if (utterance.isResult) return 'results';
  if (utterance.isExam) return 'exam';
  if (utterance.isPlan) return 'plan';
  return 'history';
}

/** The sentences of the clinician's own notes, context and files that belong to `kind`, marked with their source. */
export function writeExtraStatements(ctx: WriterContext, sectionId: NoteSectionId, kind: ExtraKind): NoteItem[] {
  const mine = ctx.content.extra.filter((statement) => extraKind(statement.utterance) === kind);
  return statementItems(
    ctx,
    mine.map((statement) => ({ ...statement, text: `${statement.text}${sourceMark(statement.utterance, ctx.lang)}` })),
    sectionId,
  );
}
