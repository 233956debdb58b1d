// Which section of a note a statement belongs to, by its kind: plan items to the plan,
// medications to the medications (or the history), vital signs to the examination. The
// note's own headings are matched by template section id first, then by their wording.
import type { OmissionKind } from './types';
import type { NoteSectionId } from '../draft/types';
import type { ReadSection } from './note-text';
import { unicodeWords } from '../text/word-boundary';

/** Where a statement goes: history, medications, examination, results, assessment or plan. */
export type Destination = 'history' | 'medications' | 'exam' | 'results' | 'assessment' | 'plan';

const BY_ID: Record<Destination, NoteSectionId[]> = {
  history: [
    'history-of-present-illness',
    'subjective',
    'interval-history',
    'presenting-concerns',
    'relevant-history',
    'data',
    'reason-for-visit',
    'visit-reason-plain',
    'session-content',
    'letter-body',
  ],
  medications: [
    'medications-and-allergies',
    'medicines-plain',
    'current-management',
    'history-of-present-illness',
    'subjective',
    'interval-history',
    'data',
    'letter-body',
  ],
  exam: ['physical-examination', 'objective', 'examination-and-results', 'findings', 'findings-plain', 'data', 'letter-body'],
  results: ['results', 'examination-and-results', 'objective', 'findings', 'findings-plain', 'data', 'letter-body'],
  assessment: ['assessment-and-plan', 'assessment', 'findings', 'progress', 'letter-body'],
  plan: ['assessment-and-plan', 'plan', 'next-steps-plain', 'home-program', 'goals', 'letter-body'],
};

const BY_WORDING: Record<Destination, RegExp> = {
  history: /\b(history|subjective|hpi|complaint|histoire|subjectif|motif)\b/i,
  medications: unicodeWords(/\b(medications?|medicines?|m[ée]dicaments?|traitements?)\b/i),
  exam: /\b(exam\w*|objective|physical|examen|objectif)\b/i,
  results: unicodeWords(/\b(results?|labs?|imaging|r[ée]sultats?|examens compl)\b/i),
  assessment: unicodeWords(/\b(assessment|impression|diagnos\w*|[ée]valuation)\b/i),
  plan: /\b(plan|recommendations?|next steps|suivi|recommandations?)\b/i,
};

/** Whether a sentence of the note is in the part that says what comes of the visit (its assessment or plan). */
export function inPlanPart(sentence: { section: string; sectionId: NoteSectionId | '' }): boolean {
  const ids = [...BY_ID.assessment, ...BY_ID.plan];
  return sentence.sectionId !== ''
    ? ids.includes(sentence.sectionId)
    : BY_WORDING.plan.test(sentence.section) || BY_WORDING.assessment.test(sentence.section);
}

/** The section a kind of statement goes to by default. */
export function destinationOf(kind: OmissionKind, medicationChange = false): Destination {
  if (kind === 'medication') return medicationChange ? 'plan' : 'medications';
  if (kind === 'allergy') return 'medications';
  if (kind === 'symptom') return 'history';
  if (kind === 'vital' || kind === 'exam') return 'exam';
  if (kind === 'social') return 'history';
  if (kind === 'result') return 'results';
  if (kind === 'diagnosis') return 'assessment';
  return 'plan';
}

/** Where a statement goes when the note has no section for it. */
const FALLBACK: Record<Destination, Destination[]> = {
  history: [],
  medications: ['history'],
  exam: ['results', 'history'],
  results: ['exam', 'history'],
  assessment: ['plan'],
  plan: ['assessment'],
};

function find(destination: Destination, sections: readonly ReadSection[]): ReadSection | undefined {
  for (const id of BY_ID[destination]) {
    const s = sections.find((x) => x.sectionId === id);
    if (s) return s;
  }
  return sections.find((s) => BY_WORDING[destination].test(s.title));
}

/** The heading of the note's section for a destination ('' when the note has no sections). */
export function sectionFor(destination: Destination, sections: readonly ReadSection[]): string {
  if (sections.length === 0) return '';
  for (const d of [destination, ...FALLBACK[destination]]) {
    const found = find(d, sections);
    if (found) return found.title;
  }
  // A note with other headings: what comes of the visit goes last, what was said first.
  return destination === 'plan' || destination === 'assessment' ? sections[sections.length - 1].title : sections[0].title;
}
