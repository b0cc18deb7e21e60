// The per-store reply cache under reads that overlap: a read must never assemble its reply from parts
// that another read's rebuild has emptied and not yet refilled.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Db } from '../platform/db/connection';
import type { BuiltStore } from './repository/builtStore';
import { StoreReplyCache, type Stamps } from './storeReplyCache';

interface Row {
  store: number;
  register: string;
}

/** Two registers per store, marked with the build that made them. */
const partOf = (store: number, build: string): BuiltStore<Row> => ({
  rows: [1, 2].map((n) => ({ store, register: `${build}-${n}` })),
  validUntil: Infinity,
});

const stampsWith = (keys: Record<number, string>): Stamps => ({
  contextStamp: 'context',
  nextRelease: Infinity,
  stores: Object.entries(keys).map(([id, key]) => ({ storeRowId: Number(id), key })),
});

/** A build that answers when the test says so. */
function heldBuild(label: string) {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  const build = async (ids: number[] | null) => {
    await held;
    return new Map((ids ?? []).map((id) => [id, partOf(id, label)]));
  };
  return { build, release };
}

const built = async (ids: number[] | null) => new Map((ids ?? []).map((id) => [id, partOf(id, 'first')]));

describe('store reply cache', () => {
  it('gives a read whose rebuild overlaps another every store, none emptied', async () => {
    const cache = new StoreReplyCache<Row>('test', (row) => JSON.stringify(row));
    const db = {} as Db;
    const first = await cache.read(db, 1, 'v1', 1000, async () => stampsWith({ 1: 'a', 2: 'a' }), built);
    assert.equal(first.rows().length, 4);

    // Read B: store 1 changed; its build is held.
    const b = heldBuild('b');
    const readB = cache.read(db, 1, 'v2', 2000, async () => stampsWith({ 1: 'b', 2: 'a' }), b.build);
    await new Promise((done) => setImmediate(done));
    // Read C: store 2 changed too, and C starts while B's build is still under way.
    const c = heldBuild('c');
    const readC = cache.read(db, 1, 'v3', 3000, async () => stampsWith({ 1: 'b', 2: 'c' }), c.build);
    await new Promise((done) => setImmediate(done));
    b.release();
    c.release();
    const [replyB, replyC] = await Promise.all([readB, readC]);

    // Each reply holds both stores' registers; before the fix B's lacked store 2, emptied by C.
    assert.deepEqual(
      replyB.rows().map((r) => r.register),
      ['b-1', 'b-2', 'first-1', 'first-2'],
    );
    assert.deepEqual(
      replyC.rows().map((r) => r.register),
      ['b-1', 'b-2', 'c-1', 'c-2'],
    );
    assert.notEqual(replyB.etag, replyC.etag);
  });

  it('rebuilds a store whose build failed at the next read', async () => {
    const cache = new StoreReplyCache<Row>('test', (row) => JSON.stringify(row));
    const db = {} as Db;
    await cache.read(db, 1, 'v1', 1000, async () => stampsWith({ 1: 'a' }), built);
    const failing = async () => Promise.reject(new Error('Datenbank weg'));
    await assert.rejects(
      cache.read(db, 1, 'v2', 2000, async () => stampsWith({ 1: 'b' }), failing),
      /Datenbank weg/,
    );
    const again = await cache.read(
      db,
      1,
      'v2',
      3000,
      async () => stampsWith({ 1: 'b' }),
      async (ids) => new Map((ids ?? []).map((id) => [id, partOf(id, 'again')])),
    );
    assert.deepEqual(
      again.rows().map((r) => r.register),
      ['again-1', 'again-2'],
    );
  });
});
