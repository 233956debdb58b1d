// Installs the npm dependencies of the site and of the functions when they are
// missing or older than their package.json, so `npm start` and `npm test` work
// on a fresh clone with nothing but Node and npm.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';

/** True when `dir` has no install, or its manifest changed since the last one. */
function needsInstall(dir) {
  const marker = join(dir, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  const installedAt = statSync(marker).mtimeMs;
  return ['package.json', 'package-lock.json']
    .map((f) => join(dir, f))
    .some((f) => existsSync(f) && statSync(f).mtimeMs > installedAt);
}

for (const dir of [repoRoot, join(repoRoot, 'functions')]) {
  if (!needsInstall(dir)) continue;
  console.log(`Installing dependencies in ${dir === repoRoot ? '.' : 'functions'} ...`);
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
