// Which body part a symptom is of: each language's siting rules (rules/<lang>/siting.json) on
// their own sentence, and a part said before a new clause kept.
import { readTranscript } from '../read-sentences';
import sitingEn from '../../../rules/en/siting.json';
import sitingFr from '../../../rules/fr/siting.json';

const symptoms = (text: string, lang: 'en' | 'fr') =>
  readTranscript(`[patient] ${text}`, lang)
    .sentences.flatMap((s) => s.mentions)
    .filter((m) => m.concept.kind === 'symptom')
    .map((m) => m.concept.id)
    .sort();

describe('a symptom is of the part said near it, not of one said after it in a new clause', () => {
  it.each([
    ['en', sitingEn.example, sitingEn.expect],
    ['fr', sitingFr.example, sitingFr.expect],
  ] as const)('%s: "%s"', (lang, example, expected) => {
    expect(symptoms(example, lang)).toEqual([...expected].sort());
  });

  it('still sites a symptom at a part said after it in the same clause, or before it across a comma', () => {
    expect(symptoms('It is swollen around my left ankle.', 'en')).toEqual(['ankle-swelling']);
    expect(symptoms('My ankle, it is swollen, and it hurts.', 'en')).toEqual(expect.arrayContaining(['ankle-swelling']));
  });
});
