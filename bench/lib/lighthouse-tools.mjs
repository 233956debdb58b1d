// Lighthouse for bench/lighthouse.mjs without making it a dependency of the project:
// installed on first use, pinned, into a git-ignored folder under node_modules/.cache
// (which `npm ci` clears and Gatsby leaves alone), then imported from there.
// Also: a free TCP port for the browser's remote debugging.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../../scripts/lib/paths.mjs';

// 12.2.x is the last line that runs on Node 20; newer ones need Node 22.
export const LIGHTHOUSE_VERSION = '12.2.3';
const toolsDir = join(repoRoot, 'node_modules', '.cache', 'bench-tools');
const installDir = join(toolsDir, `lighthouse-${LIGHTHOUSE_VERSION}`);

/** Installs lighthouse into installDir unless it is there; a half-done install never is. */
function ensureInstalled() {
  if (existsSync(join(installDir, 'node_modules', 'lighthouse', 'package.json'))) return;
  const staging = `${installDir}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} for the benchmarks (once) ...`);
  const args = [
    'install',
    '--prefix',
    staging,
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--no-package-lock',
    '-E',
    `lighthouse@${LIGHTHOUSE_VERSION}`,
  ];
  const result = spawnSync('npm', args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`npm install lighthouse@${LIGHTHOUSE_VERSION} failed (exit ${result.status})`);
  }
  try {
    renameSync(staging, installDir);
  } catch (error) {
    // Another run finished first: use its copy.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(installDir)) throw error;
  }
}

/** { lighthouse, launch }: Lighthouse's run function and chrome-launcher's launch. */
export async function loadLighthouse() {
  ensureInstalled();
  const require = createRequire(join(installDir, 'noop.js'));
  const load = (name) => import(pathToFileURL(require.resolve(name)).href);
  const [{ default: lighthouse }, { launch }] = await Promise.all([load('lighthouse'), load('chrome-launcher')]);
  return { lighthouse, launch };
}

/** A TCP port nothing listens on right now (bound to port 0, then released). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
