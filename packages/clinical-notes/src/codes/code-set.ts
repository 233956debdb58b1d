// The ICD-10-CM code set the product carries (codes/icd10cm.tsv.gz with codes/release.json),
// loaded once per process: each code with its billable flag, descriptions, inclusion terms and
// excludes1 codes, looked up by code (with or without its dot) and searched by words over the
// descriptions and inclusion terms with MiniSearch.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import type { CodeRow } from './cms-files';

/** Which release the product uses, shown wherever codes are. */
export interface CodeRelease {
  system: 'ICD-10-CM';
  /** The fiscal year of the release ("2021" is the release in effect from 1 October 2020). */
  fiscalYear: string;
  /** Where the files came from, in words. */
  source: string;
  codes: number;
  billable: number;
  importedAt: string;
}

export interface IcdCode extends CodeRow {
  /** With its dot, as a clinician writes it: A09.9. */
  display: string;
}

export interface CodeSearchHit {
  code: IcdCode;
  score: number;
  /** The description or inclusion term the words matched. */
  matched: string;
}

/** The package's folder (src/ when run from source, dist/src/ when built), found by its package.json. */
function packageDir(from = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('The note engine package has no package.json above its code.');
    dir = up;
  }
  return dir;
}

export const CODE_SET_DIR = join(packageDir(), 'codes');
export const CODE_FILE = 'icd10cm.tsv.gz';
export const RELEASE_FILE = 'release.json';
const COLUMNS = ['code', 'billable', 'short', 'long', 'inclusion', 'excludes1'];
const LIST_SEPARATOR = ' | ';
/** A code or the start of one, as typed in a search box: a letter, a digit, then letters or digits. */
const CODE_PREFIX = /^[A-Z][0-9][0-9A-Z]{0,5}$/;

/** A code with its dot after the third character (A099 → A09.9; A09 stays A09). */
export function withDot(code: string): string {
  const bare = code.replace('.', '').toUpperCase();
  return bare.length > 3 ? `${bare.slice(0, 3)}.${bare.slice(3)}` : bare;
}

/** The product's file for `rows`: a header line then one tab-separated line per code. */
export function codeFileText(rows: CodeRow[]): string {
  const line = (r: CodeRow) => [
    r.code,
    r.billable ? '1' : '0',
    r.short,
    r.long,
    r.inclusion.join(LIST_SEPARATOR),
    r.excludes1.join(LIST_SEPARATOR),
  ];
  return [COLUMNS.join('\t'), ...rows.map((r) => line(r).join('\t'))].join('\n') + '\n';
}

/** The rows of the product's file (or of a file with its first four columns). */
export function parseCodeFile(text: string): CodeRow[] {
  const [header, ...lines] = text.split('\n').filter((line) => line !== '');
  const columns = header?.split('\t') ?? [];
  if (columns.slice(0, 4).join('\t') !== COLUMNS.slice(0, 4).join('\t'))
    throw new Error('not a code file: the header is not "code billable short long"');
  const items = (value: string | undefined) => (value ? value.split(LIST_SEPARATOR) : []);
  return lines.map((line) => {
    const [code, billable, short, long, inclusion, excludes1] = line.split('\t');
    return { code, billable: billable === '1', short, long, inclusion: items(inclusion), excludes1: items(excludes1) };
  });
}

export class CodeSet {
  private readonly byCode = new Map<string, IcdCode>();
  private index: MiniSearch | null = null;
  /** Every code sorted by its characters: the codes under one are a run of this list. */
  private sorted: IcdCode[] | null = null;

  constructor(
    rows: CodeRow[],
    readonly release: CodeRelease,
  ) {
    for (const row of rows) this.byCode.set(row.code, { ...row, display: withDot(row.code) });
  }

  get size(): number {
    return this.byCode.size;
  }

  /** Every code, in the release's order. */
  all(): IcdCode[] {
    return [...this.byCode.values()];
  }

  /** The code, written with or without its dot, in either case; undefined when the set has none. */
  get(code: string): IcdCode | undefined {
    return this.byCode.get(code.replace('.', '').trim().toUpperCase());
  }

  /** The codes that start with `bare` (itself included), found by a binary search of the sorted codes. */
  private startingWith(bare: string): IcdCode[] {
    this.sorted ??= [...this.byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    const sorted = this.sorted;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle].code < bare) low = middle + 1;
      else high = middle;
    }
    const found: IcdCode[] = [];
    for (let i = low; i < sorted.length && sorted[i].code.startsWith(bare); i++) found.push(sorted[i]);
    return found;
  }

  /** The codes one level below `code` (A09 → its four-character codes). */
  children(code: string): IcdCode[] {
    const bare = code.replace('.', '').toUpperCase();
    return this.startingWith(bare).filter((c) => c.code.length > bare.length && !this.between(bare, c.code));
  }

  /** The billable codes under `code`, itself included when billable, in the release's order. */
  billableUnder(code: string): IcdCode[] {
    const bare = code.replace('.', '').toUpperCase();
    const order = this.order();
    return this.startingWith(bare)
      .filter((c) => c.billable)
      .sort((a, b) => order.get(a.code)! - order.get(b.code)!);
  }

  private releaseOrder: Map<string, number> | null = null;
  /** Each code's place in the release. */
  private order(): Map<string, number> {
    this.releaseOrder ??= new Map([...this.byCode.keys()].map((code, i) => [code, i]));
    return this.releaseOrder;
  }

  /** The categories and codes above `code`, nearest first (A0811 → A081, A08). */
  ancestors(code: string): IcdCode[] {
    const bare = code.replace('.', '').toUpperCase();
    const found: IcdCode[] = [];
    for (let length = bare.length - 1; length >= 3; length--) {
      const parent = this.byCode.get(bare.slice(0, length));
      if (parent) found.push(parent);
    }
    return found;
  }

  /** Whether `a` and `b` exclude each other: an excludes1 note of either, or of a category above either, names the other or a category above it. */
  excludes(a: string, b: string): boolean {
    const chain = (code: string) => [this.get(code), ...this.ancestors(code)].filter((c): c is IcdCode => c !== undefined);
    const names = (code: string) => new Set(chain(code).map((c) => c.code));
    const cites = (from: string, to: string) => {
      const targets = names(to);
      return chain(from).some((c) => c.excludes1.some((x) => targets.has(x) || [...targets].some((t) => t.startsWith(x))));
    };
    return cites(a, b) || cites(b, a);
  }

  /** Codes whose descriptions or inclusion terms hold the words (prefix and slight misspelling allowed), best first; a code or code prefix finds itself first. */
  search(query: string, options: { limit?: number; billableOnly?: boolean } = {}): CodeSearchHit[] {
    const { limit = 20, billableOnly = false } = options;
    const keep = (c: IcdCode) => !billableOnly || c.billable;
    const prefix = query.replace('.', '').trim().toUpperCase();
    if (CODE_PREFIX.test(prefix)) {
      const order = this.order();
      const under = this.startingWith(prefix)
        .filter(keep)
        .sort((a, b) => order.get(a.code)! - order.get(b.code)!)
        .slice(0, limit);
      return under.map((code) => ({ code, score: Number.POSITIVE_INFINITY, matched: code.long }));
    }
    const exact = this.get(query);
    const direct = exact && keep(exact) ? [{ code: exact, score: Number.POSITIVE_INFINITY, matched: exact.long }] : [];
    const hits = this.searchIndex()
      .search(query, { prefix: true, fuzzy: 0.15, combineWith: 'AND' })
      .map((hit) => ({
        code: this.byCode.get(String(hit.id))!,
        score: hit.score,
        matched: matchedText(this.byCode.get(String(hit.id))!, hit.terms),
      }))
      .filter((hit) => keep(hit.code) && hit.code !== exact);
    return [...direct, ...hits].slice(0, limit);
  }

  private searchIndex(): MiniSearch {
    if (this.index) return this.index;
    this.index = new MiniSearch({ idField: 'code', fields: ['long', 'terms'], storeFields: [], searchOptions: { boost: { long: 2 } } });
    this.index.addAll([...this.byCode.values()].map((c) => ({ code: c.code, long: c.long, terms: c.inclusion.join(' ') })));
    return this.index;
  }

  /** Whether a code lies between `bare` and `code` in the hierarchy (so `code` is a grandchild or lower). */
  private between(bare: string, code: string): boolean {
    for (let length = bare.length + 1; length < code.length; length++) if (this.byCode.has(code.slice(0, length))) return true;
    return false;
  }
}

/** The description or inclusion term holding most of the matched terms. */
function matchedText(code: IcdCode, terms: string[]): string {
  const score = (text: string) => terms.filter((t) => text.toLowerCase().includes(t)).length;
  return [code.long, ...code.inclusion].reduce((best, text) => (score(text) > score(best) ? text : best), code.long);
}

let loaded: { dir: string; set: CodeSet } | null = null;

/** The code set in `dir` (the product's by default), read once per process and kept. */
export function loadCodeSet(dir = CODE_SET_DIR): CodeSet {
  if (loaded?.dir === dir) return loaded.set;
  const file = join(dir, CODE_FILE);
  if (!existsSync(file)) throw new Error(`The code set is missing: no ${CODE_FILE} in ${dir}.`);
  const rows = parseCodeFile(gunzipSync(readFileSync(file)).toString('utf8'));
  const release = JSON.parse(readFileSync(join(dir, RELEASE_FILE), 'utf8')) as CodeRelease;
  loaded = { dir, set: new CodeSet(rows, release) };
  return loaded.set;
}

/** Forgets the loaded set, so the next load reads a newly imported release. */
export function forgetCodeSet(): void {
  loaded = null;
}
