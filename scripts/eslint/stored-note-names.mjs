// ESLint rule: a note is named as the domain names it (functions/src/shared/notes.ts: a note's
// sections, each a title and items, each item a title and a body). Session documents store it
// under older names, kept so that stored sessions are read back unchanged; those names are
// mapped in one module (functions/src/shared/stored-note.ts, used where the session store opens
// and seals a session's contents, and by the account's data export) and refused everywhere else
// lint reads: product code, the engine package, tests, scripts and benchmarks. A name in a
// comment or inside a longer text is not a use of the field and is left alone.
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const rel = (absolute) => path.relative(repoRoot, absolute).split(path.sep).join('/');

/** Each stored name and the domain's name for it. */
const STORED = new Map([
  ['noteSubheadings', "the note's sections"],
  ['subheadingTitle', "a section's title"],
  ['stringTitle', "an item's title"],
  ['stringBody', "an item's body"],
]);

/** The module that maps the stored shape (and its test, which pins that shape). */
const STORED_NOTE_MODULES = ['functions/src/shared/stored-note.ts', 'functions/src/shared/__tests__/stored-note.test.ts'];

const message = (name) =>
  `'${name}' is the stored name of ${STORED.get(name)}: name it as the domain does (sections, title, items, body: functions/src/shared/notes.ts); only functions/src/shared/stored-note.ts maps to and from the stored shape`;

const storedNamesRule = {
  meta: { type: 'problem', docs: { description: "A note's stored field names stay in the module that maps the stored shape" }, schema: [] },
  create(context) {
    if (STORED_NOTE_MODULES.includes(rel(context.filename))) return {};
    const check = (node, name) => {
      if (typeof name === 'string' && STORED.has(name)) context.report({ node, message: message(name) });
    };
    return {
      Identifier: (node) => check(node, node.name),
      JSXIdentifier: (node) => check(node, node.name),
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => node.parent.quasis.length === 1 && check(node, node.value.cooked),
    };
  },
};

export const storedNotePlugin = { rules: { 'stored-names': storedNamesRule } };
