/** Browser tests: the built app in Debian's Chromium driven by playwright-core. */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      'babel-jest',
      { presets: [['@babel/preset-env', { targets: { node: 'current' }, modules: false }], '@babel/preset-typescript'], babelrc: false, configFile: false },
    ],
  },
  globalSetup: '<rootDir>/e2e/global-setup.mjs',
  globalTeardown: '<rootDir>/e2e/global-teardown.mjs',
  testTimeout: 90_000,
};
