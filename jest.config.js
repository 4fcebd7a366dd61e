// ESM + ts-jest: sources are TypeScript ES modules, run under
// `node --experimental-vm-modules` (see the `test` script).
export default {
  testEnvironment: '<rootDir>/test-support/jest-environment.mjs',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { warnOnly: false } },
    ],
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
  // Each test file's modules stay in its worker's memory after the file ends (jest's ESM
  // registry), a few MB for a unit test and about 20 MB for an end-to-end one, and every
  // process a worker starts costs more the bigger the worker is (fork copies its page
  // tables). A worker past this is replaced between two files: about 1 CPU-second each.
  workerIdleMemoryLimit: '300MB',
};
