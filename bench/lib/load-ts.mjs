// Loads a TypeScript module that is not part of the functions' build (the benchmarks'
// measurement code beside them, a test stand-in): transpiled with the functions' TypeScript
// into a temporary CommonJS file and required. The module may import Node's modules only.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { functionsDir } from '../../scripts/lib/paths.mjs';

const require = createRequire(import.meta.url);

/** The exports of the TypeScript module at `source` (an absolute path). */
export function loadTs(source) {
  const ts = require(require.resolve('typescript', { paths: [functionsDir] }));
  const { outputText } = ts.transpileModule(readFileSync(source, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: source,
  });
  const dir = mkdtempSync(join(tmpdir(), 'bench-ts-'));
  const compiled = join(dir, `${basename(source, '.ts')}.cjs`);
  writeFileSync(compiled, outputText);
  try {
    return require(compiled);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The exports of one of the benchmarks' own TypeScript modules in bench/lib (e.g. 'rouge'). */
export const loadBenchLib = (name) => loadTs(join(import.meta.dirname, `${name}.ts`));
