import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cashpointDigests, cashpointSections, diffSections, fingerprintsOf, offlineSpan, replay, unchanged } from '.';

// The pure core: the keys a heartbeat's values get, the diff, the replay and the offline span.

const beat = (hostsFile: string, config: [string, string | null][] = []) => ({
  storeId: '1001',
  posId: '1',
  agentVersion: '3.4.0',
  cashpointInfo: {
    commonConfigValues: config.map(([key, value]) => ({ key, value })),
    serviceConfigValues: [],
    cashpointServiceStates: [],
    cashpointStatusInfo: [{ key: 'bonNummer', value: '4711' }],
    activePromotions: [],
    hostsFile,
  },
});

describe('history logic', () => {
  it('keys a hosts file by its entries, leaving out comments and blank lines, a name twice kept twice', () => {
    const { cashpointInfo } = cashpointSections(
      beat('# the store\n127.0.0.1 localhost\n\n10.3.0.10\tstore-server store  # main\n10.3.0.11 store-server\n'),
    );
    assert.deepEqual(cashpointInfo, {
      'hosts:localhost': '127.0.0.1',
      'hosts:store-server': '10.3.0.10 store',
      'hosts:store-server #2': '10.3.0.11',
    });
  });

  it('leaves a null value out, so it diffs as not reported', () => {
    const before = cashpointSections(beat('', [['drucker', 'TM-T88']]));
    const after = cashpointSections(beat('', [['drucker', null]]));
    assert.deepEqual(diffSections(before, after).changes, [{ key: 'config:drucker', old: 'TM-T88', new: null }]);
  });

  it('takes a section left out as unchanged, and the first report as the baseline', () => {
    const first = cashpointSections(beat('10.3.0.10 store-server\n'));
    assert.deepEqual(diffSections(null, first), { changes: [], after: first });
    const light = cashpointSections({ storeId: '1001', posId: '1', agentVersion: '3.5.0' });
    const { changes, after } = diffSections(first, light);
    assert.deepEqual(changes, [{ key: 'version:agent', old: '3.4.0', new: '3.5.0' }]);
    assert.deepEqual(after.cashpointInfo, first.cashpointInfo);
    assert.ok(!unchanged(fingerprintsOf(light), fingerprintsOf(first)));
    assert.ok(unchanged(fingerprintsOf({ cashpointInfo: first.cashpointInfo! }), fingerprintsOf(first)));
  });

  it('digests a section as given: equal for equal values, another for any kept value changed', () => {
    const digests = (hosts: string, config: [string, string | null][], bon = '4711') => {
      const b = beat(hosts, config);
      return cashpointDigests({
        ...b,
        cashpointInfo: { ...b.cashpointInfo, cashpointStatusInfo: [{ key: 'bonNummer', value: bon }] },
      });
    };
    const first = digests('10.3.0.10 store-server\n', [['waehrung', 'EUR']]);
    assert.deepEqual(
      digests('10.3.0.10 store-server\n', [['waehrung', 'EUR']], '4712'),
      first,
      'a moving value moves nothing',
    );
    assert.notEqual(digests('10.3.0.10 store-server\n', [['waehrung', 'CHF']]).cashpointInfo, first.cashpointInfo);
    assert.notEqual(digests('10.3.0.11 store-server\n', [['waehrung', 'EUR']]).cashpointInfo, first.cashpointInfo);
    assert.notEqual(digests('10.3.0.10 store-server\n', [['waehrun', 'gEUR']]).cashpointInfo, first.cashpointInfo);
    assert.equal(digests('', []).agent, first.agent, 'a section unchanged keeps its digest');
  });

  it('replays changes forwards in their order', () => {
    const changes = [
      { key: 'a', old: null, new: '1' },
      { key: 'a', old: '1', new: '2' },
      { key: 'b', old: 'x', new: null },
    ];
    assert.deepEqual(replay({ b: 'x', c: 'y' }, changes), { a: '2', c: 'y' });
  });

  it('opens an offline span at the last heartbeat plus the limit, and only after a longer silence', () => {
    assert.equal(offlineSpan(null, 0, 1_000_000, 300_000), null);
    assert.equal(offlineSpan(1_000_000, 0, 1_300_000, 300_000), null);
    assert.deepEqual(offlineSpan(1_000_000, 0, 1_300_001, 300_000), { startedAt: 1_300_000, endedAt: 1_300_001 });
    // A silence counts from when this instance began listening at the earliest.
    assert.equal(offlineSpan(0, 1_000_000, 1_200_000, 300_000), null);
    assert.deepEqual(offlineSpan(0, 1_000_000, 1_400_000, 300_000), { startedAt: 1_300_000, endedAt: 1_400_000 });
  });
});
