// The facts of a visit as a note states them (visitFacts): what "Not in the note" offers.
import { extractVisit } from '../../visit/extract';
import { visitFacts } from '../facts';

const factsOf = (...lines: string[]) => visitFacts(extractVisit(['[doctor] How can I help you today?', ...lines].join('\n'), 'en'));
const texts = (...lines: string[]) => factsOf(...lines).map((f) => f.text);

describe('visit facts: how a symptom feels', () => {
  it('gives the one pain of a part the character said of "the pain" ("a burning pain" of a tummy pain)', () => {
    const facts = factsOf(
      "[patient] I've got some pain in my tummy, the lower part.",
      '[doctor] Can you describe the pain to me?',
      "[patient] It's kind of like a burning pain.",
    );
    const pain = facts.find((f) => f.concept?.id === 'abdominal-pain');
    expect(pain?.text).toBe('Reports burning abdominal pain.');
    expect(pain?.detail).toBe('burning');
  });

  it('gives it to none where pain was said of two parts', () => {
    const said = texts(
      "[patient] I've got some pain in my tummy and a pain in my chest.",
      '[doctor] Can you describe the pain to me?',
      "[patient] It's kind of like a burning pain.",
    );
    expect(said.filter((t) => /pain/.test(t))).not.toContainEqual(expect.stringMatching(/burning/));
  });
});

describe('visit facts: one item for one thing said', () => {
  it('takes a class said beside a member of it as that member ("painkillers such as paracetamol")', () => {
    const medications = factsOf('[patient] I have a headache.', '[doctor] Painkillers such as paracetamol would help.').filter(
      (f) => f.kind === 'medication',
    );
    expect(medications.map((f) => f.text)).toEqual(['Advised to take paracetamol.']);
  });

  it('takes a class said in the next sentence with the same status as the member said before it ("Paracetamol wouldn\'t be helpful. Painkillers wouldn\'t be helpful.")', () => {
    const medications = factsOf(
      '[patient] I have dry itchy skin.',
      "[doctor] Paracetamol on this occasion, wouldn't be helpful. Painkillers wouldn't be helpful, on this occasion.",
    ).filter((f) => f.kind === 'medication');
    expect(medications.map((f) => f.text)).toEqual(['There is no need for paracetamol.']);
  });

  it('keeps the class the patient takes: only a member said in the same sentence, and so read, stands for it', () => {
    const medications = factsOf(
      '[patient] I have a headache. I take painkillers for it.',
      '[doctor] Painkillers such as paracetamol would help.',
    ).filter((f) => f.kind === 'medication');
    expect(medications.map((f) => f.text)).toEqual(['Takes painkillers.', 'Advised to take paracetamol.']);
  });

  it('reads "give me a call back" in the sentence saying what to call for as that call, not an item of its own', () => {
    const plan = texts(
      '[patient] I have diarrhoea.',
      "[doctor] But if your symptoms aren't settling down in the next couple of days, so forty eight hours, I want you to give me a call back.",
    );
    expect(plan).toContain("Call if their symptoms aren't settling down in the next couple of days, so forty eight hours.");
    expect(plan).not.toContain('Give a call back.');
  });

  it('reads "see me in about a week\'s time" said with the review as that review', () => {
    const plan = texts(
      '[patient] I am breathless.',
      "[doctor] I would like you to come back and see me in about a week's time, see how you're getting on. See me in about a week's time.",
    );
    expect(plan).toContain('Follow up in about a week.');
    expect(plan.filter((t) => /week/.test(t))).toHaveLength(1);
  });

  it('keeps an item found by its leading words in the passage of a call that is not the call ("... and we can get you a wrist splint")', () => {
    const plan = texts(
      '[patient] My wrist hurts.',
      "[doctor] But if your symptoms aren't settling down in the next couple of days, I want you to give me a call back and we can get you a wrist splint to wear.",
    );
    expect(plan).toContain('Get a wrist splint to wear.');
    expect(plan).not.toContain('Give a call back.');
  });
});

describe('visit facts: a symptom the lexicon says of a part', () => {
  it('offers one said with no part anywhere, as the draft writes it ("it does get itchy")', () => {
    const said = texts('[doctor] Have you any itchiness?', "[patient] Yeah, it's itchy. Not all the time, but yeah, it does get itchy.");
    expect(said).toContain('Reports itching.');
  });

  it('leaves it to the part where one was said with it ("my knee is swollen")', () => {
    const said = texts("[patient] My knee is swollen and it's swelling more every day.");
    expect(said).not.toContain('Reports swelling.');
  });
});

describe('visit facts: what the plan does, as the draft writes it', () => {
  it('offers what the plan does to a medication over its naming before ("The ibuprofen, the smoking ... So stop the ibuprofen.")', () => {
    const medications = factsOf(
      '[patient] I keep getting heartburn, and I take ibuprofen for my back.',
      "[doctor] There's quite a lot that's probably making it worse. The ibuprofen, the smoking, the late meals.",
      "[doctor] So I'd like you to stop the ibuprofen.",
    ).filter((f) => f.kind === 'medication' && f.destination === 'plan');
    expect(medications.map((f) => f.text)).toEqual(['Stop ibuprofen.']);
  });

  it('offers time off by its rule with how long it was said for, stated only with that time', () => {
    const fitNote = factsOf('[patient] I twisted my knee.', "[doctor] I'll do you a fit note for two weeks.").find(
      (f) => f.kind === 'plan' && /fit note/.test(f.text),
    );
    expect(fitNote?.text).toBe('A fit note is given for two weeks.');
    expect(fitNote?.numbers).toEqual([2]);
    expect(texts('[patient] I twisted my knee.', "[doctor] I'll do you a fit note.")).toContain('A fit note is given.');
  });
});
