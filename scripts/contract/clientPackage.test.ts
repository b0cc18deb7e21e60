import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { lstatSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../src/server/demo/seed';
import { repoRoot } from '../../src/server/platform/paths';
import { runCommand } from '../../src/server/test/commandRun';
import { demo } from '../../src/server/test/demoAccounts';
import {
  databaseKinds,
  loginCookie,
  startTestServer,
  withCookie,
  type TestServer,
} from '../../src/server/test/harness';

// The client package as a script's author uses it: `npm run build:client`, then a project of its own
// outside the repository installs clients/typescript from the folder (a copy, not a link into the
// repository), type-checks a script against it and runs it against a real server with a token.

const run = promisify(execFile);
const packageDir = path.join(repoRoot, 'clients/typescript');

/** Lists the stores of a context with a token: the README's first example. */
const listStores = `import { createTokenClient, expectData } from '@kassen-konsole/client';

const client = createTokenClient({ baseUrl: process.env.KONSOLE_URL ?? '', token: process.env.KONSOLE_TOKEN ?? '' });
const contextId = process.argv[2] ?? '';
const tree = await expectData(client.GET('/api/frontend/cashpoints', { params: { query: { contextId } } }));
for (const store of tree.stores) console.log(\`\${store.id};\${store.name ?? ''};\${store.cashpoints.length}\`);

// The contract's types reach the script: a path or a field it does not have is a compile error.
// @ts-expect-error the contract has no such path
void client.GET('/api/frontend/cashpointz');
// @ts-expect-error a store has no field storeName
void tree.stores[0]?.storeName;
`;

/** The same with a person's session: login, the contexts the session sees, logout. */
const sessionContexts = `import { createSessionClient } from '@kassen-konsole/client';

const { session, logout } = await createSessionClient({
  baseUrl: process.env.KONSOLE_URL ?? '',
  login: process.env.KONSOLE_LOGIN ?? '',
  password: process.env.KONSOLE_PASSWORD ?? '',
});
console.log(session.contexts.map((c) => c.key).join(','));
await logout();
`;

describe('the client package, installed from its folder outside the repository', () => {
  let project: string;

  before(async () => {
    const built = await runCommand('scripts/contract/buildClient.ts', []);
    assert.equal(built.code, 0, built.stderr);
    project = mkdtempSync(path.join(os.tmpdir(), 'konsole-script-'));
    writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'script', private: true, type: 'module' }),
    );
    writeFileSync(path.join(project, 'list-stores.ts'), listStores);
    writeFileSync(path.join(project, 'session-contexts.ts'), sessionContexts);
    // --install-links: a copy of the folder, so its dependency (openapi-fetch) comes from the registry
    // (or npm's cache) into the script's own node_modules, as for anyone outside the repository.
    await run('npm', ['install', '--install-links', '--prefer-offline', '--no-audit', '--no-fund', packageDir], {
      cwd: project,
      timeout: 180_000,
    });
    assert.ok(!lstatSync(path.join(project, 'node_modules/@kassen-konsole/client')).isSymbolicLink());
    assert.ok(lstatSync(path.join(project, 'node_modules/openapi-fetch')).isDirectory());
  });
  after(() => rmSync(project, { recursive: true, force: true }));

  it('type-checks a script against the installed package, with the contract in its types', async () => {
    const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
    const options = ['--noEmit', '--strict', '--module', 'nodenext', '--target', 'es2022', '--types', 'node'];
    // @types/node from the repository: the script's project would install its own.
    const typeRoots = ['--typeRoots', path.join(repoRoot, 'node_modules/@types')];
    const files = ['list-stores.ts', 'session-contexts.ts'];
    await run(process.execPath, [tsc, ...options, ...typeRoots, ...files], { cwd: project }).catch((error: unknown) => {
      assert.fail(`tsc: ${(error as { stdout?: string }).stdout ?? String(error)}`);
    });
  });

  for (const kind of databaseKinds) {
    describe(`against a server on ${kind}`, () => {
      let server: TestServer;
      let url: string;
      let cookie: string;

      before(async () => {
        server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
        url = await server.app.listen({ port: 0, host: '127.0.0.1' });
        cookie = await loginCookie(server.app, demo.viewer[0], demo.viewer[1]);
      });
      after(() => server.close());

      const script = (file: string, args: string[], env: Record<string, string>) =>
        run(process.execPath, ['--import', path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs'), file, ...args], {
          cwd: project,
          env: { ...process.env, KONSOLE_URL: url, ...env },
        });

      it('lists the stores of a context with a token', async () => {
        const form = { name: 'Skript', rights: [], contextIds: ['SUEDKAUF'], readOnly: true, expiresInDays: 1 };
        const created = await server.app.inject(
          withCookie(cookie, { method: 'POST', url: '/api/frontend/tokens/create', payload: form }),
        );
        assert.equal(created.statusCode, 200, created.body);
        const tree = (
          await server.app.inject(
            withCookie(cookie, { method: 'GET', url: '/api/frontend/cashpoints?contextId=SUEDKAUF' }),
          )
        ).json<{ stores: { id: string; name: string | null; cashpoints: unknown[] }[] }>();
        assert.ok(tree.stores.length > 0);

        const { stdout } = await script('list-stores.ts', ['SUEDKAUF'], {
          KONSOLE_TOKEN: created.json<{ token: string }>().token,
        });
        assert.deepEqual(
          stdout.trim().split('\n'),
          tree.stores.map((s) => `${s.id};${s.name ?? ''};${s.cashpoints.length}`),
        );
      });

      it('logs in with a session, reads its contexts and logs out', async () => {
        const [login, password] = demo.viewer;
        const { stdout } = await script('session-contexts.ts', [], {
          KONSOLE_LOGIN: login,
          KONSOLE_PASSWORD: password,
        });
        assert.match(stdout, /SUEDKAUF/);
      });
    });
  }
});
