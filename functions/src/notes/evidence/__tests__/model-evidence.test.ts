// The evidence check reads the visit model the draft is written from: a sentence stating a fact
// the model holds, in whatever words, is supported by the passage the fact was said in; one
// stating the opposite of a fact held for sure is contradicted.
import { EvidenceSession } from '../evidence';

const VISIT = [
  '[doctor] Hello, what brings you in today?',
  "[patient] It stings when I wee, it's been three days.",
  '[doctor] Any blood in your urine?',
  '[patient] No.',
  '[doctor] Any tummy pain?',
  '[patient] A little, but the tummy pain is not as bad as the stinging when I wee.',
  "[doctor] OK. It sounds like you have a urine infection. I'll prescribe some trimethoprim.",
].join('\n');

const session = new EvidenceSession({ transcript: VISIT });

describe('evidence from the visit model', () => {
  it('supports a complaint the note names in clinical words by the passage the patient told it in', () => {
    const s = session.sentence('Chief complaint: Painful urination.');
    expect(s.state).toBe('supported');
    expect(s.sources[0].text).toBe("It stings when I wee, it's been three days.");
  });

  it("supports the clinician's impression named otherwise in the note", () => {
    const s = session.sentence('Impression: urinary tract infection.', true);
    expect(s.state).toBe('supported');
    expect(s.sources.map((p) => p.text)).toContain('It sounds like you have a urine infection.');
  });

  it('contradicts a denial of the complaint, with the passage it contradicts', () => {
    const s = session.sentence('The patient denies painful urination.');
    expect(s.state).toBe('contradicted');
    expect(s.sources[0].text).toBe("It stings when I wee, it's been three days.");
    expect(s.conflicts).toEqual(['painful urination: stated present in the source']);
  });

  it('supports a denial the patient answered, and contradicts its affirmation', () => {
    expect(session.sentence('No blood in the urine.').state).toBe('supported');
    expect(session.sentence('Reports blood in the urine.').state).toBe('contradicted');
  });

  it('does not take a comparison naming the complaint ("not as bad as the stinging") for its denial', () => {
    const s = session.check('Chief complaint: Painful urination.\nThe patient reports painful urination for three days.');
    expect(s.sentences.map((x) => x.state)).toEqual(['supported', 'supported']);
  });
});
