// Importing a newer release: the CMS order file (alone or in the CMS zip, with the tabular
// list) replaces the set; a wrong or incomplete file is refused with its reason and the current
// set is kept. The release written here is the product's own set, in the CMS order format.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { CodeFileError, citedCodes, parseOrderFile, parseTabular } from '../cms-files';
import { loadCodeSet } from '../code-set';
import { importCodeSet, readRelease } from '../import-code-set';
import { codeSetConditions } from '../../lexicon/code-set-conditions';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

/** The product's set written as a CMS order file (fixed columns), as CMS publishes it. */
function orderFile(): string {
  return loadCodeSet()
    .all()
    .map(
      (c, i) => `${String(i + 1).padStart(5, '0')} ${c.code.padEnd(7)} ${c.billable ? 1 : 0} ${c.short.padEnd(60).slice(0, 60)} ${c.long}`,
    )
    .join('\n');
}

const TABULAR = `<?xml version="1.0" encoding="utf-8"?>
<ICD10CM.tabular><version>2022</version><chapter><name>1</name><section id="A00-A09"><diag><name>A08</name><desc>Viral intestinal infections</desc>
<diag><name>A08.4</name><desc>Viral intestinal infection, unspecified</desc><inclusionTerm><note>Viral gastroenteritis NOS</note></inclusionTerm>
<excludes1><note>influenza with involvement of gastrointestinal tract (J09.X3, J10.2, J11.2)</note><note>diarrhea NOS (R19.7)</note></excludes1></diag></diag></section></chapter></ICD10CM.tabular>`;

let dir: string;
let order: string;
beforeAll(() => {
  order = orderFile();
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'code-set-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('an order line is read by its columns; a line of another shape is refused with its number', () => {
  const [row] = parseOrderFile(`00001 A00     0 Cholera${' '.repeat(53)} Cholera\n`);
  expect(row).toMatchObject({ code: 'A00', billable: false, short: 'Cholera', long: 'Cholera' });
  expect(() => parseOrderFile('code,description\nA00,Cholera\n')).toThrow(/Line 1 is not a CMS code order line/);
  expect(() => parseOrderFile('')).toThrow(CodeFileError);
});

test('excludes notes give the codes they cite; the tabular list gives terms and notes by code', () => {
  expect(citedCodes('influenza with involvement of gastrointestinal tract (J09.X3, J10.2, J11.2)')).toEqual(['J09X3', 'J102', 'J112']);
  expect(citedCodes('diarrhea NOS (R19.7)')).toEqual(['R197']);
  expect(citedCodes('necrotizing enterocolitis of newborn (P77.-)')).toEqual(['P77']);
  expect(citedCodes('diarrhea (with dehydration) NOS (R19.7)')).toEqual(['R197']);
  expect(citedCodes('intestinal infectious diseases (A00-A09)')).toEqual(['A00']);
  const tabular = parseTabular(TABULAR);
  expect(tabular.version).toBe('2022');
  expect(tabular.byCode.get('A084')).toEqual({ inclusion: ['Viral gastroenteritis NOS'], excludes1: ['J09X3', 'J102', 'J112', 'R197'] });
  expect(() => parseTabular('<other/>')).toThrow(/no ICD10CM.tabular element/);
});

test('the CMS zip (order file and tabular list) replaces the set, with the release read from them', () => {
  const zip = zipSync({
    'icd10cm-order-2022.txt': bytes(order),
    'Tabular/icd10cm_tabular_2022.xml': bytes(TABULAR),
    'notes.pdf': bytes('x'),
  });
  const release = importCodeSet([{ name: '2022-code-descriptions-tabular-order.zip', bytes: zip }], dir);
  expect(release).toMatchObject({ system: 'ICD-10-CM', fiscalYear: '2022', codes: 95358, billable: 72621 });
  expect(release.source).toContain('icd10cm-order-2022.txt');
  const imported = loadCodeSet(dir);
  expect(imported.release.fiscalYear).toBe('2022');
  expect(imported.get('A08.4')?.inclusion).toEqual(['Viral gastroenteritis NOS']);
  expect(imported.get('K52.9')?.long).toBe('Noninfective gastroenteritis and colitis, unspecified');
  // The conditions the visit model reads are written beside the set, from its inclusion terms too.
  const conditions = codeSetConditions(dir);
  expect(conditions.find((e) => e.id === 'icd10cm-A084')).toEqual({ id: 'icd10cm-A084', name: 'viral gastroenteritis', terms: [] });
});

test('a wrong or incomplete file is refused with its reason and the current set is kept', () => {
  importCodeSet([{ name: 'icd10cm-order-2022.txt', bytes: bytes(order) }], dir);
  const before = readFileSync(join(dir, 'icd10cm.tsv.gz'));
  const refusals: Array<[string, Uint8Array, RegExp]> = [
    ['icd10cm-order-2023.txt', bytes('code,description\nA00,Cholera\n'), /not a CMS code order line/],
    ['icd10cm-order-2023.txt', bytes(order.split('\n').slice(0, 500).join('\n')), /holds 500 codes/],
    ['codes.zip', bytes('not a zip'), /not a zip file/],
    ['codes.zip', zipSync({ 'readme.txt': bytes('hello') }), /No code order file/],
    ['icd10cm-order.txt', bytes(order), /year/],
  ];
  for (const [name, content, reason] of refusals) {
    expect(() => importCodeSet([{ name, bytes: content }], dir)).toThrow(reason);
    expect(() => readRelease([{ name, bytes: content }])).toThrow(CodeFileError);
  }
  expect(readFileSync(join(dir, 'icd10cm.tsv.gz')).equals(before)).toBe(true);
  expect(loadCodeSet(dir).release.fiscalYear).toBe('2022');
});
