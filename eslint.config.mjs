import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import boundaries from './eslint/boundaries.mjs';
import capabilityList from './eslint/capabilities.cjs';

const { capabilitiesIn, rolesIn } = capabilityList;

// Texts by area (issue 47): code imports the area module it shows (shared/texts/de/<area>.ts), so a
// screen's texts stay beside it and a change to one area does not touch every importer. The index,
// which spreads all areas into one object, is only for the few places that need the whole catalogue.
const textsIndexPattern = {
  regex: '(^|/)texts/de(/index(\\.ts)?)?$',
  message:
    'Import the area module (shared/texts/de/<area>), not the texts index (only tests of the whole catalogue need it).',
};
/** The places that need the whole catalogue (the glossary's check reads every text). */
const textsIndexAllowed = ['src/shared/texts/de/glossary.test.ts'];

// The layers of each side: a folder on the left never imports one on the right. On the client the
// order is app → features → components/lib/api; features never import each other (feature-boundaries).
const zones = [
  {
    from: 'src/client/api',
    forbidden: ['src/client/app', 'src/client/components', 'src/client/config/pages', 'src/client/features'],
    message: 'the API layer sits below the app; it reports through lib/ (toasts) instead.',
  },
  {
    from: 'src/client/lib',
    forbidden: [
      'src/client/app',
      'src/client/api',
      'src/client/components',
      'src/client/config/pages',
      'src/client/features',
    ],
    message: 'lib/ is the lowest layer of the SPA (beside config/paths.ts, plain data).',
  },
  {
    from: 'src/client/components',
    forbidden: ['src/client/features'],
    message: 'shared components serve every feature and know none.',
  },
];

// The server: platform/ below one folder per capability. A capability's repository/ (its SQL) and its
// rules never reach up to its handlers, and the platform's lower parts know no capability at all.
// The capabilities are read from the folders (eslint/capabilities.cjs), as dependency-cruiser reads them.
const root = path.dirname(fileURLToPath(import.meta.url));
const capabilities = capabilitiesIn(root);
const capabilityFolders = capabilities.map((name) => `src/server/${name}`);
const httpFolders = ['src/server/platform/http', 'src/server/platform/plugins', 'src/server/platform/routes'];
// Not for tests: a platform test may drive the app with a capability's helpers (a signed agent call).
const platformZones = ['db', 'http', 'jobs', 'routes', 'security', 'storage'].map((part) => ({
  from: `src/server/platform/${part}`,
  forbidden: capabilityFolders,
  message: 'the platform serves every capability and knows none.',
}));
zones.push(
  {
    from: 'src/server/platform/db',
    forbidden: httpFolders,
    message: 'the database layer knows nothing of HTTP.',
  },
  ...capabilities.map((name) => ({
    from: `src/server/${name}/repository`,
    forbidden: [`src/server/${name}/handlers`, ...httpFolders],
    message: 'repositories hold SQL and know nothing of HTTP.',
  })),
  // Every policy.ts and validation.ts of a capability (the shape gives each one of both at its root).
  ...capabilities.flatMap((name) =>
    rolesIn(root, name, 'policy.ts').map((file) => ({
      from: file,
      forbidden: [`src/server/${name}/handlers`, ...httpFolders],
      message: 'policies decide access and know nothing of HTTP.',
    })),
  ),
  ...capabilities.flatMap((name) =>
    rolesIn(root, name, 'validation.ts').map((file) => ({
      from: file,
      forbidden: [`src/server/${name}/handlers`, `src/server/${name}/repository`, ...httpFolders],
      message: 'field checks look at the input only.',
    })),
  ),
);

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'clients/*/dist/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      '**/*.gen.ts',
      'src/shared/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: boundaries },
    rules: { 'local/zones': ['error', { zones: [...zones, ...platformZones] }] },
  },
  {
    files: ['src/server/platform/**/*.test.ts'],
    rules: { 'local/zones': ['error', { zones }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'local/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The SPA talks to the server over the API only.' },
            textsIndexPattern,
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/client/**'], message: 'The server does not import SPA code.' }, textsIndexPattern],
        },
      ],
    },
  },
  {
    // A migration is frozen: it imports Kysely and nothing else, and copies what it needs of the
    // code of its day, so that no later change to live code changes what it did.
    files: ['src/server/platform/db/migrations/*.ts'],
    ignores: ['src/server/platform/db/migrations/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!kysely$)',
              message: 'A migration imports only kysely; copy what it needs into the file (frozen as it was).',
            },
          ],
        },
      ],
    },
  },
  {
    // The list of migrations names its files and Kysely's types, nothing of live code either.
    files: ['src/server/platform/db/migrations/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!kysely$|\\./\\d{4}-[a-z0-9-]+$)',
              message: 'The migrations list imports only its migration files (./NNNN-what-it-does) and kysely.',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories: a capability's `repository/` (or a `*.repository.ts`), the platform's
    // database layer, and the migrations (`platform/db/migrations/`). Handlers, logic, plugins and routes ask those.
    // Test kits too: the rows they read and plant live in src/server/test/repository/, like the demo
    // seed's and the simulator's in theirs. Only the tests themselves (`*.test.ts`) may still write SQL.
    files: ['src/server/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'src/server/**/repository/**',
      'src/server/**/*.repository.ts',
      'src/server/platform/db/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]',
          message: 'SQL lives in repositories (<capability>/repository/), not in handlers, logic, routes or plugins.',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL lives in repositories, not here.' },
      ],
    },
  },
  {
    // Scripts run under tsx in Node, which cannot load the SPA's stylesheets: a script that imports
    // a component stops at its first CSS import (the bench did, unnoticed). Shared values live in src/shared.
    files: ['scripts/**/*.{ts,mts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/client/**'], message: 'Scripts import no SPA code; share it through src/shared.' },
          ],
        },
      ],
    },
  },
  {
    // Code both sides import: it may import neither side, only packages and itself.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**', '**/server/**'], message: 'src/shared imports neither the SPA nor the server.' },
            textsIndexPattern,
          ],
        },
      ],
    },
  },
  {
    // Beside the area modules the index is './index' (or '.'): the same rule, in their words.
    files: ['src/shared/texts/de/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**', '**/server/**'], message: 'src/shared imports neither the SPA nor the server.' },
            { ...textsIndexPattern, regex: '^\\.(/index(\\.ts)?)?$' },
          ],
        },
      ],
    },
  },
  {
    // The few places that read the whole texts catalogue keep the index (the rest of the rule stays).
    files: textsIndexAllowed,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**', '**/server/**'], message: 'src/shared imports neither the SPA nor the server.' },
          ],
        },
      ],
    },
  },
  {
    // The shared fixture fails a test on a Content-Security-Policy violation; a spec that took
    // Playwright's own `test` would run unwatched.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Specs import `test` from ./fixtures, which checks for CSP violations.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'src/client/testing/styleStub.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
