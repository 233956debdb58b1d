// Every value the site shows by its label (a role, a plan, a kind of checked fact, a session's
// type) has that label in both languages: none is shown raw ("admin" beside "Therapist"), and
// no component falls back to the raw value to hide a missing label.
import fs from 'node:fs';
import path from 'node:path';
import { PLAN_NAMES } from '@shared/plans';
import { PRACTITIONER_ROLES } from '@shared/roles';
import { SESSION_TYPES } from '@shared/sessions';
import { FACT_KINDS } from '../../../../packages/clinical-notes/src/draft/types';

const root = path.join(__dirname, '..', '..', '..', '..');
type Tree = { [key: string]: string | Tree };
const common = (lang: string): Tree => JSON.parse(fs.readFileSync(path.join(root, 'locales', lang, 'common.json'), 'utf8'));
const label = (tree: Tree, key: string) =>
  key.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree | undefined)?.[part], tree);

const LABELLED: Array<[string, readonly string[]]> = [
  ['roles', [...PRACTITIONER_ROLES, 'admin']],
  ['plans.names', PLAN_NAMES],
  ['notes.check.kinds', FACT_KINDS],
  ['savedSessions.types', SESSION_TYPES],
];

describe.each(['en', 'fr'])('labels in %s', (lang) => {
  it.each(LABELLED)('every value of %s has one', (prefix, values) => {
    const tree = common(lang);
    const missing = values.filter((value) => typeof label(tree, `${prefix}.${value}`) !== 'string');
    expect(missing).toEqual([]);
  });
});

/** The site's component and hook files. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('no component shows a raw value where a label of these is missing (t(`roles.${role}`, { defaultValue: role }))', () => {
  const prefixes = LABELLED.map(([prefix]) => prefix.replace('.', '\\.')).join('|');
  const fallback = new RegExp(`t\\(\`(?:${prefixes})\\.\\$\\{[^}]+\\}\`,\\s*\\{\\s*defaultValue:`);
  const found = sourceFiles(path.join(root, 'src')).filter((file) => fallback.test(fs.readFileSync(file, 'utf8')));
  expect(found.map((file) => path.relative(root, file))).toEqual([]);
});
