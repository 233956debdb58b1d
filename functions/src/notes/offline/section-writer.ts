// Writes each section of a template from the draft's blocks (sections/blocks.ts says which
// blocks a section holds; the writers are in sections/, by what they write). Empty sections
// say "Not discussed".
import type { NoteSectionId } from '../../shared/note-templates';
import type { NoteContentItem } from '../../shared/notes';
import { TEXT } from './phrases';
import { ONCE, SECTION_BLOCKS, type Block } from './sections/blocks';
import { writeExamBySystem, writeExtraStatements, writeScores, writeVitals } from './sections/finding-writers';
import {
  openingItem,
  writeAllergies,
  writeBriefReviewOfSystems,
  writeComplaint,
  writeHistoryAndSocial,
  writeOpening,
  writePastHistory,
  writeReviewOfSystems,
  writeSummary,
  writeSymptomSummary,
} from './sections/history-writers';
import { writeCurrentMedications, writeMedicationChanges } from './sections/medication-writers';
import { writePlainComplaint, writePlainFindings, writePlainMedications, writePlainNextSteps } from './sections/plain-writers';
import {
  writeAgreement,
  writeAssessment,
  writeDiagnoses,
  writeFollowUp,
  writeProblemsAndPlans,
  writeRiskAssessment,
  writeSpecificStatements,
} from './sections/plan-writers';
import { item, statementItems, type BlockWriter, type WriterContext } from './sections/writer-context';

export { SECTION_BLOCKS, reservedStatements } from './sections/blocks';
export type { WriterContext } from './sections/writer-context';

/** How each block is written. */
const BLOCK_WRITERS: Record<Block, BlockWriter> = {
  complaint: (ctx, sectionId) => writeComplaint(ctx, sectionId, ''),
  complaintLine: (ctx, sectionId) => writeComplaint(ctx, sectionId, TEXT.chiefComplaint[ctx.lang]),
  complaintPlain: writePlainComplaint,
  opening: writeOpening,
  letterOpening: (ctx) => [openingItem(ctx)],
  history: (ctx, sectionId) => statementItems(ctx, ctx.content.history, sectionId),
  symptomSummary: writeSymptomSummary,
  pastHistory: writePastHistory,
  historyAndSocial: writeHistoryAndSocial,
  summary: writeSummary,
  ros: writeReviewOfSystems,
  rosBrief: writeBriefReviewOfSystems,
  medications: writeCurrentMedications,
  medicationChanges: writeMedicationChanges,
  medicationsPlain: writePlainMedications,
  allergies: writeAllergies,
  vitals: writeVitals,
  scores: writeScores,
  exam: writeExamBySystem,
  results: (ctx, sectionId) => statementItems(ctx, ctx.content.results, sectionId),
  assessment: writeAssessment,
  problemTitles: writeDiagnoses,
  problemsPlan: writeProblemsAndPlans,
  plan: (ctx, sectionId) => statementItems(ctx, ctx.content.plan, sectionId),
  followUp: writeFollowUp,
  agreement: writeAgreement,
  interventions: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'interventions'),
  responses: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'responses'),
  progress: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'progress'),
  goals: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'goals'),
  homeProgram: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'homeProgram'),
  treatment: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'treatment'),
  referralRequest: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'referralRequest'),
  risk: writeRiskAssessment,
  findingsPlain: writePlainFindings,
  nextStepsPlain: writePlainNextSteps,
  closing: (ctx) => [item(TEXT.closing[ctx.lang])],
  'extra:history': (ctx, sectionId) => writeExtraStatements(ctx, sectionId, 'history'),
  'extra:exam': (ctx, sectionId) => writeExtraStatements(ctx, sectionId, 'exam'),
  'extra:results': (ctx, sectionId) => writeExtraStatements(ctx, sectionId, 'results'),
  'extra:plan': (ctx, sectionId) => writeExtraStatements(ctx, sectionId, 'plan'),
};

/** The items of one section; "Not discussed" when it has none. */
export function writeSection(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const usedBlocks = (ctx.usedBlocks ??= new Set<string>());
  const items = SECTION_BLOCKS[sectionId].flatMap((block) => {
    const key = ONCE[block];
    if (key && usedBlocks.has(key)) return [];
    const written = BLOCK_WRITERS[block](ctx, sectionId);
    if (key && written.length > 0) usedBlocks.add(key);
    return written;
  });
  return items.length > 0 ? items : [item(TEXT.notDiscussed[ctx.lang])];
}
