// Operations the patient had are the past surgical history: read from the patient's own words
// ("I had my appendix taken out"), in English and French, by the lexicon's procedures
// (lexicon/<lang>/procedures.json); one the clinician plans is no history. The draft writes
// them apart from the past medical history, and the evidence check stands a note's
// "Appendectomy." on the patient's words.
import { checkEvidence } from '../../evidence/check';
import { lexiconEntries } from '../../lexicon/lexicon';
import { draftFromVisit } from '../../write/draft';
import type { NoteHeadings } from '../../draft/types';
import { extractVisit } from '../extract';

const historyOf = (transcript: string, lang: 'en' | 'fr') => extractVisit(transcript, lang).history.map((f) => f.concept.id);

describe('operations the patient had', () => {
  it.each(
    (['en', 'fr'] as const).flatMap((lang) =>
      lexiconEntries(lang, 'procedure').flatMap((e) => e.terms.map((t) => [lang, e.id, t] as const)),
    ),
  )('%s: %s is read from "%s" said by the patient', (lang, id, term) => {
    const said =
      lang === 'en'
        ? `[doctor] Any operations?\n[patient] Well, I had ${term} years ago.`
        : `[doctor] Des opérations ?\n[patient] Oui, ${term} il y a des années.`;
    expect(historyOf(said, lang)).toContain(id);
  });

  it('reads none the clinician plans, nor one the patient denies', () => {
    expect(historyOf('[doctor] We will schedule you for a knee replacement next month.\n[patient] Okay.', 'en')).toEqual([]);
    expect(historyOf("[doctor] Any surgeries?\n[patient] No, I've never had my appendix out or anything.", 'en')).toEqual([]);
  });

  it('is written as the past surgical history, apart from the past medical history', () => {
    const visit = extractVisit(
      '[doctor] Any medical problems or operations?\n[patient] I have asthma, and they took my gall bladder out several years ago.',
      'en',
    );
    const items = draftFromVisit(visit, [{ id: 'history', parts: ['past-history'] }], { language: 'en' });
    const text = items.itemsOf('history', 'past-history').map((i) => i.text);
    expect(text.join(' ')).toContain('past medical history of asthma');
    expect(text.join(' ')).toContain('past surgical history of cholecystectomy');
  });

  it("backs a note's operation with the patient's words", () => {
    const templates: NoteHeadings = [
      { sections: [{ id: 'subjective', title: { en: 'Past surgical history', fr: 'Antécédents chirurgicaux' } }] },
    ];
    const transcript = '[doctor] Any surgeries?\n[patient] I did have my appendix taken out when I was 18.';
    const stateOf = (body: string) =>
      checkEvidence({ transcript }, { sections: [{ title: 'Past surgical history', items: [{ title: '', body }] }] }, templates)
        .sentences[0].state;
    expect(stateOf('Appendectomy.')).toBe('supported');
    expect(stateOf('Tonsillectomy.')).not.toBe('supported');
  });
});
