// The architecture as rules that fail the run (`npm run lint:arch`, part of `npm test`).
// ESLint's zones (eslint/boundaries.mjs) check single imports as they are typed; this checks the whole
// graph: no circle anywhere in src/, and the server's one-way order of ARCHITECTURE.md
// (handlers → capability logic → repository → platform; a capability uses another only through its
// index.ts).
// eslint/architecture.test.ts proves that each rule fails a violating import. Two capabilities that
// import each other, and imports that run upward, are found over the graph by scripts/arch/oneWay.ts
// (`npm run lint:arch` runs both).
const { capabilitiesIn } = require('./eslint/capabilities.cjs');

/** The server's capabilities: the folders directly under src/server/ with an index.ts (of the checked tree). */
const capabilities = capabilitiesIn();
const cap = `(${capabilities.join('|')})`;
const test = '\\.test\\.tsx?$';
/** A capability's repository: its repository/ folder or a `<name>.repository.ts` file. */
const repositoryOf = (name) => `^src/server/${name}/(?:repository/|[^/]+\\.repository\\.ts$)`;
/** @type {import('dependency-cruiser').IForbiddenRuleType} */
const capabilityThroughIndex = {
  name: 'capability-through-index',
  comment:
    "A capability uses another only through that capability's index.ts, its public surface. Tests may seed through another capability's internals.",
  severity: 'error',
  from: { path: `^src/server/${cap}/`, pathNot: test },
  to: { path: `^src/server/${cap}/`, pathNot: ['^src/server/$1/', `^src/server/${cap}/index\\.ts$`] },
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle has no first file: neither side can be understood, tested or moved alone.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-side',
      comment: 'src/shared runs in the browser and on the server, so it imports neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'client-imports-no-server',
      comment: 'The SPA speaks to the server through the contract only.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'platform-imports-no-capability',
      comment: 'The platform is what every capability uses; it lies below all of them.',
      severity: 'error',
      // Its tests may drive it with a capability's parts (a signed agent call, a real mail).
      from: { path: '^src/server/platform/', pathNot: test },
      to: { path: `^src/server/${cap}/` },
    },
    {
      name: 'repository-imports-only-platform',
      comment:
        "A repository is the bottom of its capability: it imports the platform, src/shared, its own repository files and other capabilities' index.ts (whose SQL parts it may compose), never its own capability's logic or handlers.",
      severity: 'error',
      from: { path: repositoryOf(cap), pathNot: test },
      to: {
        path: '^src/server/',
        pathNot: [repositoryOf('$1'), '^src/server/platform/', `^src/server/${cap}/index\\.ts$`],
      },
    },
    {
      name: 'logic-imports-no-handlers',
      comment: 'Handlers speak HTTP on top of their capability; nothing of the capability imports them back.',
      severity: 'error',
      from: { path: `^src/server/${cap}/`, pathNot: [`^src/server/${cap}/handlers`, test] },
      to: { path: '^src/server/$1/handlers' },
    },
    capabilityThroughIndex,
  ],
  options: {
    includeOnly: '^src/',
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a circle through types is still a circle for the reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
