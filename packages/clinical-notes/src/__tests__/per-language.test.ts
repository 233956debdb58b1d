// What a module builds from a language's rules is built once per language by `perLanguage`
// (language.ts), not by a cache of its own: a product file declaring its own map keyed by
// language is refused. The lexicon's concept index is the one exception, as it is cleared when
// a new code set is imported.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { perLanguage } from '../language';

const SRC = join(__dirname, '..');
/** Files allowed a map keyed by language: the helper itself, and the index a code set import clears. */
const ALLOWED = new Set(['language.ts', 'lexicon/lexicon.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sources(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

describe('what is built per language', () => {
  it('is built once for each language, on first use', () => {
    const built: string[] = [];
    const of = perLanguage((lang) => {
      built.push(lang);
      return { lang };
    });
    expect(of('en')).toBe(of('en'));
    expect(of('fr').lang).toBe('fr');
    expect(built).toEqual(['en', 'fr']);
  });

  it('has no cache of its own in a product file', () => {
    const own = sources(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !ALLOWED.has(path) && /new Map<\s*Lang\b/.test(readFileSync(join(SRC, path), 'utf8')));
    expect(own).toEqual([]);
  });
});
