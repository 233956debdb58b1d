// Medications the plan names: what is done with each (rules/<lang>/plan.json "action"), its
// dosing as said (lexicon/<lang>/dosing.json), and a plan closed by a tag ("..., okay?")
// read as said (rules/<lang>/questions.json "tags").
import { LANGUAGES } from '../../language';
import { readTranscript } from '../read-sentences';
import { extractVisit } from '../extract';
import { planRules } from '../plan-rules';
import { tagClosed } from '../tag-questions';
import { dosingAfter } from '../dosing';
import questionsEn from '../../../rules/en/questions.json';
import questionsFr from '../../../rules/fr/questions.json';
import dosingEn from '../../../lexicon/en/dosing.json';
import dosingFr from '../../../lexicon/fr/dosing.json';

describe.each(LANGUAGES)('medication actions (%s)', (lang) => {
  it.each(planRules(lang).filter((r) => r.action).map((r) => [r.literal, r.action, r.example] as const))('"%s" (%s) is what the clinician does to the medication in "%s"', (_literal, action, example) => {
    const visit = extractVisit(`[doctor] ${example}`, lang);
    const said = visit.medications.filter((m) => m.evidence.role === 'clinician');
    expect(said.length).toBeGreaterThan(0);
    expect(said[0].action).toBe(action);
    expect(said[0].status).toBe(action === 'stop' ? 'stopped' : 'advised');
  });

  it('reads the tags example as a statement the plan holds', () => {
    const { example } = (lang === 'en' ? questionsEn : questionsFr).tags;
    const sentence = readTranscript(`[doctor] ${example}`, lang).sentences[0];
    expect(sentence.question).toBe(true);
    expect(tagClosed(sentence, lang)).toBe(true);
    expect(extractVisit(`[doctor] ${example}`, lang).medications.some((m) => m.status === 'advised' && m.dosing)).toBe(true);
  });

  it('reads the dosing example as the dosing said after the medication', () => {
    const { example } = lang === 'en' ? dosingEn : dosingFr;
    const medication = extractVisit(`[doctor] ${example}`, lang).medications[0];
    expect(medication.dosing).toMatch(lang === 'en' ? /^15 milligrams once a day$/ : /^1 g trois fois par jour$/);
  });
});

describe('medications in the plan (English)', () => {
  it('keeps a question closed by a tag a question when its words ask ("do you take aspirin, okay?")', () => {
    const sentence = readTranscript('[doctor] and do you take any aspirin at all, okay?', 'en').sentences[0];
    expect(tagClosed(sentence, 'en')).toBe(false);
  });

  it("reads the patient's own dosing of what they take", () => {
    const visit = extractVisit('[doctor] any medications?\n[patient] i take naproxen 500 mg twice a day.', 'en');
    expect(visit.medications[0]).toMatchObject({ status: 'current', dosing: '500 mg twice a day' });
  });

  it('gives no dosing where none is said, nor a number alone ("take two")', () => {
    const visit = extractVisit('[doctor] you can take some paracetamol if you need it.\n[doctor] take two.', 'en');
    expect(visit.medications.find((m) => m.concept.id === 'paracetamol')?.dosing).toBeUndefined();
    const s = readTranscript('[doctor] take two of them.', 'en').sentences[0];
    expect(dosingAfter(s, 'en', 1, s.tokens.length)).toBeUndefined();
  });

  it('writes a change to a dose with the new dose ("we will increase lisinopril to 20 mg daily")', () => {
    const visit = extractVisit('[doctor] for your hypertension we will increase lisinopril to 20 mg daily.', 'en');
    expect(visit.medications[0]).toMatchObject({ action: 'increase', dosing: 'to 20 mg daily' });
  });
});

describe.each(LANGUAGES)('advice and orders in the plan (%s)', (lang) => {
  it.each(planRules(lang).filter((r) => r.opens).map((r) => [r.literal, r.example] as const))('"%s" opens advice: the words after it are the instruction in "%s"', (literal, example) => {
    const item = extractVisit(`[doctor] ${example}`, lang).plan.find((p) => p.instruction);
    expect(item?.kind).toBe('advice');
    // The instruction is what follows the cue, as a sentence.
    const after = example.slice(example.toLowerCase().indexOf(literal) + literal.length).trim();
    expect(item?.instruction?.toLowerCase()).toBe(`${after.toLowerCase()}.`);
  });

  // The order cues that say a test is done again or booked; each example names its test.
  const again = new Set(['repeat', 'obtain', 'schedule', 'recheck', 'refaire', 'programmer']);
  it.each(planRules(lang).filter((r) => r.kind === 'order' && again.has(r.literal)).map((r) => [r.literal, r.example] as const))('"%s" orders the test it names in "%s"', (_literal, example) => {
    const visit = extractVisit(`[doctor] ${example}`, lang);
    expect(visit.plan.filter((p) => p.kind === 'test').flatMap((p) => p.concepts.map((c) => c.kind))).toContain('test');
  });
});

describe('safety nets and tests not needed (English)', () => {
  const visit = extractVisit(
    ['[doctor] what brings you in today?', '[patient] my right ankle hurts since i twisted it.', '[doctor] any fever? [patient] no.', "[doctor] okay, so for my assessment and plan, i'll order a cbc. i don't think you need an x-ray at this stage.", '[doctor] and call me if the swelling gets worse or you cannot put weight on it.'].join('\n'),
    'en',
  );

  it('writes a safety net with the condition said, the patient as "they" (lexicon/en/safety-net.json example)', () => {
    expect(visit.plan.find((p) => p.kind === 'safety-net')?.instruction).toBe('Call if the swelling gets worse or they cannot put weight on it.');
  });

  it('holds a test the clinician finds not needed as such, and the test ordered as ordered', () => {
    const tests = visit.plan.filter((p) => p.kind === 'test').map((p) => [p.concepts[0].id, p.notNeeded === true]);
    expect(tests).toHaveLength(2);
    expect(tests).toEqual(expect.arrayContaining([['x-ray', true], ['full-blood-count', false]]));
  });
});
