// The functions as `firebase deploy` uploads them: a folder that needs nothing outside itself.
// Cloud Build runs `npm ci` (or `npm install`) in the uploaded folder, where the functions'
// `file:../packages/clinical-notes` dependency points nowhere; so the deploy folder holds
// the note engine as a tarball (`npm pack` of packages/clinical-notes, after its build) in
// vendor/, and a copy of functions/package.json (and of its lock) that depends on that
// tarball. functions/ itself is not changed: the local `file:` workflow stays as it is.
//
//   node scripts/lib/pack-functions.mjs [DIR]     (DIR: deploy/out/functions by default)
//
// builds the engine and the functions when their sources changed, then writes DIR: lib/ and
// models/ (what the functions run), vendor/<engine>.tgz, package.json, package-lock.json, the
// functions' .env files (not .env.local), and a link to functions/node_modules (the Firebase CLI loads the code to list its functions; the
// deploy configuration's `ignore` keeps node_modules out of the upload). The deploy
// configuration (deploy/out/firebase.json, written by npm run deploy:check) names this script
// as the functions' predeploy. Given the functions folder itself (a `firebase deploy` with the
// local firebase.json), it refuses: that upload would fail in Cloud Build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureClinicalNotesBuilt } from './clinical-notes-build.mjs';
import { ensureFunctionsBuilt } from './functions-build.mjs';
import { clinicalNotesDir, functionsDir, repoRoot } from './paths.mjs';

export const ENGINE = '@clinicscribe/clinical-notes';
/** Where the deploy folder goes unless told otherwise (git-ignored with the rest of deploy/out). */
export const defaultDeployDir = join(repoRoot, 'deploy', 'out', 'functions');
/** What of functions/ the deployed code needs besides its package files. */
const RUNTIME_FOLDERS = ['lib', 'models'];
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/**
 * Packs the built note engine into `dest` with `npm pack`; returns the tarball's file name,
 * version and integrity (sha512, as npm writes it in a lock). Builds the engine first when its
 * sources changed.
 */
export function packClinicalNotes(dest) {
  ensureClinicalNotesBuilt();
  mkdirSync(dest, { recursive: true });
  const packed = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dest], {
    cwd: clinicalNotesDir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  if (packed.status !== 0) throw new Error(`npm pack of the note engine failed: ${`${packed.stderr}${packed.stdout}`.slice(-600)}`);
  const [{ filename, version }] = JSON.parse(packed.stdout);
  const integrity = `sha512-${createHash('sha512')
    .update(readFileSync(join(dest, filename)))
    .digest('base64')}`;
  return { filename, version, integrity };
}

/**
 * functions/package.json as deployed: the engine from the tarball at `tarball` (relative to the
 * deploy folder), and only the scripts the deployed folder can run: nothing to build in Cloud
 * Build (an empty `gcp-build`; `build` needs the sources, which are not uploaded).
 */
export function deployPackageJson(pkg, tarball) {
  if (!pkg.dependencies?.[ENGINE]) throw new Error(`functions/package.json does not depend on ${ENGINE}`);
  const scripts = { ...pkg.scripts };
  delete scripts.build;
  delete scripts.typecheck;
  return { ...pkg, scripts: { ...scripts, 'gcp-build': '' }, dependencies: { ...pkg.dependencies, [ENGINE]: `file:${tarball}` } };
}

/**
 * functions/package-lock.json as deployed: the engine locked to the tarball (with its
 * integrity) in place of the linked folder, and the engine's own dependencies locked as the
 * repository's lock has them (a linked folder's dependencies are not in the functions' lock).
 */
export function deployLock(lock, rootLock, engine) {
  const spec = `file:${engine.tarball}`;
  const packages = { ...lock.packages };
  const linked = Object.keys(packages).find((key) => !key.startsWith('node_modules/') && packages[key].name === ENGINE);
  const dependencies = (linked && packages[linked].dependencies) ?? {};
  if (linked) delete packages[linked];
  packages[''] = { ...packages[''], dependencies: { ...packages[''].dependencies, [ENGINE]: spec } };
  packages[`node_modules/${ENGINE}`] = {
    version: engine.version,
    resolved: spec,
    integrity: engine.integrity,
    license: packages[linked ?? '']?.license ?? 'UNLICENSED',
    dependencies,
  };
  for (const name of Object.keys(dependencies)) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const locked = rootLock.packages?.[key];
    if (!locked) throw new Error(`${name} (a dependency of ${ENGINE}) is not in the repository's package-lock.json`);
    const entry = { ...locked };
    delete entry.dev;
    delete entry.devOptional;
    packages[key] = entry;
  }
  return { ...lock, packages };
}

/**
 * Writes the deploy folder `dir` (emptied first) from the built functions and the packed
 * engine; returns what it wrote. Builds the engine and the functions when they changed.
 */
export function stageFunctions(dir = defaultDeployDir) {
  const out = resolve(dir);
  if (out === resolve(functionsDir)) {
    throw new Error(
      'functions/ depends on the note engine through file:../packages/clinical-notes, outside what firebase deploy uploads: deploy with the configuration npm run deploy:check writes (firebase deploy --config deploy/out/firebase.json), whose functions are a self-contained copy.',
    );
  }
  // The folder is emptied: only one this script wrote (or an empty one) is.
  const previous = existsSync(out) ? readdirSync(out) : [];
  if (
    previous.length &&
    !(
      existsSync(join(out, 'vendor')) &&
      existsSync(join(out, 'package.json')) &&
      readJson(join(out, 'package.json')).name === readJson(join(functionsDir, 'package.json')).name
    )
  ) {
    throw new Error(`${out} is not empty and is not a deploy folder of the functions: give an empty or new folder.`);
  }
  ensureFunctionsBuilt();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const folder of RUNTIME_FOLDERS) {
    if (existsSync(join(functionsDir, folder)))
      cpSync(join(functionsDir, folder), join(out, folder), {
        recursive: true,
        filter: (path) => !/\.test\.|(^|[\\/])__tests__([\\/]|$)/.test(relative(functionsDir, path)),
      });
  }
  const packed = packClinicalNotes(join(out, 'vendor'));
  const tarball = `vendor/${packed.filename}`;
  const pkg = deployPackageJson(readJson(join(functionsDir, 'package.json')), tarball);
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  const lock = deployLock(readJson(join(functionsDir, 'package-lock.json')), readJson(join(repoRoot, 'package-lock.json')), {
    ...packed,
    tarball,
  });
  writeFileSync(join(out, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  // The functions' settings for a project (.env, .env.PROJECT; README: copy deploy/env/functions.env there): the CLI reads them from the source folder.
  for (const file of readdirSync(functionsDir))
    if (/^\.env(\.|$)/.test(file) && file !== '.env.local') copyFileSync(join(functionsDir, file), join(out, file));
  symlinkSync(relative(out, join(functionsDir, 'node_modules')), join(out, 'node_modules'), 'dir');
  return { dir: out, tarball: join(out, tarball), version: packed.version, dependency: pkg.dependencies[ENGINE] };
}

/**
 * firebase.json as a deploy configuration written in `configDir` (deploy/out): the Firebase CLI
 * reads every path of a configuration from the folder it sits in, and refuses paths that
 * leave it, so the site, rules and indexes are named by their absolute paths, and the
 * functions' source is the deploy folder `functions` beside it, which their predeploy (this
 * script) writes. Emulator settings are left out.
 */
export function deployConfig(firebase, configDir) {
  const config = structuredClone(firebase);
  delete config.emulators;
  const fromRoot = (path) => resolve(repoRoot, path);
  if (config.hosting?.public) config.hosting.public = fromRoot(config.hosting.public);
  for (const key of ['rules', 'indexes']) if (config.firestore?.[key]) config.firestore[key] = fromRoot(config.firestore[key]);
  if (config.database?.rules) config.database.rules = fromRoot(config.database.rules);
  const script = relative(configDir, join(repoRoot, 'scripts', 'lib', 'pack-functions.mjs'))
    .split('\\')
    .join('/');
  config.functions = [config.functions]
    .flat()
    .map((entry) =>
      resolve(repoRoot, entry.source) !== functionsDir
        ? entry
        : { ...entry, source: 'functions', predeploy: [`node "$PROJECT_DIR/${script}" "$RESOURCE_DIR"`] },
    );
  return config;
}

/** The files of a tarball (`tar`), without npm's `package/` prefix. */
export function tarballFiles(tarball) {
  const listed = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`cannot read ${tarball}: ${listed.stderr}`);
  return listed.stdout
    .split('\n')
    .filter(Boolean)
    .map((path) => path.replace(/^package\//, ''));
}

/**
 * What is wrong with a deploy folder (empty when nothing): its package.json must take the
 * engine from a tarball inside it, which must hold the built entry point, the rules and
 * lexicons as JSON, and no tests.
 */
export function deployFolderProblems(dir) {
  const problems = [];
  const dependency = readJson(join(dir, 'package.json')).dependencies?.[ENGINE] ?? '';
  const tarball = /^file:(vendor\/[^/]+\.tgz)$/.exec(dependency)?.[1];
  if (!tarball) return [`package.json takes ${ENGINE} from "${dependency}", not from a tarball in vendor/`];
  if (!existsSync(join(dir, tarball))) return [`${tarball} is missing`];
  const files = tarballFiles(join(dir, tarball));
  const main = readJson(join(clinicalNotesDir, 'package.json')).main;
  if (!files.includes(main)) problems.push(`the tarball has no ${main}`);
  for (const data of ['rules', 'lexicon'])
    if (!files.some((f) => f.startsWith(`${data}/`) && f.endsWith('.json'))) problems.push(`the tarball has no ${data}/ JSON`);
  const tests = files.filter((f) => /(^|\/)__tests__\//.test(f) || /\.test\.[cm]?[jt]s$/.test(f));
  if (tests.length) problems.push(`the tarball holds tests: ${tests.slice(0, 3).join(', ')}`);
  const locked = readJson(join(dir, 'package-lock.json')).packages?.[`node_modules/${ENGINE}`]?.resolved;
  if (locked !== dependency) problems.push(`package-lock.json resolves ${ENGINE} to ${locked}`);
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const staged = stageFunctions(process.argv[2] ?? defaultDeployDir);
    console.log(
      `Functions ready to deploy in ${relative(process.cwd(), staged.dir) || '.'}: ${ENGINE} ${staged.version} from ${staged.dependency}.`,
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
