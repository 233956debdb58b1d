// A condition that names a service (the TIA clinic, the asthma nurse, the stroke unit) tells
// where the patient is sent, not what the clinician thinks today's problem is.
import { extractVisit } from '../extract';

const impressionsOf = (transcript: string, lang: 'en' | 'fr' = 'en') => extractVisit(transcript, lang).impressions.map((i) => i.concept.id);

describe('conditions that name a service', () => {
  it('reads no stroke from a referral to "a stroke, a TIA clinic", and keeps the TIA the GP thinks it is', () => {
    const transcript = [
      '[patient] My right hand went numb for about ten minutes and then it came back.',
      "[doctor] I'm concerned these episodes are TIAs, what we call mini-strokes.",
      "[doctor] So I'm going to refer you to a stroke, a TIA clinic, and they'll see you within a day or two.",
    ].join('\n');
    expect(impressionsOf(transcript)).toEqual(['transient-ischemic-attack']);
  });

  it('reads no impression from a clinic, a nurse, a team or a unit named by a condition', () => {
    const transcript = [
      '[patient] I get a wheeze on the stairs.',
      "[doctor] I think it's your asthma playing up, so let's step up your inhaler.",
      "[doctor] Book in with the diabetes nurse too, and the heart failure team will phone you about the scan; if it's bad they'll see you on the stroke unit.",
    ].join('\n');
    expect(impressionsOf(transcript)).toEqual(['asthma']);
  });

  it('reads the same of a French referral to a clinic named by a condition', () => {
    const transcript = [
      "[patient] J'ai très soif et j'urine beaucoup.",
      '[médecin] Je pense que vous avez une infection urinaire. Je vous adresse aussi à la clinique du diabète.',
    ].join('\n');
    expect(impressionsOf(transcript, 'fr')).toEqual(['urinary-tract-infection']);
  });
});
