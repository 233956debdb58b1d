// How the draft names an allergy in the note's language, whatever language it was said in.
import { allergyPhrase } from '../phrases';

describe('an allergy in the note', () => {
  it('is named in English and in French, with its reaction', () => {
    expect(allergyPhrase('penicillin', 'hives', 'en')).toBe('penicillin (reaction: hives)');
    expect(allergyPhrase('penicillin', 'hives', 'fr')).toBe('pénicilline (réaction : urticaire)');
  });

  it('said in French, is named in English in an English note ("allergique à la pénicilline")', () => {
    expect(allergyPhrase('pénicilline', undefined, 'en')).toBe('penicillin');
    expect(allergyPhrase('arachides', 'urticaire', 'en')).toBe('peanuts (reaction: hives)');
    // One the tables do not know stays as it was said.
    expect(allergyPhrase('ambroisie', undefined, 'en')).toBe('ambroisie');
  });
});
