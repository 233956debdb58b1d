// Where things are: the repository root and the run directory shared by the
// stack runner, the tests and the benchmarks.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const runDir = join(repoRoot, '.run');
export const stackFile = join(runDir, 'stack.json');
export const functionsDir = join(repoRoot, 'functions');
export const clinicalNotesDir = join(repoRoot, 'packages', 'clinical-notes');
export const publicDir = join(repoRoot, 'public');
