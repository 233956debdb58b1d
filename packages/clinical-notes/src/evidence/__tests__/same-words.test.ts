// Words a note and speech say one thing with (rules/en/same-words.json): each class's note
// sentence is found in what its example says, the class's words counted as one.
import { sentenceChecker } from './one-sentence';
import sameWords from '../../../rules/en/same-words.json';

const RELATIONS = new Set(['mother', 'father', 'grandmother', 'grandfather']);

describe('same words', () => {
  it.each(sameWords.classes.filter((c) => RELATIONS.has(c.as)).map((c) => [c.as, c.example, c.said] as const))(
    'a relative, %s: "%s" is found in "%s"',
    (_as, example, said) => {
      const check = sentenceChecker(`[doctor] Any illnesses in the family?\n[patient] ${said}.`);
      expect(check(example).state).toBe('supported');
    },
  );
});
