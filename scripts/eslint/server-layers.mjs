// ESLint rule that gives the server (functions/src) one direction: its top-level entries stand
// in layers, and a module imports only from its own entry or a layer below it:
//   shared → config → security → providers → users → billing → sessions
//     → notes, file-processing, integrations, virtual, admin, jobs, practices → api, realtime → index.ts
// The account (users), its plan (billing) and its sessions are what every feature works on, so
// they stand in that order under the features. The features stand side by side, as do api and
// realtime: one imports another only where ALLOWANCES names the two modules, with the reason.
// Prefer moving the shared piece down (to shared, a provider, or the folder that owns it) over a
// new allowance.
// Type-only imports (`import type`, `export type`, or every imported name marked `type`) are
// allowed across the order: the compiler erases them, so they load nothing and close no loop at
// run time, and a type stays beside the code that makes its values. Tests (__tests__) are left
// out: a test may compose any layers.
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const rel = (absolute) => path.relative(repoRoot, absolute).split(path.sep).join('/');
const SERVER = 'functions/src/';

export const isTestFile = (file) => /(^|\/)(__tests__|test|tests)\//.test(file) || /\.test\.[jt]sx?$/.test(file);

/** Layers, lowest first; each names the top-level entries of functions/src it holds. */
export const LAYERS = [
  { name: 'shared', entries: ['shared'] },
  { name: 'config', entries: ['config'] },
  { name: 'security', entries: ['security'] },
  { name: 'providers', entries: ['providers', 'providers.ts'] },
  { name: 'users', entries: ['users'] },
  { name: 'billing', entries: ['billing'] },
  { name: 'sessions', entries: ['sessions'] },
  { name: 'features', entries: ['notes', 'file-processing', 'integrations', 'virtual', 'admin', 'jobs', 'practices'], sideBySide: true },
  { name: 'entry points', entries: ['api', 'realtime'], sideBySide: true },
  { name: 'index', entries: ['index.ts'] },
];

/**
 * The imports the order allows otherwise: importing module → imported module (paths inside
 * functions/src, without extension), each with why. Few on purpose.
 */
export const ALLOWANCES = [
  {
    from: 'integrations/practice-connections',
    to: 'practices/practice-store',
    why: "connecting or disconnecting a practice's shared connection is a practice event, written to the practice's one log",
  },
];

/** The top-level entry of functions/src a repository-relative path is in ('config.ts' → 'config'). */
export function entryOf(file) {
  const inner = file.slice(SERVER.length);
  const first = inner.split('/')[0];
  if (inner.includes('/')) return first;
  const bare = first.replace(/\.(ts|js)$/, '');
  return bare === 'config' ? 'config' : `${bare}.ts`;
}

const layerOf = (entry) => LAYERS.findIndex((layer) => layer.entries.includes(entry));

function resolveSpecifier(file, specifier) {
  if (specifier.startsWith('@shared/')) return `${SERVER}shared/${specifier.slice('@shared/'.length)}`;
  if (!specifier.startsWith('.')) return null;
  return rel(path.resolve(path.dirname(path.join(repoRoot, file)), specifier));
}

/** What is wrong with the server file `file` importing `specifier` at run time, or null. */
export function layerProblem(file, specifier) {
  if (!file.startsWith(SERVER) || isTestFile(file)) return null;
  const target = resolveSpecifier(file, specifier);
  if (!target || !target.startsWith(SERVER)) return null;
  const from = entryOf(file);
  const to = entryOf(target);
  if (from === to) return null;
  const fromLayer = layerOf(from);
  const toLayer = layerOf(to);
  if (fromLayer < 0) return `'${from}' has no layer in scripts/eslint/server-layers.mjs: give it one`;
  if (toLayer < 0) return `'${to}' has no layer in scripts/eslint/server-layers.mjs: give it one`;
  const order = LAYERS.map((layer) => layer.name).join(' → ');
  const inner = (repoPath) => repoPath.slice(SERVER.length).replace(/\.(ts|js)$/, '');
  if (ALLOWANCES.some((allowance) => allowance.from === inner(file) && allowance.to === inner(target))) return null;
  if (toLayer > fromLayer) {
    return `'${from}' (${LAYERS[fromLayer].name}) must not import '${specifier}' from '${to}' (${LAYERS[toLayer].name}), a layer above it (${order}): move the piece down, or import only its types`;
  }
  if (toLayer === fromLayer && LAYERS[fromLayer].sideBySide) {
    return `'${from}' must not import '${specifier}' from '${to}': the ${LAYERS[fromLayer].name} (${LAYERS[fromLayer].entries.join(', ')}) stand side by side; move the shared piece down (allowances are listed in scripts/eslint/server-layers.mjs)`;
  }
  return null;
}

/** Whether an import or export declaration loads nothing at run time. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  if (node.type === 'ImportDeclaration') {
    return (
      specifiers.length > 0 && specifiers.every((specifier) => specifier.type === 'ImportSpecifier' && specifier.importKind === 'type')
    );
  }
  if (node.type === 'ExportNamedDeclaration')
    return specifiers.length > 0 && specifiers.every((specifier) => specifier.exportKind === 'type');
  return false;
}

const orderRule = {
  meta: { type: 'problem', docs: { description: "Keeps the server's imports in one direction, layer by layer" }, schema: [] },
  create(context) {
    const file = rel(context.filename);
    if (!file.startsWith(SERVER) || isTestFile(file)) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || typeOnly(node)) return;
      const problem = layerProblem(file, source.value);
      if (problem) context.report({ node: source, message: problem });
    };
    const checkRequire = (node) => {
      const [argument] = node.arguments;
      if (
        node.callee.type !== 'Identifier' ||
        node.callee.name !== 'require' ||
        !argument ||
        argument.type !== 'Literal' ||
        typeof argument.value !== 'string'
      )
        return;
      const problem = layerProblem(file, argument.value);
      if (problem) context.report({ node: argument, message: problem });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      CallExpression: checkRequire,
    };
  },
};

export const serverLayersPlugin = { rules: { order: orderRule } };
