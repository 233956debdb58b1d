// Installs the npm dependencies of the site and of the functions from their lockfiles
// (`npm ci`: exactly the versions package-lock.json names, without rewriting it) when
// node_modules is missing or out of date, so `npm start` and `npm test` work on a fresh
// clone with nothing but Node and npm. An installed tree in step is left alone.
// package.json's `allowScripts` denies re2's install script: re2 is an optional dependency of
// the hosting emulator's router (which falls back to JavaScript regular expressions), and
// without access to its prebuilt binary's host it compiles itself from C++ for about a
// minute of both cores. Its `overrides` keep out what nothing here uses and every install
// had to unpack: @react-aria/ssr (react-bootstrap's server-side id helper) is pinned to its
// last release before it came to depend on the whole react-aria library (some 10,000
// files); the PayPal loader inside braintree-web's drop-in declares TypeScript 4 as a
// run-time dependency (65 MB it never loads) and takes the root's TypeScript instead; the
// GraphQL code generator's helpers (Gatsby's type generation) share the one lodash instead
// of a copy each (seven). The functions' tests run with the root's jest and swc, so
// functions/ installs only what the functions and their type check need.
// When package.json and package-lock.json disagree, nothing is installed: it says how
// they differ and which command rewrites the lockfile.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.mjs';
import { installState } from './lib/install-state.mjs';
import { ensureClinicalNotesBuilt } from './lib/clinical-notes-build.mjs';

const dirs = [
  { dir: repoRoot, name: 'the repository root', update: 'npm install' },
  { dir: join(repoRoot, 'functions'), name: 'functions/', update: 'npm --prefix functions install' },
];

/** Prints `lines` on stderr and stops: nothing can run until the user has acted. */
function stop(lines, status = 1) {
  for (const line of lines) console.error(line);
  process.exit(status);
}

/**
 * `npm ci` in `dir`; resolves with its exit status. The lockfiles name versions and hashes but
 * not download addresses, so npm reads each package's metadata to find them: with
 * --prefer-offline it takes what its cache already has (a machine that installed before)
 * instead of asking the registry again for each of some 1,400 packages.
 */
function npmCi(dir) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const needed = [];
for (const { dir, name, update } of dirs) {
  const { state, details } = installState(dir);
  if (state === 'ready') continue;
  const fix = `From the repository root, run \`${update}\` (it rewrites the lockfile; commit it), then run this command again.`;
  if (state === 'no-lockfile') stop([`There is no package-lock.json in ${name} to install from.`, fix]);
  if (state === 'disagree') stop([`package.json and package-lock.json disagree in ${name}:`, ...details.map((line) => `  - ${line}`), fix]);
  needed.push({ dir, name, fix });
}
// Both trees install at the same time: each waits on the network and the disk as much as on the CPU.
if (needed.length) console.log(`Installing dependencies in ${needed.map((n) => n.name).join(' and ')} from package-lock.json (npm ci) ...`);
const statuses = await Promise.all(needed.map(({ dir }) => npmCi(dir)));
needed.forEach(({ name, fix }, i) => {
  if (statuses[i] !== 0)
    stop([`\`npm ci\` failed in ${name}. If it says package.json and package-lock.json are not in sync:`, fix], statuses[i]);
});
// The functions import the note engine as a built package: build it when its sources changed.
ensureClinicalNotesBuilt();
