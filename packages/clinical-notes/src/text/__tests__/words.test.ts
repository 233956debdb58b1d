// The words of a text are read one way (text/words.ts), and a text is given its first capital one
// way: no other product source of the package repeats either with its own copy.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { capital, wordsOf } from '../words';

const SRC = join(__dirname, '..', '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sources(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });

describe('the words of a text', () => {
  it('are its letters and digits, lower-cased, accents kept', () => {
    expect(wordsOf("Start the Antibiotics today, 2 tablets d'ibuprofène")).toEqual([
      'start',
      'the',
      'antibiotics',
      'today',
      '2',
      'tablets',
      'd',
      'ibuprofène',
    ]);
    expect(wordsOf('')).toEqual([]);
  });

  it('are read by text/words.ts only: no source repeats its expression', () => {
    const copies = sources(SRC)
      .filter((path) => !path.endsWith(join('text', 'words.ts')))
      .filter((path) => readFileSync(path, 'utf8').includes('.toLowerCase().match(/[\\p{L}\\p{N}]+/gu)'))
      .map((path) => relative(SRC, path));
    expect(copies).toEqual([]);
  });

  it('are given their first capital by text/words.ts only: no source writes its own capital', () => {
    expect(capital('chest pain')).toBe('Chest pain');
    expect(capital('')).toBe('');
    const copies = sources(SRC)
      .filter((path) => !path.endsWith(join('text', 'words.ts')))
      .filter((path) => /\[0\]\.toUpperCase\(\) \+/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(copies).toEqual([]);
  });
});
