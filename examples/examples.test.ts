import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { seedDemo } from '../src/server/demo/seed';
import { failDayCloses } from '../src/server/test/repository/dayCloseRows';
import { runCommand, type CommandResult } from '../src/server/test/commandRun';
import { demo } from '../src/server/test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../src/server/test/harness';

// The scripting example (examples/README.md) as its users run it: each script a child process of its
// own (`tsx`), against a real server listening on a port, with API tokens created through the API the
// way a person creates them in the profile. What they did is read back over HTTP with a session.

/** The token's rate limit here: high enough for every script run, low enough to use up. */
const rateLimit = 40;

for (const kind of databaseKinds) {
  describe(`the example scripts on ${kind}`, () => {
    let server: TestServer;
    let url: string;
    const cookies = {} as Record<'admin' | 'operator' | 'viewer' | 'approver', string>;
    const tokens = {} as Record<'viewer' | 'operator' | 'approver' | 'admin', string>;

    const get = (cookie: string, path: string) => server.app.inject(withCookie(cookie, { method: 'GET', url: path }));
    const post = (cookie: string, path: string, payload: object) =>
      server.app.inject(withCookie(cookie, { method: 'POST', url: path, payload }));
    /** A token of the user, created through the API with the user's session, for SUEDKAUF. */
    const createToken = async (cookie: string, rights: string[], readOnly = false) => {
      const form = { name: 'Skript', rights, contextIds: ['SUEDKAUF'], readOnly, expiresInDays: 30 };
      const reply = await post(cookie, '/api/frontend/tokens/create', form);
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json<{ token: string }>().token;
    };
    const run = (script: string, args: string[], token: string, env: Record<string, string> = {}) =>
      runCommand(`examples/${script}`, args, { KONSOLE_URL: url, KONSOLE_TOKEN: token, ...env });
    const rollout = async (uid: string) => {
      const reply = await get(cookies.admin, `/api/frontend/rollouts/${uid}?contextId=SUEDKAUF`);
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json<{ state: string; currentWave: number; waves: { approvalComment: string | null }[] }>();
    };
    const explain = (result: CommandResult) => `exit ${result.code}\n${result.stdout}\n${result.stderr}`;

    before(async () => {
      server = await startTestServer(kind, {
        env: { TOKEN_RATE_LIMIT: String(rateLimit) },
        seed: (db, dir, now) => seedDemo(db, dir, now),
      });
      url = await server.app.listen({ port: 0, host: '127.0.0.1' });
      for (const user of ['admin', 'operator', 'viewer', 'approver'] as const) {
        const [login, password] = demo[user];
        cookies[user] = await loginCookie(server.app, login, password);
      }
      tokens.viewer = await createToken(cookies.viewer, [], true);
      tokens.operator = await createToken(cookies.operator, ['UPDATES_CHANGE']);
      tokens.approver = await createToken(cookies.approver, ['ROLLOUTS_APPROVE']);
      tokens.admin = await createToken(cookies.admin, ['ROLLOUTS_APPROVE', 'UPDATES_CHANGE']);
    });
    after(() => server.close());

    it('lists the stores whose registers are not all on a version as CSV, quoted where needed', async () => {
      // A name a spreadsheet would split at the semicolon and run as a formula.
      const renamed = await post(cookies.admin, '/api/frontend/stores/updateName?contextId=SUEDKAUF', {
        storeId: '1003',
        name: '=Kirchweg; "alt"',
      });
      assert.equal(renamed.statusCode, 200, renamed.body);
      const tree = (await get(cookies.viewer, '/api/frontend/cashpoints?contextId=SUEDKAUF')).json<{
        stores: { id: string; name: string; cashpoints: { currentVersionTag: string | null }[] }[];
      }>();
      const expected = tree.stores
        .map((s) => ({ ...s, lagging: s.cashpoints.filter((c) => c.currentVersionTag !== '5.13.1') }))
        .filter((s) => s.lagging.length > 0)
        .map((s) => [s.id, s.name, String(s.cashpoints.length), String(s.lagging.length)])
        .sort((a, b) => Number(a[0]) - Number(b[0]));
      // The version splits the context: some stores are done, others are not.
      assert.ok(expected.length > 0 && expected.length < tree.stores.length);

      const result = await run('stores-not-on-version.ts', ['SUEDKAUF', '5.13.1'], tokens.viewer);
      assert.equal(result.code, 0, explain(result));
      assert.ok(result.stdout.includes('"\'=Kirchweg; ""alt"""'), result.stdout);
      assert.ok(result.stdout.endsWith('\r\n'));
      const rows = parse(result.stdout, { delimiter: ';' }) as string[][];
      assert.deepEqual(rows[0], ['Marktnr.', 'Markt', 'Kassen', 'Nicht auf 5.13.1', 'Stattdessen']);
      const guarded = (name: string) => (name.startsWith('=') ? `'${name}` : name);
      assert.deepEqual(
        rows.slice(1).map((row) => row.slice(0, 4)),
        expected.map(([id, name, ...counts]) => [id!, guarded(name!), ...counts]),
      );
      const store1003 = rows.find((row) => row[0] === '1003')!;
      assert.match(store1003[4]!, /^5\.12\.3 \(\d+\)/);
    });

    it('finds a STORE version by its tag and names the instances without one', async () => {
      const result = await run('stores-not-on-version.ts', ['SUEDKAUF', '8.5.0', '--bom'], tokens.viewer);
      assert.equal(result.code, 0, explain(result));
      assert.ok(result.stdout.startsWith('\uFEFFMarktnr.;Markt;STORE-Instanzen;Nicht auf 8.5.0;Stattdessen\r\n'));
      const agents = (await get(cookies.viewer, '/api/frontend/store-agents?contextId=SUEDKAUF')).json<{
        storeAgents: { storeId: string; currentVersionTag: string | null }[];
      }>().storeAgents;
      const lagging = agents.filter((a) => a.currentVersionTag !== '8.5.0').map((a) => a.storeId);
      assert.ok(lagging.length > 0);
      const rows = parse(result.stdout, { delimiter: ';', bom: true }) as string[][];
      assert.deepEqual(
        rows
          .slice(1)
          .map((row) => row[0])
          .sort(),
        [...new Set(lagging)].sort(),
      );
      assert.ok(rows.slice(1).every((row) => row[3] === '1'));
    });

    it('moves a rollout on wave by wave: start, approve, resume, and nothing while a wave runs', async () => {
      const updates = (await get(cookies.admin, '/api/frontend/cashpoint-updates?contextId=SUEDKAUF')).json<{
        syncfiles: { uid: string; tag: string }[];
      }>().syncfiles;
      const updateUid = updates.find((u) => u.tag === '5.14.0-rc1')!.uid;
      const wave = (name: string, choice: object, requireApproval: boolean) => ({
        name,
        ...choice,
        soakHours: 2,
        minSuccessPercent: 90,
        maxFailurePercent: 5,
        requireApproval,
      });
      const saved = await post(cookies.admin, '/api/frontend/rollouts/save', {
        contextId: 'SUEDKAUF',
        updateUid,
        waves: [wave('Pilot', { pilot: true }, true), wave('Rest', { sharePercent: 100 }, false)],
      });
      assert.equal(saved.statusCode, 200, saved.body);
      const uid = saved.json<{ uid: string }>().uid;

      // A draft, named by its update's tag: started; its first wave needs approval, so it waits.
      let result = await run('start-next-wave.ts', ['SUEDKAUF', '5.14.0-rc1'], tokens.operator);
      assert.equal(result.code, 0, explain(result));
      assert.match(result.stdout, /Entwurf: er wird gestartet/);
      assert.deepEqual([(await rollout(uid)).state, (await rollout(uid)).currentWave], ['waitingForApproval', 0]);

      // The operator may not approve (no ROLLOUTS_APPROVE): refused before any change, exit 5.
      result = await run('start-next-wave.ts', ['SUEDKAUF', uid], tokens.operator);
      assert.equal(result.code, 5, explain(result));
      assert.match(result.stdout, /ROLLOUTS_APPROVE/);
      // The admin wrote the plan and never approves it; the approver does.
      result = await run('start-next-wave.ts', ['SUEDKAUF', uid], tokens.admin);
      assert.equal(result.code, 5, explain(result));
      result = await run('start-next-wave.ts', ['SUEDKAUF', uid, '--kommentar', 'Pilot ok'], tokens.approver);
      assert.equal(result.code, 0, explain(result));
      let now = await rollout(uid);
      assert.deepEqual([now.state, now.currentWave, now.waves[0]!.approvalComment], ['running', 1, 'Pilot ok']);

      // A running wave: nothing moves it on by hand (exit 3), and nothing changes.
      result = await run('start-next-wave.ts', ['SUEDKAUF', uid], tokens.operator);
      assert.equal(result.code, 3, explain(result));
      assert.match(result.stdout, /Nichts zu tun/);
      assert.equal((await rollout(uid)).state, 'running');

      // Paused: a read-only token is refused by the server (403, exit 5); the operator's resumes it.
      const paused = await post(cookies.admin, `/api/frontend/rollouts/${uid}/pause`, {
        contextId: 'SUEDKAUF',
        reason: 'Kasse 3 prüfen',
      });
      assert.equal(paused.statusCode, 200, paused.body);
      result = await run('start-next-wave.ts', ['SUEDKAUF', uid], tokens.viewer);
      assert.equal(result.code, 5, explain(result));
      assert.match(result.stderr, /^Rollout fortsetzen: 403/);
      assert.equal((await rollout(uid)).state, 'paused');
      // The pilot's stores closed no day since the install (their store servers say so, whatever the
      // demo drew): a plain resume is refused (409, exit 1) naming the gate; the operator decides
      // against it with a reason.
      await failDayCloses(server.db, 'SUEDKAUF');
      result = await run('start-next-wave.ts', ['SUEDKAUF', uid], tokens.operator);
      assert.equal(result.code, 1, explain(result));
      assert.match(result.stderr, /Rollout fortsetzen: HTTP 409.*„Tagesabschluss“/s);
      assert.equal((await rollout(uid)).state, 'paused');
      const despite = ['--trotz-pruefung', '--kommentar', 'Kasse 3 geprüft, Tagesabschluss folgt'];
      result = await run('start-next-wave.ts', ['SUEDKAUF', uid, ...despite], tokens.operator);
      assert.equal(result.code, 0, explain(result));
      now = await rollout(uid);
      assert.deepEqual([now.state, now.currentWave], ['running', 1]);
    });

    it('explains a refused token (401), a used-up rate limit (429) and missing settings (2)', async () => {
      let result = await run('stores-not-on-version.ts', ['SUEDKAUF', '5.13.1'], 'kk_AAAAAAAA_' + 'A'.repeat(32));
      assert.equal(result.code, 4, explain(result));
      assert.match(result.stderr, /401 – das Token wurde nicht angenommen/);
      assert.equal(result.stdout, '');

      const token = await createToken(cookies.viewer, [], true);
      for (let i = 0; i < rateLimit; i += 1)
        await server.app.inject({ url: '/api/frontend/ping', headers: { authorization: `Bearer ${token}` } });
      result = await run('stores-not-on-version.ts', ['SUEDKAUF', '5.13.1'], token);
      assert.equal(result.code, 6, explain(result));
      assert.match(result.stderr, /429 – das Ratenlimit des Tokens ist erreicht\. Erneut versuchen in \d+ s\./);

      result = await run('start-next-wave.ts', ['SUEDKAUF', 'x'], '');
      assert.equal(result.code, 2, explain(result));
      assert.match(result.stderr, /^KONSOLE_TOKEN fehlt/);
      result = await run('stores-not-on-version.ts', ['SUEDKAUF'], tokens.viewer);
      assert.equal(result.code, 2, explain(result));
      assert.match(result.stderr, /^Kontext und Version angeben\.\n\nAufruf: /);
    });
  });
}
