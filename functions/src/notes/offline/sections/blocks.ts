// What each section of a template holds: a list of blocks (complaint, history, review of
// systems, vitals, plan by problem, ...); the same section id holds the same blocks in every
// template. Also which blocks are written once per note, and the statements that the
// specific blocks (progress, goals, home program, ...) pick out of history and plan.
import type { NoteSectionId } from '../../../shared/note-templates';
import type { DraftContent, Statement } from '../draft-content';

export type Block =
  | 'complaint'
  | 'complaintLine'
  | 'opening'
  | 'history'
  | 'symptomSummary'
  | 'pastHistory'
  | 'historyAndSocial'
  | 'summary'
  | 'ros'
  | 'rosBrief'
  | 'medications'
  | 'medicationChanges'
  | 'allergies'
  | 'vitals'
  | 'scores'
  | 'exam'
  | 'results'
  | 'assessment'
  | 'problemTitles'
  | 'problemsPlan'
  | 'plan'
  | 'followUp'
  | 'agreement'
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
  | 'medicationsPlain'
  | 'nextStepsPlain'
  | 'letterOpening'
  | 'closing'
  | 'extra:history'
  | 'extra:exam'
  | 'extra:results'
  | 'extra:plan';

/** What each section holds, in order. */
export const SECTION_BLOCKS: Record<NoteSectionId, Block[]> = {
  'chief-complaint': ['complaint'],
  'history-of-present-illness': ['opening', 'historyAndSocial', 'symptomSummary', 'pastHistory', 'medications', 'allergies', 'extra:history'],
  'review-of-systems': ['ros'],
  'physical-examination': ['vitals', 'scores', 'exam', 'extra:exam'],
  results: ['results', 'extra:results'],
  'assessment-and-plan': ['summary', 'problemsPlan', 'medicationChanges', 'followUp', 'extra:plan', 'agreement'],
  subjective: ['complaintLine', 'opening', 'history', 'rosBrief', 'pastHistory', 'medications', 'allergies', 'scores', 'extra:history'],
  objective: ['vitals', 'exam', 'results', 'extra:exam', 'extra:results'],
  assessment: ['assessment'],
  plan: ['plan', 'medicationChanges', 'followUp', 'extra:plan'],
  'reason-for-visit': ['complaint', 'opening'],
  'interval-history': ['history', 'rosBrief', 'extra:history'],
  'medications-and-allergies': ['medications', 'medicationChanges', 'allergies'],
  'examination-and-results': ['vitals', 'exam', 'results', 'extra:exam', 'extra:results'],
  data: ['history', 'scores', 'vitals', 'exam', 'results', 'extra:history', 'extra:exam', 'extra:results'],
  behavior: ['history', 'rosBrief', 'scores', 'extra:history'],
  intervention: ['interventions'],
  response: ['responses'],
  'reason-for-referral': ['complaint', 'problemTitles'],
  'relevant-history': ['opening', 'history', 'rosBrief', 'pastHistory', 'extra:history'],
  findings: ['vitals', 'exam', 'results', 'extra:exam', 'extra:results'],
  'current-management': ['medications', 'plan', 'medicationChanges', 'extra:plan'],
  request: ['referralRequest'],
  'visit-reason-plain': ['complaintPlain'],
  'findings-plain': ['findingsPlain'],
  'medicines-plain': ['medicationsPlain'],
  'next-steps-plain': ['nextStepsPlain'],
  'presenting-concerns': ['complaint', 'rosBrief'],
  'session-content': ['history', 'extra:history'],
  'risk-assessment': ['risk'],
  progress: ['progress', 'scores'],
  'treatment-provided': ['treatment'],
  'home-program': ['homeProgram'],
  goals: ['goals'],
  'letter-opening': ['letterOpening'],
  'letter-body': ['history', 'exam', 'results', 'extra:history', 'extra:exam', 'extra:results'],
  'letter-closing': ['plan', 'medicationChanges', 'followUp', 'closing'],
};

/** Blocks that pick particular statements out of history and plan. */
export const SPECIFIC: Partial<Record<Block, (c: DraftContent) => Statement[]>> = {
  responses: (c) => c.responses,
  progress: (c) => [...c.history, ...c.responses].filter((s) => s.utterance.role === 'patient' && PROGRESS.test(s.utterance.lower)),
  goals: (c) => [...c.history, ...c.plan].filter((s) => GOALS.test(s.utterance.lower)),
  homeProgram: (c) => c.plan.filter((s) => HOME.test(s.utterance.lower)),
  treatment: (c) => [...c.interventions, ...c.exam, ...c.plan].filter((s) => TREATMENT.test(s.utterance.lower)),
  referralRequest: (c) => c.plan.filter((s) => REFERRAL.test(s.utterance.lower)),
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
  medications: 'medications',
  medicationChanges: 'medicationChanges',
  allergies: 'allergies',
  pastHistory: 'pastHistory',
  vitals: 'vitals',
  scores: 'scores',
  followUp: 'followUp',
  ros: 'ros',
  rosBrief: 'ros',
};

export const PROGRESS = /\b(better|improv\w*|worse|helping|helped|progress\w*|easier|harder|the same|mieux|pire|am[ée]lior\w*)\b/i;

export const TREATMENT = /\b(today we|we did|we worked|manual therapy|mobiliz\w*|massage|taping|ultrasound|dry needling|tens|stretch\w*|aujourd'hui nous|th[ée]rapie manuelle)\b/i;

export const HOME = /\b(exercises?|stretch\w*|at home|home program|reps|repetitions|sets|times a day|ice|heat|walk\w*|à la maison|exercices?)\b/i;

export const GOALS = /\b(goals?|want to be able|get back to|return to|so that (?:you|she|he|they) can|objectifs?|reprendre)\b/i;

export const REFERRAL = /\b(refer\w*|specialist|consult\w*|send (?:you|her|him|them) to|see an? \w+ologist|r[ée]f[ée]r\w*|sp[ée]cialiste)\b/i;
