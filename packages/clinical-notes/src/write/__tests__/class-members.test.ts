// A class of medication and a member of it said in one visit with the same status are one
// medication; a medication also prescribed is not over-the-counter advice; a word of when
// ("today") is not a dosing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractVisit } from '../../visit/extract';
import { draftFromVisit, type DraftSection } from '../draft';
import { visitFacts } from '../facts';

const UTI = [
  '[doctor] What brings you in today?',
  "[patient] It burns when I pee and I'm going all the time.",
  "[doctor] I think it's worth covering you with some antibiotics today.",
  '[patient] Okay.',
  '[doctor] You can try regular painkillers, paracetamol would be advisable. Take the antibiotics, and drink plenty of fluids.',
  '[doctor] If I send it straight to your pharmacy, start the antibiotics today, something called trimethoprim.',
].join('\n');

const PLAN: DraftSection[] = [{ id: 'plan', parts: ['plan'] }];

describe('a class said with a member of it', () => {
  const visit = extractVisit(UTI, 'en');
  const plan = draftFromVisit(visit, PLAN).itemsOf('plan', 'plan');
  const texts = plan.map((i) => `${i.title}: ${i.text}`);

  it('is written once, as the member, in the draft and in "Not in the note"', () => {
    expect(texts.join('\n')).not.toMatch(/advised to take antibiotics/i);
    expect(texts.join('\n')).not.toMatch(/advised to take painkillers/i);
    const medications = visitFacts(visit)
      .filter((f) => f.kind === 'medication')
      .map((f) => f.text);
    expect(medications.join('\n')).not.toMatch(/^Advised to take (antibiotics|painkillers)\.$/m);
    expect(medications.join('\n')).toMatch(/trimethoprim/i);
  });

  it('keeps a prescribed medication out of the over-the-counter advice said beside it', () => {
    const otc = plan.find((i) => /over-the-counter/i.test(i.title));
    expect(otc?.text).toMatch(/paracetamol/i);
    expect(otc?.text).not.toMatch(/antibiotic/i);
  });

  it('reads no dosing in "today"', () => {
    const antibiotics = visit.medications.filter((m) => m.concept.id === 'antibiotics');
    expect(antibiotics.length).toBeGreaterThan(0);
    for (const m of antibiotics) expect(m.dosing).toBeUndefined();
  });
});

// A mother tells of her son's sore throat; the GP says why antibiotics may help, that penicillin is fine for him, then prescribes it.
const TONSILLITIS = readFileSync(join(__dirname, '..', '..', 'visit', '__tests__', 'consultations', 'tonsillitis-child-gp.txt'), 'utf8');

describe('a medication prescribed as a member of what was said before it', () => {
  const visit = extractVisit(TONSILLITIS, 'en');
  const plan = draftFromVisit(visit, PLAN)
    .itemsOf('plan', 'plan')
    .map((i) => i.text)
    .join('\n');
  const facts = visitFacts(visit)
    .filter((f) => f.kind === 'medication')
    .map((f) => f.text)
    .join('\n');

  it('writes the prescription with its dose and course, past the aside of its volume', () => {
    expect(plan).toMatch(/penicillin V liquid, two hundred and fifty milligrams, four times a day, for five days\./);
  });

  it('writes neither the class that might be needed nor the name said shorter beside it, in the draft or "Not in the note"', () => {
    for (const text of [plan, facts]) {
      expect(text).not.toMatch(/antibiotics (may|might) be needed/i);
      expect(text).not.toMatch(/advised to take penicillin\b(?! V)/i);
      expect(text).not.toMatch(/no need for penicillin/i);
    }
    expect(facts).toMatch(/penicillin V/);
  });
});
