import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { AuditEntry } from '../../../shared/audit/describe';
import { demo } from '../../test/demoAccounts';
import { loginCookie } from '../../test/harness';
import { sessionsKit } from '../../test/sessionsKit';
import { describeUsers } from '../../test/usersKit';

// A tenant's administrator (AUDIT and USERS, one context) reads the entries without a context
// (logins, user changes) only of the users its users list shows: never those of the global
// administrator or of another tenant's users, in the list and in the CSV alike.

describeUsers('the audit log of a tenant’s administrator', (t) => {
  const { createUser } = sessionsKit(t);
  let tenantAdmin: string;

  before(async () => {
    await t.server.db.kysely
      .insertInto('roles')
      .values({ uid: 'r-tenant', name: 'Mandant', description: '', rights: JSON.stringify(['AUDIT', 'USERS']) })
      .execute();
    const chief = await createUser('chef-nord', { role: 'r-tenant', visibleContextIds: ['NORDMARKT'] });
    const north = await createUser('kasse-nord', { visibleContextIds: ['NORDMARKT'] });
    const south = await createUser('kasse-sued', { visibleContextIds: ['SUEDKAUF'] });
    await loginCookie(t.server.app, 'kasse-nord', north.password);
    await loginCookie(t.server.app, 'kasse-sued', south.password);
    await loginCookie(t.server.app, ...demo.admin);
    tenantAdmin = await loginCookie(t.server.app, 'chef-nord', chief.password);
  });

  it('lists the logins of its own tenant’s users only', async () => {
    const reply = await t.get(tenantAdmin, '/api/frontend/audit-log?action=login&size=500');
    assert.equal(reply.statusCode, 200);
    const logins = reply.json<{ entries: AuditEntry[] }>().entries.map((entry) => entry.user);
    assert.deepEqual([...new Set(logins)].sort(), ['chef-nord', 'kasse-nord']);
  });

  it('exports the same logins in the CSV', async () => {
    const reply = await t.get(tenantAdmin, '/api/frontend/audit-log.csv?action=login');
    assert.equal(reply.statusCode, 200);
    const users = reply.body
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(';')[1]);
    assert.deepEqual([...new Set(users)].sort(), ['chef-nord', 'kasse-nord']);
  });

  it('shows the changes of its tenant’s users also when another administrator made them', async () => {
    const reply = await t.get(tenantAdmin, '/api/frontend/audit-log?action=userCreated&size=500');
    const created = reply.json<{ entries: AuditEntry[] }>().entries.map((entry) => entry.objectLabel);
    assert.deepEqual(created.sort(), ['chef-nord', 'kasse-nord']);
  });

  it('still shows the global administrator every login', async () => {
    const reply = await t.get(t.admin, '/api/frontend/audit-log?action=login&size=500');
    const logins = new Set(reply.json<{ entries: AuditEntry[] }>().entries.map((entry) => entry.user));
    for (const login of ['admin', 'chef-nord', 'kasse-nord', 'kasse-sued']) assert.ok(logins.has(login), login);
  });
});
