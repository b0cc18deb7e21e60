import assert from 'node:assert/strict';
import { it } from 'node:test';
import { isUniqueViolation } from '../../platform/db/errors';
import { demo } from '../../test/demoAccounts';
import { insertUserRow, roleIdByName } from '../../test/repository/accountRows';
import { describeUsers } from '../../test/usersKit';

// A login is one whatever its case (issue 44, finding 5): the database refuses a second account
// whose login differs only in case (a unique index on lower(login), migration 0024), the user form
// says 409, and the password login finds the account however its login is typed.

describeUsers('logins ignoring case', (t) => {
  const { post, form } = t;
  const login = (name: string, password: string) =>
    t.server.app.inject({ method: 'POST', url: '/api/frontend/login', payload: { login: name, password } });

  it('the database refuses a login that differs from another only in case', async () => {
    const roleId = await roleIdByName(t.server.db, 'Betrachter');
    const row = (uid: string, name: string) => ({
      uid,
      login: name,
      lastName: 'Fall',
      firstName: 'Groß',
      passwordHash: '',
      roleId,
      allContextsVisible: 0,
      twoFactorEnabled: 0,
      columnFilters: '[]',
      columnWidths: '[]',
      createdAt: t.server.clock.now,
    });
    await assert.rejects(insertUserRow(t.server.db, row('caseuid1', 'ADMIN')), (error) => isUniqueViolation(error));
    await assert.rejects(insertUserRow(t.server.db, row('caseuid2', 'Viewer')), (error) => isUniqueViolation(error));
  });

  it('the user form refuses such a login with 409', async () => {
    const reply = await post(t.admin, '/api/frontend/users/sendUserForm', form({ login: 'OPERATOR' }));
    assert.equal(reply.statusCode, 409, reply.body);
  });

  it('logs in with the login typed in any case, and the wrong password stays wrong', async () => {
    const [name, password] = demo.viewer;
    for (const typed of [name, name.toUpperCase(), 'Viewer']) {
      const reply = await login(typed, password);
      assert.equal(reply.statusCode, 200, `${typed}: ${reply.body}`);
      assert.equal(reply.json().user.login, name, 'the account as stored');
    }
    assert.equal((await login('VIEWER', 'falsch-falsch')).statusCode, 401);
  });
});
