// What every block writer shares: the context of the note being written (language, options,
// the draft's content, the fact log, what was already written) and the one way statements
// become items (each logged as a fact, never written twice).
import type { VisitDraft } from '../../write/draft';
import type { NoteSectionId } from '../types';
import type { NoteItem } from '../types';
import type { NoteOptions } from '../types';
import type { DraftContent, Statement } from '../draft-content';
import type { FactLog } from '../fact-log';
import { alternatePatientSubject } from '../patient-subject';
import { SENTENCES, type Lang } from '../phrases';

export interface WriterContext {
  lang: Lang;
  options: NoteOptions;
  content: DraftContent;
  log: FactLog;
  /** Statements already written in an earlier section (not repeated). */
  used: Set<number>;
  /** Structured blocks already written (medications, vitals, ...): not repeated either. */
  usedBlocks?: Set<string>;
  /** Statements a specific section of this template takes (progress, response, ...): general sections leave them. */
  reserved?: Set<number>;
  /** The parts the visit model writes (none where the transcript says nothing of who spoke), and the transcript it read. */
  draft?: VisitDraft;
  transcript: string;
  /** The transcript passages the visit model's items were written from (start, end). */
  covered?: Array<[number, number, string?]>;
}

export type BlockWriter = (ctx: WriterContext, sectionId: NoteSectionId) => NoteItem[];

export const item = (body: string, title = ''): NoteItem => ({ title, body });

/** How the note names the patient: their name when the session has one. */
export function subjectName(ctx: WriterContext): string {
  if (ctx.options.patientName)
    return ctx.options.patientName.replace(/(^|[\s'-])(\p{Ll})/gu, (_m, a: string, b: string) => a + b.toUpperCase());
  return patientSubject(ctx);
}

/** The patient as a sentence's subject, without their name ("The patient", "La patiente"). */
export function patientSubject(ctx: WriterContext): string {
  return SENTENCES.patient[ctx.lang](ctx.options.patientTerm, ctx.options.pronoun);
}

/** Statements as items: one per sentence for bullets, one paragraph otherwise. */
export function statementItems(
  ctx: WriterContext,
  statements: Statement[],
  sectionId: NoteSectionId,
  title = '',
  specific = false,
): NoteItem[] {
  const isFirstOfItsSentence = (statement: Statement, index: number) =>
    statements.findIndex((other) => other.utterance.id === statement.utterance.id) === index;
  const fresh = statements.filter(
    (statement, index) =>
      !ctx.used.has(statement.utterance.id) &&
      (specific || !ctx.reserved?.has(statement.utterance.id)) &&
      isFirstOfItsSentence(statement, index),
  );
  if (fresh.length === 0) return [];
  for (const statement of fresh) {
    ctx.used.add(statement.utterance.id);
    ctx.log.addFromText(statement.text, statement.utterance, sectionId, ctx.lang);
  }
  if (ctx.options.style === 'bullet') return fresh.map((statement, index) => item(statement.text, index === 0 ? title : ''));
  const texts = fresh.map((statement) => statement.text);
  return [
    item((ctx.lang === 'en' ? alternatePatientSubject(texts, ctx.options.pronoun, ctx.options.patientTerm) : texts).join(' '), title),
  ];
}
