// The conditions the ICD-10-CM code set names, as lexicon entries: the vocabulary of diagnoses
// grows with the code set the product carries, not one hand-written term at a time. Which of
// its names are read is data (lexicon/en/code-set-terms.json); the entries are written beside
// the code set (codes/condition-terms.json) when it is imported, and read with the lexicon.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeRow } from '../codes/cms-files';
import { CODE_SET_DIR } from '../codes/code-set';
import rules from '../../lexicon/en/code-set-terms.json';
import type { LexiconEntry } from './lexicon';

export const CONDITION_TERMS_FILE = 'condition-terms.json';
/** The id of a condition read from the code set: this, then its code ("icd10cm-L42"). */
export const CODE_SET_CONCEPT = 'icd10cm-';

const NOT_WORDS = new Set(rules.notWords);
const GIVEN_NAMES = new Set(rules.givenNames.words);
const CHAPTERS = new Set(rules.chapters);
const SAYABLE = /^[a-z][a-z'\- ]*[a-z]$/;

/** The terms a description or inclusion term says: itself without NOS or parenthesised words, and any bracketed name. */
export function termsOf(text: string): string[] {
  const bracketed = [...text.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]);
  const plain = text
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\bNOS\b/g, ' ');
  return [plain, ...bracketed].map((t) => t.replace(/\s+/g, ' ').trim().toLowerCase()).filter((t) => isConditionTerm(t));
}

function isConditionTerm(term: string): boolean {
  if (!SAYABLE.test(term) || GIVEN_NAMES.has(term)) return false;
  const words = term.split(' ');
  if (words.length > rules.maxWords || words.some((w) => NOT_WORDS.has(w))) return false;
  return true;
}

/** A term of one word is a condition when it is a category's own name or ends as a disease name ends. */
function keepsOneWord(term: string, code: string): boolean {
  if (term.includes(' ')) return true;
  if (term.length < rules.singleWord.minLength) return false;
  return code.length === 3 || rules.singleWord.suffixes.some((s) => term.endsWith(s));
}

/** The lexicon entries of a code set's conditions: one per code naming a term no earlier code named. */
export function conditionsFromCodeSet(rows: readonly CodeRow[]): LexiconEntry[] {
  const taken = new Set<string>();
  const entries: LexiconEntry[] = [];
  for (const row of rows) {
    if (!CHAPTERS.has(row.code[0])) continue;
    const terms = [row.long, ...row.inclusion].flatMap(termsOf).filter((t) => keepsOneWord(t, row.code) && !taken.has(t));
    const own = [...new Set(terms)];
    if (own.length === 0) continue;
    for (const t of own) taken.add(t);
    entries.push({ id: `${CODE_SET_CONCEPT}${row.code}`, name: own[0], terms: own.slice(1) });
  }
  return entries;
}

/** The file of the condition entries of `rows`, as written beside the code set. */
export function conditionTermsText(rows: readonly CodeRow[]): string {
  return `${JSON.stringify(conditionsFromCodeSet(rows))}\n`;
}

/** The condition entries written beside the code set (none when it has none). */
export function codeSetConditions(dir = CODE_SET_DIR): LexiconEntry[] {
  const file = join(dir, CONDITION_TERMS_FILE);
  if (!existsSync(file)) return [];
  // A file written before a term was known to be a given name too is read without it.
  return (JSON.parse(readFileSync(file, 'utf8')) as LexiconEntry[]).flatMap((entry) => {
    const terms = [entry.name, ...entry.terms].filter((t) => !GIVEN_NAMES.has(t));
    return terms.length === 0 ? [] : [{ ...entry, name: terms[0], terms: terms.slice(1) }];
  });
}
