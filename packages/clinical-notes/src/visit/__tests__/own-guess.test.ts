// A guess or a fear the clinician voices as their own is their possible impression; the same cue
// with another subject is someone else's thought (rules/<lang>/own-guess.json, each language's
// example and control).
import { LANGUAGES } from '../../language';
import { extractVisit } from '../extract';
import { OWN_GUESS } from '../own-guess';

const impressions = (lines: string[], lang: (typeof LANGUAGES)[number]) =>
  extractVisit(lines.join('\n'), lang).impressions.map((i) => [i.concept.id, i.certainty]);

describe.each(LANGUAGES)('a guess the clinician voices as their own (%s)', (lang) => {
  const rules = OWN_GUESS[lang];

  it('is their possible impression', () => {
    expect(impressions(rules.example, lang)).toEqual([[rules.condition, 'possible']]);
  });

  it('is no impression with another subject', () => {
    expect(impressions(rules.control, lang)).toEqual([]);
  });
});

describe('the subject of a guess', () => {
  it("is the nearest person said before its cue (\"I know you're worried it's cancer\" is the patient's)", () => {
    expect(impressions(['[patient] I found a lump.', "[doctor] I know you're worried it's cancer."], 'en')).toEqual([]);
    expect(impressions(['[patient] I found a lump.', "[doctor] I'm a bit concerned it could be a hernia."], 'en')).toEqual([
      ['hernia', 'possible'],
    ]);
  });
});
