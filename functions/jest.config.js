/**
 * Jest for the functions: unit tests next to the code, TypeScript through ts-jest.
 * Transpile only (isolatedModules): `tsc --noEmit` checks the types once, not each test file again.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  // Only *.test.ts: __tests__ also holds the stand-in servers the tests start.
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true } }] },
};
