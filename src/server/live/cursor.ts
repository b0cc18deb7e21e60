// Cursors of the live events (repository/liveEvents.ts): 'id' on SQLite, 'tx.id' on PostgreSQL.

const positionOf = (cursor: string): [bigint, bigint] => {
  const [a, b] = cursor.includes('.') ? cursor.split('.') : ['0', cursor];
  return [BigInt(a!), BigInt(b!)];
};

/** Whether event `a` comes after `b` in the order the hubs read them. */
export function isAfter(a: string, b: string): boolean {
  const [ta, ia] = positionOf(a);
  const [tb, ib] = positionOf(b);
  return ta > tb || (ta === tb && ia > ib);
}
