// ESLint rules that keep the layers apart (shared → lib → features → pages):
// - features: another feature is reached only through its public `index.ts` (screens,
//   hooks) or `model.ts` (slice, actions, selectors, endpoints); never its internals;
// - src/lib: no imports from features, pages or the app layer;
// - functions/src/shared: no SDK or other package but zod (it runs on both sides), and the note
//   engine's types (`import type`: erased, so the site loads no engine code);
// - product code: nothing from test folders, stand-ins or test libraries;
// - icons: only through src/components/icons.ts (the product's one icon set).
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const rel = (absolute) => path.relative(repoRoot, absolute).split(path.sep).join('/');

/** The repository-relative path an import names (extension-less), or null for a package. */
function resolveSpecifier(fromFile, specifier) {
  if (specifier.startsWith('@shared/')) return `functions/src/shared/${specifier.slice('@shared/'.length)}`;
  if (!specifier.startsWith('.')) return null;
  return rel(path.resolve(path.dirname(fromFile), specifier)).replace(/\.(tsx?|mjs|js)$/, '');
}

const featureOf = (file) => /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isTestFile = (file) => /(^|\/)(__tests__|test|tests)\//.test(file) || /\.test\.[jt]sx?$/.test(file);
const TEST_PACKAGES =
  /^(jest|@jest\/|@testing-library\/|playwright|playwright-core|@firebase\/rules-unit-testing|targaryen|s3rver|maildev)(\/|$)/;

const ICONS_MODULE = 'src/components/icons.ts';
/** The note engine package: shared code may name its types, never load it. */
const ENGINE_PACKAGE = '@clinicscribe/clinical-notes';

/** What is wrong with `file` importing `specifier` (only types when `typeOnly`), or null. */
export function boundaryProblem(file, specifier, typeOnly = false) {
  const target = resolveSpecifier(path.join(repoRoot, file), specifier);
  const product = (file.startsWith('src/') || file.startsWith('functions/src/')) && !isTestFile(file);
  if (
    product &&
    (TEST_PACKAGES.test(specifier) || (target && (/(^|\/)(__tests__|stand-ins)(\/|$)/.test(target) || target.startsWith('test/'))))
  ) {
    return `product code must not import test code ('${specifier}')`;
  }
  if (specifier.startsWith('react-bootstrap-icons') && file !== ICONS_MODULE)
    return `icons come from ${ICONS_MODULE}, the product's one icon set ('${specifier}')`;
  if (file.startsWith('functions/src/shared/') && !isTestFile(file)) {
    if (target === null && specifier !== 'zod' && !(typeOnly && specifier === ENGINE_PACKAGE))
      return `functions/src/shared is used by the site and the functions: no package but zod ('${specifier}')`;
    if (target !== null && !target.startsWith('functions/src/shared/')) return `functions/src/shared imports only itself ('${specifier}')`;
  }
  if (target === null) return null;
  if (file.startsWith('src/lib/') && /^src\/(features|pages|app)\//.test(`${target}/`))
    return `src/lib is below the features: it must not import '${specifier}'`;
  const targetFeature = /^src\/features\/([^/]+)(\/(.*))?$/.exec(target);
  if (targetFeature && targetFeature[1] !== featureOf(file)) {
    const entry = targetFeature[3] ?? 'index';
    if (entry !== 'index' && entry !== 'model') {
      return `import the '${targetFeature[1]}' feature through its index.ts or model.ts, not '${specifier}'`;
    }
  }
  return null;
}

const layerRule = {
  meta: { type: 'problem', docs: { description: 'Keeps features, layers, shared code and tests apart' }, schema: [] },
  create(context) {
    const file = rel(context.filename);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const typeOnly =
        node.importKind === 'type' ||
        node.exportKind === 'type' ||
        (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
      const problem = boundaryProblem(file, source.value, typeOnly);
      if (problem) context.report({ node: source, message: problem });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const boundariesPlugin = { rules: { layers: layerRule } };
