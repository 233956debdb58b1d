// The side a symptom of a body part was said on is the note's too: "my right knee has been
// hurting" is right knee pain, "j'ai mal au genou droit" is "douleur au genou droit" (the
// lexicon's name of a knee's pain), "mal à la cheville gauche" is "douleur (cheville gauche)",
// in the complaint and the history alike, and in a note of the other language where it can be said.
import { extractVisit } from '../../visit/extract';
import { draftNote } from '../generate';
import { SUBJECTIVE_AND_PLAN } from './subjective-and-plan';

const ENGLISH = [
  '[doctor] Hello, what brings you in today?',
  '[patient] My right knee has been hurting for a week.',
  '[doctor] Does anything else hurt?',
  '[patient] My left ankle hurts too.',
].join('\n');

const FRENCH = [
  "[médecin] Bonjour, qu'est-ce qui vous amène aujourd'hui ?",
  "[patient] J'ai mal au genou droit depuis une semaine.",
  '[médecin] Vous avez mal ailleurs ?',
  "[patient] J'ai aussi mal à la cheville gauche.",
].join('\n');

const subjective = (transcript: string, language: 'en' | 'fr') =>
  draftNote(transcript, SUBJECTIVE_AND_PLAN, { language }).sections[0].items;
const complaintOf = (transcript: string, language: 'en' | 'fr') =>
  subjective(transcript, language).find((i) => /complaint|motif/i.test(i.title))?.body;

describe('the side a symptom was said on', () => {
  it('is held by the visit model with the word it was said with', () => {
    const sides = (transcript: string, lang: 'en' | 'fr') =>
      extractVisit(transcript, lang).symptoms.map((f) => [f.concept.id, f.attributes.side, f.attributes.sideSaid]);
    expect(sides(ENGLISH, 'en')).toEqual([
      ['knee-pain', 'right', 'right'],
      ['ankle-pain', 'left', 'left'],
    ]);
    expect(sides(FRENCH, 'fr')).toEqual([
      ['knee-pain', 'right', 'droit'],
      ['ankle-pain', 'left', 'gauche'],
    ]);
  });

  it('names the complaint and the history in English ("Right knee pain.")', () => {
    expect(complaintOf(ENGLISH, 'en')).toBe('Right knee pain.');
    expect(
      subjective(ENGLISH, 'en')
        .map((i) => i.body)
        .join(' '),
    ).toMatch(/right knee pain for a week[\s\S]*left ankle pain/);
  });

  it('names them in French after the part, agreeing with it ("Douleur au genou droit.")', () => {
    expect(complaintOf(FRENCH, 'fr')).toBe('Douleur au genou droit.');
    expect(
      subjective(FRENCH, 'fr')
        .map((i) => i.body)
        .join(' '),
    ).toMatch(/douleur de la cheville gauche/);
  });

  it('names it in an English note of a French consultation, and in a French note of an English one only without a side', () => {
    expect(complaintOf(FRENCH, 'en')).toBe('Right knee pain.');
    expect(complaintOf(ENGLISH, 'fr')).toBe('Douleur au genou.');
  });
});
