// Consultations written for the tests (irritable bowel, heavy periods, a frozen shoulder, hay fever,
// insomnia, carpal tunnel, a French sciatica), each checked for what a GP reading its draft caught first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { SUBJECTIVE_AND_PLAN } from '../../draft/__tests__/subjective-and-plan';
import { extractVisit } from '../extract';
import { readTranscript } from '../read-sentences';
import { NAMED_TEST_RULES } from '../named-tests';
import { LANGUAGES } from '../../language';
import { sentenceChecker } from '../../evidence/__tests__/one-sentence';

const transcript = (name: string) => readFileSync(join(__dirname, 'consultations', name), 'utf8');
const drafted = (name: string, language: 'en' | 'fr' = 'en') =>
  draftNote(transcript(name), SUBJECTIVE_AND_PLAN, { language })
    .sections.flatMap((s) => s.items.map((i) => `${i.title}: ${i.body}`))
    .join('\n');

describe('seven more consultations', () => {
  it('carpal tunnel: the reaction said after the allergy is no symptom; the condition the patient has is not ruled out', () => {
    const visit = extractVisit(transcript('carpal-tunnel-gp.txt'), 'en');
    // "Codeine. It makes me really sick." then "Okay, that's intolerance, codeine, vomiting."
    expect(visit.symptoms.filter((f) => f.concept.id === 'vomiting')).toEqual([]);
    expect(visit.allergies.map((a) => [a.concept.id, a.reaction])).toEqual([['codeine', 'vomiting']]);
    expect(visit.ruledOut.map((r) => r.concept.id)).not.toContain('hypothyroidism');
    expect(visit.examination.map((f) => f.text)).toContain("Tinel's test is positive on the right.");
    // The wrist pain rated 5/10 with no site named; "Any neck pain, or pain going down from the shoulder?" "No." denies pain there only.
    const check = sentenceChecker(transcript('carpal-tunnel-gp.txt'));
    expect(check('The patient rates the pain 5/10.')).toMatchObject({ state: 'supported', conflicts: [] });
    expect(check('The patient reports neck pain.').state).toBe('contradicted');
  });

  it('insomnia: vaping is no smoking, a fit note turned down is none, what the GP thinks it is not is unlikely', () => {
    const visit = extractVisit(transcript('insomnia-gp.txt'), 'en');
    expect(visit.social.map((f) => f.text)).toEqual(expect.arrayContaining(['Does not smoke.', 'Vapes.']));
    expect(visit.ruledOut.map((r) => [r.concept.id, r.certainty])).toContainEqual(['sleep-apnea', 'possible']);
    const text = drafted('insomnia-gp.txt');
    expect(text).not.toMatch(/fit note is given/i);
    expect(text).toContain('Sleep apnea is considered unlikely.');
  });

  it('irritable bowel: numbers said with hyphens read whole, each blood test named, the number to call, the impression', () => {
    const visit = extractVisit(transcript('ibs-gp.txt'), 'en');
    expect(visit.examination.map((f) => f.text)).toEqual(expect.arrayContaining(['Pulse is 72.', 'Temperature is 36.8.']));
    expect(visit.impressions.map((i) => i.concept.id)).toContain('irritable-bowel-syndrome');
    const text = drafted('ibs-gp.txt');
    expect(text).toContain('mebeverine 135 mg, 3 times a day');
    expect(text).toContain('Blood tests (full blood count, celiac screen, CRP and liver function tests) will be arranged.');
    expect(text).toMatch(/fecal calprotectin will be arranged/);
    expect(text).toContain("Call 111 if it's out of hours.");
    // A condition of the safety net is no advice; "cut down on fizzy drinks" is no advice to drink; no word left hanging.
    expect(text).not.toMatch(/Start losing weight|Drink plenty of fluids|Buscopan while/);
    expect(text).toContain('Stop the Buscopan.');
  });

  it('heavy periods: no clot where the blood is helped to clot, what is not given or only possible, the impression', () => {
    const visit = extractVisit(transcript('heavy-periods-gp.txt'), 'en');
    expect(visit.impressions.map((i) => i.concept.id)).not.toContain('deep-vein-thrombosis');
    expect(visit.examination.map((f) => f.text)).toContain('Pulse is 92.');
    expect(visit.impressions.map((i) => i.concept.id)).toEqual(expect.arrayContaining(['heavy-periods', 'uterine-fibroids']));
    const status = (id: string) => visit.medications.filter((m) => m.concept.id === id).map((m) => [m.status, m.possible === true]);
    // "I won't give you mefenamic acid ... because of your asthma and ibuprofen".
    expect(status('mefenamic-acid')).toEqual([['not-needed', false]]);
    expect(status('ibuprofen')).toEqual([]);
    // "If the blood test shows you're low on iron, I'll start you on ferrous fumarate"; "we can talk about the Mirena coil".
    expect(status('ferrous-fumarate')).toEqual([['advised', true]]);
    expect(status('mirena')).toEqual([['advised', true]]);
    expect(status('tranexamic-acid')).toEqual([['advised', false]]);
    const text = drafted('heavy-periods-gp.txt');
    expect(text).toContain('Refer to gynaecology if symptoms persist.');
    expect(text).toContain('call 111');
  });

  it('hay fever: the condition the patient came about, not the fever in its name; asthma it can go with is no impression', () => {
    const text = drafted('hay-fever-gp.txt');
    expect(text).toMatch(/Chief complaint: Allergic rhinitis\./);
    expect(text).not.toMatch(/Chief complaint: Fever/);
    const visit = extractVisit(transcript('hay-fever-gp.txt'), 'en');
    expect(visit.impressions.map((i) => i.concept.id)).not.toContain('asthma');
    expect(text).toContain('Prescribe fluticasone furoate, Avamys, 2 sprays in each nostril once a day.');
    expect(text).not.toMatch(/advised to take steroid\b/);
  });

  it('a frozen shoulder: the impression named, and the diabetes it is more common with is no impression; no rest against "try not to rest"', () => {
    const visit = extractVisit(transcript('frozen-shoulder-gp.txt'), 'en');
    expect(visit.impressions.map((i) => i.concept.id)).toEqual(['frozen-shoulder']);
    // "If the pain is still really bad after the physio has started, we can talk about a steroid injection".
    expect(visit.medications.filter((m) => m.concept.id === 'steroids').map((m) => [m.status, m.possible])).toEqual([['advised', true]]);
    const text = drafted('frozen-shoulder-gp.txt');
    expect(text).not.toMatch(/Rest\./);
    // "I'll give you a fit note for two weeks"; the physio named again in a condition is no second referral.
    expect(text).toContain('A fit note is given for two weeks.');
    expect(text).toContain('Refer to physiotherapy.');
    expect(text).not.toMatch(/physiotherapy if symptoms persist/);
  });

  it('the French sciatica: sciatica the impression, and no rest against "pas de repos strict au lit"', () => {
    const visit = extractVisit(transcript('sciatique-fr.txt'), 'fr');
    expect(visit.impressions.map((i) => i.concept.id)).toContain('sciatica');
    // "Tension quatorze huit": two values said with nothing between, in centimetres of mercury: written as said, in no line
    // of millimetres.
    expect(visit.examination.map((f) => f.text)).toContain('La tension artérielle est à 14/8.');
    expect(visit.examination.filter((f) => f.reading?.key === 'blood pressure')).toEqual([]);
    expect(visit.examination.map((f) => f.text)).toContain('Lasègue positif à gauche à 40 degrés.');
    expect(visit.allergies.map((a) => a.reaction)).toEqual(['urticaire']);
    expect(drafted('sciatique-fr.txt', 'fr')).not.toMatch(/Repos\./);
  });
});

describe('said numbers, relatives and lists of tests', () => {
  it('reads a number said as its digits joined by hyphens, which is no word said twice', () => {
    const [s] = readTranscript("[doctor] If it's out of hours, call one-one-one.", 'en').sentences;
    expect(s.tokens.filter((t) => t.text === 'one').every((t) => !t.skip)).toBe(true);
    const plan = extractVisit("[patient] I've had tummy pain.\n[doctor] If you get chest pain, call nine-nine-nine.", 'en').plan;
    expect(plan.map((p) => p.callIf)).toContain('Call 999 if they get chest pain.');
  });

  it('reads a relative named with no "my" at the start of a sentence as theirs, and what the sentence goes on to say of the habit', () => {
    const smoking = (answer: string) =>
      extractVisit(
        `[doctor] Do you smoke?\n[patient] ${answer}\n[doctor] Any alcohol?\n[patient] A glass of wine at the weekend.`,
        'en',
      ).social.filter((f) => f.topic === 'smoking');
    expect(smoking('Dad smokes, yes.')).toEqual([]);
    expect(smoking('My dad smokes, but not in the house.')).toEqual([]);
    expect(smoking('No. Dad smokes though.').map((f) => f.text)).toEqual(['Does not smoke.']);
    // Someone who is no relative: a housemate, a neighbour.
    expect(smoking('No. My housemate smokes but she does it outside.').map((f) => f.text)).toEqual(['Does not smoke.']);
    expect(smoking('My neighbour smokes, not me.').filter((f) => f.manner === 'affirm')).toEqual([]);
  });

  it('writes the blood tests named one by one as the blood tests, in one sentence', () => {
    const text = draftNote(
      "[patient] I've been really tired.\n[doctor] I'd like to do some blood tests. We'll check a full blood count, your kidney function and your iron levels.",
      SUBJECTIVE_AND_PLAN,
      { language: 'en' },
    )
      .sections.flatMap((s) => s.items.map((i) => i.body))
      .join('\n');
    expect(text).toContain('Blood tests (full blood count, kidney function tests and iron studies) will be arranged.');
    expect(text).not.toContain('Blood tests will be arranged.');
  });
});

describe.each(LANGUAGES)('clinical tests named with their result (%s)', (lang) => {
  const rules = NAMED_TEST_RULES[lang];
  it(`reads "${rules.example}" as ${rules.expect.join(' ')}`, () => {
    const found = extractVisit(rules.example, lang).examination.map((f) => f.text);
    expect(found).toEqual(expect.arrayContaining(rules.expect));
  });

  it('reads no result of a test only supposed or to be done', () => {
    const said =
      lang === 'en' ? "[doctor] If Tinel's test is positive, we'll think again." : '[médecin] Si le Lasègue est positif, on verra.';
    expect(extractVisit(said, lang).examination).toEqual([]);
  });
});
