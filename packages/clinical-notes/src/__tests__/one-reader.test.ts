// A sentence's medications, doses, durations, sides and allergies are read by the visit model's
// reader (src/visit: the lexicon, the ConText rules, the dosing and duration words), the
// facts of one sentence by visit/sentence-facts.ts. The older word lists of
// src/lexicon/terms still serve the modules named here; a new module reading them would grow
// a second reader beside the visit model's again, so this test fails on it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');

/** The modules that still read the older word lists, each for what the visit model does not hold. */
const READERS_OF_TERMS = [
  // How much a conversation's sentence says (its weight), and its symptoms stated.
  'draft/analyse.ts',
  // The complaint's title from a sentence of the draft's building blocks.
  'draft/complaint.ts',
  'draft/draft-content.ts',
  // The diagnoses a sentence in the clinician's words states, for the check-before-signing panel.
  'draft/fact-log.ts',
  'draft/generate.ts',
  'draft/sections/history-writers.ts',
  // The evidence check's concepts of a sentence, beside the visit model's statements.
  'evidence/check.ts',
  'evidence/concepts.ts',
  'evidence/note-text.ts',
  'evidence/sources.ts',
  // The package's API.
  'index.ts',
  // What an instruction to the note may not lose: its medications.
  'instructions/note-parts.ts',
  'write/restates.ts',
];

function productFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'terms' ? [] : productFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

const readsTerms = (text: string) => /from '(?:\.\.?\/)+(?:lexicon\/)?terms\/[\w-]+'/.test(text);

it('no module but those named reads the older word lists (lexicon/terms)', () => {
  const readers = productFiles(SRC)
    .filter((path) => readsTerms(readFileSync(path, 'utf8')))
    .map((path) => relative(SRC, path).split('\\').join('/'))
    .sort();
  expect(readers).toEqual([...READERS_OF_TERMS].sort());
});

it('tells an import of the word lists from any folder', () => {
  expect(readsTerms("import { findMedications } from '../lexicon/terms/medications';")).toBe(true);
  expect(readsTerms("import { BODY_PARTS } from '../../lexicon/terms/symptoms';")).toBe(true);
  expect(readsTerms("import { sentenceFacts } from '../visit/sentence-facts';")).toBe(false);
});
