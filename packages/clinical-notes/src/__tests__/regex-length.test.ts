// No product file of the package holds a regular expression longer than 120 characters:
// vocabulary and phrases belong in the rule and lexicon files, read by one matcher, not in a
// long pattern no one can review. Regex literals and the strings given to `new RegExp(...)`
// are read with the TypeScript parser (no pattern is guessed from the text); the JSON rule
// files are searched for a field holding a pattern.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const MAX = 120;
const ROOT = join(__dirname, '..', '..');

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : files(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** The regular expressions of a TypeScript source: literals and `RegExp(...)` / `new RegExp(...)` string arguments. */
export function regexesOf(source: string, name = 'file.ts'): string[] {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) found.push(node.getText(file));
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      const [pattern] = node.arguments ?? [];
      if (pattern && (ts.isStringLiteral(pattern) || ts.isNoSubstitutionTemplateLiteral(pattern))) found.push(pattern.text);
      else if (pattern) found.push(pattern.getText(file));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Values of JSON fields that hold a pattern ("pattern", "regex", "regexp"), anywhere in a rule file. */
function jsonPatterns(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) jsonPatterns(v, out);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (/^(pattern|regex|regexp)s?$/i.test(key)) out.push(...(Array.isArray(v) ? v.map(String) : [String(v)]));
      else jsonPatterns(v, out);
    }
  return out;
}

describe('regular expressions in the package', () => {
  it('are found by the reader: literals and RegExp strings, not other strings', () => {
    const long = 'a'.repeat(MAX + 1);
    expect(regexesOf(`const a = /ab+c/gi; const b = new RegExp('x|y'); const c = RegExp(\`z\`); const d = '/not/';`)).toEqual(['/ab+c/gi', 'x|y', 'z']);
    expect(regexesOf(`const e = new RegExp("${long}");`)[0].length).toBeGreaterThan(MAX);
  });

  it(`are at most ${MAX} characters in every product source file`, () => {
    const sources = files(join(ROOT, 'src'), (p) => p.endsWith('.ts') && !p.endsWith('.d.ts'));
    expect(sources.length).toBeGreaterThan(10);
    const tooLong = sources.flatMap((path) => regexesOf(readFileSync(path, 'utf8'), path).filter((r) => r.length > MAX).map((r) => `${relative(ROOT, path)}: ${r.slice(0, 60)}... (${r.length})`));
    expect(tooLong).toEqual([]);
  });

  it(`are at most ${MAX} characters in the rule and lexicon files, where any is a pattern`, () => {
    const data = [...files(join(ROOT, 'rules'), (p) => p.endsWith('.json')), ...files(join(ROOT, 'lexicon'), (p) => p.endsWith('.json'))];
    expect(data.length).toBeGreaterThan(10);
    const tooLong = data.flatMap((path) => jsonPatterns(JSON.parse(readFileSync(path, 'utf8'))).filter((r) => r.length > MAX).map((r) => `${relative(ROOT, path)}: ${r.slice(0, 60)}...`));
    expect(tooLong).toEqual([]);
  });
});
