// Reading ACI-BENCH (visit dialogues, reference notes and their metadata) for the benchmarks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.mjs';

/** Where the dataset is: ACI_BENCH_DIR, or ../shared/data/aci-bench beside the repository. */
export const aciBenchDir = process.env.ACI_BENCH_DIR ?? join(repoRoot, '..', 'shared', 'data', 'aci-bench');

/** Rows of a CSV file (RFC 4180: quoted fields may hold commas, quotes and newlines). */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header, ...body] = rows.filter((r) => r.length > 1 || r[0] !== '');
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** The visits of a split (train, valid, ...), each with its metadata row as `meta`. */
export function loadSplit(name, dir = aciBenchDir) {
  const rows = parseCsv(readFileSync(join(dir, `${name}.csv`), 'utf8'));
  const meta = new Map(parseCsv(readFileSync(join(dir, `${name}_metadata.csv`), 'utf8')).map((m) => [m.encounter_id, m]));
  return rows.map((r) => ({ ...r, meta: meta.get(r.encounter_id) ?? {} }));
}

/** A transcript of about `words` words: the split's dialogues joined in order. */
export function longTranscript(split, words = 4500) {
  let long = '';
  const used = [];
  for (const e of split) {
    if (long.split(/\s+/).length >= words) break;
    long += `${e.dialogue}\n`;
    used.push(e);
  }
  return { text: long, words: long.split(/\s+/).length, visits: used };
}
