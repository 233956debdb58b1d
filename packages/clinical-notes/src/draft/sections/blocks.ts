// What each section of a template holds: a list of blocks (complaint, history, review of
// systems, vitals, and the parts the visit model writes: past history, medications, the
// impression, the plan by kind, ...); the same section id holds the same blocks in every
// template. Also which blocks are written once per note, and the statements that the
// specific blocks (progress, goals, home program, ...) pick out of history and plan.
import type { NoteSectionId } from '../types';
import { isOfClass, type StatementClass } from '../../write/statement-classes';
import type { DraftPart, DraftSection } from '../../write/draft';
import type { DraftContent, Statement } from '../draft-content';

/** The parts of a note the visit model writes (the note engine's draft writer), as blocks. */
export const MODEL_BLOCKS = {
  'model:history': 'history',
  'model:ros': 'review-of-systems',
  'model:past': 'past-history',
  'model:medications': 'medications',
  'model:social': 'social',
  'model:exam': 'exam',
  'model:results': 'results',
  'model:assessment': 'assessment',
  'model:plan': 'plan',
} as const satisfies Record<string, DraftPart>;
export type ModelBlock = keyof typeof MODEL_BLOCKS;

export type Block =
  | ModelBlock
  | 'complaint'
  | 'complaintLine'
  | 'opening'
  | 'history'
  | 'historyAndSocial'
  | 'summary'
  | 'rosBrief'
  | 'vitals'
  | 'scores'
  | 'exam'
  | 'results'
  | 'agreement'
  | 'discussion'
  | 'interventions'
  | 'responses'
  | 'risk'
  | 'progress'
  | 'treatment'
  | 'homeProgram'
  | 'goals'
  | 'referralRequest'
  | 'complaintPlain'
  | 'findingsPlain'
  | 'letterOpening'
  | 'closing'
  | 'extra:history'
  | 'extra:exam'
  | 'extra:results'
  | 'extra:plan';

export const isModelBlock = (block: Block): block is ModelBlock => block in MODEL_BLOCKS;

const MODEL_HISTORY: Block[] = ['model:history', 'model:past', 'model:medications', 'model:social'];
const MODEL_FINDINGS: Block[] = ['model:exam', 'model:results'];

/** What each section holds, in order. */
export const SECTION_BLOCKS: Record<NoteSectionId, Block[]> = {
  'chief-complaint': ['complaint'],
  'history-of-present-illness': ['opening', ...MODEL_HISTORY, 'historyAndSocial', 'extra:history'],
  'review-of-systems': ['model:ros', 'rosBrief'],
  'physical-examination': ['vitals', 'scores', 'exam', 'model:exam', 'extra:exam'],
  results: ['results', 'model:results', 'extra:results'],
  'assessment-and-plan': ['summary', 'model:assessment', 'model:plan', 'discussion', 'extra:plan', 'agreement'],
  subjective: ['complaintLine', 'opening', ...MODEL_HISTORY, 'history', 'rosBrief', 'scores', 'extra:history'],
  objective: ['vitals', 'exam', 'results', ...MODEL_FINDINGS, 'extra:exam', 'extra:results'],
  assessment: ['model:assessment'],
  plan: ['model:plan', 'discussion', 'extra:plan'],
  'reason-for-visit': ['complaint', 'opening'],
  'interval-history': ['history', 'rosBrief', 'model:history', 'model:social', 'extra:history'],
  'medications-and-allergies': ['model:medications'],
  'examination-and-results': ['vitals', 'exam', 'results', ...MODEL_FINDINGS, 'extra:exam', 'extra:results'],
  data: [
    'history',
    'rosBrief',
    'model:history',
    'scores',
    'vitals',
    'exam',
    'results',
    ...MODEL_FINDINGS,
    'extra:history',
    'extra:exam',
    'extra:results',
  ],
  behavior: ['history', 'rosBrief', 'model:history', 'scores', 'extra:history'],
  intervention: ['interventions'],
  response: ['responses'],
  'reason-for-referral': ['complaint', 'model:assessment'],
  'relevant-history': ['opening', 'history', 'rosBrief', 'model:history', 'model:past', 'model:social', 'extra:history'],
  findings: ['vitals', 'exam', 'results', ...MODEL_FINDINGS, 'extra:exam', 'extra:results'],
  'current-management': ['model:plan', 'discussion', 'extra:plan'],
  request: ['referralRequest'],
  'visit-reason-plain': ['complaintPlain'],
  'findings-plain': ['findingsPlain', 'model:assessment'],
  'medicines-plain': ['model:medications'],
  'next-steps-plain': ['model:plan'],
  'presenting-concerns': ['complaint', 'rosBrief', 'model:history'],
  'session-content': ['history', 'extra:history'],
  'risk-assessment': ['risk'],
  progress: ['progress', 'scores'],
  'treatment-provided': ['treatment'],
  'home-program': ['homeProgram'],
  goals: ['goals'],
  'letter-opening': ['letterOpening'],
  'letter-body': [
    'history',
    'rosBrief',
    ...MODEL_HISTORY,
    'exam',
    'results',
    ...MODEL_FINDINGS,
    'model:assessment',
    'extra:history',
    'extra:exam',
    'extra:results',
  ],
  'letter-closing': ['model:plan', 'discussion', 'closing'],
};

/** The sections of a template as the visit model's draft writer takes them: the parts each holds. */
export function draftSections(sectionIds: readonly NoteSectionId[]): DraftSection[] {
  return sectionIds.map((id) => ({
    id,
    parts: SECTION_BLOCKS[id].filter(isModelBlock).map((block) => MODEL_BLOCKS[block]),
    plain: id.endsWith('-plain'),
  }));
}

/** Whether a statement is of a class of the note engine's statement-class rules, read in the visit's language. */
const of = (c: DraftContent, statementClass: StatementClass) => (s: Statement) =>
  isOfClass(s.utterance.lower, c.sourceLanguage, statementClass);

/** Blocks that pick particular statements out of history and plan. */
export const SPECIFIC: Partial<Record<Block, (c: DraftContent) => Statement[]>> = {
  responses: (c) => c.responses,
  progress: (c) => [...c.history, ...c.responses].filter((s) => s.utterance.role === 'patient' && of(c, 'progress')(s)),
  goals: (c) => [...c.history, ...c.plan].filter(of(c, 'goals')),
  homeProgram: (c) => c.plan.filter(of(c, 'home-program')),
  treatment: (c) => [...c.interventions, ...c.exam, ...c.plan].filter(of(c, 'treatment')),
  referralRequest: (c) => c.plan.filter(of(c, 'referral-request')),
  interventions: (c) => c.interventions,
};

/** The statements the specific sections of a template take, so that general sections leave them. */
export function reservedStatements(content: DraftContent, sectionIds: readonly NoteSectionId[]): Set<number> {
  const reserved = new Set<number>();
  for (const id of sectionIds) {
    for (const block of SECTION_BLOCKS[id]) for (const statement of SPECIFIC[block]?.(content) ?? []) reserved.add(statement.utterance.id);
  }
  return reserved;
}

/** Blocks written once per note, whichever section comes first. */
export const ONCE: Partial<Record<Block, string>> = {
  vitals: 'vitals',
  scores: 'scores',
  rosBrief: 'ros',
};
