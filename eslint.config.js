import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'coverage/', 'fixtures/'] },
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
