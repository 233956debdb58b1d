// ESLint rule that keeps the features a graph without cycles: a feature may import another
// only when that other one does not depend on it, directly or through further features.
// The graph is read from the features' product files on disk (tests left out) once per lint
// run; the file being linted adds its own imports. A cycle is broken by moving the shared
// piece to the lower feature, or out of both (src/components, or a feature of its own that
// both sides' callers compose).
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const FEATURES_DIR = path.join(repoRoot, 'src', 'features');
const rel = (absolute) => path.relative(repoRoot, absolute).split(path.sep).join('/');

/** The feature a repository-relative path belongs to, or null. */
export const featureOf = (file) => /^src\/features\/([^/]+)(\/|$)/.exec(file)?.[1] ?? null;
const isTestFile = (file) => /(^|\/)(__tests__|test|tests)\//.test(file) || /\.test\.[jt]sx?$/.test(file);

/** The feature a relative import of `fromFile` reaches, or null (a package, or no feature). */
function importedFeature(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  return featureOf(rel(path.resolve(path.dirname(path.join(repoRoot, fromFile)), specifier)));
}

// Static imports and re-exports (`from '...'`), side-effect imports and `import('...')`.
const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g;
const withoutComments = (source) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The specifiers a source text imports. */
export function importSpecifiers(source) {
  return [...withoutComments(source).matchAll(IMPORT_PATTERN)].map((match) => match[2]);
}

function productFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...productFiles(full));
    else if (/\.(ts|tsx)$/.test(entry.name) && !isTestFile(rel(full))) files.push(rel(full));
  }
  return files;
}

/** feature → (feature it imports → the first file seen importing it), from the files on disk. */
export function featureGraph() {
  const graph = new Map();
  if (!fs.existsSync(FEATURES_DIR)) return graph;
  for (const file of productFiles(FEATURES_DIR)) {
    const from = featureOf(file);
    for (const specifier of importSpecifiers(fs.readFileSync(path.join(repoRoot, file), 'utf8'))) {
      const to = importedFeature(file, specifier);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from).has(to)) graph.get(from).set(to, file);
    }
  }
  return graph;
}

/** The features on a path from `start` to `goal` in `graph` (both included), or null. */
export function dependencyPath(graph, start, goal) {
  const before = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const trail = [];
      for (let step = goal; step !== null; step = before.get(step)) trail.unshift(step);
      return trail;
    }
    for (const next of graph.get(at)?.keys() ?? []) {
      if (!before.has(next)) {
        before.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

// One graph per lint run: the files do not change while ESLint reads them.
let cached = null;
const graphOnce = () => (cached ??= featureGraph());

const featureCycleRule = {
  meta: { type: 'problem', docs: { description: 'Refuses an import that closes a cycle between features' }, schema: [] },
  create(context) {
    const file = rel(context.filename);
    const own = featureOf(file);
    if (!own || isTestFile(file)) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = importedFeature(file, source.value);
      if (!target || target === own) return;
      const back = dependencyPath(graphOnce(), target, own);
      if (back) {
        context.report({
          node: source,
          message: `feature cycle: '${own}' imports '${target}', which depends on '${own}' (${back.join(' → ')}); move the shared piece to the lower feature or out of both`,
        });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const featuresPlugin = { rules: { 'no-cycles': featureCycleRule } };
