// Symptoms a clinician tells apart are told apart by the check: painful swallowing
// (odynophagia) is no difficulty swallowing (dysphagia), and a note stating the one does not
// stand on a consultation that said the other.
import { sentenceChecker } from './one-sentence';

const TRANSCRIPT = [
  '[doctor] What brings you in today?',
  '[patient] I have a sore throat, and it is really painful to swallow.',
  '[doctor] Any trouble getting food down, does it get stuck?',
  '[patient] No, it just hurts.',
].join('\n');

const check = sentenceChecker(TRANSCRIPT);
const stateOf = (sentence: string) => check(sentence).state;

describe('painful swallowing and difficulty swallowing', () => {
  it('supports the one said, not the other', () => {
    expect(stateOf('Reports painful swallowing.')).toBe('supported');
    expect(stateOf('Reports dysphagia.')).toMatch(/unsupported|contradicted/);
  });
});
