// The commands the documents name are the project's commands: every `npm run X` a document names is
// a script of package.json, and every command the README names has a run that keeps it working
// (a smoke run of its own, or `npm test` runs it), so the README never offers a broken command.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const root = path.join(__dirname, '../..');
const scripts = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

function markdownUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

const documents = [
  'README.md',
  'ARCHITECTURE.md',
  'SECURITY.md',
  'scripts/README.md',
  'examples/README.md',
  ...markdownUnder('docs'),
];

/** The scripts a text names: `npm run X`, `npm start`, `npm test`. */
function commandsIn(text: string): string[] {
  const run = [...text.matchAll(/\bnpm run (?:--silent )?([a-z][a-z0-9:-]*[a-z0-9])/g)].map((m) => m[1]!);
  const short = [...text.matchAll(/\bnpm (start|test)\b/g)].map((m) => m[1]!);
  return [...new Set([...run, ...short])];
}

/**
 * How each command the README names is kept working: the test file that runs it as a user would
 * (its source named there), or 'npm test' for the checks scripts/test-all.sh runs itself.
 */
const keptWorking: Record<string, { smoke: string; runs: string } | 'npm test'> = {
  start: { smoke: 'scripts/smoke/commands.smoke.ts', runs: 'npm start' },
  test: 'npm test',
  build: 'npm test',
  bench: { smoke: 'scripts/smoke/commands.smoke.ts', runs: 'scripts/bench/index.ts' },
  lighthouse: { smoke: 'scripts/smoke/commands.smoke.ts', runs: 'scripts/tour/lighthouse.ts' },
  screens: { smoke: 'scripts/smoke/commands.smoke.ts', runs: 'scripts/tour/screens.ts' },
  simulate: { smoke: 'src/server/simulator/cli.test.ts', runs: 'src/server/simulator/cli.ts' },
  'create-admin': { smoke: 'src/server/cli/create-admin.test.ts', runs: 'create-admin.ts' },
  'oidc:test-provider': { smoke: 'scripts/oidc/testProvider.test.ts', runs: 'scripts/oidc/testProvider.ts' },
  'build:client': { smoke: 'scripts/contract/clientPackage.test.ts', runs: 'scripts/contract/buildClient.ts' },
  backup: { smoke: 'scripts/smoke/commands.smoke.ts', runs: "runBuilt(['backup'" },
  restore: { smoke: 'scripts/smoke/commands.smoke.ts', runs: "['restore', '--from'" },
  'check-storage': { smoke: 'scripts/smoke/commands.smoke.ts', runs: "runBuilt(['check-storage']" },
  'docs:config': { smoke: 'scripts/docs/configReference.test.ts', runs: 'renderConfigReference' },
  codegen: 'npm test',
  'contract:diff': 'npm test',
  lint: 'npm test',
  'lint:arch': 'npm test',
  'lint:api': 'npm test',
  typecheck: 'npm test',
  'test:unit': 'npm test',
  'test:server': 'npm test',
  'test:e2e': 'npm test',
  'test:smoke': 'npm test',
  // The dev server is webpack's and tsx's watch mode over the same sources the build and tests use.
  dev: 'npm test',
};

describe('commands in the documents', () => {
  for (const document of documents)
    it(`every command ${document} names is a script of package.json`, () => {
      const named = commandsIn(fs.readFileSync(path.join(root, document), 'utf8'));
      assert.deepEqual(
        named.filter((name) => !(name in scripts)),
        [],
      );
    });

  it('every command the README names is kept working by a run of it', () => {
    const named = commandsIn(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));
    assert.ok(named.includes('start') && named.includes('test'), 'the README names the two commands');
    for (const name of named) {
      const kept = keptWorking[name];
      assert.ok(
        kept,
        `README names \`npm run ${name}\`: add its smoke run to keptWorking (scripts/docs/commands.test.ts)`,
      );
      if (kept === 'npm test') continue;
      const smoke = path.join(root, kept.smoke);
      assert.ok(fs.existsSync(smoke), `${kept.smoke} is missing`);
      assert.ok(fs.readFileSync(smoke, 'utf8').includes(kept.runs), `${kept.smoke} does not run ${kept.runs}`);
    }
  });

  it('reads the commands of a text (the check itself)', () => {
    assert.deepEqual(commandsIn('npm install && npm start; npm run bench -- --quick; npm run --silent lint:arch.'), [
      'bench',
      'lint:arch',
      'start',
    ]);
  });
});
