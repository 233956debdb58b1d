// A general symptom held present at one of its parts is not denied: "joint pain" answered no to
// "any other joint pain?" beside knee pain (lexicon `covers`, each with the exchange it serves).
import { LANGUAGES } from '../../language';
import { lexiconEntries } from '../../lexicon/lexicon';
import { draftNote } from '../../draft/generate';
import type { DraftTemplate } from '../../draft/types';

const SUBJECTIVE: DraftTemplate = { id: 'soap', sections: [{ id: 'subjective', title: { en: 'Subjective', fr: 'Subjectif' } }] };
const covering = LANGUAGES.flatMap((lang) =>
  lexiconEntries(lang, 'symptom').flatMap((e) => (e.covers ? [[lang, e.id, e.name, e.covers.example] as const] : [])),
);

describe('a general symptom held present at one of its parts', () => {
  it('is named in both languages', () => {
    expect(new Set(covering.map(([lang]) => lang))).toEqual(new Set(LANGUAGES));
  });

  it.each(covering)('(%s) %s is not denied beside it: "%s"', (lang, _id, name, example) => {
    const text = draftNote(example, SUBJECTIVE, { language: lang })
      .sections.flatMap((s) => s.items.map((i) => i.body))
      .join('\n');
    expect(text).not.toMatch(new RegExp(`(?:denies|nie)[^\\n]*${name}`, 'i'));
  });

  it('is denied where no part of it is held present', () => {
    const said = '[patient] I have had a cough for a week.\n[doctor] Any joint pain?\n[patient] No.';
    const text = draftNote(said, SUBJECTIVE, { language: 'en' })
      .sections.flatMap((s) => s.items.map((i) => i.body))
      .join('\n');
    expect(text).toMatch(/denies[^\n]*joint pain/i);
  });
});
