// A condition the clinician names as the ground today's impression stands on ("a chest infection,
// on top of your COPD": rules/<lang>/context.json, category reason) is the patient's history, not
// today's impression; one named as part of today's assessment stays an impression.
import { extractVisit } from '../extract';

const read = (lines: string[]) => {
  const visit = extractVisit(lines.join('\n'), 'en');
  return { impressions: visit.impressions.map((i) => i.concept.id), history: visit.history.map((f) => f.concept.id) };
};

describe("the patient's known conditions and today's impression", () => {
  it('keeps COPD in the history when it is named as theirs beside a chest infection', () => {
    expect(
      read([
        '[doctor] Do you have any medical conditions?',
        "[patient] I've got COPD, I use the blue inhaler.",
        "[doctor] So I think you've got a chest infection, on top of your COPD.",
      ]),
    ).toEqual({ impressions: ['chest-infection'], history: ['copd'] });
  });

  it('keeps a known condition as the impression when it is the one named ("your asthma is flaring up")', () => {
    expect(
      read(['[doctor] Any medical problems?', "[patient] I've got asthma.", '[doctor] I think your asthma is flaring up.']).impressions,
    ).toEqual(['asthma']);
  });

  it('keeps a known condition named as part of today\'s assessment ("your hypertension is not controlled")', () => {
    expect(
      read([
        '[doctor] Any medical problems?',
        '[patient] I have hypertension.',
        '[doctor] I think you have a chest infection, and your hypertension is not controlled.',
      ]).impressions,
    ).toEqual(['chest-infection', 'hypertension']);
  });
});
