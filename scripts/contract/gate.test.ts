import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCommand } from '../../src/server/test/commandRun';
import { repoRoot } from '../../src/server/platform/paths';

// The contract gate as CI runs it, on a repository of its own (git, this openapi.yaml and changelog):
// a branch that adds a required parameter fails with a plain message; the same with the major version
// raised and its changelog section written passes; so does main after the merge, without tags.

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** A required query parameter for the register tree: every existing caller lacks it. */
function addRequiredParameter(contract: string): string {
  const anchor = 'operationId: getCashpointTree';
  const at = contract.indexOf(
    "parameters: [{ $ref: '#/components/parameters/ContextIdRequired' }]",
    contract.indexOf(anchor),
  );
  assert.ok(at > 0, 'the tree operation has moved: adapt the test');
  return (
    contract.slice(0, at) +
    "parameters:\n        - { $ref: '#/components/parameters/ContextIdRequired' }\n" +
    '        - { name: region, in: query, required: true, schema: { type: string } }' +
    contract.slice(at + "parameters: [{ $ref: '#/components/parameters/ContextIdRequired' }]".length)
  );
}

const setVersion = (contract: string, version: string) => contract.replace(/^( {2}version: ).*$/m, `$1${version}`);

describe('the contract gate', () => {
  let dir: string;
  const contract = () => readFileSync(path.join(dir, 'openapi.yaml'), 'utf8');
  const write = (text: string) => writeFileSync(path.join(dir, 'openapi.yaml'), text);
  const gate = () => runCommand('scripts/contract/gate.ts', [], { CONTRACT_ROOT: dir, CONTRACT_BASE: '' });
  const diff = (...args: string[]) => runCommand('scripts/contract/diffCli.ts', args, { CONTRACT_ROOT: dir });

  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'contract-gate-'));
    mkdirSync(path.join(dir, 'docs'));
    copyFileSync(path.join(repoRoot, 'openapi.yaml'), path.join(dir, 'openapi.yaml'));
    copyFileSync(path.join(repoRoot, 'docs/api-changelog.md'), path.join(dir, 'docs/api-changelog.md'));
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'contract');
    git(dir, 'checkout', '-q', '-b', 'feature');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('fails a branch that adds a required parameter, naming it and the version to raise', async () => {
    const major = Number(/^ {2}version: (\d+)\./m.exec(contract())?.[1]);
    write(addRequiredParameter(contract()));
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-am', 'region required');
    const result = await gate();
    assert.equal(result.code, 1, result.stdout + result.stderr);
    assert.match(result.stdout, /compared with the merge base with main/);
    assert.match(
      result.stdout,
      /GET \/api\/frontend\/cashpoints \(getCashpointTree\)\n {2}- BREAKING: required query parameter region added/,
    );
    assert.match(
      result.stderr,
      new RegExp(
        `Breaking API change .* without a new major version: raise info.version in openapi.yaml from [\\d.]+ to ${major + 1}\\.0\\.0`,
      ),
    );
    assert.doesNotMatch(result.stderr, /^\s+at /m);

    const words = await diff('main');
    assert.equal(words.code, 1);
    assert.match(words.stdout, /0 added, 1 changed, 0 removed; BREAKING for existing clients\./);
  });

  it('passes the same change with the major version raised, once the changelog names it', async () => {
    write(setVersion(contract(), '99.0.0'));
    const noSection = await gate();
    assert.equal(noSection.code, 1);
    assert.match(
      noSection.stderr,
      /docs\/api-changelog\.md has no section "## 99\.0\.0": run `npm run contract:diff -- \w+ --changelog`/,
    );

    assert.equal((await diff('main', '--changelog')).code, 1);
    const changelog = readFileSync(path.join(dir, 'docs/api-changelog.md'), 'utf8');
    assert.match(
      changelog,
      /^## 99\.0\.0\n\n\d{4}-\d\d-\d\d, compared with [\d.]+ \(main\)\.\n\n- Changed: GET \/api\/frontend\/cashpoints \(getCashpointTree\)\n {2}- \*\*BREAKING\*\*: required query parameter region added\n/m,
    );
    // Newest first: the new section stands above the earlier ones.
    assert.ok(changelog.indexOf('## 99.0.0') < changelog.search(/^## (?!99\.)/m));

    const passed = await gate();
    assert.equal(passed.code, 0, passed.stdout + passed.stderr);
    assert.match(passed.stdout, /Contract gate passed\./);
  });

  it('checks main after the merge against the previous version (no tags), and refuses a second break', async () => {
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-am', 'major version');
    git(dir, 'checkout', '-q', 'main');
    git(dir, 'merge', '-q', '--ff-only', 'feature');
    const passed = await gate();
    assert.equal(passed.code, 0, passed.stdout + passed.stderr);
    assert.match(passed.stdout, /compared with the contract before 99\.0\.0 was set/);

    // A minor version on top that removes an operation (a renamed path) is measured against 99.0.0.
    write(
      setVersion(contract(), '99.1.0').replace(
        '/api/frontend/cashpoints/detail/{uid}:',
        '/api/frontend/cashpoints/details/{uid}:',
      ),
    );
    const removed = await gate();
    assert.equal(removed.code, 1, removed.stdout);
    assert.match(removed.stdout, /compared with HEAD \(info\.version is being changed to 99\.1\.0\)/);
    assert.match(
      removed.stdout,
      /- BREAKING: removed: GET \/api\/frontend\/cashpoints\/detail\/\{uid\} \(getCashpointDetail\)/,
    );
    assert.match(removed.stderr, /raise info\.version in openapi\.yaml from 99\.0\.0 to 100\.0\.0/);

    // The same break committed on main at 99.0.0 (the version left as it was): measured against the
    // release commit of 99.0.0, not against the version before it, so it still fails.
    git(dir, 'checkout', '-q', '--', 'openapi.yaml');
    write(contract().replace('/api/frontend/cashpoints/detail/{uid}:', '/api/frontend/cashpoints/details/{uid}:'));
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-am', 'rename, version kept');
    const committed = await gate();
    assert.equal(committed.code, 1, committed.stdout);
    assert.match(committed.stdout, /compared with the release of 99\.0\.0/);
    assert.match(committed.stderr, /raise info\.version in openapi\.yaml from 99\.0\.0 to 100\.0\.0/);
  });
});
