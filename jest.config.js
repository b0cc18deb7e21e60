// Two projects: the SPA in a browser-like DOM, the server in plain Node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that Jest must transform instead of loading raw.
const esmPackages = [
  'd3-[a-z-]+',
  'internmap',
  '@tanstack',
  'react-datepicker',
  'date-fns',
  'rettime',
  'until-async',
  '@nivo',
  '@open-draft',
  '@mswjs',
  'msw',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
];

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { url: 'http://localhost/' },
      testMatch: ['<rootDir>/src/client/**/*.test.ts?(x)', '<rootDir>/src/shared/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/client/testing/setup.ts'],
      transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
      moduleNameMapper: {
        '^@nivo/([a-z-]+)$': '<rootDir>/node_modules/@nivo/$1/dist/nivo-$1.mjs',
        '\\.css$': '<rootDir>/src/client/testing/styleStub.js',
      },
    },
  ],
};
