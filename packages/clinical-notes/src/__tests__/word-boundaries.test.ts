// No product pattern of the package that reads French or Unicode text bounds a word with `\b`: in JavaScript `\b` knows
// only ASCII letters, even with the `u` flag, so an accented letter counts as a boundary. "\bme\b" matched the end of
// "problème" and the third person wrote "problèlui"; "\bma\b" made "eczéma" "eczésa"; "voilà\b" never matched before a
// space. A word in such a pattern is bounded with `(?<!\p{L})` and `(?!\p{L})`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sources(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** A pattern that reads Unicode text: it has the `u` or `v` flag, a letter outside ASCII, or a Unicode property. */
const readsUnicode = (pattern: string, flags: string) => /[uv]/.test(flags) || /[^\p{ASCII}](?<=\p{L})|\\p\{/u.test(pattern);

/** Whether a pattern is given to `unicodeWords`, which makes its `\b` know every alphabet. */
const madeUnicode = (node: ts.Node) =>
  ts.isCallExpression(node.parent) && ts.isIdentifier(node.parent.expression) && node.parent.expression.text === 'unicodeWords';

/** The patterns of a source that bound a word with `\b` where they read Unicode text, as "line: pattern". */
export function asciiBoundsIn(source: string, name = 'file.ts'): string[] {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const report = (node: ts.Node, pattern: string, flags: string) => {
    if (/\\b/.test(pattern) && readsUnicode(pattern, flags) && !madeUnicode(node))
      found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${pattern.slice(0, 80)}`);
  };
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(file);
      const end = text.lastIndexOf('/');
      report(node, text.slice(1, end), text.slice(end + 1));
    }
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      const [pattern, flags] = node.arguments ?? [];
      const flagText = flags && (ts.isStringLiteral(flags) || ts.isNoSubstitutionTemplateLiteral(flags)) ? flags.text : '';
      if (pattern) report(node, pattern.getText(file), flagText);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('word boundaries in the patterns of the package', () => {
  it('are reported where an ASCII boundary reads Unicode text, and only there', () => {
    expect(asciiBoundsIn(`const a = /\\bme\\b/giu;`)).toEqual(['1: \\bme\\b']);
    expect(asciiBoundsIn(`const b = /\\bvoilà\\b/i;`)).toHaveLength(1);
    expect(asciiBoundsIn(`const c = new RegExp(\`\\\\b(\${words})\\\\b\`, 'iu');`)).toHaveLength(1);
    expect(asciiBoundsIn(`const g = unicodeWords(/\\bme\\b/giu); const h = /\\bi['’]m\\b/i;`)).toEqual([]);
    expect(asciiBoundsIn(`const d = /\\bthe\\b/i; const e = /(?<!\\p{L})me(?!\\p{L})/giu; const f = new RegExp('\\\\bx', 'g');`)).toEqual(
      [],
    );
  });

  it('bound no word with \\b in a pattern that reads French or Unicode text', () => {
    const files = sources(join(ROOT, 'src'));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((path) => asciiBoundsIn(readFileSync(path, 'utf8'), path).map((f) => `${relative(ROOT, path)}:${f}`));
    expect(found).toEqual([]);
  });
});
