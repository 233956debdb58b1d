// A reading the patient took at home, said answering the clinician's question about it, is
// held with the examination's readings ("Have you got a blood pressure machine at home?" ...
// "It was, er, one forty-eight over ninety.").
import { LANGUAGES } from '../../language';
import { EXAM_RULES, readExamination } from '../examination';
import { readTranscript } from '../read-sentences';

const readings = (said: string) =>
  readExamination(readTranscript(said, 'en'))
    .filter((f) => f.kind === 'vital')
    .map((f) => f.reading?.value);

describe('a reading the patient took', () => {
  it('is read from their answer to the question naming it', () => {
    const said = [
      '[doctor] Have you got a blood pressure machine at home?',
      "[patient] Yeah, the wife's got one. I did it this morning. It was, er, one forty-eight over ninety.",
    ].join('\n');
    expect(readings(said)).toContain('148/90');
  });

  it('is none where the clinician spoke of something else in between', () => {
    const said = [
      '[doctor] Have you got a blood pressure machine at home?',
      '[patient] Yeah.',
      '[doctor] And how many do you smoke?',
      '[patient] About fifteen a day.',
    ].join('\n');
    expect(readings(said)).toEqual([]);
  });
});

describe.each(LANGUAGES)('a reading said after a yes answering the question naming it (%s)', (lang) => {
  const { answeringExample, answeringExpect } = EXAM_RULES[lang].examining;
  it(`"${answeringExample}" -> "${answeringExpect}"`, () => {
    expect(readExamination(readTranscript(answeringExample, lang)).map((f) => f.text)).toContain(answeringExpect);
  });
});

describe.each(LANGUAGES)('readings taken in a position, pointed back at one after the other (%s)', (lang) => {
  const { positionsExample, positionsExpect } = EXAM_RULES[lang].examining;
  it(`"${positionsExample}" -> ${positionsExpect.join(' ')}`, () => {
    const findings = readExamination(readTranscript(positionsExample, lang));
    expect(findings.map((f) => f.text)).toEqual(positionsExpect);
    // Each is a sentence of its own, not the vital signs' one line of blood pressure.
    expect(findings.filter((f) => f.kind === 'vital' && f.reading)).toEqual([]);
  });
});
