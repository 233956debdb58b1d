// The benches and CLI commands that load the built functions name files of functions/lib: each
// such file must have its source in functions/src. They run outside `npm test`, so a module
// moved or removed (the text and lexicon modules moved into the note engine package) broke
// `bench:notes` unseen. Read from the scripts' text: `const lib = join(functionsDir, 'lib', ...)`,
// then `require(join(lib, ...))` and `require(join(functionsDir, 'lib', ...))`. The offline writer
// and the evidence check are the note engine package's: a script loads them from the package.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const strings = (args: string) => [...args.matchAll(/'([^']+)'/g)].map((m) => m[1]);

/** The functions/src sources (.ts) a script's requires of functions/lib name, with its file. */
export function requiredSources(source: string): string[] {
  const libDef = /const lib = join\((?:process\.env\.\w+ \?\? )?(?:join\()?functionsDir, 'lib'((?:, '[^']+')*)\)?((?:, '[^']+')*)\)/.exec(
    source,
  );
  const libParts = libDef ? [...strings(libDef[1]), ...strings(libDef[2])] : null;
  const found: string[] = [];
  for (const m of source.matchAll(/require\(join\(lib((?:, '[^']+')+)\)\)/g))
    if (libParts) found.push([...libParts, ...strings(m[1])].join('/'));
  for (const m of source.matchAll(/join\(functionsDir, 'lib'((?:, '[^']+')*, '[^']+\.js')\)/g)) found.push(strings(m[1]).join('/'));
  return found.map((path) => `functions/src/${path.replace(/\.js$/, '.ts')}`);
}

/** A source of the offline writer or the evidence check, which live in the note engine package. */
/**
 * What moved into the package: the adapters' folders in the functions, but for the app's
 * validation of a generation's options (offline/types.ts), which a command applies as the API does.
 */
const isMovedToPackage = (source: string) =>
  /^functions\/src\/notes\/(?:offline|evidence)\//.test(source) && source !== 'functions/src/notes/offline/types.ts';

const scripts = ['bench', 'scripts'].flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => `${dir}/${name}`),
);

describe('what the benches and commands load from the built functions', () => {
  it('reads the paths a script names', () => {
    const script = "const lib = join(functionsDir, 'lib', 'notes');\nconst { a } = require(join(lib, 'offline', 'generate.js'));\n";
    expect(requiredSources(script)).toEqual(['functions/src/notes/offline/generate.ts']);
    expect(requiredSources("require(join(functionsDir, 'lib', 'notes', 'offline', 'generate.js'))")).toEqual([
      'functions/src/notes/offline/generate.ts',
    ]);
    // What bench:notes required before the text and lexicon modules moved into the package.
    const moved = "const lib = join(functionsDir, 'lib', 'notes');\nrequire(join(lib, 'lexicon', 'medications.js'));\n";
    expect(requiredSources(moved).filter((source) => !existsSync(join(ROOT, source)))).toEqual([
      'functions/src/notes/lexicon/medications.ts',
    ]);
  });

  it('has a source in functions/src for every file it loads', () => {
    const missing = scripts.flatMap((file) =>
      requiredSources(readFileSync(join(ROOT, file), 'utf8'))
        .filter((source) => !existsSync(join(ROOT, source)))
        .map((source) => `${file}: ${source}`),
    );
    expect(missing).toEqual([]);
    expect(scripts.flatMap((file) => requiredSources(readFileSync(join(ROOT, file), 'utf8'))).length).toBeGreaterThan(10);
  });

  it('loads the offline writer and the evidence check from the note engine package, not from the built functions', () => {
    // What bench:notes and the note command required before the offline writer moved into the package.
    const before = "const lib = join(functionsDir, 'lib', 'notes');\nrequire(join(lib, 'offline', 'generate.js'));\n";
    expect(requiredSources(before).filter(isMovedToPackage)).toEqual(['functions/src/notes/offline/generate.ts']);
    const loaded = scripts.flatMap((file) =>
      requiredSources(readFileSync(join(ROOT, file), 'utf8'))
        .filter(isMovedToPackage)
        .map((source) => `${file}: ${source}`),
    );
    expect(loaded).toEqual([]);
  });
});
