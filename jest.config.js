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
};
