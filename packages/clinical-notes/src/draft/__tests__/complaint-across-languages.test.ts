// The chief complaint of a draft written in another language than the consultation's is the
// visit model's, named by the note language's lexicon: a French consultation about hearing
// drafted in English names the hearing loss, never a symptom the patient denied ("Vous avez de
// la fièvre ?" "Non, pas de fièvre.").
import { draftNote } from '../generate';
import { SUBJECTIVE_AND_PLAN } from './subjective-and-plan';

const FRENCH = [
  "[médecin] Bonjour, qu'est-ce qui vous amène aujourd'hui ?",
  "[patient] J'entends mal de l'oreille gauche depuis six semaines, et j'ai des acouphènes.",
  '[médecin] Vous avez de la fièvre ?',
  '[patient] Non, pas de fièvre.',
].join('\n');

const complaintOf = (language: 'en' | 'fr') =>
  draftNote(FRENCH, SUBJECTIVE_AND_PLAN, { language }).sections[0].items.find((i) => /complaint|motif/i.test(i.title))?.body;

describe('the chief complaint of a French consultation', () => {
  it('drafted in English is the hearing loss and tinnitus, in English words', () => {
    expect(complaintOf('en')).toBe('Difficulty hearing and tinnitus.');
  });

  it('drafted in French is the same, in French words', () => {
    expect(complaintOf('fr')).toBe('Perte auditive et acouphènes.');
  });
});
