// The mechanisms that choose and order the codes of a visit, each on its own visit: the
// diagnoses the assessment names rank first, a general concept yields only to the diagnoses
// that imply it, a cancer or an injury is coded by the qualifier said before it, and the
// visit's words are rewritten into the code set's (British spellings, organs' adjectives).
import { extractVisit } from '../../visit/extract';
import { loadCodeSet } from '../code-set';
import { assessmentStart, inCodeSetWords, qualifierAfter, qualifierBefore, suggestCodes } from '../suggest';

const codes = loadCodeSet();
const visitOf = (lines: string[]) => extractVisit(lines.join('\n'), 'en');
const suggest = (lines: string[]) => suggestCodes(visitOf(lines), codes, lines.join('\n'));

test('the diagnoses the assessment names, after the examination, rank before those only recalled earlier', () => {
  const lines = [
    '[doctor] I know you have a history of congestive heart failure. How is your breathing?',
    '[patient] My breathing is fine. I came because I hurt my back lifting a box.',
    '[doctor] On exam, your lungs are clear to auscultation bilaterally.',
    '[doctor] So for your first problem, I think you have an acute lumbar strain.',
    '[doctor] And for your congestive heart failure, continue your medications.',
  ];
  const visit = visitOf(lines);
  expect(assessmentStart(visit)).toBeGreaterThan(lines[0].length);
  const suggestions = suggestCodes(visit, codes, lines.join('\n'));
  const diagnoses = suggestions.filter((s) => s.basis === 'diagnosis').map((s) => s.concept.id);
  expect(diagnoses.slice(0, 2)).toEqual(['strain', 'congestive-heart-failure']);
  // The mention that places a diagnosis is the one the assessment makes.
  const heart = suggestions.find((s) => s.concept.id === 'congestive-heart-failure');
  expect(heart?.evidence.start).toBeGreaterThan(assessmentStart(visit));
});

test('a general concept is kept beside a stated diagnosis that does not imply it', () => {
  const lines = [
    '[doctor] What brings you in?',
    '[patient] My sugars have been high and I feel on edge.',
    '[doctor] I think this is newly diagnosed diabetes. You also have anxiety.',
  ];
  const ids = suggest(lines)
    .filter((s) => s.basis === 'diagnosis')
    .map((s) => s.concept.id);
  expect(ids).toEqual(expect.arrayContaining(['diabetes', 'anxiety']));
});

test('a cancer is coded by the organ said before it, not as a cancer of unknown site', () => {
  const suggestions = suggest([
    '[doctor] What brings you in today?',
    '[patient] I was told the scan showed something.',
    '[doctor] I think this is ovarian cancer, from your CT scan.',
  ]);
  const cancer = suggestions.find((s) => s.concept.id === 'cancer');
  expect(cancer?.code.slice(0, 3)).toBe('C56');
  expect(cancer?.why).toMatch(/malignant neoplasm ovary/);
});

test('an injury said with a qualifier is coded at that site: a lumbar strain is of the lower back', () => {
  const suggestions = suggest([
    '[doctor] What happened?',
    '[patient] I felt a pop while golfing.',
    '[doctor] I think you have an acute lumbar, um, strain.',
  ]);
  expect(suggestions.find((s) => s.concept.id === 'strain')?.code.slice(0, 3)).toBe('S39');
});

test('a qualifier is the organ or body part just before the words, past fillers; none when another word stands between', () => {
  const text = 'this is an acute lumbar , um , strain and a hip';
  const at = (words: string) => ({
    start: text.indexOf(words),
    end: text.indexOf(words) + words.length,
    sentence: 0,
    role: 'clinician' as const,
  });
  expect(qualifierBefore(text, at('strain'))).toBe('lower back');
  expect(qualifierBefore('my right hip degenerative joint disease', { start: 13, end: 39, sentence: 0, role: 'clinician' })).toBe('hip');
  expect(
    qualifierBefore('she said that the pain is bad then cancer', { start: 35, end: 41, sentence: 0, role: 'clinician' }),
  ).toBeUndefined();
});

test("the visit's words are rewritten into the code set's: British spellings and organs' adjectives", () => {
  expect(inCodeSetWords('Oesophagitis')).toBe('esophagitis');
  expect(inCodeSetWords('diarrhoea')).toBe('diarrhea');
  expect(inCodeSetWords('haemorrhoids')).toBe('hemorrhoids');
  expect(inCodeSetWords('renal colic')).toBe('kidney colic');
  // A word that merely starts like one is left as it is.
  expect(inCodeSetWords('utilise the cart')).toBe('utilise the cart');
  expect(codes.search(inCodeSetWords('oesophagitis'), { limit: 1 })[0]?.code.code.slice(0, 3)).toBe('K20');
});

test('a symptom the clinician takes up in the assessment is coded after a stated diagnosis that does not explain it', () => {
  const lines = [
    '[doctor] What brings you in today?',
    '[patient] My back pain has been worse, and my depression is about the same.',
    '[doctor] On exam, there is tenderness over the lumbar spine.',
    '[doctor] For your depression, continue the sertraline. For your chronic back pain, I will refer you to physical therapy.',
  ];
  const suggestions = suggest(lines);
  expect(suggestions.map((s) => `${s.concept.id}:${s.basis}`).slice(0, 2)).toEqual(['depression:diagnosis', 'back-pain:symptom']);
  // Its evidence is the assessment's mention, not the patient's complaint.
  const back = suggestions.find((s) => s.concept.id === 'back-pain');
  expect(back?.evidence.role).toBe('clinician');
});

test('a symptom only the patient said, not taken up in the assessment, is not coded beside a stated diagnosis', () => {
  const suggestions = suggest([
    '[doctor] What brings you in today?',
    '[patient] I have had a headache since yesterday.',
    '[doctor] On exam, your throat is red with exudate on the tonsils.',
    '[doctor] You have tonsillitis. I will prescribe penicillin.',
  ]);
  expect(suggestions.map((s) => s.concept.id)).toEqual(['tonsillitis']);
});

test('a symptom taken up in the assessment is not coded beside a diagnosis whose code excludes it (diarrhoea of gastroenteritis)', () => {
  const suggestions = suggest([
    '[doctor] What brings you in today?',
    '[patient] I have had diarrhoea for two days.',
    '[doctor] On exam, your abdomen is soft and non-tender.',
    '[doctor] You have gastroenteritis. For the diarrhoea, drink plenty of fluids.',
  ]);
  const codesSuggested = suggestions.map((s) => s.code);
  expect(codesSuggested).toContain('K52.9');
  expect(codesSuggested).not.toContain('R19.7');
});

test('an injury named again without its site takes the site said with its other mention ("an ankle sprain ... this sprain")', () => {
  const lines = [
    '[doctor] What happened?',
    '[patient] I fell on a trail and I have had a lot of pain since.',
    '[doctor] On exam there is swelling and bruising over the lateral malleolus.',
    '[doctor] Your symptoms are consistent with an ankle sprain, which happens when you land awkwardly on uneven ground.',
    '[doctor] Your knee and your hip look fine on the exam, nothing wrong with them at all.',
    '[doctor] The best treatment for this sprain is rest, ice and elevation for a couple of weeks.',
  ];
  const sprain = suggest(lines).find((s) => s.concept.id === 'sprain');
  expect(sprain?.evidence.start).toBeGreaterThan(lines.join('\n').indexOf('this sprain'));
  expect(sprain?.code.slice(0, 3)).toBe('S93');
});

test('with no examination said, a past condition the clinician takes up in the second half is coded from that mention, after the presenting symptoms', () => {
  const lines = [
    '[doctor] Hi there, what brings you in today?',
    '[patient] I have been short of breath with a cough and some wheezing, and I have had asthma since I was a kid.',
    '[doctor] Alright. So we will add a daily controller for the asthma, and I will see you back in about six weeks or so.',
  ];
  const transcript = lines.join('\n');
  const visit = visitOf(lines);
  expect(assessmentStart(visit)).toBe(0);
  // The visit as a model reads it from a longer consultation: asthma of the past history, named again by the clinician.
  const at = (from: number, role: 'patient' | 'clinician', sentence: number) => {
    const start = transcript.indexOf('asthma', from);
    return { start, end: start + 'asthma'.length, sentence, role };
  };
  const said = at(0, 'patient', 1);
  const taken = at(said.end, 'clinician', 2);
  expect(taken.start).toBeGreaterThan(transcript.length / 2);
  visit.impressions = [];
  visit.history = [
    {
      concept: { kind: 'condition', id: 'asthma', name: 'asthma' },
      assertion: 'present',
      attributes: {},
      evidence: [said, taken],
      basis: 'told',
      settled: true,
    },
  ];
  const suggestions = suggestCodes(visit, codes, transcript);
  // No diagnosis was stated: the presenting symptoms are the reason for the visit and come first.
  expect(suggestions[0].basis).toBe('symptom');
  expect(suggestions.at(-1)).toMatchObject({ concept: { id: 'asthma' }, basis: 'history', evidence: { start: taken.start } });
});

test('a cancer is coded by the organ said after it ("invasive ductal carcinoma of the right breast")', () => {
  const said = 'you have had invasive ductal carcinoma of the right breast, treated with a lumpectomy';
  const start = said.indexOf('carcinoma');
  expect(qualifierAfter(said, { start, end: start + 'carcinoma'.length, sentence: 0, role: 'clinician' })).toBe('breast');
  expect(qualifierAfter('a carcinoma of the things we saw', { start: 2, end: 11, sentence: 0, role: 'clinician' })).toBeUndefined();
  const cancer = suggest([
    '[doctor] How have you been since the surgery?',
    '[patient] Good, no lumps that I can feel.',
    '[doctor] On exam, no masses and the scar is well healed.',
    `[doctor] So, as you know, ${said}. We will continue the tamoxifen.`,
  ]).find((s) => s.concept.id === 'cancer');
  expect(cancer?.code.slice(0, 3)).toBe('C50');
});

test('a kind of injury the code set codes only by its site is coded by the site said ("it is just a contusion" of the lower leg)', () => {
  const lines = [
    '[doctor] What happened?',
    '[patient] I walked into the coffee table and my right shin has been sore since.',
    '[doctor] On exam, there is tenderness over the right lower leg, no swelling.',
    '[doctor] The x-ray is normal, no fracture. Honestly, just being a contusion, it should get better in the next week or so.',
  ];
  const contusion = suggest(lines).find((s) => s.concept.name === 'contusion');
  expect(contusion).toMatchObject({ basis: 'diagnosis', concept: { id: 'injury-contusion' } });
  expect(contusion?.code.slice(0, 3)).toBe('S80');
  expect(contusion?.why).toMatch(/contusion of the/);
  // Negated or doubted, it is not coded.
  const denied = suggest([...lines.slice(0, 3), '[doctor] I do not think this is a contusion, the x-ray is normal.']);
  expect(denied.some((s) => s.concept.id === 'injury-contusion')).toBe(false);
});
