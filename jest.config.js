// Jest for the site's unit tests (jsdom) and for the cross-cutting suites under
// test/ that run against the local stack (node), with the benchmarks' own library tests
// (bench/__tests__, node, no stack needed). `npm test` runs both, in that order.
const shared = {
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/test/support/jest-preprocess.js' },
  moduleNameMapper: {
    '^@shared/(.*)$': '<rootDir>/functions/src/shared/$1',
    '\\.s?css$': 'identity-obj-proxy',
  },
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'site',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src'],
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup-site.ts'],
      globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
    },
    {
      ...shared,
      displayName: 'stack',
      testEnvironment: 'node',
      roots: ['<rootDir>/test', '<rootDir>/bench'],
      testMatch: ['**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup-stack.ts'],
    },
  ],
};
