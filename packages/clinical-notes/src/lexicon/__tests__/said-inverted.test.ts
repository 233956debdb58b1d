// A condition named "<part> <head>" is said the other way round too ("an infection in the
// kidney"): each language's rule on its own sentence.
import { LANGUAGES } from '../../language';
import { readTranscript } from '../../visit/read-sentences';
import { SAID_INVERTED } from '../lexicon';

describe.each(LANGUAGES)('conditions said the other way round (%s)', (lang) => {
  const { example } = SAID_INVERTED[lang];
  it(`reads ${example.concept} in "${example.said}"`, () => {
    const mentions = readTranscript(`[doctor] ${example.said}`, lang).sentences.flatMap((s) => s.mentions);
    expect(mentions.map((m) => m.concept.id)).toContain(example.concept);
  });
});

it('reads "an infection in my chest" as a chest infection, and "a chest infection" still', () => {
  const ids = (text: string) =>
    readTranscript(`[patient] ${text}`, 'en')
      .sentences.flatMap((s) => s.mentions)
      .map((m) => m.concept.id);
  expect(ids('I think I have an infection in my chest.')).toContain('chest-infection');
  expect(ids('I think I have a chest infection.')).toContain('chest-infection');
});
