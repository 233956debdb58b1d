// Diagnoses named in the assessment in the code set's own words: a term of the code set the
// lexicon does not hold is suggested with the words that say it and the side said; one that is
// negated, after a word of doubt or asked about is not; the terms come from descriptions and
// inclusion terms (a single word only when it names the code); an impression said negated
// ("no signs of prostate cancer") is no diagnosis.
import { extractVisit } from '../../visit/extract';
import { assessedTerms, deficiencyTerms, statedAt, termIndex, termOf } from '../assessment-terms';
import { loadCodeSet } from '../code-set';
import { suggestCodes } from '../suggest';

const codes = loadCodeSet();
const visit = (lines: string[]) => {
  const transcript = lines.join('\n');
  return { transcript, suggestions: suggestCodes(extractVisit(transcript, 'en'), codes, transcript) };
};

test("the code set's terms: a description up to its comma, an inclusion term, without unspecified or NOS", () => {
  expect(termOf('Lateral epicondylitis, right elbow')).toBe('lateral epicondylitis');
  expect(termOf('Melanoma (malignant) NOS')).toBe('melanoma');
  expect(termOf('Esophagitis, unspecified', true)).toBe('esophagitis');
  const { terms } = termIndex(codes);
  expect(terms.get('lateral epicondylitis')?.display).toBe('M77.1');
  expect(terms.get('hallux rigidus')?.display).toBe('M20.2');
  expect(terms.get('melanoma')?.code.startsWith('C43')).toBe(true);
  // One word that is not the code's own ("Erythema NOS" under "Erythematous condition"), or an adjective of a list, names nothing.
  expect(terms.has('erythema')).toBe(false);
  expect(terms.has('excessive')).toBe(false);
  // The lexicon's symptoms are the visit model's to read; a sign it does not hold is a term; no status or external cause is.
  expect(terms.has('cough')).toBe(false);
  expect(terms.get('hyperglycemia')?.code.startsWith('R73')).toBe(true);
  expect(terms.has('illness')).toBe(false);
  expect([...terms.values()].some((c) => /^[V-Z]/.test(c.code))).toBe(false);
});

test('a diagnosis the clinician names in the code set words is suggested, with its side and the words that say it', () => {
  const { transcript, suggestions } = visit([
    '[doctor] What brings you in today?',
    '[patient] My right elbow has hurt for a month when I grip things.',
    '[doctor] On exam there is tenderness over the lateral epicondyle of the right elbow.',
    '[doctor] So my diagnosis here would be lateral epicondylitis of the right elbow. We will start physical therapy.',
  ]);
  const first = suggestions[0];
  expect(first).toMatchObject({ code: 'M77.11', basis: 'diagnosis', billable: true, concept: { name: 'lateral epicondylitis' } });
  expect(transcript.slice(first.evidence.start, first.evidence.end)).toBe('lateral epicondylitis');
  expect(first.reasons.map((r) => r.key)).toEqual(['said', 'sideSaid', 'onlyCode']);
});

test('a term negated, after a word of doubt or asked about is not a diagnosis', () => {
  const lines = (sentence: string) =>
    [
      '[doctor] What brings you in?',
      '[patient] It hurts when I swallow.',
      '[doctor] Your throat looks normal on exam.',
      `[doctor] ${sentence}`,
    ].join('\n');
  const said = (sentence: string) => assessedTerms(lines(sentence), codes, lines(sentence).indexOf('Your throat') + 40);
  expect(said('You have esophagitis, we will treat it.').map((t) => t.phrase)).toEqual(['esophagitis']);
  expect(said('There are no signs of esophagitis.')).toEqual([]);
  expect(said('We need to rule out esophagitis with a scope.')).toEqual([]);
  expect(said('Have you ever been told you had esophagitis?')).toEqual([]);
  expect(statedAt('it could be esophagitis', 12)).toBe(false);
  expect(statedAt('you have esophagitis', 9)).toBe(true);
});

test('an impression after a negated clause of its sentence is still stated', () => {
  const { suggestions } = visit([
    '[doctor] What brings you in today?',
    '[patient] I get up at night to pass urine.',
    '[doctor] Your prostate feels smooth on exam.',
    '[doctor] I see no signs of prostate cancer, you have an enlarged prostate.',
  ]);
  expect(suggestions.map((s) => [s.code, s.basis])).toEqual([['N40.0', 'diagnosis']]);
  expect(statedAt('no signs of cancer, you have an enlarged prostate', 35)).toBe(true);
  expect(statedAt('she has no fever, chills or cough', 18)).toBe(false);
});

test('a contraction a transcript writes apart negates as the joined one does ("you do n\'t have any any fractures")', () => {
  const lower = "looks like you do n't have any any fractures or any bony misalignment";
  expect(statedAt(lower, lower.indexOf('fractures'))).toBe(false);
  expect(statedAt("you don't have any fractures", "you don't have any ".length)).toBe(false);
});

test("doubt said before the clinician's stating words is not about the diagnosis they state; doubt after them is", () => {
  const stated = 'which i expect with this kind of injury i do think that what you have is medial epicondylitis';
  expect(statedAt(stated, stated.indexOf('medial'))).toBe(true);
  const doubted = 'i think you may have medial epicondylitis';
  expect(statedAt(doubted, doubted.indexOf('medial'))).toBe(false);
  // Without the stating words, the doubt reaches the diagnosis.
  const plain = 'with this kind of injury it is medial epicondylitis';
  expect(statedAt(plain, plain.indexOf('medial'))).toBe(false);
});

test('the hedges: "I think you have X" and "it seems like you have X" state a diagnosis; "it seems like you may have X" and "probably X" are uncertain, coded by symptoms first', () => {
  const said = (impression: string) =>
    visit([
      '[doctor] What brings you in today?',
      '[patient] My right elbow has hurt on the inside for a month when I grip things.',
      '[doctor] On exam there is tenderness over the medial epicondyle of the right elbow.',
      `[doctor] ${impression} We will start physical therapy.`,
    ]).suggestions;
  for (const stated of [
    'I think you have medial epicondylitis of the right elbow.',
    'It seems like you have medial epicondylitis of the right elbow.',
  ])
    expect(said(stated)[0]).toMatchObject({ code: 'M77.01', basis: 'diagnosis' });
  for (const hedge of ['It seems like you may have medial epicondylitis.', 'This is probably medial epicondylitis.']) {
    const suggestions = said(hedge);
    // Coded by the symptoms; the doubted diagnosis, when the visit model holds it, only after them with its doubt.
    const doubted = suggestions.filter((s) => s.code.startsWith('M77'));
    expect(doubted.every((s) => s.reasons.at(-1)?.key === 'saidWithDoubt' && s !== suggestions[0])).toBe(true);
    expect(suggestions[0]?.basis).toBe('symptom');
  }
});

test('an impression the visit model reads is held to the same hedges: "it seems like you may have gastroenteritis" is coded by its symptoms', () => {
  const said = (impression: string) =>
    visit(['[doctor] What brings you in today?', '[patient] I have had diarrhoea and vomiting since yesterday.', `[doctor] ${impression}`])
      .suggestions;
  for (const stated of ['I think you have gastroenteritis.', 'It seems like you have gastroenteritis.'])
    expect(said(stated)[0]).toMatchObject({ code: 'K52.9', basis: 'diagnosis' });
  for (const hedge of ['It seems like you may have gastroenteritis.', "It's probably gastroenteritis."]) {
    const hedged = said(hedge);
    expect(hedged.filter((s) => s.code === 'K52.9').every((s) => s.reasons.at(-1)?.key === 'saidWithDoubt')).toBe(true);
    expect(hedged[0]?.basis).toBe('symptom');
  }
});

test('a word of doubt heads its whole list, however long ("some possible causes are ..., alcohol abuse, fatty liver disease, ... wilson\'s disease")', () => {
  const list =
    "some possible causes are certain medications that can be toxic to liver , alcohol abuse , fatty liver disease , hepatitis , cirrhosis , and other liver diseases like wilson's disease .";
  for (const item of ['alcohol abuse', 'fatty liver', 'cirrhosis', "wilson's disease"])
    expect(statedAt(list, list.indexOf(item))).toBe(false);
  // A clause that follows a doubt is no item of a list: the diagnosis after it stands.
  const clause =
    'if it gets worse over the next few weeks we can talk about the options for surgery, and your hypertension is well controlled';
  expect(statedAt(clause, clause.indexOf('hypertension'))).toBe(true);
  // A list with no word of doubt heading it is stated.
  const stated = 'so your problems today are your back , your knee arthritis , your gout , and fatty liver disease';
  expect(statedAt(stated, stated.indexOf('fatty liver'))).toBe(true);
});

test('a sign the clinician names in the code set\'s words is coded as a symptom, after the diagnosis ("you have this hyperglycemia")', () => {
  const { suggestions } = visit([
    '[doctor] What brings you in today?',
    '[patient] I have had a sore throat and my sugars have been all over the place.',
    '[doctor] On exam, your tonsils are red with exudate.',
    '[doctor] Your rapid strep is positive, so you have strep throat. And my impression is you have this hyperglycemia, related to the infection.',
  ]);
  expect(suggestions.slice(0, 2).map((s) => `${s.code.slice(0, 3)}:${s.basis}`)).toEqual(['J02:diagnosis', 'R73:symptom']);
});

test('"probably" is read by the visit model with its scope: an impression it reads as stated is coded ("I think it\'s, um, probably just a simple what we\'d say a UTI")', () => {
  const { suggestions } = visit([
    '[doctor] What brings you in today?',
    '[patient] It burns when I pass urine and I keep needing to go.',
    "[doctor] But I think it's, um, probably just a simple what we'd say a UTI. We'll start some antibiotics.",
  ]);
  expect(suggestions[0]).toMatchObject({ code: 'N39.0', basis: 'diagnosis' });
  // A term of the code set, which the visit model does not read, is still doubted by it.
  const said = 'this is probably medial epicondylitis';
  expect(statedAt(said, said.indexOf('medial'))).toBe(false);
  expect(statedAt(said, said.indexOf('medial'), true)).toBe(true);
});

test('a diagnosis set aside for another is not stated ("it seems more like a chest infection, rather than a lung cancer")', () => {
  const said = 'but at the moment, it, it seems more like a chest infection, rather than a lung cancer.';
  expect(statedAt(said, said.indexOf('lung cancer'))).toBe(false);
  expect(statedAt(said, said.indexOf('chest infection'), true)).toBe(true);
});

test('a deficiency is named with the lacking thing first, as a clinician says it ("for your first problem, that IgA deficiency")', () => {
  expect(deficiencyTerms('Selective deficiency of immunoglobulin A [IgA]')).toEqual(['immunoglobulin a deficiency', 'iga deficiency']);
  expect(deficiencyTerms('Deficiency of vitamin C')).toEqual(['vitamin c deficiency']);
  expect(deficiencyTerms('Vitamin D deficiency, unspecified')).toEqual([]);
  const { terms } = termIndex(codes);
  expect(terms.get('iga deficiency')?.display).toBe('D80.2');
  const { suggestions } = visit([
    '[doctor] What brings you in today?',
    '[patient] My doctor said my blood work showed a low immunoglobulin level.',
    '[doctor] Your belly is soft with no tenderness on exam.',
    '[doctor] So for your first problem, that IgA deficiency, it is a very common immunodeficiency. We will order more blood work.',
  ]);
  expect(suggestions[0]).toMatchObject({ code: 'D80.2', basis: 'diagnosis' });
});
