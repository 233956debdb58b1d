/** Jest for the note engine alone: its tests need no stack and run in parallel, in seconds. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  // Transpile only: `tsc --noEmit` checks the types once, not each test file again.
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
};
