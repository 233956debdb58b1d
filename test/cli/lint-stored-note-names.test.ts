// `npm run lint` keeps a note's stored field names in the module that maps the stored shape
// (functions/src/shared/stored-note.ts; scripts/eslint/stored-note-names.mjs): everywhere else a
// note is named as the domain names it. These cases lint source text as if it stood at a path
// of the repository. The stored names are spelled here in pieces, so that this file names none.
import { lint } from '../support/lint';

jest.setTimeout(120000);

const RULE = 'stored-note/stored-names';
const [SECTIONS, SECTION_TITLE, ITEM_TITLE, ITEM_BODY] = [
  ['note', 'Subheadings'],
  ['subheading', 'Title'],
  ['string', 'Title'],
  ['string', 'Body'],
].map((parts) => parts.join(''));

describe("lint: a note's stored names stay in the module that maps them", () => {
  it.each([
    ['a property read on the site', 'src/features/notes/probe.ts', `export const probe = (n: any) => n.${SECTIONS}.length;\n`],
    [
      'an object written in server code',
      'functions/src/notes/probe.ts',
      `export const probe = { ${SECTION_TITLE}: 'Plan', content: [] };\n`,
    ],
    ['a type in the engine package', 'packages/clinical-notes/src/probe.ts', `export interface Probe {\n  ${ITEM_TITLE}: string;\n}\n`],
    [
      'a key named by a string in a type',
      'functions/src/shared/probe.ts',
      `export type Probe = Pick<{ ${ITEM_BODY}: string }, '${ITEM_BODY}'>;\n`,
    ],
    [
      'a destructured item in a test',
      'test/api/probe.test.ts',
      `export const probe = ({ ${ITEM_BODY} }: { ${ITEM_BODY}: string }) => ${ITEM_BODY};\n`,
    ],
    ['a benchmark', 'bench/probe.mjs', `export const probe = (note) => note['${SECTIONS}'];\n`],
    ['the session store', 'functions/src/sessions/session-store.ts', `export const probe = (n: any) => n.${SECTIONS};\n`],
  ])('fails on %s', async (_name, filePath, code) => {
    const result = await lint(filePath, code);
    expect(result.code).toBe(1);
    expect(result.output).toContain(RULE);
    expect(result.output).toContain('only functions/src/shared/stored-note.ts maps to and from the stored shape');
  });

  it('passes the domain names, a stored name in a comment or a longer text, and the mapping module', async () => {
    const domain = await lint(
      'src/features/notes/probe.ts',
      `// The stored ${SECTIONS} are mapped elsewhere.\nexport const probe = (n: { sections: { title: string; items: { title: string; body: string }[] }[] }) => \`\${n.sections.length} ${SECTIONS}\`;\n`,
    );
    expect(domain.output).not.toContain(RULE);
    expect(domain.code).toBe(0);
    const mapping = await lint(
      'functions/src/shared/stored-note.ts',
      `export const probe = (s: { ${SECTION_TITLE}: string; ${ITEM_TITLE}: string; ${ITEM_BODY}: string }) => ({ title: s.${SECTION_TITLE}, body: s.${ITEM_BODY}, label: s.${ITEM_TITLE} });\n`,
    );
    expect(mapping.output).not.toContain(RULE);
  });
});
