import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeAuditEntry } from '../../../shared/audit/describe';
import { formatDateTime } from '../../../shared/dates';
import { auditEntryBatches, insertAuditEntries, type AuditRow } from '../repository/auditLog';
import { describeAuditLog } from '../../test/auditLogKit';
import { contractDocument } from '../../test/contract';

// Who reads which entries, and the CSV export, which must hold exactly the list's entries.

const forbidden = { message: 'Sie haben nicht genügend Zugriffsrechte.' };

describeAuditLog('the audit log’s visibility', (test) => {
  it('is refused to a user without the right AUDIT (viewer), the list and the CSV', async () => {
    for (const path of ['audit-log', 'audit-log.csv']) {
      const reply = await test.get(test.viewer, `/api/frontend/${path}`);
      assert.equal(reply.statusCode, 403, path);
      assert.deepEqual(reply.json(), forbidden);
    }
  });

  it('shows a user with AUDIT only the entries of its contexts, and none without a context without USERS', async () => {
    // The operator sees NORDMARKT and SUEDKAUF and lacks USERS: no logins, no user changes.
    assert.deepEqual(await test.names(test.operator), ['archived', 'storeRenamed', 'statusSet']);
    assert.equal((await test.list(test.operator)).total, 3);
    assert.deepEqual(await test.names(test.operator, 'filter=10.0.0.1'), []);
    assert.deepEqual(await test.names(test.operator, 'object=u-op'), []);
  });

  it('shows a user who sees every context also the entries of contexts deleted since, and with USERS those without one', async () => {
    const admin = await test.names(test.admin);
    for (const name of ['deletedContext', 'adminLogin', 'loginFailed', 'userChanged'])
      assert.ok(admin.includes(name), name);
  });

  it('answers 403 for a context the user does not see, on the list and the CSV', async () => {
    for (const path of ['audit-log', 'audit-log.csv']) {
      for (const context of ['MEGAMARKT', 'GIBTESNICHT']) {
        const reply = await test.get(test.operator, `/api/frontend/${path}?contextId=${context}`);
        assert.equal(reply.statusCode, 403, `${path} ${context}`);
        assert.deepEqual(reply.json(), forbidden);
      }
    }
    assert.deepEqual(await test.names(test.operator, 'contextId=SUEDKAUF'), ['storeRenamed']);
  });

  it('lets a user who sees every context filter by a deleted context’s key, on the list and the CSV', async () => {
    assert.deepEqual(await test.names(test.admin, 'contextId=ALT'), ['deletedContext']);
    const csv = await test.get(test.admin, '/api/frontend/audit-log.csv?contextId=ALT');
    assert.equal(csv.statusCode, 200);
    assert.deepEqual(
      csvLines(csv.body)
        .slice(1)
        .map((row) => row[4]),
      ['ALT'],
    );
    // A key that was never in the log lists nothing; to the others a deleted context stays refused.
    assert.deepEqual(await test.names(test.admin, 'contextId=GIBTESNICHT'), []);
    assert.equal((await test.get(test.operator, '/api/frontend/audit-log?contextId=ALT')).statusCode, 403);
  });

  it('offers no call that changes or deletes entries, not even to an administrator', async () => {
    for (const method of ['DELETE', 'PUT', 'POST', 'PATCH'] as const) {
      const reply = await test.server.app.inject({
        method,
        url: '/api/frontend/audit-log',
        headers: { cookie: test.admin },
      });
      assert.equal(reply.statusCode, 405, method);
    }
    assert.equal((await test.list(test.admin)).total, 8);
  });
});

/** The CSV's lines as cells; the test's entries hold no quote, semicolon or line break. */
function csvLines(body: string): string[][] {
  assert.ok(body.startsWith('\uFEFF'), 'the file starts with a byte order mark');
  assert.ok(body.endsWith('\r\n'));
  return body
    .slice(1, -2)
    .split('\r\n')
    .map((line) => line.split(';'));
}

describeAuditLog('the audit log’s CSV export', (test) => {
  it('is a download named after the day, with German headers', async () => {
    const reply = await test.get(test.admin, '/api/frontend/audit-log.csv');
    assert.equal(reply.statusCode, 200);
    assert.match(reply.headers['content-type'] as string, /^text\/csv; charset=utf-8/);
    const day = new Date(test.server.clock.now);
    const iso = [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
    assert.equal(reply.headers['content-disposition'], `attachment; filename="protokoll-${iso}.csv"`);
    assert.deepEqual(csvLines(reply.body)[0], [
      'Zeit',
      'Benutzer',
      'Name',
      'Adresse',
      'Kontext',
      'Aktion',
      'Objekt',
      'Beschreibung',
      'Änderungen',
      'API-Token',
    ]);
  });

  const queries = [
    '',
    'sortBy=user&sortDirection=asc',
    'filter=kasse&sortBy=time&sortDirection=asc',
    'from=2026-03-10&to=2026-03-11',
  ];
  for (const query of queries) {
    it(`holds the list’s entries in the list’s order (${query || 'no filter'}), on all pages`, async () => {
      const { entries } = await test.list(test.admin, query);
      assert.ok(entries.length > 0);
      const reply = await test.get(test.admin, `/api/frontend/audit-log.csv?${query}`);
      const rows = csvLines(reply.body).slice(1);
      assert.deepEqual(
        rows.map((row) => [row[0], row[1], row[7]]),
        entries.map((entry) => [formatDateTime(entry.time, true), entry.user, describeAuditEntry(entry)]),
      );
    });
  }

  it('shows the action, the object and the changes in German; a formula-like cell gets an apostrophe', async () => {
    const reply = await test.get(test.admin, '/api/frontend/audit-log.csv?sortBy=time&sortDirection=asc');
    const rows = csvLines(reply.body).slice(1);
    assert.deepEqual(rows[0], [
      '08.03.2026 00:00:00',
      'admin',
      'Anna Admin',
      '10.0.0.1',
      '',
      'Benutzer geändert',
      'operator',
      'Anna Admin hat Benutzer operator geändert',
      'Passwort: geändert (nicht angezeigt)',
      '',
    ]);
    assert.deepEqual(rows[1]!.slice(4), [
      'NORDMARKT',
      'Update gespeichert',
      'kasse-5.14.0.zip',
      'Otto Operator hat Update kasse-5.14.0.zip auf Aktiv gesetzt',
      'Status: Neu → Aktiv',
      '',
    ]);
    assert.deepEqual(rows[7]!.slice(0, 4), ['12.03.2026 08:00:00', 'Mallory', '', "'=1+1"]);
  });

  it('holds for a user with AUDIT only what its list shows', async () => {
    const reply = await test.get(test.operator, '/api/frontend/audit-log.csv');
    const descriptions = csvLines(reply.body)
      .slice(1)
      .map((row) => row[7]);
    const { entries } = await test.list(test.operator);
    assert.deepEqual(descriptions, entries.map(describeAuditEntry));
    assert.equal(descriptions.length, 3);
  });
});

describeAuditLog('the audit log export’s batches', (test) => {
  // The export reads the log a batch at a time, each after the last one's sort key and id; in
  // batches of three, every sort must still give the list's entries in the list's order.
  for (const sortBy of ['time', 'user', 'action', 'context', 'object', 'address'] as const) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`continues each batch where the last ended, sorted by ${sortBy} ${direction}`, async () => {
        const { entries } = await test.list(test.admin, `sortBy=${sortBy}&sortDirection=${direction}`);
        const scope = { allContexts: true, contextIds: [], withoutContext: true };
        const batches = auditEntryBatches(test.server.db, scope, {}, { sortBy, direction }, 3);
        const ids: number[] = [];
        for await (const batch of batches) ids.push(...batch.map((row) => Number(row.id)));
        assert.deepEqual(
          ids,
          entries.map((entry) => entry.id),
        );
      });
    }
  }
});

describeAuditLog('the audit log export sorted by a text', (test) => {
  // Sorted by a text (no index orders it) the export reads the matching ids once and then the
  // rows by id: an entry written during the download is not in it, even where it would sort later.
  it('holds the entries as they were when it started', async () => {
    const scope = { allContexts: true, contextIds: [], withoutContext: true };
    const batches = auditEntryBatches(test.server.db, scope, {}, { sortBy: 'user', direction: 'asc' }, 3);
    const first = await batches.next();
    await insertAuditEntries(test.server.db, [
      { at: Date.now(), userLogin: 'zz-spaet', action: 'login', changes: '[]' },
    ]);
    const logins = (first.value as AuditRow[]).map((row) => row.userLogin);
    for await (const batch of batches) logins.push(...batch.map((row) => row.userLogin));
    const { entries } = await test.list(test.admin, 'sortBy=user&sortDirection=asc');
    assert.deepEqual(
      logins,
      entries.filter((entry) => entry.user !== 'zz-spaet').map((entry) => entry.user),
    );
  });
});

// Append-only: no call of the contract changes or deletes an entry.
it('the contract offers only GET on the audit log’s paths', () => {
  const paths = Object.entries(contractDocument.paths).filter(([path]) => path.includes('audit'));
  assert.deepEqual(
    paths.map(([path]) => path),
    ['/api/frontend/audit-log', '/api/frontend/audit-log.csv'],
  );
  for (const [path, item] of paths) {
    const methods = Object.keys(item).filter((key) =>
      ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].includes(key),
    );
    assert.deepEqual(methods, ['get'], path);
  }
});
