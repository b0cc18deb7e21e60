import assert from 'node:assert/strict';
import { it } from 'node:test';
import { updateRelativePath, updateStoreKey } from './files';

it('names an update file by context, kind and file name, the store key without `updates/`', () => {
  const stored = updateRelativePath('NORDMARKT', 'cashpoint', 'kasse 5.13.1.zip');
  assert.equal(stored, 'updates/NORDMARKT/cashpoint/kasse 5.13.1.zip');
  assert.equal(updateStoreKey(stored), 'NORDMARKT/cashpoint/kasse 5.13.1.zip');
  assert.equal(updateStoreKey(updateRelativePath('.intern', 'store', 'a.zip')), '.intern/store/a.zip');
});

it("gives no key for a stored path that leaves the update files or reaches the store's own objects", () => {
  for (const stored of [
    updateRelativePath('..', 'cashpoint', 'x.zip'),
    '../../etc/passwd',
    'updates/../console.db',
    'updates/NORDMARKT/../../session-secret',
    '/updates/NORDMARKT/cashpoint/x.zip',
    'updates/~staging/abc',
    'updates/~partial/abc',
    'NORDMARKT/cashpoint/x.zip',
    'updates/',
  ]) {
    assert.equal(updateStoreKey(stored), null, stored);
  }
});
