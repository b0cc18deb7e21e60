import assert from 'node:assert/strict';
import type { Kysely } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { auditEntryById, insertAuditEntry } from '../../test/repository/auditClearRows';
import { up } from './migrations/0021-audit-masked-webhook-urls';

// Migration 0021: audit entries written before the masking name a Slack URL in clear; afterwards
// they show it masked (changes, label, search text), and everything else stays as it was.

const slack = 'https://hooks.slack.com/services/T0A1B2C3D/B0E4F5G6H/abcdEFGHijklMNOPqrstUVWX';
const masked = 'https://hooks.slack.com/services/T0…/…';

for (const kind of databaseKinds)
  describe(`migration 0021 on ${kind}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(kind);
    });
    after(() => server.close());

    it('masks the clear addresses of earlier entries and leaves the rest alone', async () => {
      const settings = await insertAuditEntry(server.db, {
        action: 'alertSettingsSaved',
        objectType: 'context',
        objectLabel: 'NORDMARKT',
        searchText: 'nordmarkt',
        changes: [
          { field: 'recipients', before: null, after: 'it@nordmarkt.example' },
          { field: 'webhookUrl', before: 'https://hooks.nordmarkt.example/alarme', after: slack },
        ],
      });
      const webhook = await insertAuditEntry(server.db, {
        action: 'webhookCreated',
        objectType: 'webhook',
        objectLabel: slack,
        searchText: `admin\u001f${slack.toLowerCase()}`,
        changes: [{ field: 'webhookUrl', before: null, after: slack }],
      });
      const other = await insertAuditEntry(server.db, {
        action: 'storeRenamed',
        objectType: 'store',
        objectLabel: '1003',
        searchText: '1003',
        changes: [{ field: 'name', before: 'A', after: 'B' }],
      });
      const untouched = await auditEntryById(server.db, other);

      const db = server.db.kysely.withoutPlugins() as unknown as Kysely<unknown>;
      await up(db, kind);
      await up(db, kind); // Twice changes nothing more.

      assert.deepEqual((await auditEntryById(server.db, settings)).changes, [
        { field: 'recipients', before: null, after: 'it@nordmarkt.example' },
        { field: 'webhookUrl', before: 'https://hooks.nordmarkt.example/alarme', after: masked },
      ]);
      assert.deepEqual(await auditEntryById(server.db, webhook), {
        objectLabel: masked,
        searchText: `admin\u001f${masked.toLowerCase()}`,
        changes: [{ field: 'webhookUrl', before: null, after: masked }],
      });
      assert.deepEqual(await auditEntryById(server.db, other), untouched);
    });
  });
