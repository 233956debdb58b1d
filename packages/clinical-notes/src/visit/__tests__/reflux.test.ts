// A consultation for acid reflux, written for the tests: a blood test "to check you're not
// anaemic" rules nothing out; the doses are written as far as they say how much and how often
// ("once a day, half an hour before breakfast"; "paracetamol instead, two tablets ..."); the
// ibuprofen is cut down and the alcohol too ("Cutting down on the alcohol will help too.").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { draftNote } from '../../draft/generate';
import { EXAM_AND_PLAN } from '../../draft/__tests__/exam-and-plan';
import { splitSentences } from '../../transcript/parse';
import { extractVisit } from '../extract';

const transcript = readFileSync(join(__dirname, 'consultations', 'reflux-gp.txt'), 'utf8');
const visit = extractVisit(transcript, 'en');
const note = draftNote(transcript, EXAM_AND_PLAN, { language: 'en' });
const text = note.sections.flatMap((s) => s.items.map((i) => `${i.title}: ${i.body}`)).join('\n');

describe('a consultation for acid reflux', () => {
  it('rules out nothing a test is done to check ("a blood test to check you\'re not anaemic")', () => {
    expect(visit.ruledOut).toEqual([]);
    expect(text).not.toMatch(/no evidence of an(a)?emia/i);
    const checked = extractVisit("[doctor] We'll do a blood test to check that you're not diabetic.", 'en');
    expect(checked.ruledOut).toEqual([]);
  });

  it('writes the doses as far as they say how much and how often', () => {
    // Ended by how long the course lasts, the dosing keeps what is said between ("..., half an hour before breakfast, for four weeks").
    expect(text).toMatch(/omeprazole 20 mg once a day, half an hour before breakfast, for 4 weeks\./);
    expect(text).toMatch(/paracetamol 2 tablets up to 4 times a day/);
    // How often said only past a comma, after how much: kept ("naproxen, five hundred milligrams, twice a day with food").
    const naproxen = draftNote(
      "[patient] The pain's in my side.\n[doctor] I think this is a kidney stone. Then from tomorrow, naproxen, five hundred milligrams, twice a day with food, for up to a week.",
      EXAM_AND_PLAN,
      { language: 'en' },
    );
    expect(naproxen.sections.flatMap((s) => s.items.map((i) => i.body)).join('\n')).toMatch(/naproxen 500 mg, twice a day\./);
  });

  it('cuts down the ibuprofen and the alcohol, written as advice', () => {
    expect(visit.medications.find((m) => m.concept.id === 'ibuprofen' && m.status === 'advised')?.change).toBe('decrease');
    expect(text).toContain('Try to cut down on the ibuprofen.');
    expect(text).toContain('Cut down on the alcohol.');
    expect(text).not.toContain('will help too');
  });

  it('holds the sour taste as acid regurgitation, and no weight lost ("Have you lost any weight?"), in French too', () => {
    const read = (v: typeof visit) => v.symptoms.map((f) => [f.concept.id, f.assertion]);
    expect(read(visit)).toEqual(
      expect.arrayContaining([
        ['regurgitation', 'present'],
        ['weight-loss', 'absent'],
      ]),
    );
    const fr = extractVisit(
      [
        "[médecin] Qu'est-ce qui vous amène ?",
        "[patient] J'ai des brûlures d'estomac depuis six semaines.",
        '[médecin] Avez-vous un goût acide dans la bouche ?',
        '[patient] Oui, souvent.',
        '[médecin] Avez-vous perdu de poids ?',
        '[patient] Non.',
      ].join('\n'),
      'fr',
    );
    expect(read(fr)).toEqual(
      expect.arrayContaining([
        ['regurgitation', 'present'],
        ['weight-loss', 'absent'],
      ]),
    );
  });

  it('holds how much alcohol was said over the weekend', () => {
    expect(visit.social.find((f) => f.topic === 'alcohol')?.text).toBe('Drinks alcohol (a bottle of wine over the weekend).');
  });

  it("leaves the doctor's introduction out ('Hello, it's Doctor Patel from the surgery.')", () => {
    expect(text).not.toContain('Doctor Patel');
  });

  it('reads a breath test ordered by "test for", and no sentence end inside "H. pylori"', () => {
    const tested = extractVisit("[doctor] I think this is reflux. We'll test for it with a breath test.", 'en');
    expect(tested.plan.filter((p) => p.kind === 'test').flatMap((p) => p.concepts.map((c) => c.id))).toEqual(['h-pylori-test']);
    const said = 'We test for H. pylori with a breath test. Then we treat it.';
    expect(splitSentences(said).map((s) => said.slice(s.start, s.end))).toEqual([
      'We test for H. pylori with a breath test.',
      'Then we treat it.',
    ]);
  });
});
