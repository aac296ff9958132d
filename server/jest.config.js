/** Server tests: unit tests of pure rules and integration tests over HTTP against a real database. */
import { availableParallelism } from 'node:os';

const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/test/global-setup.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
  setupFiles: ['reflect-metadata'],
  testTimeout: 60_000,
  // Half the cores, two at least: each test file has its own database (a PGlite copy or a PostgreSQL
  // database), so files run side by side. Jest's default (cores - 1) is one on a 2-core machine, where
  // two ran the embedded suite in 8.7 minutes (16 minutes of CPU); a worker with PGlite holds up to 1.5 GB.
  maxWorkers: Math.max(2, Math.floor(availableParallelism() / 2)),
};
