// rules/<lang>/reviews.json: a visit the clinician opens as a review of conditions has that
// review as its reason, not a symptom told along the way; one named otherwise keeps the patient's.
import { LANGUAGES } from '../../language';
import { extractVisit } from '../extract';
import { REVIEW_RULES } from '../review-visit';

describe.each(LANGUAGES)('review visits (%s)', (lang) => {
  const { example, expect: expected } = REVIEW_RULES[lang];

  it(`holds the review as the reason of "${example.split('\n')[0]}"`, () => {
    const complaint = extractVisit(example, lang).complaint;
    expect(complaint?.text).toBe(expected);
    expect(complaint?.review).toBe(true);
  });

  const named = REVIEW_RULES[lang].named;
  it(`holds the condition a review's words name though the lexicon reads them otherwise: "${named.example.split('\n')[0]}"`, () => {
    const complaint = extractVisit(named.example, lang).complaint;
    expect(complaint?.text).toBe(named.expect);
    expect(complaint?.concepts.map((c) => c.id)).toEqual(['hypertension']);
  });
});

describe('review visits: what they keep apart', () => {
  it("keeps the patient's complaint where the clinician names a condition as history, not the visit's review", () => {
    const complaint = extractVisit(
      '[doctor] He has a history of diabetes who presents for follow-up of his cough.\n[patient] Yes, this cough has been going on for weeks.',
      'en',
    ).complaint;
    expect(complaint?.review).toBeUndefined();
    expect(complaint?.concepts.map((c) => c.id)).toContain('cough');
  });
});
