// A note's shorthand is found in what was said by the words it stands for ("No JVD." against
// "there is no jugular venous distention"), or as said ("your neck exam has no jvd"), and a
// flipped one is caught either way.
import { sentenceChecker } from './one-sentence';

const checkIn = (transcript: string) =>
  sentenceChecker(transcript, { id: 'physical-examination', en: 'Physical examination', fr: 'Examen clinique' });

describe('shorthand in a note', () => {
  it('is found by the words it stands for', () => {
    const check = checkIn(
      [
        '[doctor] let me do a quick physical exam',
        '[doctor] on your neck exam there is no jugular venous distention and your lungs are clear',
      ].join('\n'),
    );
    expect(check('General Examination: No JVD.').state).toBe('supported');
    expect(check('Limited active and passive ROM.').state).not.toBe('supported');
    expect(check('General Examination: JVD.').state).toMatch(/^(unsupported|contradicted)$/);
  });

  it('is found as said, and its flip contradicted', () => {
    const check = checkIn('[doctor] exactly so your neck exam has no jvd there is no bruits that i can hear');
    expect(check('General Examination: No JVD.').state).toBe('supported');
    expect(check('General Examination: JVD.').state).toBe('contradicted');
  });
});
