// ESLint 9 flat config: Next's core-web-vitals + TypeScript presets (through FlatCompat, as
// eslint-config-next 15 ships eslintrc configs), then eslint-config-prettier to turn off the
// formatting rules Prettier owns.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const REFERENCE_API = {
  regex: '(^|/)reference-api(/|$)|^@driving-centre/reference-api',
  message: 'The portal talks to the API over HTTP only (lib/upstream); never import reference-api.',
};

const config = [
  {
    ignores: [
      '.next/**',
      '.pdf-worker/**',
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
  // The portal and the reference API meet only at the HTTP contract (docs/api-contract.md): the portal's
  // zod parsing must catch any drift, as it would against the centre's real backend.
  {
    files: ['app/**', 'lib/**', 'components/**', 'middleware.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [REFERENCE_API] }] },
  },
  {
    // One entrance per operation, and the token stays in lib/upstream (ARCHITECTURE.md): pages and
    // components never open the session, never call the upstream client, never import app/api.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['app/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/session',
              importNames: ['getSession', 'readSession', 'startSession', 'endSession', 'revokeSession'],
              message: 'Pages read the viewer through lib/auth/viewer; operations change the session in lib/<domain> use cases.',
            },
            { name: '@/lib/upstream/client', message: 'Call a resource module in lib/upstream (or a use case), never the client itself.' },
          ],
          patterns: [REFERENCE_API, { group: ['@/app/api/*', '@/app/api/**'], message: 'Call the use case in lib/<domain>, not a route handler.' }],
        },
      ],
    },
  },
  {
    files: ['reference-api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/|^(\\.\\./)+(lib|app|components|middleware)(/|$)|^(lib|app|components)/',
              message: 'reference-api stands alone: it never imports the portal (lib/, app/, components/, @/…).',
            },
          ],
        },
      ],
    },
  },
];

export default config;
