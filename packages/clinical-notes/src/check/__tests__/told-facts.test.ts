// "Not in the note" offers what the draft writes in the speakers' own words (the side, how it
// feels, what the patient tried) where the visit model's facts do not say it, and the note names
// none of it: each sentence with the passage it was told in, never small talk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAM_AND_PLAN } from '../../draft/__tests__/exam-and-plan';
import { checkEvidence } from '../../evidence/check';
import { namedIn } from '../told-facts';

const transcript = readFileSync(
  join(__dirname, '..', '..', 'visit', '__tests__', 'consultations', 'dvt-calf-swelling-flight-gp.txt'),
  'utf8',
);
const note = (lines: string[], language: 'en' | 'fr' = 'en') => ({
  language,
  sections: [{ title: 'History', items: lines.map((body) => ({ title: '', body })) }],
});
const told = (lines: string[], language: 'en' | 'fr' = 'en') =>
  checkEvidence({ transcript }, note(lines, language), [EXAM_AND_PLAN]).omissions.filter((o) => o.kind === 'history');

describe('what was told, in the speakers’ words, in "Not in the note"', () => {
  it('offers a sentence of the history naming what the facts do not, with the passage it was told in', () => {
    const offered = told(['Swollen leg.']);
    const ache = offered.find((o) => o.text === 'It is a tight ache, right in the back of the calf.');
    expect(ache).toBeDefined();
    expect(transcript.slice(ache!.source.start, ache!.source.end)).toContain('right in the back of the calf');
    // The side said with the part the pain was told after ("it's my left leg, my calf. | It's been really sore") is the fact's.
    expect(offered.map((o) => o.text)).not.toContain('It is their left leg, their calf.');
    const facts = checkEvidence({ transcript }, note(['Swollen leg.']), [EXAM_AND_PLAN]).omissions.map((o) => o.text);
    expect(facts).toContain('Reports tight and dull left leg pain for about three days.');
  });

  it('offers none of them to a note naming their concepts and sides, in its own words', () => {
    const texts = told(['Left calf pain, tight ache at the back of the calf, for 3 days.']).map((o) => o.text);
    expect(texts).not.toContain('It is a tight ache, right in the back of the calf.');
    expect(texts).not.toContain('It is their left leg, their calf.');
  });

  it('offers none to a note in another language than the visit’s: they have no sentence in it', () => {
    expect(told(['Douleur du mollet.'], 'fr')).toEqual([]);
  });

  it('reads what a sentence names: its concepts and its side words; small talk names nothing', () => {
    expect(namedIn('It is their left leg, their calf.', 'en')).toEqual({ concepts: ['leg', 'calf'], sides: ['left'] });
    expect(namedIn('Sorry, they are just in the van, they have pulled over.', 'en')).toEqual({ concepts: [], sides: [] });
    expect(namedIn('La douleur est du côté gauche.', 'fr').sides).toEqual(['gauche']);
  });

  it('offers one item for a passage the model has a fact of its kind from ("we will get an x-ray of the left knee": "Arrange x-ray.")', () => {
    const said = [
      '[doctor] what brings you in today?',
      '[patient] i have had pain in my left knee for three weeks.',
      '[doctor] we will get an x-ray of the left knee.',
      '[doctor] i will see you back in two weeks.',
    ].join('\n');
    const plan = checkEvidence({ transcript: said }, note(['Left knee pain for three weeks.']), [EXAM_AND_PLAN]).omissions.filter((o) =>
      /x-ray/i.test(o.text),
    );
    expect(plan.map((o) => o.text)).toEqual(['Arrange x-ray.']);
  });
});
