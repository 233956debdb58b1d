// No product file of the package, nor of the functions, holds a regular expression longer than 120 characters:
// vocabulary and phrases belong in the rule and lexicon files, read by one matcher, not in a
// long pattern no one can review. Regex literals and the strings given to `new RegExp(...)`
// are read with the TypeScript parser (no pattern is guessed from the text); the JSON rule
// files are searched for a field holding a pattern.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const MAX = 120;
const ROOT = join(__dirname, '..', '..');
const FUNCTIONS_SRC = join(ROOT, '..', '..', 'functions', 'src');
/** The offline writer: read like every other folder of the package. */
const OFFLINE_WRITER = join(ROOT, 'src', 'draft');

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : files(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** A product TypeScript source: not a test, not a declaration file. */
const isProductSource = (path: string) => path.endsWith('.ts') && !path.endsWith('.d.ts') && !/\.(test|spec)\.ts$/.test(path);

/** The regular expressions over the limit in the given sources, as "path:line: start... (length)". */
export function tooLongIn(sources: ReadonlyArray<{ path: string; text: string }>, root: string): string[] {
  return sources.flatMap(({ path, text }) =>
    regexesOf(text, path)
      .filter((r) => r.length > MAX)
      .map((r) => `${relative(root, path)}: ${r.slice(0, 60)}... (${r.length})`),
  );
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
    expect(regexesOf(`const a = /ab+c/gi; const b = new RegExp('x|y'); const c = RegExp(\`z\`); const d = '/not/';`)).toEqual([
      '/ab+c/gi',
      'x|y',
      'z',
    ]);
    expect(regexesOf(`const e = new RegExp("${long}");`)[0].length).toBeGreaterThan(MAX);
  });

  it('are reported when one is too long, and only then', () => {
    const long = `/(?:${Array.from({ length: 40 }, (_, k) => `word${k}`).join('|')})/`;
    const sources = [
      { path: join(ROOT, 'a.ts'), text: `const ok = /short/;\nconst bad = ${long};` },
      { path: join(ROOT, 'b.ts'), text: `const built = new RegExp('${'x'.repeat(MAX + 5)}');` },
      { path: join(ROOT, 'c.ts'), text: `const fine = new RegExp('${'x'.repeat(MAX)}');` },
    ];
    const found = tooLongIn(sources, ROOT);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^a\.ts: \/\(\?:word0\|/);
    expect(found[1]).toMatch(/^b\.ts: x+\.\.\. \(125\)$/);
  });

  it(`are at most ${MAX} characters in every product source file, the offline writer's and the evidence check's among them`, () => {
    const sources = files(join(ROOT, 'src'), isProductSource);
    expect(sources.length).toBeGreaterThan(10);
    // Every product source of the offline writer, its sections too, is read.
    const offline = readdirSync(OFFLINE_WRITER, { recursive: true })
      .map((name) => join(OFFLINE_WRITER, String(name)))
      .filter((path) => !path.includes('__tests__') && statSync(path).isFile() && isProductSource(path));
    expect(offline.length).toBeGreaterThan(10);
    expect(offline.some((p) => p.startsWith(join(OFFLINE_WRITER, 'sections')))).toBe(true);
    expect(offline.filter((p) => !sources.includes(p))).toEqual([]);
    expect(sources.some((p) => p.startsWith(join(ROOT, 'src', 'evidence')))).toBe(true);
    expect(
      tooLongIn(
        sources.map((path) => ({ path, text: readFileSync(path, 'utf8') })),
        ROOT,
      ),
    ).toEqual([]);
  });

  it(`are at most ${MAX} characters in the functions' product source files`, () => {
    const sources = files(FUNCTIONS_SRC, isProductSource);
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.some((p) => p.startsWith(join(FUNCTIONS_SRC, 'notes', 'evidence')))).toBe(true);
    expect(
      tooLongIn(
        sources.map((path) => ({ path, text: readFileSync(path, 'utf8') })),
        FUNCTIONS_SRC,
      ),
    ).toEqual([]);
  });

  it('are reported when one too long is added to the offline writer', () => {
    const added = `const said = /(?:${Array.from({ length: 30 }, (_, k) => `word${k}`).join('|')})/i;`;
    const found = tooLongIn([{ path: join(OFFLINE_WRITER, 'facts.ts'), text: added }], ROOT);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^src[\\/]draft[\\/]facts\.ts: \/\(\?:word0\|/);
  });

  it(`are at most ${MAX} characters in the rule and lexicon files, where any is a pattern`, () => {
    const data = [...files(join(ROOT, 'rules'), (p) => p.endsWith('.json')), ...files(join(ROOT, 'lexicon'), (p) => p.endsWith('.json'))];
    expect(data.length).toBeGreaterThan(10);
    const tooLong = data.flatMap((path) =>
      jsonPatterns(JSON.parse(readFileSync(path, 'utf8')))
        .filter((r) => r.length > MAX)
        .map((r) => `${relative(ROOT, path)}: ${r.slice(0, 60)}...`),
    );
    expect(tooLong).toEqual([]);
  });
});
