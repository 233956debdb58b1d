// The template the tests of written consultations draft into when they read the examination and
// the plan: a visit note's physical examination and its assessment and plan, titled in both languages.
import type { DraftTemplate } from '../types';

export const EXAM_AND_PLAN: DraftTemplate = {
  id: 'visit-note',
  sections: [
    { id: 'physical-examination', title: { en: 'Physical examination', fr: 'Examen physique' } },
    { id: 'assessment-and-plan', title: { en: 'Assessment and plan', fr: 'Évaluation et plan' } },
  ],
};

/** The same with the history of the present illness before them: a whole consultation read as a GP reads its draft. */
export const HISTORY_EXAM_AND_PLAN: DraftTemplate = {
  id: 'visit-note',
  sections: [
    { id: 'history-of-present-illness', title: { en: 'History of present illness', fr: 'Histoire de la maladie' } },
    ...EXAM_AND_PLAN.sections,
  ],
};
