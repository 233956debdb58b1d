// ESLint rule: the user record (users/{uid}) is reached through its repository only.
// Outside the repository modules, product code may not
// - build a `users/${...}` path (a template or 'users/' + ...), nor name the 'users'
//   collection (`.collection('users')`, `doc(db, 'users', ...)`);
// - use a dotted field path of the record ('subscription.plan', 'usageLimits.notesLeft', ...)
//   as a Firestore field path: an object key of an update, or the field of a query or read;
// - import the path helpers of shared/user-doc.ts (userDocPath, USER_FIELDS, userFieldPath).
// The repository offers typed reads, updates and named operations (changePlan, ...) instead.
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const rel = (absolute) => path.relative(repoRoot, absolute).split(path.sep).join('/');
const isTestFile = (file) => /(^|\/)(__tests__|test|tests)\//.test(file) || /\.test\.[jt]sx?$/.test(file);

/** The repository of the user record: the one place its paths and field names are written. */
export const USER_RECORD_MODULES = [
  'functions/src/shared/user-doc.ts', // the shape, the dotted paths and update builders (no SDK)
  'functions/src/users/user-store.ts', // the server's reads, writes and named operations
  'functions/src/users/user-queries.ts', // the server's queries across records
  'src/lib/firebase/user-record.ts', // the site's reads and writes
  'src/lib/firebase/note-templates.ts', // the site's note library (users/{uid}/noteTemplates)
];

/**
 * Storage object keys, not Firestore paths: the uploads bucket keeps a user's files under
 * users/{uid}/sessions/{sessionId}/..., built (and parsed) in this one module.
 */
export const STORAGE_LAYOUT_MODULES = ['functions/src/shared/uploads.ts'];

/** The nested maps of the record, whose fields are written as 'group.field'. */
const DOTTED_FIELD = /^(userInfo|usageLimits|settings|referrals|subscription|promo|review)\.[A-Za-z0-9_]+$/;
/** Methods whose first argument is a Firestore field path. */
const FIELD_PATH_METHODS = new Set(['where', 'orderBy', 'get', 'select', 'update', 'startAt', 'startAfter', 'endAt', 'endBefore']);
/** Calls that name a collection or document by segments: `.collection('users')`, `doc(db, 'users', uid)`. */
const SEGMENT_CALLS = new Set(['collection', 'doc', 'collectionGroup']);
const PATH_HELPERS = new Set(['userDocPath', 'USER_FIELDS', 'userFieldPath']);

const MESSAGE_PATH =
  'build no users/${...} path: reach the user record through its repository (functions/src/users/user-store.ts, src/lib/firebase/user-record.ts)';
const MESSAGE_FIELD = (field) =>
  `no dotted field path of the user record ('${field}'): use the repository's operations or the update builders of shared/user-doc.ts`;
const MESSAGE_HELPER = (name) => `'${name}' is the user record repository's own: use its typed reads, updates and operations instead`;

const calleeName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
      ? callee.property.name
      : null;

const userRecordRule = {
  meta: { type: 'problem', docs: { description: 'The user record is reached through its repository only' }, schema: [] },
  create(context) {
    const file = rel(context.filename);
    const inScope = (file.startsWith('src/') || file.startsWith('functions/src/')) && !isTestFile(file);
    if (!inScope || USER_RECORD_MODULES.includes(file) || STORAGE_LAYOUT_MODULES.includes(file)) return {};
    const checkFieldLiteral = (node) => {
      if (node && node.type === 'Literal' && typeof node.value === 'string' && DOTTED_FIELD.test(node.value))
        context.report({ node, message: MESSAGE_FIELD(node.value) });
    };
    return {
      TemplateLiteral(node) {
        if (node.expressions.length > 0 && /^\/?users\/$/.test(node.quasis[0].value.cooked ?? ''))
          context.report({ node, message: MESSAGE_PATH });
      },
      BinaryExpression(node) {
        if (node.operator === '+' && node.left.type === 'Literal' && /^\/?users\/$/.test(String(node.left.value)))
          context.report({ node, message: MESSAGE_PATH });
      },
      Property(node) {
        if (node.key.type === 'Literal') checkFieldLiteral(node.key);
      },
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (name === null) return;
        if (FIELD_PATH_METHODS.has(name) && node.callee.type === 'MemberExpression') checkFieldLiteral(node.arguments[0]);
        if (SEGMENT_CALLS.has(name) && node.arguments.some((arg) => arg.type === 'Literal' && arg.value === 'users'))
          context.report({ node, message: MESSAGE_PATH });
      },
      ImportDeclaration(node) {
        if (!/(^|\/)user-doc$/.test(String(node.source.value).replace(/\.[jt]s$/, ''))) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && PATH_HELPERS.has(specifier.imported.name))
            context.report({ node: specifier, message: MESSAGE_HELPER(specifier.imported.name) });
        }
      },
    };
  },
};

export const userRecordPlugin = { rules: { paths: userRecordRule } };
