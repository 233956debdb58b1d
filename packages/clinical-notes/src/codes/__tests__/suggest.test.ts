// Codes suggested from the visit model, each rule on its own visit: the stated impression is
// coded, a differential is not (symptoms instead), a side said picks the code and a side not
// said is asked, an injury asks its episode of care, only billable codes are final, codes that
// exclude each other say so, and a visit with nothing to code gets nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractVisit } from '../../visit/extract';
import { loadCodeSet } from '../code-set';
import { suggestCodes } from '../suggest';
import map from '../../../codes/concept-map.json';

const codes = loadCodeSet();
const suggest = (lines: string[]) => suggestCodes(extractVisit(lines.join('\n'), 'en'), codes, lines.join('\n'));
const FIXTURE = join(__dirname, '..', '..', '..', '..', '..', 'test', 'fixtures', 'primock57', 'day1_consultation01.txt');

test('every concept of the concept map names a code of the set', () => {
  const missing = Object.entries(map.codes as Record<string, string>).filter(([, code]) => !codes.get(code));
  expect(missing).toEqual([]);
});

test("the doctor's stated impression is coded as the diagnosis, with the passage that says it (PriMock57 day1_consultation01)", () => {
  const transcript = readFileSync(FIXTURE, 'utf8');
  const suggestions = suggestCodes(extractVisit(transcript, 'en'), codes, transcript);
  const first = suggestions[0];
  expect(first).toMatchObject({ code: 'K52.9', basis: 'diagnosis', billable: true, unspecified: true, concept: { id: 'gastroenteritis' } });
  expect(first.evidence.role).toBe('clinician');
  expect(['gastroenteritis', 'tummy bug']).toContain(transcript.slice(first.evidence.start, first.evidence.end).toLowerCase());
  expect(first.why).toMatch(/gastroenteritis/);
  expect(suggestions.map((s) => s.code)).not.toContain('R19.7');
  expect(suggestions.find((s) => s.concept.id === 'asthma')).toMatchObject({ code: 'J45.909', basis: 'history' });
  expect(suggestions.every((s) => s.billable && !s.question)).toBe(true);
});

test('a differential is never coded as a diagnosis: the presenting symptoms are coded instead', () => {
  const suggestions = suggest([
    '[doctor] What brings you in today?',
    "[patient] I've had a cough and a fever for five days.",
    '[doctor] It could be pneumonia, or it might just be a viral infection. We will get a chest x-ray to rule out pneumonia.',
  ]);
  expect(suggestions.map((s) => s.concept.id)).not.toContain('pneumonia');
  expect(suggestions.map((s) => s.basis)).not.toContain('diagnosis');
  expect(suggestions.map((s) => s.code)).toEqual(expect.arrayContaining(['R05', 'R50.9']));
});

// Outpatient coding guidance: a diagnosis the clinician states as uncertain is not coded; its symptoms are.
test.each([
  ['probable', 'They likely have sprained their knee.'],
  ['probable', 'Most likely you have sprained your knee.'],
  ['suspected', 'This is a suspected sprain of the knee.'],
  ['possible', 'It is possibly a sprain of the knee.'],
  ['questionable', 'Questionable sprain of the knee.'],
  ['rule out', 'We need to rule out a sprain of the knee.'],
  ['working diagnosis', 'My working diagnosis is a sprain of the knee.'],
  ['consistent with', 'The swelling is consistent with a sprain of the knee.'],
])('a %s diagnosis is not coded as one: the symptoms are, the doubted diagnosis only after them ("%s")', (_family, said) => {
  const suggestions = suggest([
    '[doctor] What brings you in?',
    '[patient] My knee hurts after I fell.',
    `[doctor] ${said} Rest it and use ice.`,
  ]);
  // The symptom is coded first; a doubted sprain, the clinician's one working impression, may follow it with its doubt.
  expect(suggestions[0]).toMatchObject({ code: 'M25.56', basis: 'symptom' });
  const diagnoses = suggestions.filter((s) => s.basis === 'diagnosis');
  expect(diagnoses.every((s) => s.concept.id === 'sprain' && s.reasons.at(-1)?.key === 'saidWithDoubt')).toBe(true);
});

test('the same diagnosis stated plainly is coded as one', () => {
  const suggestions = suggest([
    '[doctor] What brings you in?',
    '[patient] My knee hurts after I fell.',
    '[doctor] You have sprained your knee. Rest it and use ice.',
  ]);
  expect(suggestions[0]).toMatchObject({ code: 'S83.9', basis: 'diagnosis', question: { detail: 'side' } });
});

test('a side said picks its code; a side not said is asked, with the code each answer gives', () => {
  const right = suggest(['[doctor] What seems to be the problem?', "[patient] I've had pain in my right knee for two weeks."]);
  expect(right.find((s) => s.concept.id === 'knee-pain')).toMatchObject({ code: 'M25.561', billable: true });
  const unsaid = suggest(['[doctor] What seems to be the problem?', "[patient] I've had knee pain for two weeks."]);
  const asked = unsaid.find((s) => s.concept.id === 'knee-pain');
  expect(asked).toMatchObject({ code: 'M25.56', billable: false, question: { detail: 'side' } });
  expect(asked?.question?.options).toEqual([
    { code: 'M25.561', description: 'Pain in right knee', label: 'right' },
    { code: 'M25.562', description: 'Pain in left knee', label: 'left' },
  ]);
});

test("an injury's code asks its episode of care rather than guessing it", () => {
  const suggestions = suggest([
    '[doctor] How can I help?',
    '[patient] I twisted my right ankle playing football.',
    '[doctor] I think you have a sprain.',
  ]);
  const sprain = suggestions.find((s) => s.concept.id === 'sprain');
  expect(sprain?.code.startsWith('S93.4')).toBe(true);
  expect(sprain?.question?.detail).toBe('episode');
  expect(sprain?.question?.options.map((o) => o.label)).toEqual(['initial encounter', 'subsequent encounter', 'sequela']);
  expect(sprain?.question?.options.every((o) => codes.get(o.code)?.billable)).toBe(true);
});

test("an injury is coded by the body part said with it, the category's most general code", () => {
  const suggestions = suggest([
    '[doctor] What happened?',
    '[patient] I twisted my knee at football on Saturday.',
    '[doctor] I think it is a sprain.',
  ]);
  const sprain = suggestions.find((s) => s.concept.id === 'sprain');
  expect(sprain).toMatchObject({ code: 'S83.9', billable: false, question: { detail: 'side' } });
  expect(sprain?.why).toMatch(/sprain of the knee/);
});

test('codes that exclude each other say so, both ways', () => {
  const lines = [
    '[doctor] What brings you in?',
    "[patient] I've had diarrhoea for three days.",
    '[doctor] I think this is gastroenteritis.',
  ];
  const visit = extractVisit(lines.join('\n'), 'en');
  const [impression] = visit.impressions;
  expect(impression.concept.id).toBe('gastroenteritis');
  // The clinician also named the symptom as an impression: gastroenteritis (K52.9) excludes "diarrhea NOS" (R19.7).
  visit.impressions.push({ ...impression, concept: { kind: 'symptom', id: 'diarrhea', name: 'diarrhea' } });
  const suggestions = suggestCodes(visit, codes, lines.join('\n'));
  expect(suggestions.map((s) => [s.code, s.excludes])).toEqual([
    ['K52.9', ['R19.7']],
    ['R19.7', ['K52.9']],
  ]);
});

test('a general concept yields to the more specific diagnosis stated with it', () => {
  const lines = [
    '[doctor] What brings you in?',
    "[patient] I've had a runny nose and a cough for five days.",
    "[doctor] I think it's a viral infection, an upper respiratory infection.",
  ];
  expect(extractVisit(lines.join('\n'), 'en').impressions.map((i) => i.concept.id)).toEqual([
    'viral-infection',
    'upper-respiratory-infection',
  ]);
  const suggestions = suggest(lines);
  expect(suggestions.filter((s) => s.basis === 'diagnosis').map((s) => s.code)).toEqual(['J06.9']);
});

test('a visit with nothing to code gets no suggestion', () => {
  expect(suggest(['[doctor] Hello, how are you?', "[patient] I'm fine, just here for my repeat prescription form."])).toEqual([]);
  expect(suggestCodes(extractVisit('', 'en'), codes)).toEqual([]);
});

test('a viral illness is coded where the complaint\'s symptoms are: the upper respiratory tract for a cough and a runny nose, the intestine for diarrhoea; else as a viral infection ("I think you\'re going through a bit of a viral illness")', () => {
  const viral = (complaint: string) =>
    suggest([
      '[doctor] What brings you in today?',
      `[patient] ${complaint}`,
      "[doctor] I think you're going through a bit of a viral illness. Rest and drink plenty of fluids.",
    ])[0];
  expect(viral("I've had a dry cough and a runny nose for four days.")).toMatchObject({
    code: 'J06.9',
    basis: 'diagnosis',
    concept: { id: 'viral-infection' },
    reasons: [{ key: 'site', values: { site: 'upper respiratory tract' } }, { key: 'billable' }],
  });
  expect(viral("I've had diarrhoea since Tuesday.")).toMatchObject({ code: 'A08.4', concept: { id: 'viral-infection' } });
  expect(viral("I've had diarrhoea and a cough since Tuesday.")).toMatchObject({ code: 'B34.9' });
  expect(viral("I've been feeling tired all week.")).toMatchObject({ code: 'B34.9' });
  for (const [id, sites] of Object.entries(map.bySymptoms))
    for (const s of sites) expect([id, codes.get(s.code)?.billable]).toEqual([id, true]);
});

test("a symptom whose lay name is no term of the code set is coded by the concept map: coughing up blood is R04.2 (no code at all before), jaundice R17 (not the newborn's), a lump by its site", () => {
  const coded = (complaint: string, id: string) =>
    suggest(['[doctor] What brings you in today?', `[patient] ${complaint}`]).find((s) => s.concept.id === id)?.code;
  expect(coded("I've been coughing up blood since yesterday.", 'haemoptysis')).toBe('R04.2');
  expect(coded('My eyes and skin have gone yellow, the jaundice started last week.', 'jaundice')).toBe('R17');
  expect(coded("I've found a lump in my neck.", 'lump')).toBe('R22.1');
  expect(coded("I've found a lump in my breast.", 'lump')?.startsWith('N63')).toBe(true);
});

test('a term of a concept the code set codes apart is coded by it: a mini-stroke or TIA is G45.9, a stroke I63.9 ("I think you have had a mini-stroke, a TIA")', () => {
  const codesOf = (impression: string) =>
    suggest([
      '[doctor] What brings you in today?',
      '[patient] My left hand went numb and my speech was slurred for ten minutes yesterday.',
      `[doctor] ${impression} I will refer you to the clinic today.`,
    ]).map((s) => `${s.code} ${s.basis}`);
  expect(codesOf('I think you have had a mini-stroke, a TIA.')[0]).toBe('G45.9 diagnosis');
  expect(codesOf('I think you have had a stroke.')[0]).toBe('I63.9 diagnosis');
  for (const [id, terms] of Object.entries(map.termCodes))
    for (const [term, code] of Object.entries(terms)) expect([id, term, codes.get(code)?.billable]).toEqual([id, term, true]);
});

test('a tick bite is coded as an insect bite by its site, at the subcategory that names it ("so for this first problem of your tick bite", the right knee)', () => {
  const suggestions = suggest([
    '[doctor] What brings you in today?',
    '[patient] I got a tick bite on my right knee last week and it burns.',
    '[doctor] On exam there is a red mark over the right knee.',
    '[doctor] So for this first problem of your tick bite, keep it clean and we will watch it.',
  ]);
  const bite = suggestions.find((s) => s.concept.id === 'injury-insect bite');
  expect(bite).toMatchObject({ code: 'S80.26', question: { detail: 'episode' } });
  expect(bite?.question?.options.map((o) => o.code)).toEqual(['S80.261A', 'S80.261D', 'S80.261S']);
});

test('the clinician\'s one working impression said with doubt is offered after the first presenting symptom, with its doubt; a differential is not ("I wonder whether you may have something called dermatitis")', () => {
  const lines = (assessment: string) => [
    '[doctor] What brings you in today?',
    "[patient] I've had a dry itchy rash on my hands for a few days.",
    `[doctor] ${assessment} Use an emollient three times a day.`,
  ];
  const one = suggest(lines('I wonder whether you may have something called dermatitis.'));
  expect(one.slice(0, 2).map((s) => `${s.code.slice(0, 3)} ${s.basis}`)).toEqual(['L29 symptom', 'L30 diagnosis']);
  expect(one[1].reasons.at(-1)).toEqual({ key: 'saidWithDoubt', values: { concept: 'dermatitis' } });
  // Contact dermatitis is a dermatitis: the more specific of the two is the one impression.
  const specific = suggest(lines('I think you might have something called dermatitis or contact dermatitis.'));
  expect(specific[1]).toMatchObject({ code: 'L25.9', basis: 'diagnosis' });
  const differential = suggest(lines('It could be psoriasis, or it might be scabies.'));
  expect(differential.map((s) => s.basis)).not.toContain('diagnosis');
});

test('an adenoma is coded as a benign neoplasm of the organ said before it, as the index codes it ("this appears to be a benign pituitary adenoma"); one of no organ said as of an unspecified site', () => {
  const tumour = (assessment: string) =>
    suggest([
      '[doctor] What brings you in today?',
      "[patient] I've had worsening headaches for a few months.",
      '[doctor] On exam, visual field testing reveals bitemporal hemianopia.',
      `[doctor] ${assessment} We will plan surgery.`,
    ]).find((s) => s.concept.id === 'neoplasm-benign neoplasm');
  expect(tumour('Now this appears to be a benign pituitary adenoma.')).toMatchObject({ code: 'D35.2', basis: 'diagnosis' });
  expect(tumour('Now this is a thyroid adenoma.')?.code.startsWith('D34')).toBe(true);
  expect(tumour('Now this is an adenoma, which we will remove.')?.code).toBe('D36.9');
});
