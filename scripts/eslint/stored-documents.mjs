// ESLint rule: a Firestore document is read through its collection's repository, which parses
// the stored shape once with a zod schema (functions/src/shared/stored-document.ts, and the
// user record's own reader). A cast of a snapshot's data (`snapshot.data() as SessionDoc`,
// `(doc.data() ?? {}) as BillingRecord`, `<T>doc.data()`) claims a shape nothing checked, so it is
// refused in all product code, repositories included: they parse instead of casting. The user
// record keeps its further rules (scripts/eslint/user-record.mjs).
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const rel = (absolute) => path.relative(repoRoot, absolute).split(path.sep).join('/');
const isTestFile = (file) => /(^|\/)(__tests__|test|tests)\//.test(file) || /\.test\.[jt]sx?$/.test(file);

/** The expression a cast applies to, through parentheses, `?.`, `!` and a fallback (`?? {}`, `|| {}`). */
function castSource(node) {
  let current = node;
  for (;;) {
    if (current.type === 'ChainExpression' || current.type === 'TSNonNullExpression') current = current.expression;
    else if (current.type === 'LogicalExpression' && (current.operator === '??' || current.operator === '||')) current = current.left;
    else return current;
  }
}

/** `x.data()` or `x?.data()`: a snapshot's data (no argument). */
const isDataCall = (node) =>
  node.type === 'CallExpression' &&
  node.arguments.length === 0 &&
  node.callee.type === 'MemberExpression' &&
  !node.callee.computed &&
  node.callee.property.type === 'Identifier' &&
  node.callee.property.name === 'data';

const MESSAGE =
  "cast no document's data: read it through its collection's repository, which parses the stored shape with a zod schema (parseStored, functions/src/shared/stored-document.ts)";

const parseStoredRule = {
  meta: { type: 'problem', docs: { description: "A document's data is parsed by its repository, never cast" }, schema: [] },
  create(context) {
    const file = rel(context.filename);
    if (!(file.startsWith('src/') || file.startsWith('functions/src/')) || isTestFile(file)) return {};
    const check = (node) => {
      if (isDataCall(castSource(node.expression))) context.report({ node, message: MESSAGE });
    };
    return { TSAsExpression: check, TSTypeAssertion: check };
  },
};

export const storedDocumentsPlugin = { rules: { 'parse-stored': parseStoredRule } };
