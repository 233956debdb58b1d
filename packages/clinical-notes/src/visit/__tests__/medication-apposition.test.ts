// A medication named again by its class beside it is one medication: the class is no item of
// its own and the dosing said after the class is the medication's.
import { draftNote } from '../../draft/generate';
import { extractVisit } from '../extract';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';

const advised = (doctor: string) =>
  extractVisit(`[patient] The pain is awful.\n[doctor] ${doctor}`, 'en')
    .medications.filter((m) => m.status === 'advised')
    .map((m) => [m.concept.id, m.dosing ?? null]);

describe('a medication and its class said beside it', () => {
  it("gives the dosing said after the class to the medication ('diclofenac, which is an anti-inflammatory painkiller, fifty milligrams ...')", () => {
    expect(
      advised("I'm going to prescribe you some diclofenac, which is an anti-inflammatory painkiller, fifty milligrams three times a day."),
    ).toEqual([['diclofenac', 'fifty milligrams three times a day']]);
  });

  it("takes the class said before the medication for it ('some anti-sickness tablets, prochlorperazine')", () => {
    expect(advised("I'll give you some anti-sickness tablets, prochlorperazine, one three times a day.")).toEqual([
      ['prochlorperazine', 'one three times a day'],
    ]);
  });

  it("keeps a class joined by 'and' as an item of its own ('stop the ibuprofen and take another painkiller')", () => {
    expect(advised('Stop the ibuprofen and take another painkiller instead.').map(([id]) => id)).toEqual(['ibuprofen', 'painkillers']);
  });

  it('writes the medication with its dose, and no item cut before the dose', () => {
    const plan = draftNote(
      "[patient] The pain is awful.\n[doctor] I'm going to prescribe you some diclofenac, which is an anti-inflammatory painkiller, fifty milligrams three times a day.",
      SUBJECTIVE_AND_PLAN,
      { language: 'en' },
    ).sections[1].items.map((i) => i.body);
    expect(plan.join('\n')).toContain('diclofenac 50 mg 3 times a day');
    expect(plan.join('\n')).not.toMatch(/Prescribe some diclofenac\.|painkiller 50 mg/);
  });
});
