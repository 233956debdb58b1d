// The words said in a span of tokens (not skipped, with a letter) are read by one helper,
// saidWords in nlp/tokens.ts. The same filter had been written inline in seven places; this test
// fails on a product file that writes it again.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readTranscript } from '../visit/read-sentences';
import { saidWords } from '../nlp/tokens';

const SRC = join(__dirname, '..');

function productFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : productFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** A token filter keeping the words said, written inline: `.filter((t) => !t.skip && /\p{L}/u.test(t.text))`. */
const INLINE = /\.filter\(\((\w+)\) => !\1\.skip && \/\\p\{L\}\/u\.test\(\1\.text\)/;

it('no product file but nlp/tokens.ts filters the words said inline', () => {
  const writers = productFiles(SRC)
    .filter((path) => INLINE.test(readFileSync(path, 'utf8')))
    .map((path) => relative(SRC, path).split('\\').join('/'));
  expect(writers).toEqual(['nlp/tokens.ts']);
});

it('tells the inline filter, and saidWords keeps the words said only', () => {
  expect(INLINE.test('s.tokens.filter((x) => !x.skip && /\\p{L}/u.test(x.text)).length')).toBe(true);
  expect(INLINE.test('saidWords(s.tokens).length')).toBe(false);
  const [s] = readTranscript("[patient] I've been, um, feeling 2 times worse.", 'en').sentences;
  expect(saidWords(s.tokens).map((t) => t.text)).toEqual(['I', "'ve", 'been', 'feeling', 'times', 'worse']);
});
