// PriMock57 development consultations for the tests: both speakers' Praat TextGrids merged
// by time into a tagged transcript. The data sits beside the repository (shared/data), or
// where PRIMOCK57_DIR says.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = process.env.PRIMOCK57_DIR ?? join(__dirname, '..', '..', '..', '..', '..', '..', 'shared', 'data', 'primock57-dev');
export const primockAvailable = existsSync(join(DIR, 'day1_consultation01.json'));

function intervals(file: string, tag: string): Array<{ at: number; line: string }> {
  const text = readFileSync(file, 'utf8');
  const out: Array<{ at: number; line: string }> = [];
  const re = /xmin = ([\d.]+)\s*\n\s*xmax = [\d.]+\s*\n\s*text = "((?:[^"]|"")*)"/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const words = m[2]
      .replace(/""/g, '"')
      .replace(/<\/?UNSURE>/g, '')
      .replace(/<UNIN\/>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (words) out.push({ at: Number(m[1]), line: `[${tag}] ${words}` });
  }
  return out;
}

/** The consultation's transcript ("[doctor] ..." and "[patient] ..." lines in time order) and its GP note. */
export function consultation(id: string): { transcript: string; note: string; highlights: string[] } {
  const lines = [
    ...intervals(join(DIR, `${id}_doctor.TextGrid`), 'doctor'),
    ...intervals(join(DIR, `${id}_patient.TextGrid`), 'patient'),
  ].sort((a, b) => a.at - b.at);
  const meta = JSON.parse(readFileSync(join(DIR, `${id}.json`), 'utf8')) as { note: string; highlights: string[] };
  return { transcript: lines.map((l) => l.line).join('\n'), note: meta.note, highlights: meta.highlights };
}
