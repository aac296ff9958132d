/** Component tests: jsdom, native ESM (lingui 6 is ESM-only), babel-jest with the lingui macro. */
import { availableParallelism } from 'node:os';

export default {
  testEnvironment: 'jsdom',
  // Half the cores, two at least (Jest's default, cores - 1, is one on a 2-core machine).
  maxWorkers: Math.max(2, Math.floor(availableParallelism() / 2)),
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // Form tests type whole values with user-event; on a busy 2-core CI machine 5 s is too tight.
  testTimeout: 20_000,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.[jt]sx?$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [
          ['@babel/preset-env', { targets: { node: 'current' }, modules: false }],
          ['@babel/preset-react', { runtime: 'automatic' }],
          '@babel/preset-typescript',
        ],
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      },
    ],
  },
};
