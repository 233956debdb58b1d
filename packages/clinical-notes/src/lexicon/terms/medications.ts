// Medication names (generic and common brand names, with supplements a note lists as
// medications), lower-case. Used to find medications in what was said and, by the
// faithfulness check, in what a note states. Not a formulary: a drug missing here is still
// kept in the note's free text, it is just not extracted as a structured fact. The names are
// data: lexicon/en/medication-names.json (drug names are said alike in English and French).
import { memoByText } from './memo';
import names from '../../../lexicon/en/medication-names.json';

/** Single-word names, names of more than one word (matched before single words), and words that are only a medication when another word follows ("benzoyl peroxide", "folic acid"). */
const SINGLE = new Set(names.names);
const MULTIWORD = names.multiword;
const NEEDS_COMPANION = new Set(names.needsCompanion);

/** All medication names, longest first, for matching. */
export const MEDICATION_NAMES: readonly string[] = [...MULTIWORD, ...[...SINGLE].filter((n) => !NEEDS_COMPANION.has(n))].sort(
  (a, b) => b.length - a.length,
);

/** Names by their first three letters, longest first: a text is read once, not once per name. */
const BY_START = new Map<string, string[]>();
for (const name of MEDICATION_NAMES) {
  const key = name.slice(0, 3);
  const list = BY_START.get(key);
  if (list) list.push(name);
  else BY_START.set(key, [name]);
}

const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isLetterOrDigit = (c: number) => isLetter(c) || (c >= 48 && c <= 57);
/** An ASCII capital lowered; other characters as they are (names are plain ASCII). */
const lowered = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

/** Whether a name is written at text[at...], in any case, and ends there as a word. */
function nameAt(text: string, at: number, name: string): boolean {
  if (at + name.length > text.length) return false;
  for (let j = 0; j < name.length; j++) if (lowered(text.charCodeAt(at + j)) !== name.charCodeAt(j)) return false;
  const after = text.charCodeAt(at + name.length);
  // Not inside a longer word: "tylenol-like" or "aspirins" name nothing.
  return !isLetterOrDigit(after) && !(after === 45 && isLetter(text.charCodeAt(at + name.length + 1)));
}

/** Medication names in a text, with their positions: the longest name at each word start. */
function findMedicationsUncached(text: string): Array<{ name: string; index: number }> {
  const found: Array<{ name: string; index: number }> = [];
  for (let i = 0; i + 3 <= text.length;) {
    const before = i > 0 ? text.charCodeAt(i - 1) : 32;
    const names =
      isLetterOrDigit(before) || before === 45
        ? undefined
        : BY_START.get(String.fromCharCode(lowered(text.charCodeAt(i)), lowered(text.charCodeAt(i + 1)), lowered(text.charCodeAt(i + 2))));
    const name = names?.find((n) => nameAt(text, i, n));
    if (name) {
      found.push({ name, index: i });
      i += name.length;
    } else i++;
  }
  return found;
}

/** {@link findMedicationsUncached}, cached: results are shared, do not change them. */
export const findMedications = memoByText(findMedicationsUncached);
