// A symptom not said of a part ("achy": body aches) is, said of one, the symptom there its
// entry names ("my knee feels achy": knee pain): each entry's own sentence, in each language.
import { LANGUAGES } from '../../language';
import { extractVisit } from '../../visit/extract';
import { lexiconEntries } from '../lexicon';

const cases = LANGUAGES.flatMap((lang) =>
  lexiconEntries(lang, 'symptom').flatMap((e) => (e.sitedAs ? [[lang, e.id, e.sitedAs.example, e.sitedAs.expect] as const] : [])),
);

describe('symptoms said of a part', () => {
  it('has an entry in each language', () => {
    for (const lang of LANGUAGES) expect(cases.some(([l]) => l === lang)).toBe(true);
  });

  it.each(cases)('%s: %s in "%s" is %s', (lang, id, example, expected) => {
    const ids = extractVisit(`[patient] ${example}`, lang).symptoms.map((f) => f.concept.id);
    expect(ids).toContain(expected);
    expect(ids).not.toContain(id);
  });

  it('keeps the symptom said of no part ("I feel achy all over": body aches), and reads the teeth ("the top teeth feel a bit achy": toothache)', () => {
    const ids = (said: string) => extractVisit(`[patient] ${said}`, 'en').symptoms.map((f) => f.concept.id);
    expect(ids('I feel achy all over.')).toEqual(['body-aches']);
    expect(ids('On the left, the top teeth feel a bit achy.')).toEqual(['toothache']);
  });
});
