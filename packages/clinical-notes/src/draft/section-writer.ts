// Writes each section of a template from the draft's blocks (sections/blocks.ts says which
// blocks a section holds; the writers are in sections/, by what they write; the visit
// model's parts are written by the note engine). Empty sections say "Not discussed".
import type { NoteSectionId } from './types';
import type { NoteItem } from './types';
import { TEXT } from './phrases';
import { MODEL_BLOCKS, ONCE, SECTION_BLOCKS, type Block, type ModelBlock } from './sections/blocks';
import { writeExamBySystem, writeExtraStatements, writeScores, writeVitals } from './sections/finding-writers';
import {
  openingItem,
  writeBriefReviewOfSystems,
  writeComplaint,
  writeHistory,
  writeOpening,
  writeSummary,
} from './sections/history-writers';
import { writeDiscussion, writeFromVisit } from './sections/model-writers';
import { writePlainComplaint, writePlainFindings } from './sections/plain-writers';
import { writeAgreement, writeRiskAssessment, writeSpecificStatements } from './sections/plan-writers';
import { item, statementItems, type BlockWriter, type WriterContext } from './sections/writer-context';

export { SECTION_BLOCKS, draftSections, reservedStatements } from './sections/blocks';
export type { WriterContext } from './sections/writer-context';

const fromVisit =
  (block: ModelBlock): BlockWriter =>
  (ctx, sectionId) =>
    writeFromVisit(ctx, sectionId, MODEL_BLOCKS[block]);

/** How each block is written. */
const BLOCK_WRITERS: Record<Block, BlockWriter> = {
  'model:history': fromVisit('model:history'),
  'model:ros': fromVisit('model:ros'),
  'model:past': fromVisit('model:past'),
  'model:medications': fromVisit('model:medications'),
  'model:social': fromVisit('model:social'),
  'model:exam': fromVisit('model:exam'),
  'model:results': fromVisit('model:results'),
  'model:assessment': fromVisit('model:assessment'),
  'model:plan': fromVisit('model:plan'),
  complaint: (ctx, sectionId) => writeComplaint(ctx, sectionId, ''),
  complaintLine: (ctx, sectionId) => writeComplaint(ctx, sectionId, TEXT.chiefComplaint[ctx.lang]),
  complaintPlain: writePlainComplaint,
  opening: writeOpening,
  letterOpening: (ctx) => [openingItem(ctx)],
  history: writeHistory,
  historyAndSocial: writeHistory,
  summary: writeSummary,
  rosBrief: writeBriefReviewOfSystems,
  vitals: writeVitals,
  scores: writeScores,
  exam: writeExamBySystem,
  results: (ctx, sectionId) => statementItems(ctx, ctx.content.results, sectionId),
  agreement: writeAgreement,
  discussion: writeDiscussion,
  interventions: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'interventions'),
  responses: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'responses'),
  progress: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'progress'),
  goals: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'goals'),
  homeProgram: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'homeProgram'),
  treatment: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'treatment'),
  referralRequest: (ctx, sectionId) => writeSpecificStatements(ctx, sectionId, 'referralRequest'),
  risk: writeRiskAssessment,
  findingsPlain: writePlainFindings,
  closing: (ctx) => [item(TEXT.closing[ctx.lang])],
  'extra:history': (ctx, sectionId) => writeExtraStatements(ctx, sectionId, 'history'),
  'extra:exam': (ctx, sectionId) => writeExtraStatements(ctx, sectionId, 'exam'),
  'extra:results': (ctx, sectionId) => writeExtraStatements(ctx, sectionId, 'results'),
  'extra:plan': (ctx, sectionId) => writeExtraStatements(ctx, sectionId, 'plan'),
};

/** The items of one section; "Not discussed" when it has none. */
export function writeSection(ctx: WriterContext, sectionId: NoteSectionId): NoteItem[] {
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
