// A sentence of what was said that only restates the draft's own sentences is left out of the
// history; one that tells more stays. Each case names the kind of sentence it serves.
import { contentWordsOf, restatesStated, statedWords } from '../restates';

const STATED_EN = statedWords(
  [
    'The patient presents with watery diarrhea for the last three days.',
    'The patient also reports vomiting. The patient denies fever or blood in the stool.',
  ],
  'en',
);

describe('a sentence that restates the draft', () => {
  it('is one naming a stated symptom with its duration said again ("has had some diarrhea for the last 3 days")', () => {
    expect(restatesStated('The patient has had some diarrhea for the last 3 days.', STATED_EN, 'en')).toBe(true);
  });

  it('is one denying what the draft denies ("has not had a fever")', () => {
    expect(restatesStated('The patient has not had a fever.', STATED_EN, 'en')).toBe(true);
  });

  it('is not one that tells what the draft does not hold (how the symptom affects their day)', () => {
    expect(restatesStated('The diarrhea has been affecting their work and they need to stay close to the toilet.', STATED_EN, 'en')).toBe(
      false,
    );
  });

  it('is not one naming no symptom or condition (context the model does not hold)', () => {
    expect(restatesStated('The patient had a takeaway about 4 days ago.', STATED_EN, 'en')).toBe(false);
  });

  it('is one naming a stated condition in other words ("high blood pressure" beside "hypertension")', () => {
    const stated = statedWords(
      ['The patient has a past medical history of hypertension.', 'The patient is currently taking amlodipine 5 mg.'],
      'en',
    );
    expect(restatesStated('The patient has got high blood pressure, they are on amlodipine, 5 mg.', stated, 'en')).toBe(true);
    // ... and not where the draft names another condition.
    const other = statedWords(
      ['The patient has a past medical history of asthma.', 'The patient is currently taking amlodipine 5 mg.'],
      'en',
    );
    expect(restatesStated('The patient has got high blood pressure, they are on amlodipine, 5 mg.', other, 'en')).toBe(false);
  });

  it('is not one saying a number the draft does not ("two panic attacks at work this week")', () => {
    const stated = statedWords(['The client also reports panic attacks and insomnia.'], 'en');
    expect(restatesStated('The client had two panic attacks at work this week and he is not sleeping well.', stated, 'en')).toBe(false);
    expect(restatesStated('The client has had panic attacks and he is not sleeping well.', stated, 'en')).toBe(true);
  });

  it('is nothing when the draft states nothing', () => {
    expect(restatesStated('The patient has had some diarrhea.', new Set(), 'en')).toBe(false);
  });

  it('is read with the French function words in French ("Le patient a de la fièvre depuis 3 jours.")', () => {
    const stated = statedWords(['Le patient présente une fièvre depuis trois jours.'], 'fr');
    expect(restatesStated('Le patient a de la fièvre depuis 3 jours.', stated, 'fr')).toBe(true);
    expect(restatesStated('Le patient a de la fièvre et travaille de nuit dans un entrepôt froid.', stated, 'fr')).toBe(false);
  });
});

describe('the words compared', () => {
  it('leave out the words that say nothing of the visit and read spoken numbers as digits', () => {
    expect(contentWordsOf('The patient has had three days of it.', 'en')).toEqual(['3', 'days']);
  });
});
