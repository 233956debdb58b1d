// Classes of medications a note names for what was said by a drug's name ("avoid NSAIDs" for
// "stop the motrin", "a cortisone injection" for "a cc of betamethasone"). English and French:
// what names a class is data, lexicon/<lang>/medication-classes.json (its members in the
// English file: drug names are said alike in both languages).
import { memoByText } from './memo';
import { phrasePattern } from '../../text/phrases';
import classesEn from '../../../lexicon/en/medication-classes.json';
import classesFr from '../../../lexicon/fr/medication-classes.json';

const CLASSES: Array<{ pattern: RegExp; members: string[] }> = classesEn.map((c) => ({
  pattern: phrasePattern([...c.said, ...(classesFr.find((f) => f.id === c.id)?.said ?? [])]),
  members: c.members,
}));

/** The medications of every class a text names (lower case). */
export const classMembersNamed = memoByText((lower: string): string[] =>
  CLASSES.filter((c) => c.pattern.test(lower)).flatMap((c) => c.members),
);
