// Builds the note engine package (packages/clinical-notes, its dist/) when its sources,
// rules or lexicons changed since the last build: the functions import it as a package, so
// their type check, their build and their tests need it built first. A fingerprint of what it
// was made from (paths, sizes and modification times) sits next to its output.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clinicalNotesDir, repoRoot } from './paths.mjs';
import { fingerprintOf } from './source-fingerprint.mjs';

const stampFile = join(clinicalNotesDir, 'dist', '.source-fingerprint');
const INPUTS = ['src', 'rules', 'lexicon', 'tsconfig.json', 'tsconfig.build.json', 'package.json'];

/** A fingerprint of the package's sources (cheap: no file is read). */
export function clinicalNotesFingerprint() {
  return fingerprintOf(clinicalNotesDir, INPUTS);
}

/** Builds the package unless its dist/ is current; exits with the compiler's status when the build fails. */
export function ensureClinicalNotesBuilt() {
  const fingerprint = clinicalNotesFingerprint();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) return false;
  const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: clinicalNotesDir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    console.error('The note engine package (packages/clinical-notes) did not build.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, fingerprint);
  return true;
}
