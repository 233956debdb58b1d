// scripts/ensure-install.mjs (run first by `npm start` and `npm test`) decides per package
// directory whether to run `npm ci`, from package.json, package-lock.json and npm's record
// of the last install (node_modules/.package-lock.json). These cases build such directories.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = join(__dirname, '..', '..');
const lib = join(root, 'scripts', 'lib', 'install-state.mjs');

/** installState(dir), run by Node as the script runs it (the library is an ES module). */
async function installState(dir: string): Promise<{ state: string; details?: string[] }> {
  const code = `import { installState } from ${JSON.stringify(lib)}; process.stdout.write(JSON.stringify(installState(process.argv[1])));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', code, dir]);
  return JSON.parse(stdout);
}

const manifest = { name: 'demo', dependencies: { 'left-pad': '^1.3.0' }, devDependencies: { 'is-odd': '^3.0.0' } };
const leftPad = { version: '1.3.0', integrity: 'sha512-left' };
const fsevents = { version: '2.3.3', integrity: 'sha512-fsevents', optional: true, os: ['darwin'] };
const lock = {
  name: 'demo',
  lockfileVersion: 3,
  packages: {
    '': { name: 'demo', dependencies: manifest.dependencies, devDependencies: manifest.devDependencies },
    'node_modules/left-pad': leftPad,
    'node_modules/is-odd': { version: '3.0.1', integrity: 'sha512-odd', dev: true },
    'node_modules/fsevents': fsevents,
  },
};
/** npm's record after installing `lock` on Linux: the darwin-only optional package skipped. */
const installed = {
  name: 'demo',
  lockfileVersion: 3,
  packages: { 'node_modules/left-pad': leftPad, 'node_modules/is-odd': lock.packages['node_modules/is-odd'] },
};

let dir: string;
const write = (file: string, value: unknown, secondsAgo: number) => {
  const path = join(dir, file);
  writeFileSync(path, JSON.stringify(value, null, 2));
  const at = Date.now() / 1000 - secondsAgo;
  utimesSync(path, at, at);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ensure-install-'));
  mkdirSync(join(dir, 'node_modules'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('ensure-install: what a package directory needs', () => {
  it('installs on a fresh clone (no node_modules record)', async () => {
    write('package.json', manifest, 60);
    write('package-lock.json', lock, 60);
    expect(await installState(dir)).toEqual({ state: 'install' });
  });

  it('does nothing when the last install is newer than package.json and the lockfile', async () => {
    write('package.json', manifest, 60);
    write('package-lock.json', lock, 60);
    write('node_modules/.package-lock.json', installed, 10);
    expect(await installState(dir)).toEqual({ state: 'ready' });
  });

  it('does nothing when the lockfile was touched but names what is installed (optional packages of other platforms may be absent)', async () => {
    write('node_modules/.package-lock.json', installed, 60);
    write('package.json', manifest, 10);
    write('package-lock.json', lock, 10);
    expect(await installState(dir)).toEqual({ state: 'ready' });
  });

  it('installs again when the lockfile names another version, or a package is missing or extra', async () => {
    write('package.json', manifest, 60);
    write('node_modules/.package-lock.json', installed, 30);
    const bumped = { ...lock, packages: { ...lock.packages, 'node_modules/left-pad': { version: '1.3.1', integrity: 'sha512-newer' } } };
    write('package-lock.json', bumped, 10);
    expect(await installState(dir)).toEqual({ state: 'install' });

    write('node_modules/.package-lock.json', { ...installed, packages: { 'node_modules/left-pad': leftPad } }, 30);
    write('package-lock.json', lock, 10);
    expect(await installState(dir)).toEqual({ state: 'install' });

    write('node_modules/.package-lock.json', installed, 30);
    const withoutOdd = Object.fromEntries(Object.entries(lock.packages).filter(([path]) => path !== 'node_modules/is-odd'));
    write('package-lock.json', { ...lock, packages: withoutOdd }, 10);
    expect(await installState(dir)).toEqual({ state: 'install' });
  });

  it('says how package.json and the lockfile disagree instead of installing', async () => {
    write('package-lock.json', lock, 60);
    write('node_modules/.package-lock.json', installed, 30);
    const edited = { ...manifest, dependencies: { 'left-pad': '^1.4.0', zod: '^3.24.0' }, devDependencies: {} };
    write('package.json', edited, 10);
    expect(await installState(dir)).toEqual({
      state: 'disagree',
      details: [
        'dependencies: "left-pad" is "^1.4.0" in package.json, "^1.3.0" in package-lock.json',
        'dependencies: "zod": "^3.24.0" is not in package-lock.json',
        'devDependencies: "is-odd" is in package-lock.json but no longer in package.json',
      ],
    });
  });

  it('has nothing to install from without a lockfile', async () => {
    write('package.json', manifest, 60);
    expect(await installState(dir)).toEqual({ state: 'no-lockfile' });
  });
});

describe("ensure-install: the repository's lockfiles", () => {
  // `npm ci` refuses a lockfile that lacks any package npm would resolve today, the optional
  // builds for other platforms included; a fresh clone (and CI) would then install nothing.
  it.each(['.', 'functions'])('%s/package-lock.json is complete for npm ci', async (packageDir) => {
    const copy = mkdtempSync(join(tmpdir(), 'lockfile-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(root, packageDir, file), join(copy, file));
      await expect(
        run('npm', ['ci', '--dry-run', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: copy, timeout: 50000 }),
      ).resolves.toBeDefined();
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
