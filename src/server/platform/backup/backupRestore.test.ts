import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { agentHeaders } from '../../agent/signature';
import { demoHashSecret } from '../../demo/seed';
import { backupMessages } from '../../../shared/texts/backupMessages';
import { runCommand } from '../../test/commandRun';
import { createPostgresDatabase, databaseKinds } from '../../test/harness';
import { adminCookie, send } from '../../test/instancesKit';
import { heartbeatsFromStore } from '../../test/repository/contextRows';
import { testMetricsToken, waitLivenessWritten } from '../../test/livenessWritten';
import { startServerProcess, type ServerProcess } from '../../test/serverProcess';
import { startSimulator } from '../../test/simulatorProcess';
import { openDb, type Db } from '../db/connection';
import { countTables } from '../db/repository/backupTables';
import { createUpdateStore } from '../storage/createStore';
import { loadConfig } from '../config';
import { databaseFile, manifestFile, type Manifest } from './manifest';

// `npm run backup` of a demo console while the simulator's registers keep sending heartbeats, and
// `npm run restore` of it into a fresh DATA_DIR or database: what was acknowledged before the
// backup's moment is there, the counts are the manifest's, a register goes on as the same register,
// and a damaged backup is refused before anything is written.

const server = 'src/server/server.ts';
const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));

type Ack = { sentAt: number; instance: string | null };

for (const kind of databaseKinds)
  describe(`backup and restore on ${kind}`, () => {
    const cleanups: (() => Promise<void> | void)[] = [];
    /** A fresh DATA_DIR, and on PostgreSQL a fresh database: the console's variables for it. */
    async function freshPlace(): Promise<Record<string, string>> {
      const dataDir = tmp('backup-data');
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      if (kind === 'sqlite') return { DATA_DIR: dataDir, DATABASE_URL: '' };
      const database = await createPostgresDatabase();
      cleanups.push(() => database.drop());
      return { DATA_DIR: dataDir, DATABASE_URL: database.url };
    }
    const dbOf = (env: Record<string, string>): Db => {
      const config = loadConfig(env);
      return openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
    };
    /** Whether the place holds anything: a database with tables, update files, a session secret. */
    async function isEmpty(env: Record<string, string>): Promise<boolean> {
      const config = loadConfig(env);
      if (!config.postgresUrl && fs.existsSync(config.sqliteFile)) return false;
      if (fs.existsSync(path.join(config.dataDir, 'session-secret'))) return false;
      if (fs.existsSync(path.join(config.dataDir, 'updates'))) return false;
      if (!config.postgresUrl) return true;
      const db = dbOf(env);
      try {
        return Object.keys(await countTables(db.kysely, 'postgres')).length === 0;
      } finally {
        await db.close();
      }
    }

    let source: Record<string, string>;
    let original: ServerProcess;
    let cookie: string;
    const backupDir = path.join(tmp('backup-out'), 'sicherung');
    let manifest: Manifest;
    let ackedBefore: [string, Ack][];
    let restored: Record<string, string>;

    before(async () => {
      cleanups.push(() => fs.rmSync(path.dirname(backupDir), { recursive: true, force: true }));
      source = await freshPlace();
      // A generated session secret in DATA_DIR (no SESSION_SECRET): --with-secrets takes it along.
      original = await startServerProcess({
        ...source,
        DEMO: 'true',
        SESSION_SECRET: '',
        METRICS_TOKEN: testMetricsToken,
      });
      cleanups.push(() => original.stop());
      cookie = await adminCookie(original.url);
    });
    after(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('backs up while the simulator writes, and no heartbeat fails', { timeout: 180_000 }, async (t) => {
      const ackFile = path.join(path.dirname(backupDir), 'acks.json');
      const simulator = startSimulator(original.url, 4, ['--acknowledged', ackFile]);
      t.after(() => simulator.stop('SIGKILL'));
      const rounds = async (n: number) => {
        for (let i = 0; i < 600 && simulator.rounds.length < n; i++) await new Promise((r) => setTimeout(r, 100));
        assert.ok(simulator.rounds.length >= n, `${simulator.rounds.length} rounds, expected ${n}`);
      };
      await rounds(2);
      ackedBefore = Object.entries(JSON.parse(fs.readFileSync(ackFile, 'utf8')) as Record<string, Ack>);
      // Liveness-only heartbeats are written in batches: those acknowledged are stored once this is.
      await waitLivenessWritten(original.url, Date.now());
      const roundsBefore = simulator.rounds.length;
      const run = await runCommand(server, ['backup', '--out', backupDir, '--with-secrets'], source);
      assert.equal(run.code, 0, run.stdout + run.stderr);
      assert.match(run.stdout, /^Sicherung fertig in /m);
      await rounds(roundsBefore + 1);
      await simulator.stop('SIGINT');
      assert.deepEqual(
        simulator.rounds.map((r) => r.errors),
        simulator.rounds.map(() => 0),
      );
      manifest = JSON.parse(fs.readFileSync(path.join(backupDir, manifestFile), 'utf8')) as Manifest;
      assert.equal(manifest.dialect, kind);
      assert.equal(manifest.withSecrets, true);
      assert.ok(
        manifest.files.some((f) => f.path.startsWith('updates/')),
        'the demo update files are in it',
      );
      assert.ok(ackedBefore.length >= 40, `${ackedBefore.length} targets acknowledged`);
    });

    it("restores into a fresh place: the counts are the manifest's, acknowledged heartbeats are there", async () => {
      await original.stop();
      restored = await freshPlace();
      const run = await runCommand(server, ['restore', '--from', backupDir], restored);
      assert.equal(run.code, 0, run.stdout + run.stderr);
      assert.match(run.stdout, new RegExp(`^${backupMessages.countsHeader}$`, 'm'));
      assert.match(run.stdout, /^cashpoints +\| +(\d+) \| +\1$/m);
      assert.doesNotMatch(run.stdout, /≠/);
      assert.match(run.stdout, /Sitzungsgeheimnis wurde mit eingespielt/);

      const db = dbOf(restored);
      try {
        assert.deepEqual(await countTables(db.kysely, db.dialect), manifest.counts);
        const { registers, servers } = await heartbeatsFromStore(db, '90001');
        const stored = new Map<string, number>([
          ...registers.map((r) => [`${r.key}/${r.storeId}/${r.posId}`, Number(r.lastHeartbeat)] as const),
          ...servers.map((r) => [`${r.key}/${r.storeId}/server`, Number(r.lastHeartbeat)] as const),
        ]);
        const lost = ackedBefore.filter(([key, ack]) => !((stored.get(key) ?? 0) >= ack.sentAt));
        assert.deepEqual(lost, []);
      } finally {
        await db.close();
      }
      const store = createUpdateStore(loadConfig(restored).storage);
      const keys: string[] = [];
      for await (const object of store.list()) keys.push(`updates/${object.key}`);
      await store.close();
      const backedUp = manifest.files.filter((f) => f.path.startsWith('updates/')).map((f) => f.path);
      assert.deepEqual(keys.sort(), backedUp.sort());
    });

    it('a register heartbeats after the restore as the same register, and the session goes on', async () => {
      const console2 = await startServerProcess({
        ...restored,
        DEMO: 'false',
        SESSION_SECRET: '',
        METRICS_TOKEN: testMetricsToken,
      });
      cleanups.push(() => console2.stop());
      const home = await send(`${console2.url}/api/frontend/home`, { headers: { cookie } });
      assert.equal(home.status, 200, 'the session made before the backup goes on (secret restored)');

      const [key, storeId, posId] = ackedBefore.find(([k]) => !k.endsWith('/server'))![0].split('/') as [
        string,
        string,
        string,
      ];
      const db = dbOf(restored);
      try {
        const register = async () =>
          (await heartbeatsFromStore(db, '90001')).registers.filter(
            (r) => r.key === key && r.storeId === storeId && r.posId === posId,
          );
        const before = await register();
        assert.equal(before.length, 1);
        const { registers: all } = await heartbeatsFromStore(db, '90001');
        const url = '/api/agent/cashpoints/heartbeat';
        const payload = JSON.stringify({ storeId, posId, agentVersion: '3.4.0' });
        const headers = agentHeaders(key, demoHashSecret(key), 'POST', url, payload, Math.floor(Date.now() / 1000));
        const reply = await send(`${console2.url}${url}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: payload,
        });
        assert.equal(reply.status, 200, reply.body.toString());
        await waitLivenessWritten(console2.url, Date.now());
        const afterwards = await register();
        assert.equal(afterwards.length, 1, 'still one register of that store and number');
        assert.ok(Number(afterwards[0]!.lastHeartbeat) > Number(before[0]!.lastHeartbeat));
        assert.equal((await heartbeatsFromStore(db, '90001')).registers.length, all.length, 'none registered anew');
      } finally {
        await db.close();
      }
    });

    it('refuses a corrupted backup before anything is written', async () => {
      const damaged = path.join(path.dirname(backupDir), 'beschaedigt');
      fs.cpSync(backupDir, damaged, { recursive: true });
      const file = path.join(damaged, databaseFile[kind]);
      fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
      const target = await freshPlace();
      const run = await runCommand(server, ['restore', '--from', damaged], target);
      assert.equal(run.code, 2, run.stdout + run.stderr);
      assert.equal(run.stderr, `${backupMessages.digestMismatch(databaseFile[kind])}\n`);
      assert.ok(await isEmpty(target), 'nothing was written');
    });

    it('refuses bad input with a German message, exit code 2, and changes nothing', async () => {
      const target = await freshPlace();
      const variant = (name: string, change: (m: Manifest) => void) => {
        const dir = path.join(path.dirname(backupDir), name);
        fs.cpSync(backupDir, dir, { recursive: true });
        const changed = structuredClone(manifest);
        change(changed);
        fs.writeFileSync(path.join(dir, manifestFile), JSON.stringify(changed));
        return dir;
      };
      const refusals: [string[], Record<string, string>, string][] = [
        [['backup', '--out', backupDir], restored, backupMessages.outNotEmpty(backupDir)],
        [['restore', '--from', backupDir], restored, ''],
        [
          ['restore', '--from', variant('fremd', (m) => Object.assign(m, { product: 'grafana' }))],
          target,
          backupMessages.otherProduct('grafana'),
        ],
        [
          ['restore', '--from', variant('neuer', (m) => m.migrations.push('2099-01-01-zukunft'))],
          target,
          'Die Sicherung hat den Schemastand',
        ],
        [['restore', '--from', path.dirname(backupDir)], target, backupMessages.noManifest(path.dirname(backupDir))],
      ];
      for (const [args, env, message] of refusals) {
        const run = await runCommand(server, args, env);
        assert.equal(run.code, 2, `${args.join(' ')}: ${run.stdout}${run.stderr}`);
        assert.ok(run.stderr.startsWith(message || 'Das Ziel ist nicht leer'), run.stderr);
        assert.doesNotMatch(run.stderr, /^\s+at /m);
      }
      assert.ok(await isEmpty(target), 'nothing was written');
      assert.deepEqual(
        fs.readdirSync(backupDir).sort(),
        [databaseFile[kind], manifestFile, 'session-secret', 'updates'].sort(),
      );
    });
  });
