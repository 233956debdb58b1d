import { inCapitals, unshouted } from '../shouted';

describe('a transcript in capitals throughout', () => {
  it('is read in lower case, letter for letter, its speaker tags not counted', () => {
    const said = '[doctor] ANY CHEST PAIN TODAY?\n[patient] NO, JUST THE COUGH SINCE MONDAY.';
    expect(inCapitals(said)).toBe(true);
    expect(unshouted(said)).toBe('[doctor] any chest pain today?\n[patient] no, just the cough since monday.');
    expect(unshouted(said)).toHaveLength(said.length);
  });

  it('leaves text with capitals of its own as it is, and a short one', () => {
    const written = 'Your MRI and ECG were normal, so keep taking the Tylenol as needed.';
    expect(inCapitals(written)).toBe(false);
    expect(unshouted(written)).toBe(written);
    expect(unshouted('OK, THANKS.')).toBe('OK, THANKS.');
  });

  it('keeps a letter whose lower case is longer, so that offsets hold', () => {
    const said = 'İ HAD A COUGH FOR THREE WEEKS AND A FEVER';
    expect(unshouted(said)).toBe('İ had a cough for three weeks and a fever');
  });
});
