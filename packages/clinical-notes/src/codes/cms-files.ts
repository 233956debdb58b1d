// The files CMS publishes for a release of ICD-10-CM, read into the rows the product keeps:
// the code order file (fixed columns: order number, code, billable flag, short and long
// description) and the tabular list (XML: for each code its inclusion terms and excludes1
// notes). A file of another shape is refused with what was expected, never half read.
import { XMLParser } from 'fast-xml-parser';

export interface CodeRow {
  /** Without the dot, as the order file writes it: A099 is A09.9. */
  code: string;
  billable: boolean;
  short: string;
  long: string;
  /** Synonyms the tabular list names under the code ("Viral gastroenteritis NOS"). */
  inclusion: string[];
  /** Codes or categories that must never be used with this one (from excludes1 notes), without dots. */
  excludes1: string[];
}

/** What is wrong with a file, for the interface to say in its language (the message says it in English). */
export type CodeFileProblem =
  'empty' | 'line' | 'notXml' | 'notTabular' | 'noCodes' | 'notZip' | 'noOrderFile' | 'tooFew' | 'noYear' | 'notTable';

export class CodeFileError extends Error {
  constructor(
    message: string,
    readonly problem: CodeFileProblem,
    readonly values: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

/** A code as the order file writes it: a letter, a digit, then up to five letters or digits. */
const CODE = /^[A-Z][0-9][0-9A-Z]{1,5}$/;
/** An order-file line: 5-digit order, space, code padded to 7, space, billable flag, space, short (60), space, long. */
const ORDER_LINE = /^(\d{5}) ([A-Z0-9 ]{7}) ([01]) (.{60}) (.+)$/;
/** A parenthesised group at the end of an excludes note: "(R19.7)", "(J09.X3, J10.2)", "(A00-A09)", "(P77.-)". */
const GROUP = /\(([^()]*)\)/g;
/** The first code of one item of such a group, with its dot. */
const CITED = /^([A-Z][0-9][0-9A-Z](?:\.[0-9A-Z]{1,4})?)/;

/** Whether a code is written the way the code set writes codes (with or without its dot). */
export function isCodeShape(code: string): boolean {
  return CODE.test(code.replace('.', '').toUpperCase());
}

/** The rows of a CMS order file (`icd10cm-order-<year>.txt`). */
export function parseOrderFile(text: string): CodeRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length === 0) throw new CodeFileError('The code order file is empty.', 'empty');
  return lines.map((line, index) => {
    const match = ORDER_LINE.exec(line);
    const code = match?.[2].trim() ?? '';
    if (!match || !CODE.test(code)) {
      throw new CodeFileError(
        `Line ${index + 1} is not a CMS code order line (order, code, billable flag, short and long description).`,
        'line',
        { line: index + 1 },
      );
    }
    return { code, billable: match[3] === '1', short: match[4].trim(), long: match[5].trim(), inclusion: [], excludes1: [] };
  });
}

/** The codes an excludes note cites, without dots ("(K52.9)" gives K529; "(A00-A09)" gives A00). */
export function citedCodes(note: string): string[] {
  return [...note.matchAll(GROUP)].flatMap((group) =>
    group[1].split(',').flatMap((item) => {
      const code = CITED.exec(item.trim())?.[1];
      return code ? [code.replace('.', '')] : [];
    }),
  );
}

interface Diag {
  name?: string;
  inclusionTerm?: { note?: unknown };
  excludes1?: { note?: unknown };
  diag?: Diag | Diag[];
}

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const notes = (block: { note?: unknown } | undefined): string[] => list(block?.note).map(String);

/** Inclusion terms and excludes1 codes by code (without dots), from the CMS tabular list XML. */
export function parseTabular(xml: string): { version: string; byCode: Map<string, { inclusion: string[]; excludes1: string[] }> } {
  const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, isArray: (name) => name === 'note' });
  let doc: { 'ICD10CM.tabular'?: { version?: unknown; chapter?: unknown } };
  try {
    doc = parser.parse(xml);
  } catch {
    throw new CodeFileError('The tabular list is not XML.', 'notXml');
  }
  const root = doc['ICD10CM.tabular'];
  if (!root) throw new CodeFileError('The tabular list has no ICD10CM.tabular element.', 'notTabular');
  const byCode = new Map<string, { inclusion: string[]; excludes1: string[] }>();
  const walk = (diag: Diag) => {
    if (diag.name)
      byCode.set(String(diag.name).replace('.', ''), {
        inclusion: notes(diag.inclusionTerm),
        excludes1: notes(diag.excludes1).flatMap(citedCodes),
      });
    for (const child of list(diag.diag)) walk(child);
  };
  for (const chapter of list(root.chapter as { section?: unknown } | undefined)) {
    for (const section of list((chapter as { section?: Diag | Diag[] }).section)) for (const diag of list(section.diag)) walk(diag);
  }
  if (byCode.size === 0) throw new CodeFileError('The tabular list names no codes.', 'noCodes');
  return { version: String(root.version ?? ''), byCode };
}

/** The order file's rows with the tabular list's terms and notes joined in. */
export function joinTabular(rows: CodeRow[], tabular: ReturnType<typeof parseTabular> | null): CodeRow[] {
  if (!tabular) return rows;
  return rows.map((row) => ({ ...row, ...(tabular.byCode.get(row.code) ?? { inclusion: [], excludes1: [] }) }));
}
