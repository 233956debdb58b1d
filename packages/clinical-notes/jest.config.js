/** Jest for the note engine alone: its tests need no stack and run in parallel, in seconds. */
const { swcTransform } = require('../../test/support/swc.js');

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // TypeScript through swc, transpile only: `tsc --noEmit` checks the types once, not each
  // test file again (test/support/swc.js).
  transform: swcTransform(['ts']),
};
