// A consultation for low mood, written for the tests: "I think you are depressed" and "fits
// with moderately severe depression" make depression the impression (the lexicon holds it as a
// symptom and a condition); one score is read once, for the instrument named nearest before it
// ("a questionnaire, the PHQ-9, and your score is eighteen"); "you can self-refer to ..." is the
// referral, as said; "I've lost a bit of weight" is weight loss.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { EXAM_AND_PLAN } from '../../draft/__tests__/exam-and-plan';
import { extractVisit } from '../extract';

const transcript = readFileSync(join(__dirname, 'consultations', 'low-mood-nurse-gp.txt'), 'utf8');
const visit = extractVisit(transcript, 'en');
const text = draftNote(transcript, EXAM_AND_PLAN, { language: 'en' })
  .sections.flatMap((s) => s.items.map((i) => `${i.title}: ${i.body}`))
  .join('\n');

describe('a consultation for low mood', () => {
  it('holds depression as the impression', () => {
    // Said in two sentences: one impression, named in each.
    expect([...new Set(visit.impressions.map((i) => `${i.concept.kind} ${i.concept.id} ${i.certainty}`))]).toEqual([
      'condition depression stated',
    ]);
    expect(text).toContain('Impression: Moderately severe depression.');
    // Said by the patient, it stays a symptom.
    const told = extractVisit("[doctor] What brings you in?\n[patient] I think I'm depressed.", 'en');
    expect(told.impressions).toEqual([]);
  });

  it('reads the PHQ-9 score once, not again as a questionnaire', () => {
    expect(visit.scores?.map((s) => [s.name, s.value, s.band])).toEqual([['PHQ-9', '18', 'moderately severe']]);
  });

  it('writes the self-referral as said, and the weight lost', () => {
    expect(text).toContain('Self-refer to the local talking therapies service.');
    expect(text).not.toContain('A referral is planned.');
    expect(visit.symptoms.find((f) => f.concept.id === 'weight-loss')?.assertion).toBe('present');
  });
});
