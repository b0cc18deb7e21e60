import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cashpointChecks, currentCheckIds, storeChecks } from './checks';

describe('check catalogue', () => {
  it('has one check per optional column, each id and name once', () => {
    for (const list of [cashpointChecks, storeChecks]) {
      assert.equal(new Set(list.map((c) => c.id)).size, list.length);
      assert.equal(new Set(list.map((c) => c.name)).size, list.length);
    }
    for (const fixed of ['storeId', 'posId', 'posType']) {
      assert.ok(!cashpointChecks.some((c) => c.id === fixed), fixed);
    }
    assert.ok(!storeChecks.some((c) => c.id === 'storeName'));
  });

  it('maps the stored ids of the first catalogue to the columns they belonged to', () => {
    assert.deepEqual(
      currentCheckIds([
        'storeName',
        'lastsigmabackup',
        'sigmabackupaktiv',
        'updateaktiv',
        'posConnectBuildTag',
        'tbeg',
      ]),
      ['sigmabackup', 'update', 'lastPosConnectUpdate', 'tbeg'],
    );
    assert.deepEqual(currentCheckIds(['posId', 'ntpLastSuccessfulSyncTime', 'osName']), ['ntpSyncActive', 'osName']);
  });
});
