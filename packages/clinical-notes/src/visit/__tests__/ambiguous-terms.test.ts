// rules/<lang>/ambiguous-terms.json: a lay term that says one symptom or another ("bunged up": the nose, or the bowels) is
// the one the clinician's question just before, or the sentence itself, talks of; a lay name of two parts of the body
// ("down below") is the one the speaker's turn, or the clinician's just before, talks of.
import { LANGUAGES } from '../../language';
import { AMBIGUOUS_TERMS } from '../ambiguous-terms';
import { readTranscript } from '../read-sentences';

const examples = LANGUAGES.flatMap((lang) =>
  AMBIGUOUS_TERMS[lang].terms.flatMap((t) => t.examples.map((e) => [lang, t.words, e.example, e.expect] as const)),
);

const partExamples = LANGUAGES.flatMap((lang) =>
  AMBIGUOUS_TERMS[lang].parts.flatMap((t) => t.examples.map((e) => [lang, t.words, e.example, e.expect] as const)),
);

describe('ambiguous lay terms', () => {
  it('have examples in English', () => {
    expect(examples.filter(([lang]) => lang === 'en').length).toBeGreaterThan(2);
  });

  it.each(examples)('(%s) "%s" in "%s" is %s, once', (lang, _words, example, expected) => {
    const symptoms = readTranscript(example, lang)
      .sentences.filter((s) => s.role !== 'clinician')
      .flatMap((s) => s.mentions)
      .filter((m) => m.concept.kind === 'symptom')
      .map((m) => m.concept.id);
    expect(symptoms).toEqual([expected]);
  });

  it.each(partExamples)('(%s) the part "%s" in "%s" is %s, once', (lang, _words, example, expected) => {
    const parts = readTranscript(example, lang)
      .sentences.filter((s) => s.role !== 'clinician')
      .flatMap((s) => s.mentions)
      .filter((m) => m.concept.kind === 'body-part')
      .map((m) => m.concept.id);
    expect(parts).toEqual([expected]);
  });
});
