// Replacing the product's code set with a newer CMS release: the code order file (as text or
// inside the CMS zip, with the tabular list beside it when the zip has one) is read, checked
// and written over the current set in one rename, so a refused file leaves the current set
// as it was. The release's fiscal year is read from the files' names or the tabular list.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { CodeFileError, type CodeRow, joinTabular, parseOrderFile, parseTabular } from './cms-files';
import { CODE_FILE, CODE_SET_DIR, type CodeRelease, codeFileText, forgetCodeSet, parseCodeFile } from './code-set';
import { CONDITION_TERMS_FILE, conditionTermsText } from '../lexicon/code-set-conditions';
import { forgetConceptIndexes } from '../lexicon/lexicon';

/** Fewer codes than this is not a whole release (2021 has 95,358; the first, 2016, had 91,737). */
export const MIN_CODES = 60000;

export interface CodeSource {
  name: string;
  bytes: Uint8Array;
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const YEAR = /(?:^|[^0-9])(20\d\d)(?:[^0-9]|$)/;

/** The order file and tabular list among the files given (a zip is opened). */
export function cmsFiles(sources: CodeSource[]): { order: CodeSource | null; table: CodeSource | null; tabular: CodeSource | null } {
  const files = sources.flatMap((source) =>
    /\.zip$/i.test(source.name) ? Object.entries(unzip(source)).map(([name, bytes]) => ({ name: basename(name), bytes })) : [source],
  );
  return {
    order: files.find((f) => /order.*\.txt$/i.test(f.name) && !/addenda/i.test(f.name)) ?? null,
    table: files.find((f) => /\.tsv$/i.test(f.name)) ?? null,
    tabular: files.find((f) => /tabular.*\.xml$/i.test(f.name)) ?? null,
  };
}

function unzip(source: CodeSource): Record<string, Uint8Array> {
  try {
    return unzipSync(source.bytes);
  } catch {
    throw new CodeFileError(`${source.name} is not a zip file.`, 'notZip', { name: source.name });
  }
}

/** The rows and release of the given CMS files, checked; throws CodeFileError naming what is wrong. */
export function readRelease(sources: CodeSource[], now = new Date()): { rows: CodeRow[]; release: CodeRelease } {
  const { order, table, tabular } = cmsFiles(sources);
  if (!order && !table)
    throw new CodeFileError('No code order file was given (icd10cm-order-<year>.txt, or the CMS zip that holds it).', 'noOrderFile');
  const base = order ? parseOrderFile(text(order.bytes)) : parseTable(text(table!.bytes));
  const tab = tabular ? parseTabular(text(tabular.bytes)) : null;
  const rows = joinTabular(base, tab);
  const billable = rows.filter((r) => r.billable).length;
  if (rows.length < MIN_CODES)
    throw new CodeFileError(`The file holds ${rows.length} codes; a whole ICD-10-CM release holds more than ${MIN_CODES}.`, 'tooFew', {
      count: rows.length,
      min: MIN_CODES,
    });
  const year = tab?.version.match(YEAR)?.[1] ?? (order ?? table)!.name.match(YEAR)?.[1];
  if (!year) throw new CodeFileError("The release's year is in neither the file's name nor the tabular list.", 'noYear');
  const named = [order, table, tabular].filter((f): f is CodeSource => f !== null).map((f) => f.name);
  const release: CodeRelease = {
    system: 'ICD-10-CM',
    fiscalYear: year,
    source: `CMS ICD-10-CM files ${named.join(' and ')}`,
    codes: rows.length,
    billable,
    importedAt: now.toISOString(),
  };
  return { rows, release };
}

function parseTable(value: string): CodeRow[] {
  try {
    return parseCodeFile(value);
  } catch (error) {
    throw new CodeFileError(`The table is not a code list: ${(error as Error).message}.`, 'notTable');
  }
}

/** Writes the release into `dir` (the product's code set by default), replacing the current one only once it is whole. */
export function importCodeSet(sources: CodeSource[], dir = CODE_SET_DIR): CodeRelease {
  const { rows, release } = readRelease(sources);
  mkdirSync(dir, { recursive: true });
  const staged = join(dir, `.${CODE_FILE}.new`);
  writeFileSync(staged, gzipSync(codeFileText(rows), { level: 9 }));
  writeFileSync(join(dir, '.release.json.new'), `${JSON.stringify(release, null, 2)}\n`);
  renameSync(staged, join(dir, CODE_FILE));
  renameSync(join(dir, '.release.json.new'), join(dir, 'release.json'));
  // The conditions the visit model reads grow with the code set.
  writeFileSync(join(dir, `.${CONDITION_TERMS_FILE}.new`), conditionTermsText(rows));
  renameSync(join(dir, `.${CONDITION_TERMS_FILE}.new`), join(dir, CONDITION_TERMS_FILE));
  forgetCodeSet();
  forgetConceptIndexes();
  return release;
}
