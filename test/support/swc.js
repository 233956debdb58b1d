// The one compiler of every jest project's files: swc (through @swc/jest), transpile only: `tsc
// --noEmit` checks the types once, not each test file again. Each file is compiled on its own
// (as `isolatedModules` asks of the sources) to CommonJS, `jest.mock` calls hoisted above the
// imports, TSX with React's automatic runtime (the site), and the ES modules some packages
// ship (gatsby, gatsby-link, gatsby-script: jest.config.js's transformIgnorePatterns) turned
// into CommonJS too. A cold run (a fresh clone, no jest cache) compiles some 1,150 files:
// swc does it in a fraction of the CPU Babel and ts-jest took
// (docs/decisions/swc-for-tests.md).

/** swc's options for one kind of file: TypeScript, TSX, or JavaScript (with JSX). */
function swcOptions(kind) {
  const parser = kind === 'js' ? { syntax: 'ecmascript', jsx: true } : { syntax: 'typescript', tsx: kind === 'tsx' };
  return {
    jsc: {
      parser,
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
    // The map beside the code, not inlined in it: jest keeps it in its cache and maps a failure's
    // lines the same, and each test file's modules are compiled without a base64 comment as
    // long as the code (the note engine's tests: 120 CPU seconds against 129 with inline maps).
    sourceMaps: true,
  };
}

const swcJest = require.resolve('@swc/jest');

/**
 * A jest project's `transform`: every kind of file it compiles (`kinds`, of 'ts', 'tsx',
 * 'js'), each with its own parser (a `.ts` file is not parsed as TSX: `<T>value` is a type
 * assertion there).
 */
function swcTransform(kinds = ['ts', 'tsx', 'js']) {
  const patterns = { ts: '^.+\\.ts$', tsx: '^.+\\.tsx$', js: '^.+\\.jsx?$' };
  return Object.fromEntries(kinds.map((kind) => [patterns[kind], [swcJest, swcOptions(kind)]]));
}

module.exports = { swcOptions, swcTransform };
