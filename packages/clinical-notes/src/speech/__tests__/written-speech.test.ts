// A spoken sentence written as a note writes it: each word list of rules/<lang>/speech.json
// "written" on the sentence it serves, and what is never taken away.
import { asSentence, writtenNumbers, writtenSpeech } from '../written-speech';

describe('a spoken sentence written', () => {
  it('loses its fillers ("Um, I have had it for, you know, three days.")', () => {
    expect(writtenSpeech('Um, I have had it for, you know, three days.')).toBe('I have had it for 3 days.');
  });

  it('loses the words that open it without saying anything ("Okay, so the pain started on Monday.")', () => {
    expect(writtenSpeech('Okay, so the pain started on Monday.')).toBe('the pain started on Monday.');
  });

  it('loses a request for agreement at its end ("We\'ll get an x-ray, okay?")', () => {
    expect(writtenSpeech("We'll get an x-ray, okay?")).toBe("We'll get an x-ray?");
  });

  it('keeps "okay" where it means fine ("The knee feels okay now.")', () => {
    expect(writtenSpeech('The knee feels okay now.')).toBe('The knee feels okay now.');
  });

  it('loses a word it was cut off at ("That cleared with cough and")', () => {
    expect(writtenSpeech('That cleared with cough and')).toBe('That cleared with cough');
  });

  it('loses the comma a hesitation left ("I\'ll order another, uh, cbc"), not one listing letters ("vitamin a, d and e")', () => {
    expect(writtenSpeech("I'll order another, uh, cbc.")).toBe("I'll order another cbc.");
    expect(writtenSpeech('She takes vitamin a, d and e.')).toBe('She takes vitamin a, d and e.');
  });

  it('is read with the French lists in French ("Euh, alors, j\'ai mal au dos depuis trois jours, d\'accord ?")', () => {
    expect(writtenSpeech("Euh, alors, j'ai mal au dos depuis trois jours, d'accord ?", 'fr')).toBe("j'ai mal au dos depuis 3 jours?");
  });

  it('joins contractions and says numbers and doses as a note writes them', () => {
    expect(writtenSpeech("I do n't take ten milligrams.")).toBe("I don't take 10 mg.");
    expect(writtenNumbers('two tablets of five hundred milligrams')).toBe('2 tablets of 500 mg');
  });

  it('is empty when nothing is said, and a sentence starts with a capital and ends with a stop', () => {
    expect(writtenSpeech('Um, uh.')).toBe('');
    expect(asSentence('the pain started on monday')).toBe('The pain started on monday.');
  });
});
