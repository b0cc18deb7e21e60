import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AuditEntry } from '../../../shared/audit/describe';
import { loadConfig } from '../../platform/config';
import { seedDemo } from '../../demo/seed';
import type { KyselyPlugin } from 'kysely';
import { deleteAuditEntriesBefore, insertAuditEntries } from '../repository/auditLog';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie } from '../../test/harness';
import { startJobs } from '../../jobs';

// The audit log keeps its entries AUDIT_RETENTION_DAYS days; a job of the leading instance deletes
// older ones, when it starts leading and once a day after.

const day = 86_400_000;

describe('AUDIT_RETENTION_DAYS', () => {
  it('is 365 days unless set, and any whole number of days from 1', () => {
    assert.equal(loadConfig({}).auditRetentionDays, 365);
    assert.equal(loadConfig({ AUDIT_RETENTION_DAYS: '1' }).auditRetentionDays, 1);
    assert.equal(loadConfig({ AUDIT_RETENTION_DAYS: ' 3650 ' }).auditRetentionDays, 3650);
  });

  it('refuses anything else at start, naming the setting', () => {
    for (const value of ['0', '-5', '1.5', 'ein Jahr']) {
      assert.throws(
        () => loadConfig({ AUDIT_RETENTION_DAYS: value }),
        new RegExp(`AUDIT_RETENTION_DAYS must be a positive integer, got "${value}"`),
      );
    }
  });
});

for (const kind of databaseKinds)
  describe(`the audit log's retention on ${kind}`, () => {
    for (const { env, days } of [
      { env: {}, days: 365 },
      { env: { AUDIT_RETENTION_DAYS: '30' }, days: 30 },
    ]) {
      it(`deletes the entries older than ${days} days and keeps the newer ones`, async () => {
        const server = await startTestServer(kind, { env, seed: (db, dir, now) => seedDemo(db, dir, now) });
        try {
          // Failed logins only: a login of this test may be recorded too.
          const failedLogins = async () => {
            const admin = await loginCookie(server.app, ...demo.admin);
            const url = '/api/frontend/audit-log?action=loginFailed';
            const reply = await server.app.inject(withCookie(admin, { method: 'GET', url }));
            return reply.json<{ entries: AuditEntry[] }>().entries.map((e) => e.user);
          };
          // Time moves on after the entries were written, as it does between the job's runs.
          const now = server.clock.now;
          const entry = (userLogin: string, age: number) => ({
            at: now - age,
            userLogin,
            action: 'loginFailed',
            changes: '[]',
          });
          await insertAuditEntries(server.db, [
            entry('uralt', days * day + 60_000),
            entry('gerade-zu-alt', days * day + 1),
            entry('gerade-noch', days * day - 60_000),
            entry('neu', 1000),
          ]);
          const runner = await startJobs(server.app);
          await runner.stop();
          assert.deepEqual(await failedLogins(), ['neu', 'gerade-noch']);

          // A day later the job's next run takes the next one.
          server.clock.now = now + day;
          const next = await startJobs(server.app);
          await next.stop();
          assert.deepEqual(await failedLogins(), ['neu']);
        } finally {
          await server.close();
        }
      });
    }
  });

for (const kind of databaseKinds)
  describe(`the audit log's retention of a large backlog on ${kind}`, () => {
    it('deletes in chunks, one statement each, so no statement holds the database long', async () => {
      const server = await startTestServer(kind, {});
      try {
        const now = server.clock.now;
        const old = Array.from({ length: 5 }, (_, i) => ({ at: now - 400 * day - i, action: 'login', changes: '[]' }));
        await insertAuditEntries(server.db, [...old, { at: now, userLogin: 'neu', action: 'login', changes: '[]' }]);
        let deletes = 0;
        const counting: KyselyPlugin = {
          transformQuery: (args) => {
            if (args.node.kind === 'DeleteQueryNode') deletes++;
            return args.node;
          },
          transformResult: async (args) => args.result,
        };
        const db = { ...server.db, kysely: server.db.kysely.withPlugin(counting) };
        assert.equal(await deleteAuditEntriesBefore(db, now - 365 * day, 2), 5);
        assert.equal(deletes, 3);
        const left = await server.db.kysely.selectFrom('auditLog').select('userLogin').execute();
        assert.deepEqual(
          left.map((row) => row.userLogin),
          ['neu'],
        );
      } finally {
        await server.close();
      }
    });
  });
