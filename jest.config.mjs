import nextJest from 'next/jest.js';

// next/jest compiles with SWC and mocks CSS/fonts; each project below is built through it.
const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that must be compiled (next/jest ignores node_modules by default).
const esmPackages = [
  'next-intl',
  'use-intl',
  'intl-messageformat',
  '@formatjs',
  'ky',
  'iron-session',
  'iron-webcrypto',
  'cookie',
  'uint8array-extras',
  'uncrypto',
  'until-async',
  '@electric-sql',
  'date-fns',
  // the reference API's token library (ESM only)
  'jose',
];

const shared = {
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/empty.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/.tmp/', '/tests/e2e/'],
  modulePathIgnorePatterns: ['<rootDir>/.tmp/', '<rootDir>/.next/', '<rootDir>/.data/'],
  setupFiles: ['<rootDir>/tests/support/env.ts'],
};

async function project(config) {
  const built = await createJestConfig({ ...shared, ...config })();
  // Also compile ESM-only packages nested under another package (light-my-request/node_modules/cookie).
  const list = esmPackages.join('|');
  built.transformIgnorePatterns = [`/node_modules/(?!(?:${list})/)(?!.*/node_modules/(?:${list})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return built;
}

export default async function config() {
  return {
    // testTimeout is a global option: set per project it is silently ignored.
    testTimeout: 60000,
    projects: await Promise.all([
      project({ displayName: 'unit', testEnvironment: 'node', testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'] }),
      project({
        displayName: 'components',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/tests/components/**/*.test.ts?(x)'],
        setupFilesAfterEnv: ['<rootDir>/tests/support/jest-dom.ts'],
      }),
      project({
        displayName: 'integration',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/integration/**/*.test.ts?(x)'],
      }),
      // Issue 23: the BFF integration suite again, against the stub built from the conformance table
      // (tests/support/contract-stub/) instead of the reference API.
      project({
        displayName: 'integration-stub',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/integration/bff-live.test.ts', '<rootDir>/tests/integration/upstream-live*.test.ts'],
        setupFiles: [...shared.setupFiles, '<rootDir>/tests/support/contract-stub-env.ts'],
      }),
      // several processes behind HAProxy on PostgreSQL and Redis (issue 24): its own step in npm test
      project({
        displayName: 'cluster',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/cluster/**/*.test.ts'],
      }),
      project({
        displayName: 'reference-api',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/reference-api/**/*.test.ts?(x)'],
      }),
    ]),
  };
}
