// Builds the functions only when their sources changed since the last build: the build
// records a fingerprint of what it was made from (paths, sizes and modification times of
// functions/src and the build's configuration) next to its output.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { functionsDir } from './paths.mjs';
import { clinicalNotesFingerprint, ensureClinicalNotesBuilt } from './clinical-notes-build.mjs';
import { fingerprintOf } from './source-fingerprint.mjs';

const stampFile = join(functionsDir, 'lib', '.source-fingerprint');
const INPUTS = ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json'];

/** A fingerprint of the functions' sources (cheap: no file is read). */
export function sourceFingerprint() {
  // The note engine they import: a change there is a change of the functions too.
  return fingerprintOf(functionsDir, INPUTS, [clinicalNotesFingerprint()]);
}

/** True when functions/lib was built from the current sources. */
export function functionsBuildIsCurrent() {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceFingerprint();
}

/** Builds the functions unless they are current; exits with the compiler's status when the build fails. */
export function ensureFunctionsBuilt() {
  ensureClinicalNotesBuilt();
  if (functionsBuildIsCurrent()) return false;
  const fingerprint = sourceFingerprint();
  const result = spawnSync('npm', ['--prefix', functionsDir, 'run', '-s', 'build'], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, fingerprint);
  return true;
}

/**
 * Starts the functions build in the background unless they are current (so the site can
 * build at the same time); resolves true when it built, false when nothing had changed,
 * and rejects with the compiler's output when the build fails. `logFile` takes the output
 * (a pipe left unread while the caller blocks on another build could stall the compiler).
 */
export function buildFunctionsInBackground(logFile) {
  ensureClinicalNotesBuilt();
  if (functionsBuildIsCurrent()) return Promise.resolve(false);
  const fingerprint = sourceFingerprint();
  const fd = openSync(logFile, 'w');
  // The same build as `npm run build` without its type check (--noCheck: the same output,
  // about 4 s less of a core while the site builds); `npm test` type-checks the functions,
  // and the deploy's build does too.
  const tsc = join(functionsDir, 'node_modules', 'typescript', 'bin', 'tsc');
  const child = spawn(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noCheck'], { cwd: functionsDir, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`The functions build failed:\n${readFileSync(logFile, 'utf8')}`));
      writeFileSync(stampFile, fingerprint);
      resolve(true);
    });
  });
}
