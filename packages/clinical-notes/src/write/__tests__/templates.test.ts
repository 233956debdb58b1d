// The sentences the engine writes: the same templates in both languages, each filled in.
import { phraseKeys } from '../../nlp/analyse';
import { templateIds, templateOf, write } from '../templates';

describe('write templates', () => {
  it.each(templateIds())('"%s" exists in English and French, and fills every placeholder', (id) => {
    for (const lang of ['en', 'fr'] as const) {
      const filled = write(lang, id, { name: 'asthma', duration: 'three days', dosing: 'twice a day', timing: 'in a week', clause: 'x' });
      expect(templateOf(lang, id).template).toBeTruthy();
      expect(filled).not.toMatch(/[{}]/);
      expect(filled).toMatch(/[.]$/);
    }
  });

  it.each(templateIds().flatMap((id) => (['en', 'fr'] as const).map((lang) => [id, lang] as const)))(
    '"%s" (%s) writes its example from its values',
    (id, lang) => {
      const { values, example } = templateOf(lang, id);
      expect(write(lang, id, values)).toBe(example);
    },
  );

  // "Not in the note" takes a sentence saying one of a template's markers for the fact: the engine's own sentence must say one.
  it.each(
    templateIds().flatMap((id) =>
      (['en', 'fr'] as const).filter((lang) => templateOf(lang, id).markers?.length).map((lang) => [id, lang] as const),
    ),
  )('"%s" (%s) says one of its markers in its example', (id, lang) => {
    const { example, markers } = templateOf(lang, id);
    const said = new Set(phraseKeys(example, lang));
    expect((markers ?? []).some((m) => phraseKeys(m, lang).every((k) => said.has(k)))).toBe(true);
  });

  it('elides the French "de" before a vowel ({de name})', () => {
    expect(write('fr', 'history', { name: 'asthme' })).toBe("A des antécédents d'asthme.");
    expect(write('fr', 'history', { name: 'diabète' })).toBe('A des antécédents de diabète.');
  });

  it('capitalises {Name} and keeps {name} as it is', () => {
    expect(write('en', 'symptom-duration', { name: 'diarrhea', duration: 'for the last three days' })).toBe(
      'Reports diarrhea for the last three days.',
    );
    expect(write('en', 'possible-impression', { name: 'gastroenteritis' })).toBe('Gastroenteritis is possible.');
  });
});
