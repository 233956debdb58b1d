// Whatever a transcript looks like, the engine gives a visit model (possibly empty) and never
// throws: empty, one speaker, no speaker tags, all capitals, no punctuation, French, mixed
// languages, and a 3-hour transcript in bounded time.
import { visitFacts } from '../../write/facts';
import { factsNotInNote } from '../../check/omissions';
import { contradictionsOf } from '../../check/contradictions';
import { extractVisit } from '../extract';

const VISIT = [
  '[doctor] What brings you in today?',
  "[patient] I've had a cough for two weeks and a fever.",
  '[doctor] Any chest pain?',
  '[patient] No.',
  "[doctor] It sounds like a chest infection. Drink plenty of fluids and come back in a week if it's not better.",
];

describe('bad input', () => {
  it.each([
    ['empty', ''],
    ['blank lines', '\n\n   \n'],
    ['one speaker', '[doctor] Any chest pain? Drink plenty of fluids.'],
    ['no speaker tags', "what brings you in i've had a cough for two weeks any chest pain no"],
    ['all capitals', VISIT.join('\n').toUpperCase()],
    ['no punctuation', VISIT.join('\n').replace(/[.,?!']/g, '')],
    ['tags only', '[doctor]\n[patient]\n[doctor] '],
    ['symbols', '[patient] ??? ... --- *** 3/7 x6/day'],
  ])('%s: a model, facts and checks without an exception', (_name, text) => {
    const visit = extractVisit(text, 'en');
    expect(visit.language).toBe('en');
    expect(() => visitFacts(visit)).not.toThrow();
    expect(() => factsNotInNote(visit, 'Presenting complaint\nCough.')).not.toThrow();
    expect(() => contradictionsOf(visit, 'Denies cough.')).not.toThrow();
  });

  it('reads a transcript in capitals like one in lower case', () => {
    const upper = extractVisit(VISIT.join('\n').toUpperCase(), 'en');
    expect(upper.symptoms.map((s) => s.concept.id)).toContain('cough');
    expect(upper.impressions.map((i) => i.concept.id)).toContain('chest-infection');
  });

  it('reads a French visit with the French rules', () => {
    const visit = extractVisit(
      [
        "[médecin] Qu'est-ce qui vous amène ?",
        "[patient] J'ai de la fièvre et des vomissements depuis trois jours.",
        '[médecin] Pas de diarrhée ?',
        '[patient] Non.',
        "[médecin] Je pense que c'est une gastro-entérite. Il faut boire beaucoup d'eau.",
      ].join('\n'),
      'fr',
    );
    expect(visit.symptoms.find((s) => s.concept.id === 'fever')?.assertion).toBe('present');
    expect(visit.symptoms.find((s) => s.concept.id === 'diarrhea')?.assertion).toBe('absent');
    expect(visit.impressions.map((i) => i.concept.id)).toContain('gastroenteritis');
    expect(visitFacts(visit).map((f) => f.text)).toContain("L'impression est : gastro-entérite.");
  });

  it('keeps mixed languages from throwing, read with the visit language rules', () => {
    const mixed = extractVisit('[doctor] Any fever?\n[patient] Non, pas de fièvre, but I have a cough.', 'en');
    expect(mixed.symptoms.map((s) => s.concept.id)).toContain('cough');
  });

  it('reads a 3-hour transcript in bounded time', () => {
    // About 27,000 words: 180 minutes at 150 words a minute.
    const long = Array.from({ length: 300 }, () => VISIT.join('\n')).join('\n');
    const started = Date.now();
    const visit = extractVisit(long, 'en');
    const seconds = (Date.now() - started) / 1000;
    expect(visit.symptoms.length).toBeGreaterThan(0);
    // A bound against runaway time (quadratic reading), not a speed measurement: bench/ measures speed.
    expect(seconds).toBeLessThan(60);
  });
});
