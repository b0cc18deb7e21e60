import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeAuditLog } from '../../test/auditLogKit';

// What an administrator (every context, USERS) finds in the log: each filter narrows it, and the
// sort and the pages are the server's. The entries are those of test/auditLogKit.ts; newest first
// they are: loginFailed, deletedContext, cashpointDeleted, archived, adminLogin, storeRenamed,
// statusSet (23:59:59.999 on 9 March), userChanged.

const newestFirst = [
  'loginFailed',
  'deletedContext',
  'cashpointDeleted',
  'archived',
  'adminLogin',
  'storeRenamed',
  'statusSet',
  'userChanged',
];

describeAuditLog('the audit log’s filters', (test) => {
  it('lists every entry, newest first, with the total', async () => {
    assert.deepEqual(await test.names(test.admin), newestFirst);
    assert.equal((await test.list(test.admin)).total, 8);
  });

  const filters: [string, string[]][] = [
    ['contextId=NORDMARKT', ['archived', 'statusSet']],
    ['user=OPERATOR', ['archived', 'storeRenamed', 'statusSet']],
    ['user=opera', []],
    ['user=mallory', ['loginFailed']],
    ['action=updateSaved', ['statusSet']],
    ['object=upd-1', ['archived', 'statusSet']],
    ['user=operator&contextId=SUEDKAUF', ['storeRenamed']],
  ];
  for (const [query, expected] of filters) {
    it(`narrows the list by ${query}`, async () => {
      assert.deepEqual(await test.names(test.admin, query), expected);
      assert.equal((await test.list(test.admin, query)).total, expected.length);
    });
  }

  // Whole days in the server's time zone; `to` includes its day up to its last millisecond.
  const days: [string, string[]][] = [
    ['from=2026-03-10', newestFirst.slice(0, 6)],
    ['to=2026-03-09', ['statusSet', 'userChanged']],
    ['from=2026-03-10&to=2026-03-10', ['archived', 'adminLogin', 'storeRenamed']],
    ['from=2026-03-09&to=2026-03-09', ['statusSet']],
  ];
  for (const [query, expected] of days) {
    it(`takes whole days: ${query}`, async () => {
      assert.deepEqual(await test.names(test.admin, query), expected);
    });
  }

  it('refuses a from after the to in German', async () => {
    for (const path of ['audit-log', 'audit-log.csv']) {
      const reply = await test.get(test.admin, `/api/frontend/${path}?from=2026-03-11&to=2026-03-10`);
      assert.equal(reply.statusCode, 400);
      assert.deepEqual(reply.json(), { message: 'Ungültige Anfrage: Das Von-Datum liegt nach dem Bis-Datum.' });
    }
  });

  // Case-blind, anywhere in login, name, address, context key or name and the object's label.
  const texts: [string, string[]][] = [
    ['100%25', ['storeRenamed']],
    ['5-_', []],
    ['otto', ['archived', 'storeRenamed', 'statusSet']],
    ['MALLORY', ['loginFailed']],
    ['10.0.0.2', ['archived', 'storeRenamed', 'statusSet']],
    ['kauf', ['storeRenamed']],
    ['alter kontext', ['deletedContext']],
    ['KASSE-5.14', ['archived', 'statusSet']],
  ];
  for (const [filter, expected] of texts) {
    it(`finds the text ${decodeURIComponent(filter)} (a % or _ stands for itself)`, async () => {
      assert.deepEqual(await test.names(test.admin, `filter=${filter}`), expected);
    });
  }

  // 'admin' ends the login of adminLogin, 'anna' starts its name: the fields are searched one by one.
  it('finds no text across two fields', async () => {
    for (const filter of ['adminanna', 'admin%20anna', 'admin%1Fanna', 'nordmarkt%1F', '%1F']) {
      assert.deepEqual(await test.names(test.admin, `filter=${filter}`), [], decodeURIComponent(filter));
    }
    assert.deepEqual(await test.names(test.admin, 'filter=anna%20admin'), [
      'deletedContext',
      'cashpointDeleted',
      'adminLogin',
      'userChanged',
    ]);
  });
});

describeAuditLog('the audit log’s sort and pages', (test) => {
  const sorts: [string, string[]][] = [
    ['sortBy=time&sortDirection=asc', [...newestFirst].reverse()],
    // Equal keys keep the order of the ids (the order the entries were written), in the same direction.
    [
      'sortBy=user&sortDirection=asc',
      [
        'adminLogin',
        'cashpointDeleted',
        'deletedContext',
        'userChanged',
        'loginFailed',
        'statusSet',
        'storeRenamed',
        'archived',
      ],
    ],
    [
      'sortBy=user',
      [
        'archived',
        'storeRenamed',
        'statusSet',
        'loginFailed',
        'userChanged',
        'deletedContext',
        'cashpointDeleted',
        'adminLogin',
      ],
    ],
    [
      'sortBy=context&sortDirection=asc',
      [
        'adminLogin',
        'loginFailed',
        'userChanged',
        'deletedContext',
        'cashpointDeleted',
        'statusSet',
        'archived',
        'storeRenamed',
      ],
    ],
    [
      'sortBy=action&sortDirection=asc',
      [
        'cashpointDeleted',
        'deletedContext',
        'adminLogin',
        'loginFailed',
        'storeRenamed',
        'archived',
        'statusSet',
        'userChanged',
      ],
    ],
    [
      'sortBy=object&sortDirection=asc',
      [
        'adminLogin',
        'deletedContext',
        'loginFailed',
        'storeRenamed',
        'cashpointDeleted',
        'statusSet',
        'archived',
        'userChanged',
      ],
    ],
    [
      'sortBy=address&sortDirection=desc&filter=10.0.0',
      ['archived', 'storeRenamed', 'statusSet', 'userChanged', 'deletedContext', 'cashpointDeleted', 'adminLogin'],
    ],
  ];
  for (const [query, expected] of sorts) {
    it(`sorts by ${query}`, async () => {
      assert.deepEqual(await test.names(test.admin, query), expected);
    });
  }

  it('pages: the asked page of the sorted list, and the total of all pages', async () => {
    const page = async (query: string) => {
      const reply = await test.get(test.admin, `/api/frontend/audit-log?${query}`);
      assert.equal(reply.statusCode, 200);
      const { entries, total } = reply.json<{ entries: { id: number }[]; total: number }>();
      return { ids: entries.map((entry) => entry.id), total };
    };
    const ids = (names: string[]) => names.map((name) => test.ids[name]);
    assert.deepEqual(await page('size=3&page=2'), { ids: ids(newestFirst.slice(3, 6)), total: 8 });
    assert.deepEqual(await page('size=3&page=3'), { ids: ids(newestFirst.slice(6)), total: 8 });
    assert.deepEqual(await page('size=3&page=4'), { ids: [], total: 8 });
    assert.deepEqual(await page('size=1&page=2&contextId=NORDMARKT'), { ids: ids(['statusSet']), total: 2 });
    // Ten a page unless asked otherwise.
    assert.deepEqual(await page(''), { ids: ids(newestFirst), total: 8 });
  });

  it('answers an entry in the contract’s shape: time ISO, the context by key, the changes parsed', async () => {
    const [entry] = (await test.list(test.admin, 'action=updateSaved')).entries;
    assert.deepEqual(entry, {
      id: test.ids.statusSet,
      time: new Date(2026, 2, 9, 23, 59, 59, 999).toISOString(),
      user: 'operator',
      userName: 'Otto Operator',
      address: '10.0.0.2',
      contextId: 'NORDMARKT',
      contextName: 'Nordmarkt GmbH',
      action: 'updateSaved',
      objectType: 'cashpointUpdate',
      objectId: 'upd-1',
      objectLabel: 'kasse-5.14.0.zip',
      changes: [{ field: 'status', before: '1', after: '2' }],
      token: null,
    });
  });
});
