// The writers of what the visit model does not state: the patient's agreement with the plan,
// the risk assessment, and the statements the specific blocks pick (progress, goals, home
// program, ...). The impression and the plan are written by the note engine (model-writers.ts).
import { isOfClass } from '../../write/statement-classes';
import type { NoteSectionId } from '../types';
import type { NoteItem } from '../types';
import { SENTENCES, TEXT, deniesLine, reportsLine } from '../phrases';
import { SPECIFIC, type Block } from './blocks';
import { absentFinding, findingName } from './history-writers';
import { item, patientSubject, statementItems, type WriterContext } from './writer-context';

/** The patient's agreement with the plan, when they agreed. */
export function writeAgreement(ctx: WriterContext): NoteItem[] {
  const { lang } = ctx;
  return ctx.content.agreed ? [item(SENTENCES.agreement[lang](patientSubject(ctx)), TEXT.agreementTitle[lang])] : [];
}

/** The statements a specific block picks (see SPECIFIC), even those reserved for it. */
export function writeSpecificStatements(ctx: WriterContext, sectionId: NoteSectionId, block: Block): NoteItem[] {
  return statementItems(ctx, SPECIFIC[block]?.(ctx.content) ?? [], sectionId, '', true);
}

/** Suicidal or homicidal ideation asked about (present or denied), then what was said about safety. */
export function writeRiskAssessment(ctx: WriterContext, sectionId: NoteSectionId): NoteItem[] {
  const { content, lang, log } = ctx;
  const psychiatric = content.symptoms.get('psychiatric');
  const ideation = [...(psychiatric?.present ?? []), ...(psychiatric?.absent ?? [])].filter((finding) => /ideation/.test(finding.term.en));
  const items = ideation.map((finding) => {
    const name = findingName(finding, lang);
    log.add(finding.present ? 'symptom' : 'negation', finding.present ? name : absentFinding(name, lang), sectionId, finding.utterance);
    return item(finding.present ? reportsLine([name], lang) : deniesLine([name], lang));
  });
  return [
    ...items,
    ...statementItems(
      ctx,
      content.history.filter((statement) => isOfClass(statement.utterance.lower, content.sourceLanguage, 'risk')),
      sectionId,
    ),
  ];
}
