// A note written in one language of a consultation held in the other (an English note of a
// French consultation): its sentences are checked by what can be compared across languages,
// the concepts the note engine reads in each language under one id and the numbers; its words
// are not compared. A sentence stating what was said is supported; one stating what was not,
// or the other way round, is not.
import { checkEvidence } from '../check';
import type { NoteHeadings } from '../../draft/types';

const TEMPLATES: NoteHeadings = [
  {
    sections: [
      { id: 'subjective', title: { en: 'Subjective', fr: 'Subjectif' } },
      { id: 'assessment', title: { en: 'Assessment', fr: 'Évaluation' } },
      { id: 'plan', title: { en: 'Plan', fr: 'Plan' } },
    ],
  },
];

const FRENCH = [
  "[doctor] Bonjour, qu'est-ce qui vous amène aujourd'hui ?",
  "[patient] J'ai mal au ventre depuis trois jours, avec de la diarrhée.",
  '[doctor] Avez-vous de la fièvre ?',
  '[patient] Un peu, 38 hier soir. Pas de sang dans les selles.',
  "[patient] J'ai de l'asthme, j'utilise la Ventoline. Je suis allergique à la pénicilline.",
  '[doctor] Vous fumez ?',
  '[patient] Non, jamais.',
  "[doctor] Je pense que c'est une gastro-entérite virale. Prenez du paracétamol 1 g jusqu'à trois fois par jour.",
].join('\n');

const check = (sentences: Record<string, string[]>) =>
  checkEvidence(
    { transcript: FRENCH },
    {
      language: 'en',
      sections: Object.entries(sentences).map(([title, lines]) => ({ title, items: lines.map((body) => ({ title: '', body })) })),
    },
    TEMPLATES,
  ).sentences.map((s) => [s.text, s.state]);

describe('an English note of a French consultation', () => {
  it('supports what was said, by its concepts and numbers', () => {
    expect(
      check({
        Subjective: [
          'The patient reports diarrhea for three days.',
          'The patient has asthma.',
          'Temperature of 38.',
          'Allergies: Penicillin.',
        ],
        Assessment: ['Impression: Gastroenteritis.'],
        Plan: ['Paracetamol 1 g up to three times a day.'],
      }),
    ).toEqual([
      ['The patient reports diarrhea for three days.', 'supported'],
      ['The patient has asthma.', 'supported'],
      ['Temperature of 38.', 'supported'],
      ['Allergies: Penicillin.', 'supported'],
      ['Impression: Gastroenteritis.', 'supported'],
      ['Paracetamol 1 g up to three times a day.', 'supported'],
    ]);
  });

  it('does not support what was not said, nor what was said the other way round', () => {
    const states = Object.fromEntries(
      check({
        Subjective: ['The patient reports blood in the stool.', 'The patient has diabetes.'],
        Plan: ['Amoxicillin 500 mg three times a day.'],
      }),
    );
    expect(states['The patient reports blood in the stool.']).toMatch(/contradicted|unsupported/);
    expect(states['The patient has diabetes.']).toBe('unsupported');
    expect(states['Amoxicillin 500 mg three times a day.']).toBe('unsupported');
  });

  it('supports passages quoted as said, a denial among them, and not a passage quoted otherwise than said', () => {
    expect(
      check({
        Subjective: [
          "Patient: “J'ai mal au ventre depuis 3 jours, avec de la diarrhée” Patient: “Pas de sang dans les selles”",
          'Patient: “Du sang dans les selles”',
          'Patient: “sang dans les selles”',
        ],
      }),
    ).toEqual([
      ["Patient: “J'ai mal au ventre depuis 3 jours, avec de la diarrhée” Patient: “Pas de sang dans les selles”", 'supported'],
      ['Patient: “Du sang dans les selles”', expect.stringMatching(/contradicted|unsupported|partial/)],
      ['Patient: “sang dans les selles”', expect.stringMatching(/contradicted|unsupported|partial/)],
    ]);
  });

  it('marks a sentence with nothing to compare across languages partly supported, not supported', () => {
    expect(check({ Plan: ['Rest at home.'] })).toEqual([['Rest at home.', 'partial']]);
  });

  it('marks one naming only numbers said in the sources partly supported, and one naming a number never said unsupported', () => {
    // "depuis trois jours": a 3 is said, though no words of another language place it.
    expect(check({ Plan: ['Rest at home for 3 days.', 'Rest at home for 5 days.'] })).toEqual([
      ['Rest at home for 3 days.', 'partial'],
      ['Rest at home for 5 days.', 'unsupported'],
    ]);
  });

  it("offers what the note leaves out in the note's language, from the lexicon's names in it", () => {
    const omissions = checkEvidence(
      { transcript: FRENCH },
      { language: 'en', sections: [{ title: 'Subjective', items: [{ title: '', body: 'The patient reports abdominal pain.' }] }] },
      TEMPLATES,
    ).omissions.map((o) => o.text);
    expect(omissions).toEqual(
      expect.arrayContaining([
        'The impression is gastroenteritis.',
        'Reports diarrhea.',
        'Has a history of asthma.',
        'Is allergic to penicillin.',
        'Advised to take paracetamol.',
        'Does not smoke.',
      ]),
    );
    // Nothing written from a concept stays in French.
    expect(omissions.join('\n')).not.toMatch(/Rapporte|antécédents|L'impression|Allergique|Prise de|fume/);
  });

  it("offers the plan in the note's language: a medication as named, time off and a review with their time", () => {
    const plan = [
      "[doctor] Qu'est-ce qui vous amène ?",
      "[patient] J'ai de la diarrhée depuis trois jours.",
      "[doctor] Je pense que c'est une gastro-entérite. Prenez du paracétamol et le Smecta. Je vous fais un arrêt de travail de deux jours.",
      "[doctor] Buvez beaucoup d'eau.",
      '[doctor] Si ça ne va pas mieux dans trois jours, revenez me voir.',
    ].join('\n');
    const omissions = checkEvidence(
      { transcript: plan },
      { language: 'en', sections: [{ title: 'Subjective', items: [{ title: '', body: 'Diarrhea for three days.' }] }] },
      TEMPLATES,
    ).omissions.map((o) => o.text);
    expect(omissions).toEqual(
      expect.arrayContaining([
        'Advised to take Smecta.',
        'Time off work is advised for 2 days.',
        'Review in 3 days if not improving.',
        'Drink plenty of fluids.',
      ]),
    );
    expect(omissions.join('\n')).not.toMatch(/conseill|Réévaluation|arrêt/);
    // A note stating them in its own words leaves none of them out.
    const stated = checkEvidence(
      { transcript: plan },
      {
        language: 'en',
        sections: [
          { title: 'Subjective', items: [{ title: '', body: 'Diarrhea for three days.' }] },
          {
            title: 'Plan',
            items: ['Smecta.', 'Off work for 2 days.', 'Review in 3 days if no better.', 'Push fluids.'].map((body) => ({
              title: '',
              body,
            })),
          },
        ],
      },
      TEMPLATES,
    ).omissions.map((o) => o.text);
    expect(stated.join('\n')).not.toMatch(/Smecta|work|Review|fluids/);
  });

  it("keeps them in the consultation's language for a note in it", () => {
    const omissions = checkEvidence(
      { transcript: FRENCH },
      { language: 'fr', sections: [{ title: 'Subjectif', items: [{ title: '', body: 'Douleur abdominale.' }] }] },
      TEMPLATES,
    ).omissions.map((o) => o.text);
    expect(omissions.join('\n')).toMatch(/Rapporte : diarrhée/);
  });
});

describe('what a draft in the other language says of itself', () => {
  it('claims nothing: "Not discussed." and the quoted-language remark are not marked partly supported', () => {
    expect(check({ Assessment: ['Not discussed.'], Plan: ['Quoted passages are in French, the language of the transcript.'] })).toEqual([
      ['Not discussed.', 'supported'],
      ['Quoted passages are in French, the language of the transcript.', 'supported'],
    ]);
  });
});
