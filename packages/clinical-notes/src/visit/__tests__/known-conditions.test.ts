// A condition the clinician names as the ground today's impression stands on ("a chest infection,
// on top of your COPD": rules/<lang>/context.json, category reason) is the patient's history, not
// today's impression; one named as part of today's assessment stays an impression.
import { extractVisit } from '../extract';
import { draftNote } from '../../draft/generate';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';

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

describe('a risk explained by what the patient has', () => {
  it('keeps the conditions named as the reasons for the risk in the history, none as an impression', () => {
    expect(
      read([
        '[doctor] What other medical problems do you have?',
        '[patient] The blood pressure, and the cholesterol, and a bit of arthritis in my knees.',
        "[doctor] I think the most likely thing is atrial fibrillation. Your risk is higher because you're over sixty-five, you've got high blood pressure, and being a woman adds a little too.",
      ]),
    ).toEqual({ impressions: ['atrial-fibrillation'], history: ['hypertension', 'hyperlipidemia', 'arthritis'] });
  });

  it('reads a medication a relative just named takes as theirs ("Like my sister. She\'s on, um, apixaban.")', () => {
    const visit = extractVisit(
      "[doctor] Do you take anything?\n[patient] Just amlodipine.\n[doctor] A blood thinner would bring the stroke risk down.\n[patient] Like my sister. She's on, um, apixaban, I think.",
      'en',
    );
    expect(visit.medications.filter((m) => m.status === 'current').map((m) => m.concept.id)).toEqual(['amlodipine']);
  });
});

describe('a past condition the patient says is over', () => {
  it('is held as resolved and written so in the past medical history ("I had asthma as a kid but I grew out of it")', () => {
    const transcript = [
      '[doctor] What brings you in?',
      '[patient] My right knee hurts when I run.',
      '[doctor] Any medical problems?',
      "[patient] I had asthma as a kid but I grew out of it. And I've got high cholesterol.",
    ].join('\n');
    const visit = extractVisit(transcript, 'en');
    expect(visit.history.map((f) => [f.concept.id, f.attributes.resolved ?? false])).toEqual([
      ['asthma', true],
      ['hyperlipidemia', false],
    ]);
    const history = draftNote(transcript, SUBJECTIVE_AND_PLAN)
      .sections.flatMap((s) => s.items.map((i) => i.body))
      .join(' ');
    expect(history).toContain('asthma (resolved) and hyperlipidemia');
  });

  it('reads words that are a symptom and a condition alike as the condition when told of their health before ("anxiety and depression")', () => {
    const visit = extractVisit(
      [
        '[doctor] What can I help with?',
        '[patient] My friend said the tablets make you feel a bit depressed.',
        '[doctor] Any medical problems yourself?',
        "[patient] I've got anxiety and depression. I'm on sertraline.",
      ].join('\n'),
      'en',
    );
    expect(visit.history.map((f) => f.concept.id).sort()).toEqual(['anxiety', 'depression']);
    expect(visit.symptoms.filter((f) => f.assertion === 'present').map((f) => f.concept.id)).toEqual([]);
  });
});
