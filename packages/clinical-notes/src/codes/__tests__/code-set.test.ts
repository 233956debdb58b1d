// The code set the product carries: loaded once, looked up with or without dots, searched by
// words over descriptions and inclusion terms, with its hierarchy and excludes1 notes.
import { loadCodeSet, withDot } from '../code-set';

const codes = loadCodeSet();

test('the product carries the whole 2021 release and says so', () => {
  expect(codes.release).toMatchObject({ system: 'ICD-10-CM', fiscalYear: '2021', codes: 95358, billable: 72621 });
  expect(codes.size).toBe(95358);
  expect(loadCodeSet()).toBe(codes);
});

test('a code is found with or without its dot, in either case', () => {
  expect(codes.get('A09.9')?.long).toBeUndefined();
  expect(codes.get('K52.9')).toMatchObject({ code: 'K529', display: 'K52.9', billable: true });
  expect(codes.get('k529')?.display).toBe('K52.9');
  expect(codes.get('A09')).toMatchObject({ billable: true });
  expect(codes.get('J45')).toMatchObject({ billable: false });
  expect(codes.get('Z99.99')).toBeUndefined();
  expect(withDot('M25561')).toBe('M25.561');
  expect(withDot('A09')).toBe('A09');
});

test('the hierarchy: children one level down, billable codes under a category, ancestors nearest first', () => {
  expect(codes.children('J45').map((c) => c.display)).toEqual(['J45.2', 'J45.3', 'J45.4', 'J45.5', 'J45.9']);
  expect(codes.billableUnder('J45.90').map((c) => c.display)).toEqual(['J45.901', 'J45.902', 'J45.909']);
  expect(codes.ancestors('J45.909').map((c) => c.display)).toEqual(['J45.90', 'J45.9', 'J45']);
});

test('inclusion terms are searchable: a clinician says gastroenteritis, the set offers its codes', () => {
  const hits = codes.search('viral gastroenteritis', { billableOnly: true }).map((h) => h.code.display);
  expect(hits).toContain('A08.4');
  expect(codes.search('viral gastroenteritis')[0].matched).toBe('Viral gastroenteritis NOS');
  expect(codes.search('asthma', { billableOnly: true }).every((h) => h.code.billable)).toBe(true);
});

test('a code or code prefix typed in the search box finds that code first', () => {
  expect(codes.search('R19.7')[0].code.display).toBe('R19.7');
  expect(codes.search('J45.90', { billableOnly: true }).map((h) => h.code.display)).toEqual(['J45.901', 'J45.902', 'J45.909']);
  expect(codes.search('j45')[0].code.display).toBe('J45');
});

test('excludes1 notes, of the code or a category above it, say which codes never go together', () => {
  expect(codes.excludes('K52.9', 'R19.7')).toBe(true);
  expect(codes.excludes('R19.7', 'K52.9')).toBe(true);
  expect(codes.excludes('K52.9', 'J45.909')).toBe(false);
  expect(codes.get('K52.9')?.excludes1).toEqual(expect.arrayContaining(['R197', 'A09']));
});
