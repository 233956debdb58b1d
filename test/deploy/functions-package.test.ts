// The functions as `firebase deploy` uploads them (scripts/lib/pack-functions.mjs): the deploy
// configuration npm run deploy:check writes has the functions' predeploy write a folder that
// needs nothing outside itself, where Cloud Build's `npm ci` can install the note engine from a
// tarball of its build. These cases write that configuration into a temporary folder, run its
// predeploy as the Firebase CLI does, and read what would be uploaded.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../support/realtime-instances';

const run = promisify(execFile);
const root = join(__dirname, '..', '..');
const lib = join(root, 'scripts', 'lib', 'pack-functions.mjs');
const ENGINE = '@clinicscribe/clinical-notes';
const { Config } = createRequire(join(root, 'package.json'))('firebase-tools/lib/config') as {
  Config: { load(options: { configPath: string; cwd: string }): { projectDir: string; path(p: string): string; src: Record<string, any> } };
};

let dir: string;
let configDir: string;
let config: ReturnType<typeof Config.load>;
let functionsEntry: { source: string; predeploy: string[]; ignore: string[] };
let out: string;

/** Runs a predeploy command with the environment the Firebase CLI gives it (cwd: the configuration's folder). */
const predeploy = (command: string, resourceDir: string) =>
  run('sh', ['-c', command], {
    cwd: configDir,
    env: { ...process.env, PROJECT_DIR: configDir, RESOURCE_DIR: resourceDir },
    timeout: 280000,
  });

const tarball = () => {
  const dependency = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8')).dependencies[ENGINE] as string;
  return { dependency, path: join(out, dependency.replace(/^file:/, '')) };
};

beforeAll(async () => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'deploy-')));
  configDir = join(dir, 'out');
  mkdirSync(configDir);
  // The deploy configuration, as deploy:check writes it into deploy/out.
  const code = `import { readFileSync, writeFileSync } from 'node:fs'; import { deployConfig } from ${JSON.stringify(lib)};
    writeFileSync(process.argv[2], JSON.stringify(deployConfig(JSON.parse(readFileSync(process.argv[1], 'utf8')), process.argv[3])));`;
  await run(process.execPath, [
    '--input-type=module',
    '-e',
    code,
    join(root, 'firebase.json'),
    join(configDir, 'firebase.json'),
    configDir,
  ]);
  config = Config.load({ configPath: join(configDir, 'firebase.json'), cwd: root });
  functionsEntry = [config.src.functions].flat()[0];
  out = config.path(functionsEntry.source);
  for (const command of functionsEntry.predeploy) await predeploy(command, out);
}, 300000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The first answer of `url`, asked again while the connection is refused, until `ms` have passed. */
async function untilAnswered(url: string, ms: number): Promise<Response> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
describe('the functions as deployed', () => {
  it('are a folder of their own beside the deploy configuration, with the site, rules and indexes of the repository', () => {
    expect(config.projectDir).toBe(configDir);
    expect(out).toBe(join(configDir, 'functions'));
    expect(config.path(config.src.hosting.public)).toBe(join(root, 'public'));
    for (const file of [config.src.firestore.rules, config.src.firestore.indexes, config.src.database.rules])
      expect(existsSync(config.path(file))).toBe(true);
    expect(config.src.emulators).toBeUndefined();
    // node_modules (a link, for the CLI to list the functions) and tests stay out of the upload.
    expect(functionsEntry.ignore).toEqual(expect.arrayContaining(['node_modules', '**/*.test.*']));
    expect(existsSync(join(out, 'lib', 'index.js'))).toBe(true);
    expect(existsSync(join(out, 'node_modules', 'firebase-functions', 'package.json'))).toBe(true);
  });

  it('take the note engine from a tarball in the folder, holding its build, rules and lexicons and no tests', async () => {
    const { dependency, path } = tarball();
    expect(dependency).toMatch(/^file:vendor\/[^/]+\.tgz$/);
    expect(existsSync(path)).toBe(true);
    const files = (await run('tar', ['-tzf', path])).stdout.split('\n').filter(Boolean);
    expect(files).toContain('package/dist/src/index.js');
    expect(files.some((f) => /^package\/rules\/.+\.json$/.test(f))).toBe(true);
    expect(files.some((f) => /^package\/lexicon\/.+\.json$/.test(f))).toBe(true);
    expect(files.filter((f) => /(^|\/)src\/(.+\/)?__tests__\//.test(f) || /\.test\.[cm]?[jt]s$/.test(f))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(root, 'functions', 'package.json'), 'utf8'));
    const deployed = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8'));
    // The repository's functions keep their local link; only the copy changes, and only there.
    expect(manifest.dependencies[ENGINE]).toBe('file:../packages/clinical-notes');
    expect({ ...deployed.dependencies, [ENGINE]: '' }).toEqual({ ...manifest.dependencies, [ENGINE]: '' });
    expect(deployed.scripts.build).toBeUndefined();
  });

  it('are installable from their lock as uploaded, and the packed engine loads', async () => {
    const { dependency, path } = tarball();
    const lock = JSON.parse(readFileSync(join(out, 'package-lock.json'), 'utf8'));
    expect(lock.packages[''].dependencies[ENGINE]).toBe(dependency);
    expect(lock.packages[`node_modules/${ENGINE}`].resolved).toBe(dependency);
    // npm ci refuses a lock that does not match package.json; a dry run installs nothing.
    const copy = join(dir, 'upload');
    mkdirSync(copy);
    await run('cp', ['-r', join(out, 'package.json'), join(out, 'package-lock.json'), join(out, 'vendor'), copy]);
    await run('npm', ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: copy, timeout: 120000 });
    const listed = await run('npm', ['ls', '--package-lock-only', '--all', '--json'], { cwd: copy, timeout: 120000 });
    const engine = JSON.parse(listed.stdout).dependencies[ENGINE];
    expect(Object.keys(engine.dependencies).sort()).toEqual(
      Object.keys(JSON.parse(readFileSync(join(root, 'packages', 'clinical-notes', 'package.json'), 'utf8')).dependencies).sort(),
    );

    const unpacked = join(dir, 'unpacked');
    mkdirSync(unpacked);
    await run('tar', ['-xzf', path, '-C', unpacked]);
    const loaded = await run(
      process.execPath,
      ['-e', `process.stdout.write(String(Object.keys(require(${JSON.stringify(join(unpacked, 'package'))})).length))`],
      {
        env: { PATH: process.env.PATH ?? '', NODE_PATH: join(root, 'node_modules') },
      },
    );
    expect(Number(loaded.stdout)).toBeGreaterThan(0);
  });

  it('list their functions to the Firebase CLI from the folder, as it loads them before the upload', async () => {
    // The CLI runs the functions SDK's own server in the source folder and reads its manifest.
    const port = await freePort();
    const child = spawn(process.execPath, [join(out, 'node_modules', '.bin', 'firebase-functions'), '.'], {
      cwd: out,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        FUNCTIONS_CONTROL_API: 'true',
        GCLOUD_PROJECT: 'demo-deploy',
        METADATA_SERVER_DETECTION: 'none',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          output += chunk;
          if (output.includes(`Serving at port ${port}`)) resolve();
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.once('exit', (code) => reject(new Error(`the functions did not load (exit ${code}): ${output.slice(-600)}`)));
      });
      // The SDK prints "Serving at port" just before it listens: ask until it answers (30 s at most).
      const manifest = (await (await untilAnswered(`http://127.0.0.1:${port}/__/functions.yaml`, 30000)).json()) as {
        endpoints: Record<string, unknown>;
      };
      expect(Object.keys(manifest.endpoints)).toContain('api');
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('cannot be deployed from the functions folder itself: the local configuration’s predeploy refuses', async () => {
    const local = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
    const pack = ([local.functions].flat()[0].predeploy as string[]).find((command) => command.includes('pack-functions'));
    expect(pack).toBeDefined();
    const refused = await run('sh', ['-c', pack!], {
      cwd: root,
      env: { ...process.env, PROJECT_DIR: root, RESOURCE_DIR: join(root, 'functions') },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(/deploy\/out\/firebase\.json/);
  });
});
