import assert from 'node:assert/strict';
import { it } from 'node:test';
import { hashPassword, verifyPassword } from './password';

// The server's own cost, apart from the test harness (which lowers it for its test servers and is
// not imported here): SECURITY.md promises scrypt with N = 2^15, r = 8, p = 1.

it('hashes with scrypt at N = 2^15, r = 8, p = 1, and checks the password against the hash', async () => {
  const hash = await hashPassword('Kasse-2026!');
  assert.match(hash, /^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  assert.equal(await verifyPassword('Kasse-2026!', hash), true);
  assert.equal(await verifyPassword('kasse-2026!', hash), false);
});
