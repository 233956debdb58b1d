// Whether a package directory's node_modules matches its package-lock.json, read from
// the files npm itself writes: package.json, package-lock.json, and the copy of the
// lockfile npm keeps in node_modules/.package-lock.json after every install.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

/**
 * The differences between the dependencies package.json declares and those its lockfile
 * was written for (the lockfile's root entry), one readable line each; empty when they
 * agree. `npm ci` refuses to install while there is any.
 */
export function lockDisagreements(manifest, lock) {
  const locked = lock.packages?.[''] ?? {};
  const lines = [];
  for (const field of DEPENDENCY_FIELDS) {
    const wanted = manifest[field] ?? {};
    const written = locked[field] ?? {};
    for (const name of new Set([...Object.keys(wanted), ...Object.keys(written)])) {
      if (wanted[name] === written[name]) continue;
      if (written[name] === undefined) lines.push(`${field}: "${name}": "${wanted[name]}" is not in package-lock.json`);
      else if (wanted[name] === undefined) lines.push(`${field}: "${name}" is in package-lock.json but no longer in package.json`);
      else lines.push(`${field}: "${name}" is "${wanted[name]}" in package.json, "${written[name]}" in package-lock.json`);
    }
  }
  return lines;
}

/**
 * True when the installed packages (npm's record in node_modules/.package-lock.json) are
 * exactly those of the lockfile, same versions and same contents. Optional packages may be
 * absent: npm skips those made for another platform.
 */
export function installedMatchesLock(lock, installed) {
  const wanted = lock.packages ?? {};
  const present = installed.packages ?? {};
  for (const [path, entry] of Object.entries(wanted)) {
    if (path === '') continue;
    const got = present[path];
    if (!got) {
      if (entry.optional || entry.devOptional) continue;
      return false;
    }
    if (got.version !== entry.version || got.integrity !== entry.integrity) return false;
  }
  return Object.keys(present).every((path) => path in wanted);
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * What `dir` needs before the app can run:
 * - 'ready': node_modules matches the lockfile, nothing to do;
 * - 'install': node_modules is missing or out of date, `npm ci` brings it in step;
 * - 'no-lockfile': there is no package-lock.json to install from;
 * - 'disagree': package.json and package-lock.json disagree (`details` says how),
 *   `npm install` must rewrite the lockfile first.
 * The fast path reads no file: npm's record is newer than package.json and the lockfile.
 */
export function installState(dir) {
  const manifestFile = join(dir, 'package.json');
  const lockFile = join(dir, 'package-lock.json');
  const recordFile = join(dir, 'node_modules', '.package-lock.json');
  if (!existsSync(lockFile)) return { state: 'no-lockfile' };
  const hasRecord = existsSync(recordFile);
  if (hasRecord) {
    const installedAt = statSync(recordFile).mtimeMs;
    if ([manifestFile, lockFile].every((f) => statSync(f).mtimeMs <= installedAt)) return { state: 'ready' };
  }
  const lock = readJson(lockFile);
  const details = lockDisagreements(readJson(manifestFile), lock);
  if (details.length > 0) return { state: 'disagree', details };
  if (!hasRecord) return { state: 'install' };
  return { state: installedMatchesLock(lock, readJson(recordFile)) ? 'ready' : 'install' };
}
