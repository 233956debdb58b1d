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
  // Unit suites start real servers and sockets (socket.io, HTTP stand-ins, file conversion): beside the stack's lanes on a
  // busy 2-core machine a case took over jest's default 5 s. Each case ends on what it awaits; one that hangs still fails here.
  testTimeout: 30000,
};
