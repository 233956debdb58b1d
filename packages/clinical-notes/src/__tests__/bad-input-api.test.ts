// Bad input through the package's public API (the faults a real transcript brings): the
// transcript layer, the visit model, its draft and the checks give a result, possibly empty, and never throw.
// bench/bad-input.mjs measures the time and memory of the 3-hour transcript.
import {
  contradictionsOf,
  deniedNotInNote,
  detectLanguage,
  draftFromVisit,
  DRAFT_PARTS,
  extractVisit,
  factsNotInNote,
  parseTranscript,
  visitFacts,
  type DraftSection,
  type Lang,
} from '../index';

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
/** What a speech engine gives: lower case, no punctuation, no speakers, one run of words. */
const speechEngine = untagged
  .join(' ')
  .toLowerCase()
  .replace(/[.,?!]/g, '');
/** About 27,000 words (150 words a minute for 180 minutes), the visit said again with other durations. */
const threeHours = Array.from({ length: 620 }, (_, k) => VISIT.join('\n').replace('two weeks', `${(k % 12) + 2} days`)).join('\n');

const SOAP: DraftSection[] = [
  { id: 'subjective', parts: ['history', 'past-history', 'medications', 'social'] },
  { id: 'objective', parts: ['exam', 'results'] },
  { id: 'assessment', parts: ['assessment'] },
  { id: 'plan', parts: ['plan'] },
];

/** Everything the package gives for a transcript: its sentences, the model, its draft's items, its facts and checks. */
function readAll(text: string, lang: Lang) {
  const parsed = parseTranscript(text);
  const visit = extractVisit(text, lang);
  const draft = draftFromVisit(visit, SOAP, { transcript: text });
  const items = SOAP.flatMap((s) => s.parts.flatMap((p) => draft.itemsOf(s.id, p)));
  const facts = visitFacts(visit);
  const note = items.map((i) => i.text).join('\n');
  return {
    parsed,
    visit,
    items,
    facts,
    omitted: factsNotInNote(visit, note),
    denied: deniedNotInNote(visit, note),
    contradicted: contradictionsOf(visit, 'Denies cough.'),
  };
}

const symptomIds = (text: string, lang: Lang) => extractVisit(text, lang).symptoms.map((s) => s.concept.id);

describe('bad input through the public API', () => {
  it('an empty or blank transcript: no sentence, an empty model and draft', () => {
    for (const text of ['', '\n \n\t']) {
      const all = readAll(text, 'en');
      expect(all.parsed.sentences).toEqual([]);
      expect(all.visit.symptoms).toEqual([]);
      expect(all.items).toEqual([]);
      expect([all.facts, all.omitted, all.denied, all.contradicted]).toEqual([[], [], [], []]);
    }
  });

  it("one speaker: the clinician's words alone make no patient history, and nothing throws", () => {
    const all = readAll('[doctor] Any chest pain? Drink plenty of fluids and come back in a week.', 'en');
    expect(all.parsed.turns.map((t) => t.role)).toEqual(['clinician']);
    expect(all.visit.symptoms.filter((s) => s.assertion === 'present')).toEqual([]);
  });

  it('no speaker tags: speakers are inferred and the history read', () => {
    const all = readAll(untagged.join('\n'), 'en');
    expect(new Set(all.parsed.sentences.map((s) => s.role))).toEqual(new Set(['clinician', 'patient']));
    expect(all.visit.symptoms.map((s) => s.concept.id)).toEqual(expect.arrayContaining(['cough', 'fever']));
  });

  it('no punctuation, as a speech engine gives it: cut into units with both speakers, and nothing throws', () => {
    const all = readAll(speechEngine, 'en');
    expect(all.parsed.sentences.length).toBeGreaterThan(3);
    expect(new Set(all.parsed.sentences.map((s) => s.role))).toEqual(new Set(['clinician', 'patient']));
    for (const s of all.parsed.sentences) expect(speechEngine.slice(s.start, s.end)).toBe(s.text);
  });

  it('all capitals: read as in lower case', () => {
    expect(symptomIds(VISIT.join('\n').toUpperCase(), 'en')).toEqual(symptomIds(VISIT.join('\n'), 'en'));
    expect(parseTranscript(VISIT.join('\n').toUpperCase()).turns.map((t) => t.role)).toEqual([
      'clinician',
      'patient',
      'clinician',
      'patient',
      'clinician',
    ]);
  });

  it('French: told French, read with the French rules and drafted in French', () => {
    const text = FRENCH.join('\n');
    expect(detectLanguage(text)).toBe('fr');
    const all = readAll(text, 'fr');
    expect(all.visit.symptoms.find((s) => s.concept.id === 'fever')?.assertion).toBe('present');
    expect(all.items.map((i) => i.text).join(' ')).toMatch(/Gastro-entérite\./);
  });

  it('mixed languages: read with the visit language rules, nothing throws', () => {
    const all = readAll('[doctor] Any fever?\n[patient] Non, pas de fièvre, but I have had a cough since trois jours.', 'en');
    expect(all.visit.symptoms.map((s) => s.concept.id)).toContain('cough');
    expect(() => readAll('[médecin] Any fever?\n[patient] Non, pas de fièvre, but I have a cough.', 'fr')).not.toThrow();
  });

  it('a 3-hour transcript: read, drafted and checked (time and memory in bench/bad-input.mjs)', () => {
    expect(threeHours.split(/\s+/).length).toBeGreaterThan(25000);
    const all = readAll(threeHours, 'en');
    expect(all.parsed.turns).toHaveLength(3100);
    expect(all.visit.symptoms.map((s) => s.concept.id)).toEqual(expect.arrayContaining(['cough', 'fever']));
    expect(all.items.length).toBeGreaterThan(0);
  });

  it('draft parts are the ones the package names', () => {
    expect(SOAP.flatMap((s) => s.parts).every((p) => (DRAFT_PARTS as readonly string[]).includes(p))).toBe(true);
  });
});
