// A French sentence of the patient's told in the third person: the subject, its verb, and an
// object pronoun said between them ("j'en ai besoin", "je l'ai pris").
import { toThirdPersonFr } from '../third-person';

describe('a French sentence of the patient in the third person', () => {
  it('puts the subject and its verb in the third person', () => {
    expect(toThirdPersonFr("J'ai mal au ventre.", 'she')).toBe('elle a mal au ventre.');
    expect(toThirdPersonFr('Je prends du paracétamol.', 'he')).toBe('il prend du paracétamol.');
    expect(toThirdPersonFr('Je ne dors pas bien.', 'they')).toBe('la personne ne dort pas bien.');
  });

  it('keeps an object pronoun between the subject and its verb, the verb in the third person', () => {
    expect(toThirdPersonFr("J'utilise la Ventoline quand j'en ai besoin.", 'they')).toBe(
      'la personne utilise la Ventoline quand la personne en a besoin.',
    );
    expect(toThirdPersonFr("J'y vais tous les jours.", 'she')).toBe('elle y va tous les jours.');
    expect(toThirdPersonFr("Je l'ai pris hier.", 'he')).toBe("il l'a pris hier.");
    expect(toThirdPersonFr('Je les prends le soir.', 'she')).toBe('elle les prend le soir.');
  });
});
