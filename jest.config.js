// Jest for the whole repository, one project a kind of test:
//   site          the site's unit tests (jsdom)
//   functions     the functions' unit tests (functions/jest.config.js, run from the root)
//   clinical-notes the note engine's own tests (packages/clinical-notes/jest.config.js)
//   stack-free    suites under test/ and bench/ that need no running stack: CLI commands,
//                 lint rules, the benchmarks' libraries, ...
//   engines       the speech and language engines on the Debian packages (test/engine): no
//                 stack either; they decode audio on worker threads of their own, so they run
//                 one at a time, with nothing beside them (`npm test` runs them last)
//   stack         the suites against the local stack: rules, API, browser, faults
// All but the last need no stack (`npm run test:quick` runs them); the stack suites run one at
// a time (they share one stack).
const path = require('node:path');
const { swcTransform } = require('./test/support/swc.js');

const shared = {
  // TypeScript, TSX and JavaScript (gatsby's ES modules among them) through swc.
  transform: swcTransform(['ts', 'tsx', 'js']),
  moduleNameMapper: {
    '^@shared/(.*)$': '<rootDir>/functions/src/shared/$1',
    '\\.s?css$': 'identity-obj-proxy',
  },
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
};

/**
 * The suites that need no stack: each passes with no .run/stack.json. A new suite under these
 * folders must need none either; one elsewhere that needs none is listed by its path.
 */
const stackFree = [
  '<rootDir>/test/cli/**/*.test.ts',
  '<rootDir>/test/docs/**/*.test.ts',
  '<rootDir>/bench/__tests__/**/*.test.ts',
  '<rootDir>/test/rules/database-presence.test.ts',
  '<rootDir>/test/security/direct-outbound-calls-lint.test.ts',
  '<rootDir>/test/security/dns-rebinding.test.ts',
];

/** A package's own Jest configuration, run from the root as one of its projects. */
function packageProject(dir, displayName) {
  const rootDir = path.join(__dirname, dir);
  return { ...require(path.join(rootDir, 'jest.config.js')), rootDir, displayName };
}

const clinicalNotes = packageProject('packages/clinical-notes', 'clinical-notes');

module.exports = {
  // At most this many test.concurrent cases of one describe block at once: the Firestore rules
  // suites run their cases (each with its own ids) side by side, so the emulator answers several
  // round trips at a time instead of one; more only queues on the emulator and two cores.
  maxConcurrency: 12,
  projects: [
    {
      ...shared,
      displayName: 'site',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src'],
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup-site.ts'],
      globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
    },
    packageProject('functions', 'functions'),
    clinicalNotes,
    {
      ...shared,
      displayName: 'stack-free',
      testEnvironment: 'node',
      roots: ['<rootDir>/test', '<rootDir>/bench'],
      testMatch: stackFree,
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup-stack.ts'],
    },
    {
      ...shared,
      displayName: 'engines',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/engine'],
      testMatch: ['<rootDir>/test/engine/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup-stack.ts'],
    },
    {
      ...shared,
      displayName: 'stack',
      testEnvironment: 'node',
      roots: ['<rootDir>/test'],
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: [
        '/node_modules/',
        '<rootDir>/test/cli/',
        '<rootDir>/test/docs/',
        '<rootDir>/test/engine/',
        '<rootDir>/test/rules/database-presence\\.test\\.ts$',
        '<rootDir>/test/security/direct-outbound-calls-lint\\.test\\.ts$',
        '<rootDir>/test/security/dns-rebinding\\.test\\.ts$',
      ],
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup-stack.ts'],
    },
  ],
};
