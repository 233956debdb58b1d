// The conditions read from the ICD-10-CM code set: which of its names are terms a clinician
// says, the file written beside the set kept current with it, and what the visit model then
// reads (a diagnosis no hand-written entry names).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CodeRow } from '../../codes/cms-files';
import { CODE_FILE, CODE_SET_DIR, parseCodeFile } from '../../codes/code-set';
import { extractVisit } from '../../visit/extract';
import { readTranscript } from '../../visit/read-sentences';
import { CONDITION_TERMS_FILE, conditionTermsText, conditionsFromCodeSet, termsOf } from '../code-set-conditions';

const row = (code: string, long: string, inclusion: string[] = []): CodeRow => ({
  code,
  billable: code.length > 3,
  short: long,
  long,
  inclusion,
  excludes1: [],
});

const concepts = (text: string) =>
  readTranscript(`[doctor] ${text}`, 'en').sentences.flatMap((s) => s.mentions.map((m) => `${m.concept.kind}:${m.concept.id}`));

describe('conditions from the code set', () => {
  it('reads a description without NOS or parenthesised words, and a bracketed name as a term of its own', () => {
    expect(termsOf('Viral gastroenteritis NOS')).toEqual(['viral gastroenteritis']);
    expect(termsOf('Essential (primary) hypertension')).toEqual(['essential hypertension']);
    expect(termsOf('Acute nasopharyngitis [common cold]')).toEqual(['acute nasopharyngitis', 'common cold']);
  });

  it('leaves out what a clinician does not say: unspecified, other, sides, episodes of care, long or coded names', () => {
    expect(termsOf('Cholera, unspecified')).toEqual([]);
    expect(termsOf('Other specified disorders of bone')).toEqual([]);
    expect(termsOf('Pain in right knee')).toEqual([]);
    expect(termsOf('Cholera due to Vibrio cholerae 01, biovar cholerae')).toEqual([]);
    expect(termsOf('Chronic obstructive pulmonary disease with acute lower respiratory infection')).toEqual([]);
  });

  it('keeps a one-word term only as a category name or a disease name ("ALL", "stable" are not)', () => {
    const entries = conditionsFromCodeSet([
      row('B86', 'Scabies'),
      row('C910', 'Acute lymphoblastic leukemia', ['ALL']),
      row('D6801', 'Von Willebrand disease', ['Stable', 'Angiohemophilia']),
      row('R05', 'Cough'),
    ]);
    expect(entries.map((e) => [e.id, e.name, ...e.terms])).toEqual([
      ['icd10cm-B86', 'scabies'],
      ['icd10cm-C910', 'acute lymphoblastic leukemia'],
      ['icd10cm-D6801', 'von willebrand disease', 'angiohemophilia'],
    ]);
  });

  it('reads no term that is also a given name ("This is Amelia, she\'s three.")', () => {
    expect(conditionsFromCodeSet([row('Q730', 'Amelia'), row('Q71', 'Reduction defects of upper limb', ['Amelia of upper limb'])])).toEqual(
      [],
    );
    const visit = extractVisit(
      "[patient] This is Amelia, she's three. She's had a temperature since yesterday.\n[doctor] So Amelia has an ear infection.",
      'en',
    );
    expect(visit.impressions.map((i) => i.concept.id)).toEqual(['ear-infection']);
    expect(visit.complaint?.concepts.map((c) => c.id)).toEqual(['fever']);
  });

  it('gives a term to the first code that names it', () => {
    const entries = conditionsFromCodeSet([
      row('J00', 'Acute nasopharyngitis [common cold]'),
      row('J069', 'Acute upper respiratory infection, unspecified', ['Common cold']),
    ]);
    expect(entries).toEqual([{ id: 'icd10cm-J00', name: 'acute nasopharyngitis', terms: ['common cold'] }]);
  });

  it('is written beside the code set as the code set gives it (run codes:import again after changing the rules)', () => {
    const rows = parseCodeFile(gunzipSync(readFileSync(join(CODE_SET_DIR, CODE_FILE))).toString('utf8'));
    expect(readFileSync(join(CODE_SET_DIR, CONDITION_TERMS_FILE), 'utf8') === conditionTermsText(rows)).toBe(true);
  });

  it("lets the visit model read a diagnosis no hand-written entry names, as the clinician's impression", () => {
    expect(concepts('Looking at it, this is pityriasis rosea.')).toContain('condition:icd10cm-L42');
    const visit = extractVisit(
      '[patient] I have a rash on my back.\n[doctor] Looking at it, this is pityriasis rosea, it clears up by itself in six to twelve weeks.',
      'en',
    );
    expect(visit.impressions.map((i) => i.concept.name)).toEqual(['pityriasis rosea']);
  });

  it('leaves a term the hand-written lexicon says to its entry, articles left out ("hepatitis a" is not "hepatitis")', () => {
    expect(concepts('Hepatitis A is a viral infection.')).toEqual(expect.arrayContaining(['condition:hepatitis']));
    expect(concepts('Hepatitis A is a viral infection.').filter((c) => c.startsWith('condition:icd10cm'))).toEqual([]);
    expect(concepts('Hepatitis C is a viral infection.')).toEqual(expect.arrayContaining(['condition:hepatitis-c']));
    expect(concepts('Hepatitis C is a viral infection.').filter((c) => c.startsWith('condition:icd10cm'))).toEqual([]);
    expect(concepts('You have asthma.')).toEqual(['condition:asthma']);
  });
});
