import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { WavePlan } from './model';
import { chooseWaveStores, type WaveChoiceFacts } from './waveStores';

// The stores a wave takes: a share is round(share × remaining), spread over the holiday regions by
// largest remainder (no region is a group of its own), the same stores for the same rollout; the
// other choices take exactly their stores among the remaining ones.

const plan = (choice: Partial<WavePlan>): WavePlan => ({
  name: 'Welle',
  soakHours: 0,
  minSuccessPercent: 0,
  maxFailurePercent: 100,
  requireApproval: false,
  ...choice,
});

/** 30 stores: 20 in DE-BY, 7 in AT-9, 3 without a region; row ids 1…30. */
function fleet(): WaveChoiceFacts {
  const remaining = Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    uid: `store-${i + 1}`,
    storeId: String(1000 + i),
    name: `Filiale ${i + 1}`,
  }));
  const regions = new Map(remaining.map((s) => [s.id, s.id <= 20 ? 'DE-BY' : s.id <= 27 ? 'AT-9' : null]));
  return { remaining, regions, pilotStoreRowIds: new Set([3, 99]), filterStoreIds: new Set(['1004', '1005', '9999']) };
}

const regionCounts = (ids: number[], facts: WaveChoiceFacts) => {
  const counts: Record<string, number> = {};
  for (const id of ids) {
    const region = facts.regions.get(id) ?? 'keine';
    counts[region] = (counts[region] ?? 0) + 1;
  }
  return counts;
};

describe('the stores a wave takes', () => {
  it('spreads a share over the regions by largest remainder', () => {
    const facts = fleet();
    // 10 % of 30 = 3: DE-BY 2.0, AT-9 0.7, none 0.3 → 2, 1, 0.
    const ten = chooseWaveStores('r1', plan({ sharePercent: 10 }), facts);
    assert.deepEqual(regionCounts(ten, facts), { 'DE-BY': 2, 'AT-9': 1 });
    // 50 % of 30 = 15: 10, 3.5, 1.5 → 10, then the larger remainders 0.5 and 0.5 by region order: '' first.
    const half = chooseWaveStores('r1', plan({ sharePercent: 50 }), facts);
    assert.equal(half.length, 15);
    assert.deepEqual(regionCounts(half, facts), { 'DE-BY': 10, 'AT-9': 3, keine: 2 });
    assert.equal(chooseWaveStores('r1', plan({ sharePercent: 100 }), facts).length, 30);
    // round(1 % of 30) = 0: the wave takes none.
    assert.deepEqual(chooseWaveStores('r1', plan({ sharePercent: 1 }), facts), []);
  });

  it('takes the same stores for the same rollout, and others for another', () => {
    const facts = fleet();
    const once = chooseWaveStores('rollout-a', plan({ sharePercent: 30 }), facts);
    assert.deepEqual(chooseWaveStores('rollout-a', plan({ sharePercent: 30 }), fleet()), once);
    // The input's order does not matter.
    const reversed = { ...facts, remaining: [...facts.remaining].reverse() };
    assert.deepEqual(chooseWaveStores('rollout-a', plan({ sharePercent: 30 }), reversed), once);
    assert.notDeepEqual(chooseWaveStores('rollout-b', plan({ sharePercent: 30 }), facts), once);
  });

  it('takes the pilot’s, the named and the filtered stores only among those no wave took', () => {
    const facts = fleet();
    assert.deepEqual(chooseWaveStores('r', plan({ pilot: true }), facts), [3]);
    assert.deepEqual(chooseWaveStores('r', plan({ storeUids: ['store-7', 'store-2', 'nichtda'] }), facts), [2, 7]);
    assert.deepEqual(chooseWaveStores('r', plan({ filter: { filters: { storeId: '100' } } }), facts), [5, 6]);
    const taken = { ...facts, remaining: facts.remaining.filter((s) => s.id !== 3 && s.id !== 7) };
    assert.deepEqual(chooseWaveStores('r', plan({ pilot: true }), taken), []);
    assert.deepEqual(chooseWaveStores('r', plan({ storeUids: ['store-7', 'store-2'] }), taken), [2]);
  });
});
