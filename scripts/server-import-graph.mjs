// Measures the server's import graph between its top-level entries (functions/src/<folder>,
// config.ts, index.ts, providers.ts): runtime imports only (`import type`, `export type` and
// imports whose every name is a type are left out: the compiler erases them), tests left out.
// Prints each edge with its count and one file that makes it, then the strongly connected
// groups (the entries that reach each other) and the edges against the layer order of
// scripts/eslint/server-layers.mjs.
//   node scripts/server-import-graph.mjs [--json]
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ALLOWANCES, entryOf, layerProblem, isTestFile } from './eslint/server-layers.mjs';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SERVER = path.join(repoRoot, 'functions', 'src');
const rel = (absolute) => path.relative(repoRoot, absolute).split(path.sep).join('/');

function sourceFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.ts$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) && !isTestFile(rel(full))) files.push(rel(full));
  }
  return files;
}

/** The specifiers `file` imports at run time. */
function runtimeImports(file) {
  const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0]) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      found.push(node.moduleReference.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolve(fromFile, specifier) {
  if (specifier.startsWith('@shared/')) return `functions/src/shared/${specifier.slice('@shared/'.length)}`;
  if (!specifier.startsWith('.')) return null;
  return rel(path.resolve(path.dirname(path.join(repoRoot, fromFile)), specifier));
}

/** Strongly connected groups of more than one entry (Tarjan). */
function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const connect = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
    }
    if (low.get(node) === indices.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return groups;
}

const graph = new Map();
const entries = new Set();
const against = [];
for (const file of sourceFiles(SERVER)) {
  const from = entryOf(file);
  entries.add(from);
  if (!graph.has(from)) graph.set(from, new Map());
  for (const specifier of runtimeImports(file)) {
    const target = resolve(file, specifier);
    if (!target || !target.startsWith('functions/src/')) continue;
    const to = entryOf(target);
    const problem = layerProblem(file, specifier);
    if (problem) against.push(`${file}: ${problem}`);
    if (to === from) continue;
    const inner = (repoPath) => repoPath.slice('functions/src/'.length).replace(/\.ts$/, '');
    const allowed = ALLOWANCES.some((allowance) => allowance.from === inner(file) && allowance.to === inner(target));
    const edge = graph.get(from).get(to) ?? { count: 0, file, onlyAllowances: true };
    edge.count += 1;
    if (!allowed) edge.onlyAllowances = false;
    graph.get(from).set(to, edge);
  }
}

const groups = cycles(graph);
// The same graph without the edges that only the allowances make.
const withoutAllowances = new Map([...graph].map(([from, tos]) => [from, new Map([...tos].filter(([, edge]) => !edge.onlyAllowances))]));
const groupsWithout = cycles(withoutAllowances);
const describe = (found) => (found.length === 0 ? 'none' : found.map((group) => `${group.length} (${group.join(', ')})`).join('; '));
if (process.argv.includes('--json')) {
  const edges = [...graph].flatMap(([from, tos]) => [...tos].map(([to, edge]) => ({ from, to, ...edge })));
  console.log(
    JSON.stringify({ entries: [...entries].sort(), edges, cycles: groups, cyclesWithoutAllowances: groupsWithout, against }, null, 2),
  );
} else {
  for (const [from, tos] of [...graph].sort()) {
    for (const [to, edge] of [...tos].sort())
      console.log(`${from} → ${to}  (${edge.count}, e.g. ${edge.file}${edge.onlyAllowances ? ', an allowance' : ''})`);
  }
  console.log(`\n${entries.size} entries, ${[...graph.values()].reduce((sum, tos) => sum + tos.size, 0)} edges`);
  console.log(`entries that reach each other: ${describe(groups)}`);
  console.log(`entries that reach each other without the allowances' edges: ${describe(groupsWithout)}`);
  console.log(`imports against the layer order: ${against.length}`);
  for (const line of against) console.log(`  ${line}`);
}
