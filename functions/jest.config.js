/**
 * Jest for the functions: unit tests next to the code, TypeScript through swc, transpile only:
 * `tsc --noEmit` checks the types once, not each test file again (test/support/swc.js).
 */
const { swcTransform } = require('../test/support/swc.js');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  // Only *.test.ts: __tests__ also holds the stand-in servers the tests start.
  testMatch: ['**/*.test.ts'],
  transform: swcTransform(['ts']),
  // 30 s a case (jest.setup.js): a project's own testTimeout is not read when the root's jest runs it.
  setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
};
