import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'coverage/', 'fixtures/', 'bench/out/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
  },
  {
    // Settings are read once (docs/ARCHITECTURE.md): the environment is read by the action's
    // settings and the CLI's, and by the entries for the compile cache, which must be on before
    // anything else loads. Everything else is given what it needs.
    files: ['src/**/*.ts'],
    ignores: [
      'src/action/settings.ts',
      'src/cli/main.ts',
      'src/cli.ts',
      'src/action.ts',
      'src/index.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment from the settings (action/settings.ts, cli/main.ts).',
        },
      ],
    },
  },
  {
    // The pure core takes data and returns data (docs/ARCHITECTURE.md): no process, network or
    // CommonJS loading. Its imports are dependency-cruiser's part (.dependency-cruiser.cjs).
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'process',
          message: 'The pure core reads no environment, cwd or argv: take it as data.',
        },
        { name: 'fetch', message: 'The pure core does no network I/O.' },
        { name: 'require', message: 'The pure core loads no module at run time.' },
      ],
    },
  },
);
