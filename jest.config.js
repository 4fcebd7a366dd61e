// ESM: the sources are TypeScript ES modules, their types stripped by esbuild
// (test-support/ts-transform.mjs), run under `node --experimental-vm-modules` (the `test` script).
export default {
  testEnvironment: '<rootDir>/test-support/jest-environment.mjs',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': '<rootDir>/test-support/ts-transform.mjs' },
  testSequencer: '<rootDir>/test-support/sequencer.mjs',
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
};
