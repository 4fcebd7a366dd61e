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
  // registry): a few MB for a unit test, about 20 MB for an end-to-end one. And every process
  // a worker starts (git, a check) costs it more system time the bigger it is: fork copies its
  // page tables, about 30 ms a process at 1 GB against 3 ms at 50 MB. A worker whose heap is
  // past this after a file is replaced (about a CPU-second), every few end-to-end files.
  workerIdleMemoryLimit: '200MB',
};
