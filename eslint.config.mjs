// ESLint 9 flat config: Next's core-web-vitals + TypeScript presets (through FlatCompat, as
// eslint-config-next 15 ships eslintrc configs), then eslint-config-prettier to turn off the
// formatting rules Prettier owns.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const config = [
  {
    ignores: [
      '.next/**',
      '.tmp/**',
      '.data/**',
      'node_modules/**',
      'reference-api/src/db/migrations/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
  ...compat.extends('next/core-web-vitals', 'next/typescript', 'prettier'),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `const { password: _password, ...rest } = values` drops a field on purpose.
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
];

export default config;
