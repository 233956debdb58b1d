// The templates the draft tests write into when they read the complaint and the history: a
// subjective section and a plan, with or without an assessment between them, titled in both
// languages.
import type { DraftTemplate } from '../types';

export const SUBJECTIVE_AND_PLAN: DraftTemplate = {
  id: 'soap',
  sections: [
    { id: 'subjective', title: { en: 'Subjective', fr: 'Subjectif' } },
    { id: 'plan', title: { en: 'Plan', fr: 'Plan' } },
  ],
};

export const SUBJECTIVE_ASSESSMENT_AND_PLAN: DraftTemplate = {
  id: 'soap',
  sections: [
    { id: 'subjective', title: { en: 'Subjective', fr: 'Subjectif' } },
    { id: 'assessment', title: { en: 'Assessment', fr: 'Évaluation' } },
    { id: 'plan', title: { en: 'Plan', fr: 'Plan' } },
  ],
};
