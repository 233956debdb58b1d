// ESLint rule that keeps the site's access to the user record in one place: the record's
// Firestore module (src/lib/firebase/user-record.ts) is imported only by its RTK Query
// endpoints (src/app/user-record-api.ts). Screens write the record through those endpoints'
// mutations, never straight to Firestore, and read a write's state from its hook.
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const rel = (absolute) => path.relative(repoRoot, absolute).split(path.sep).join('/');

const RECORD_MODULE = 'src/lib/firebase/user-record';
const RECORD_API = 'src/app/user-record-api.ts';

const throughApiRule = {
  meta: { type: 'problem', docs: { description: 'The user record is reached only through its RTK Query endpoints' }, schema: [] },
  create(context) {
    const file = rel(context.filename);
    if (file === RECORD_API || !file.startsWith('src/')) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = rel(path.resolve(path.dirname(path.join(repoRoot, file)), source.value)).replace(/\.tsx?$/, '');
      if (target === RECORD_MODULE) {
        context.report({
          node: source,
          message: `the user record is read and written through ${RECORD_API} (its queries and mutations), not '${source.value}'`,
        });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const userRecordAccessPlugin = { rules: { 'through-api': throughApiRule } };
