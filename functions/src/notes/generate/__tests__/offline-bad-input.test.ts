// Bad input through the offline generation entry point and the evidence check (the faults a
// real transcript brings): a draft (possibly with nothing in it) or a clear refusal, never an exception. An
// empty session is refused before any draft ("notesNothingToSummarise", generate.ts); the
// drafter itself still answers one. bench/bad-input.mjs measures the 3-hour transcript.
import { offlineDraft } from '../offline-writer';
import { checkEvidence } from '../../evidence/evidence';
import type { NoteSources } from '../../model/prompt';
import type { NoteGenerationRequest } from '../../../shared/notes';

const VISIT = [
  '[doctor] What brings you in today?',
  "[patient] I've had a cough for two weeks and a fever.",
  '[doctor] Any chest pain?',
  '[patient] No.',
  "[doctor] It sounds like a chest infection. Drink plenty of fluids and come back in a week if it's not better.",
];
const FRENCH = [
  "[médecin] Qu'est-ce qui vous amène ?",
  "[patient] J'ai de la fièvre et des vomissements depuis trois jours.",
  '[médecin] Pas de diarrhée ?',
  '[patient] Non.',
  "[médecin] Je pense que c'est une gastro-entérite. Il faut boire beaucoup d'eau.",
];
const untagged = VISIT.map((line) => line.replace(/^\[\w+\] /, ''));

const sources = (transcript: string): NoteSources => ({
  transcript,
  ownNotes: '',
  context: '',
  files: [],
  participants: [],
  patientName: '',
  pronoun: 'they',
  patientTerm: 'Patient',
  writingStyle: '',
});
const request = (language: 'en' | 'fr'): NoteGenerationRequest => ({
  sessionId: 'session-bad-input',
  templateIds: ['soap'],
  style: 'bullet',
  language,
  vague: false,
  longSummary: false,
  localDate: '2026-01-01',
});

/** The offline draft of a transcript and its evidence check. */
function draftAndCheck(transcript: string, language: 'en' | 'fr') {
  const draft = offlineDraft('soap', request(language), sources(transcript));
  const report = checkEvidence({ transcript }, { sections: draft.sections, language });
  const text = draft.sections.map((s) => [s.title, ...s.items.map((c) => `${c.title} ${c.body}`)].join('\n')).join('\n');
  return { draft, report, text };
}

const FAULTS: Array<[string, string, 'en' | 'fr']> = [
  ['empty', '', 'en'],
  ['one speaker', '[doctor] Any chest pain? Drink plenty of fluids and come back in a week.', 'en'],
  ['no speaker tags', untagged.join('\n'), 'en'],
  [
    'no punctuation',
    untagged
      .join(' ')
      .toLowerCase()
      .replace(/[.,?!]/g, ''),
    'en',
  ],
  ['all capitals', VISIT.join('\n').toUpperCase(), 'en'],
  ['French', FRENCH.join('\n'), 'fr'],
  ['mixed languages', '[doctor] Any fever?\n[patient] Non, pas de fièvre, but I have had a cough since trois jours.', 'en'],
];

describe('the offline draft and the evidence check on bad input', () => {
  it.each(FAULTS)('%s: a draft with its sections and a report, no exception', (_name, transcript, language) => {
    const { draft, report } = draftAndCheck(transcript, language);
    expect(draft.sections.length).toBeGreaterThan(0);
    for (const fact of draft.facts) expect(fact.text.trim()).not.toBe('');
    expect(Array.isArray(report.sentences)).toBe(true);
    expect(Array.isArray(report.omissions)).toBe(true);
  });

  it('an empty transcript states no fact', () => {
    expect(draftAndCheck('', 'en').draft.facts).toEqual([]);
  });

  it('speech without tags or punctuation still drafts the complaint', () => {
    for (const transcript of [
      untagged.join('\n'),
      untagged
        .join(' ')
        .toLowerCase()
        .replace(/[.,?!]/g, ''),
    ]) {
      expect(draftAndCheck(transcript, 'en').text.toLowerCase()).toMatch(/cough/);
    }
  });

  it('capitals draft what lower case does', () => {
    expect(draftAndCheck(VISIT.join('\n').toUpperCase(), 'en').text.toLowerCase()).toMatch(/cough/);
  });

  it('a French visit is drafted in French', () => {
    expect(draftAndCheck(FRENCH.join('\n'), 'fr').text).toMatch(/fièvre/i);
  });

  it('a 3-hour transcript (27,000 words) is drafted and checked', () => {
    const threeHours = Array.from({ length: 620 }, (_, k) => VISIT.join('\n').replace('two weeks', `${(k % 12) + 2} days`)).join('\n');
    expect(threeHours.split(/\s+/).length).toBeGreaterThan(27000);
    const { draft, report } = draftAndCheck(threeHours, 'en');
    expect(draft.facts.length).toBeGreaterThan(0);
    expect(report.sentences.length).toBeGreaterThan(0);
  }, 120_000);
});
