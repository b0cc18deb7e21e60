import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { components } from '../../shared/generated/contract';
import { target, type SimStore, type SimTarget } from './fleet';
import { repair, repairedStoreInfo, tseRepaired } from './repairs';

type StoreAgentInfo = components['schemas']['StoreAgentInfo'];

const server = (current: string): SimTarget => target('1044', null, current);
const storeOf = (t: SimTarget): SimStore => ({ storeId: t.storeId, name: 'Filiale', registers: [], server: t });
/** What the machine's generator says every time: its TSE server stopped. */
const stopped: StoreAgentInfo = {
  serviceInfo: { tseServer: { state: 'STOPPED', startType: 'AUTOMATIC' } },
  appValues: { tseserverrunning: false },
};

describe('what a remote action repaired on a simulated store server', () => {
  it('keeps a restarted service running after the machine installs another version', () => {
    const t = server('store-5.1.0.zip');
    repair(t, 'tseServer', 1000);
    assert.equal(repairedStoreInfo(t, stopped).serviceInfo?.tseServer?.state, 'RUNNING');
    // A rollout installs the next version on the store server: the service was started, it runs.
    t.current = 'store-5.2.0.zip';
    const info = repairedStoreInfo(t, stopped);
    assert.equal(info.serviceInfo?.tseServer?.state, 'RUNNING');
    assert.equal(info.appValues?.tseserverrunning, true);
  });

  it('holds a TSE server a bad version stopped only on the version it was restarted on', () => {
    const t = server('store-5.1.0.zip');
    assert.equal(tseRepaired(storeOf(t)), false);
    repair(t, 'tseServer', 1000);
    assert.equal(tseRepaired(storeOf(t)), true);
    t.current = 'store-5.2.0.zip';
    assert.equal(tseRepaired(storeOf(t)), false);
    // Another service restarted later does not restart the TSE server again.
    repair(t, 'backupService', 2000);
    assert.equal(tseRepaired(storeOf(t)), false);
    repair(t, '*', 3000);
    assert.equal(tseRepaired(storeOf(t)), true);
  });
});
