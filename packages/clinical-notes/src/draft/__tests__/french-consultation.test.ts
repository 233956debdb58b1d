// A French consultation drafted in French: the clinician's plan is the plan (its sentences are
// no history once "je pense que c'est ..." opens it), what to call back for is written with
// every condition said before the call, vomiting answered yes is held, and the patient greeted
// as "madame" is "la patiente".
import { draftNote } from '../generate';
import { SUBJECTIVE_AND_PLAN } from './subjective-and-plan';
import { EXAM_AND_PLAN } from './exam-and-plan';

const CONSULTATION = [
  "[médecin] Bonjour madame, qu'est-ce qui vous amène aujourd'hui ?",
  "[patient] J'ai mal au ventre depuis trois jours, et j'ai de la diarrhée.",
  '[médecin] Est-ce que vous avez vomi ?',
  '[patient] Oui, deux fois hier.',
  '[médecin] Avez-vous du sang dans les selles ?',
  '[patient] Non, pas de sang.',
  '[médecin] Vous avez des problèmes de santé ?',
  "[patient] J'ai de l'asthme, j'utilise la Ventoline quand j'en ai besoin.",
  '[médecin] Vous fumez ?',
  '[patient] Non, jamais.',
  "[médecin] Bon, je pense que c'est une gastro-entérite. Buvez beaucoup d'eau et prenez du paracétamol. " +
    'Si vous avez du sang dans les selles ou si la fièvre monte, rappelez-nous.',
  '[patient] D’accord, merci docteur.',
].join('\n');

const draft = draftNote(CONSULTATION, SUBJECTIVE_AND_PLAN, { language: 'fr' });
const lines = (at: 0 | 1) => draft.sections[at].items.map((i) => `${i.title ? `${i.title} : ` : ''}${i.body}`);

describe('a French consultation drafted in French', () => {
  it('writes of the patient greeted as "madame" as "la patiente"', () => {
    expect(lines(0).join('\n')).toMatch(/^La patiente consulte pour/m);
    expect([...lines(0), ...lines(1)].join('\n')).not.toMatch(/Le patient/);
  });

  it('holds the vomiting answered yes', () => {
    expect(lines(0).join('\n')).toMatch(/rapporte aussi : vomissements/);
  });

  it('writes what to call back for with both conditions said before the call, in the plan only', () => {
    expect(lines(1)).toContain('Consignes de reconsultation : Rappeler si la personne a du sang dans les selles ou si la fièvre monte.');
    expect(lines(0).join('\n')).not.toMatch(/rappelez|rappeler/i);
  });
});

describe('a test of a body part, in a few weeks', () => {
  const said = [
    "[médecin] Bonjour, qu'est-ce qui vous amène ?",
    "[patient] J'ai mal au genou droit depuis trois semaines.",
    "[médecin] Je pense que c'est de l'arthrose. On va faire une radiographie du genou dans deux semaines.",
  ].join('\n');
  const plan = (language: 'en' | 'fr') =>
    draftNote(said, SUBJECTIVE_AND_PLAN, { language })
      .sections[1].items.map((i) => i.body)
      .join('\n');

  it('is written with its part and when it is done, in the French note and in an English one ("in", not "for")', () => {
    expect(plan('fr')).toMatch(/Prévoir radiographie \(genou\) dans deux semaines\./);
    expect(plan('en')).toMatch(/Knee x-ray will be arranged in 2 weeks\./);
  });
});

describe('a French child with an earache (runny nose, cough, a medication to carry on "s\'il a mal")', () => {
  const otite = [
    "[médecin] Bonjour madame, bonjour Léo. Qu'est-ce qui vous amène aujourd'hui ?",
    "[patient] Léo a mal à l'oreille droite depuis hier soir.",
    '[médecin] Il a eu le nez qui coule, un rhume ces derniers jours ?',
    '[patient] Oui, il a le nez qui coule depuis une semaine à peu près, et il tousse un peu.',
    "[médecin] Donc c'est une otite moyenne aiguë à droite. Vous pouvez continuer le Doliprane toutes les six heures s'il a mal ou de la fièvre.",
  ].join('\n');
  const [subjective, plan] = draftNote(otite, SUBJECTIVE_AND_PLAN, { language: 'fr', pronoun: 'he' }).sections.map((s) =>
    s.items.map((i) => i.body).join('\n'),
  );

  it('holds the runny nose and the cough said as a verb ("le nez qui coule", "il tousse")', () => {
    expect(subjective).toMatch(/écoulement nasal/);
    expect(subjective).toMatch(/toux/);
  });

  it('writes the eardrum examined in the French note, and in an English one ("Right eardrum is red and bulging.")', () => {
    const examined = `${otite}\n[médecin] Je vais l'examiner. Alors le tympan droit est rouge et bombé.`;
    const exam = (language: 'en' | 'fr') =>
      draftNote(examined, EXAM_AND_PLAN, { language, pronoun: 'he' }).sections[0].items.map((i) => i.body);
    expect(exam('fr')).toContain('Le tympan droit est rouge et bombé.');
    expect(exam('en')).toContain('Right eardrum is red and bulging.');
  });

  it('writes the medication to carry on without the condition cut at its elided "s\'" ("s\'il a mal")', () => {
    expect(plan).toContain('Continuer le Doliprane toutes les 6 heures.');
    expect(plan).not.toMatch(/s'\./);
  });
});
