// Reading PriMock57 (mock primary-care consultations: a doctor's and a patient's Praat
// TextGrid each, and a JSON with the presenting complaint, the GP's own note and the
// terms the GP highlighted) for the benchmarks. The parsing is in primock57-transcript.cjs
// and textgrid.cjs, where the tests reach it.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.mjs';

const require = createRequire(import.meta.url);
const { readConsultation } = require('./primock57-transcript.cjs');

/** Where the development portion is: PRIMOCK57_DIR, or ../shared/data/primock57-dev beside the repository. */
export const primock57Dir = process.env.PRIMOCK57_DIR ?? join(repoRoot, '..', 'shared', 'data', 'primock57-dev');

/** Whether the folder holds the data. */
export const hasPrimock57 = (dir = primock57Dir) => existsSync(dir) && consultationIds(dir).length > 0;

/** The consultations' ids in the folder (dayD_consultationNN), in order. */
export function consultationIds(dir = primock57Dir) {
  return readdirSync(dir)
    .filter((f) => /_doctor\.TextGrid$/.test(f))
    .map((f) => f.replace(/_doctor\.TextGrid$/, ''))
    .filter((id) => existsSync(join(dir, `${id}_patient.TextGrid`)) && existsSync(join(dir, `${id}.json`)))
    .sort();
}

/** Every consultation: { id, transcript, turns, presentingComplaint, note, highlights }. */
export function loadPrimock57(dir = primock57Dir) {
  return consultationIds(dir).map((id) => readConsultation(dir, id));
}
