// The contradiction benchmark's transformations: each flip rule on a note sentence, the
// order they are tried in, the sentences left alone; and the rule for a draft denying its
// own presenting complaint.
/* eslint-disable @typescript-eslint/no-require-imports */
const { flipAssertion, FLIP_RULES } = require('../lib/assertion-flips.cjs') as typeof import('../lib/assertion-flips.cjs');
const { complaintWords, complaintDenials, deniable, negationScopes } =
  require('../lib/complaint-denial.cjs') as typeof import('../lib/complaint-denial.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

const flip = (s: string) => flipAssertion(s);

describe('assertion flips', () => {
  it('turns a denial into a report, and a report or an endorsement into a denial', () => {
    expect(flip('He denies any recent sickness.')).toEqual({ text: 'He reports recent sickness.', rule: 'denies' });
    expect(flip('Denies fever or chills.')).toEqual({ text: 'Reports fever or chills.', rule: 'denies' });
    expect(flip('He denied trouble with headaches.')).toEqual({ text: 'He reported trouble with headaches.', rule: 'denies' });
    expect(flip('The patient reports fatigue.')).toEqual({ text: 'The patient denies fatigue.', rule: 'reports' });
    expect(flip('Endorses cough.')).toEqual({ text: 'Denies cough.', rule: 'endorses' });
  });

  it('swaps negative for and positive for', () => {
    expect(flip('Negative for fever, rash or syncope.')).toEqual({ text: 'Positive for fever, rash or syncope.', rule: 'negative-for' });
    expect(flip('Urine is positive for nitrites.')).toEqual({ text: 'Urine is negative for nitrites.', rule: 'positive-for' });
  });

  it('removes "no" before a finding, and adds it before a finding that opens the sentence', () => {
    expect(flip('No pain in the calf.')).toEqual({ text: 'Pain in the calf.', rule: 'no-removed' });
    expect(flip('There is no evidence of hydronephrosis.')).toEqual({ text: 'There is evidence of hydronephrosis.', rule: 'no-removed' });
    expect(flip('Tenderness over the medial joint line.')).toEqual({ text: 'No tenderness over the medial joint line.', rule: 'no-added' });
    expect(flip('Palpation: Pain to palpation of the medial aspect.')).toEqual({
      text: 'Palpation: No pain to palpation of the medial aspect.',
      rule: 'no-added',
    });
    expect(flip('Mild effusion is noted.')).toEqual({ text: 'No effusion is noted.', rule: 'no-added' });
    expect(flip('Edema.')).toEqual({ text: 'No edema.', rule: 'no-added' });
  });

  it('swaps is not and is (before a finding word), does not have and has', () => {
    expect(flip('The knee is not swollen.')).toEqual({ text: 'The knee is swollen.', rule: 'is-not' });
    expect(flip('Sensation is intact.')).toEqual({ text: 'Sensation is not intact.', rule: 'is' });
    expect(flip('She does not have a fever.')).toEqual({ text: 'She has a fever.', rule: 'doesnt-have' });
    expect(flip("He doesn't have chest pain.")).toEqual({ text: 'He has chest pain.', rule: 'doesnt-have' });
    expect(flip('She has a history of anemia.')).toEqual({ text: 'She does not have a history of anemia.', rule: 'has' });
  });

  it('applies the first rule in order, once, at its first place', () => {
    expect(FLIP_RULES[0]).toBe('denies');
    expect(flip('He reports knee pain and denies fever, but denies chills.')).toEqual({
      text: 'He reports knee pain and reports fever, but denies chills.',
      rule: 'denies',
    });
    expect(flip('No fever. Reports cough.')?.rule).toBe('no-removed');
    expect(flip('Mild effusion is noted.')?.rule).toBe('no-added');
  });

  it('leaves sentences no rule applies to', () => {
    for (const s of [
      'Lungs are clear to auscultation bilaterally.',
      'He is no longer smoking.',
      'She has been taking ibuprofen.',
      'She has seen a neurologist.',
      'He has to rest.',
      'He is a 52-year-old male.',
      'Examination of the right knee.',
      'Continue lisinopril 20 mg daily.',
    ]) {
      expect([s, flip(s)]).toEqual([s, null]);
    }
  });
});

describe('a draft denying its presenting complaint', () => {
  it("takes the complaint's symptom words, not its sides, visit words or the patient's framing", () => {
    expect(complaintWords("I've been having really bad diarrhoea for the last 3 days")).toEqual(['diarrhea']);
    expect(complaintWords('Bilateral elbow pain, right worse than left.')).toEqual(['elbow', 'pain']);
    expect(complaintWords('Lower abdominal pain')).toEqual(['abdominal', 'pain']);
    expect(complaintWords('Follow-up of chronic problems.')).toEqual([]);
  });

  it('reads a negation up to the end of its clause', () => {
    expect(negationScopes('Denies fever, chills or diarrhea. Reports cough.')).toEqual([' fever, chills or diarrhea']);
    expect(negationScopes('No cough but fever')).toEqual([' cough ']);
    expect(negationScopes('Does not drink water, they get headaches.')).toEqual([' drink water, ']);
  });

  it('finds the sentences that deny every symptom word of the complaint', () => {
    const draft =
      'CHIEF COMPLAINT\n\nDiarrhea.\n\nHPI\n\nThe patient denies fever, blood in the stool or diarrhoea. Child was vomiting, but the patient has diarrhea.\nNo knee swelling.';
    expect(complaintDenials(draft, 'really bad diarrhea')).toEqual(['The patient denies fever, blood in the stool or diarrhoea.']);
    expect(complaintDenials(draft, 'Right knee pain.')).toEqual([]);
    expect(complaintDenials('No knee pain when walking.', 'Right knee pain.')).toEqual(['No knee pain when walking.']);
  });

  it('reads a negated finding on examination as a finding, not as a denial of the complaint', () => {
    expect(complaintDenials('No pain to palpation of the left knee.', 'Right knee pain.')).toEqual([]);
    expect(complaintDenials('No pain or tenderness with flexion or extension of the lower leg.', 'Right leg pain.')).toEqual([]);
    expect(complaintDenials('Knee: no effusion. Denies knee pain.', 'Right knee pain.')).toEqual(['Denies knee pain.']);
  });

  it('does not count a complaint without symptom words or one said with a negation', () => {
    expect(deniable('Follow-up.')).toBe(false);
    expect(deniable("I can't move my left arm")).toBe(false);
    expect(complaintDenials('They could not move their left arm.', "I can't move my left arm")).toEqual([]);
    expect(deniable('My asthma is not responding to my inhalers')).toBe(true);
  });
});
