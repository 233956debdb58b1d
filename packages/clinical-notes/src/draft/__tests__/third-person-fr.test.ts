// A French sentence of the patient's told in the third person: the subject, its verb, and an
// object pronoun said between them ("j'en ai besoin", "je l'ai pris").
import { toThirdPersonFr } from '../third-person';

describe('a French sentence of the patient in the third person', () => {
  it('puts the subject and its verb in the third person', () => {
    expect(toThirdPersonFr("J'ai mal au ventre.", 'she')).toBe('elle a mal au ventre.');
    expect(toThirdPersonFr('Je prends du paracétamol.', 'he')).toBe('il prend du paracétamol.');
    expect(toThirdPersonFr('Je ne dors pas bien.', 'they')).toBe('la personne ne dort pas bien.');
  });

  it('writes what a parent speaking did to the patient as done to them ("Je lui ai donné du Doliprane")', () => {
    expect(toThirdPersonFr('Je lui ai donné du Doliprane à huit heures.', 'he')).toBe('on lui a donné du Doliprane à huit heures.');
  });

  it('keeps an object pronoun between the subject and its verb, the verb in the third person', () => {
    expect(toThirdPersonFr("J'utilise la Ventoline quand j'en ai besoin.", 'they')).toBe(
      'la personne utilise la Ventoline quand la personne en a besoin.',
    );
    expect(toThirdPersonFr("J'y vais tous les jours.", 'she')).toBe('elle y va tous les jours.');
    expect(toThirdPersonFr("Je l'ai pris hier.", 'he')).toBe("il l'a pris hier.");
    expect(toThirdPersonFr('Je les prends le soir.', 'she')).toBe('elle les prend le soir.');
  });

  it('leaves a word that ends in "me", "ma", "mon" or "moi" after an accented letter as it is', () => {
    expect(toThirdPersonFr("J'ai un problème de dos, c'est mon système nerveux.", 'she')).toBe(
      "elle a un problème de dos, c'est son système nerveux.",
    );
    expect(toThirdPersonFr("J'ai de l'eczéma, comme sur mon schéma.", 'he')).toBe("il a de l'eczéma, comme sur son schéma.");
    expect(toThirdPersonFr('Ça me gratte, même la nuit.', 'she')).toBe('Ça lui gratte, même la nuit.');
  });
});
