// The dosing words of each language (rules/<lang>/dosing.json), on the sentences they serve:
// the dosing said after a medication is read, and a word of when ("today") is none.
import { LANGUAGES } from '../../language';
import { extractVisit } from '../extract';
import { DOSING_RULES } from '../plan';
import { draftNote } from '../../draft/generate';

describe.each(LANGUAGES)('dosing words (%s)', (lang) => {
  const rules = DOSING_RULES[lang];
  const patient = lang === 'en' ? '[patient] I have a headache.' : "[patient] J'ai mal à la tête.";
  const dosings = (said: string) => extractVisit(`${patient}\n${said}`, lang).medications.map((m) => m.dosing);

  it(`reads one medication named with its class beside it: "${rules.apposition.example}"`, () => {
    const advised = extractVisit(`${patient}\n${rules.apposition.example}`, lang).medications.filter((m) => m.status === 'advised');
    expect(advised.map((m) => `${m.concept.id}: ${m.dosing}`)).toEqual([rules.apposition.expect]);
  });

  it(`reads "${rules.expect}" in "${rules.example}"`, () => {
    expect(dosings(rules.example)).toContain(rules.expect);
  });

  it(`reads the form "${rules.forms.expect}" in "${rules.forms.example}", and a delayed prescription in "${rules.delayed.example}"`, () => {
    // Said in the plan, after the impression.
    const plan = lang === 'en' ? '[doctor] I think this is an ear infection.' : "[médecin] Je pense que c'est une otite.";
    const advised = (said: string) => extractVisit(`${patient}\n${plan} ${said}`, lang).medications.filter((m) => m.status === 'advised');
    expect(advised(rules.forms.example).map((m) => m.form)).toEqual([rules.forms.expect]);
    expect(advised(rules.delayed.example).map((m) => m.delayed)).toEqual([true]);
  });

  it(`reads a strength with the form, and the dosing said after it by a word standing for it: "${rules.forms.strengths.example}"`, () => {
    const plan = lang === 'en' ? '[doctor] I think this is eczema.' : "[médecin] Je pense que c'est de l'eczéma.";
    const advised = extractVisit(`${patient}\n${plan}\n${rules.forms.strengths.example}`, lang).medications.filter(
      (m) => m.status === 'advised',
    );
    expect(advised.map((m) => m.form)).toEqual([rules.forms.strengths.expect]);
    expect(advised[0].dosing).toMatch(lang === 'en' ? /^once or twice a day/ : /^deux fois par jour/);
  });

  it(`reads the dosing said after words of taking in a sentence of its own: "${rules.taking.example}"`, () => {
    const plan = lang === 'en' ? '[doctor] I think this is cellulitis.' : "[médecin] Je pense que c'est une cellulite.";
    const advised = extractVisit(`${patient}\n${plan}\n${rules.taking.example}`, lang).medications.filter(
      (m) => m.status === 'advised' && m.dosing,
    );
    expect(advised.map((m) => m.dosing)).toEqual([rules.taking.expect]);
  });

  it(`reads no dosing in "${rules.notExample}"`, () => {
    const read = dosings(rules.notExample);
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((d) => d === undefined)).toBe(true);
  });
});

describe('a dosing said in a sentence of its own, by a word standing for the medication', () => {
  const patient = '[doctor] What brings you in?\n[patient] I have a sore throat.';
  const read = (said: string) => extractVisit(`${patient}\n${said}`, 'en').medications.map((m) => [m.concept.id, m.dosing]);

  it("is the medication's advised just before ('... clarithromycin instead. It's one tablet twice a day for five days.')", () => {
    expect(
      read("[doctor] I'm going to give you something called clarithromycin instead. It's one tablet twice a day for five days."),
    ).toEqual([['clarithromycin', 'one tablet twice a day for five days']]);
    expect(read('[doctor] I will prescribe amoxicillin. Take it three times a day for a week.')).toEqual([
      ['amoxicillin', 'three times a day for a week'],
    ]);
  });

  it("is the member's where its class was named in between ('hydrocortisone cream. That's a mild steroid. Use it ...')", () => {
    expect(
      read("[doctor] I think this is eczema. I'll give you hydrocortisone cream. That's a mild steroid. Use it twice a day for a week."),
    ).toEqual([
      ['hydrocortisone-cream', 'twice a day for a week'],
      ['steroids', undefined],
    ]);
  });

  it('is no dosing where it says neither how much nor how often first ("It should help within a couple of days.")', () => {
    expect(read('[doctor] I will give you amoxicillin. It should help within a couple of days.')).toEqual([['amoxicillin', undefined]]);
  });
});

describe('what a medication is for', () => {
  const read = (said: string, lang: 'en' | 'fr') => extractVisit(said, lang).medications.map((m) => [m.concept.id, m.dosing]);

  it('is no dosing ("once a week | for my bones"), a duration after "for" is ("for three days")', () => {
    expect(read("[patient] And I'm on alendronic acid once a week for my bones.", 'en')).toEqual([['alendronic-acid', 'once a week']]);
    expect(read('[doctor] Take amoxicillin three times a day for seven days.', 'en')).toEqual([
      ['amoxicillin', 'three times a day for seven days'],
    ]);
  });
});

describe('a dosing in steps ("... on the first day and then ...")', () => {
  const transcript = [
    '[doctor] What brings you in?',
    '[patient] I have a cough.',
    "[doctor] I'm going to give you doxycycline, 200 milligrams on the first day and then 100 milligrams once a day for five days.",
  ].join('\n');

  it('is read whole by the visit model and written whole in the draft, in English and French', () => {
    expect(extractVisit(transcript, 'en').medications.map((m) => m.dosing)).toEqual([
      '200 milligrams on the first day and then 100 milligrams once a day for five days',
    ]);
    const template = { id: 'visit-note', sections: [{ id: 'plan', title: { en: 'Plan', fr: 'Plan' } }] } as const;
    const plan = draftNote(transcript, template, { language: 'en' })
      .sections[0].items.map((i) => i.body)
      .join(' ');
    expect(plan).toContain('doxycycline 200 mg on the first day and then 100 mg once a day for 5 days');
    const french = [
      "[médecin] Qu'est-ce qui vous amène ?",
      "[patient] J'ai de la toux.",
      '[médecin] Je vous prescris de la doxycycline, 200 milligrammes le premier jour puis 100 milligrammes par jour pendant cinq jours.',
    ].join('\n');
    expect(extractVisit(french, 'fr').medications.map((m) => m.dosing)).toEqual([
      '200 milligrammes le premier jour puis 100 milligrammes par jour pendant cinq jours',
    ]);
  });

  it('still ends at "and" before another thing ("100 mg once a day and come back in a week")', () => {
    const said = '[doctor] Take doxycycline 100 milligrams once a day and come back in a week.';
    expect(extractVisit(`[patient] I have a cough.\n${said}`, 'en').medications.map((m) => m.dosing)).toEqual([
      '100 milligrams once a day',
    ]);
  });
});
