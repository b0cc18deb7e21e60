import type { StoreHealthCause, StoreHealthRow, StoreHealthState } from '../../api/store-health';

/** What a mark shows: a state and the texts of its causes (none when green). */
export interface Health {
  state: StoreHealthState;
  causes: readonly StoreHealthCause[];
}

/** The marks of a context's tree: per store its row, per register the causes that name it. */
export interface HealthMarks {
  stores: ReadonlyMap<string, StoreHealthRow>;
  registers: ReadonlyMap<string, Health>;
}

export const green: Health = { state: 'green', causes: [] };

const rank: Record<StoreHealthState, number> = { green: 0, yellow: 1, red: 2 };

/** The worse of two states. */
export const worse = (a: StoreHealthState, b: StoreHealthState) => (rank[a] >= rank[b] ? a : b);

/**
 * The marks from the stores that are not green: a store's state is its row's; a register's the
 * worst of the causes whose subject is its uid (the store server's causes name the store's uid and
 * stay the store's). A store or register not named is green.
 */
export function healthMarks(rows: readonly StoreHealthRow[]): HealthMarks {
  const stores = new Map<string, StoreHealthRow>();
  const registers = new Map<string, { state: StoreHealthState; causes: StoreHealthCause[] }>();
  for (const row of rows) {
    stores.set(row.storeUid, row);
    for (const cause of row.causes) {
      if (cause.subject === row.storeUid) continue;
      const known = registers.get(cause.subject);
      if (known) {
        known.state = worse(known.state, cause.state);
        known.causes.push(cause);
      } else registers.set(cause.subject, { state: cause.state, causes: [cause] });
    }
  }
  return { stores, registers };
}

/** A store's or register's health by its uid: green when the marks do not name it. */
export const storeHealthOf = (marks: HealthMarks, storeUid: string): Health => marks.stores.get(storeUid) ?? green;
export const registerHealthOf = (marks: HealthMarks, uid: string): Health => marks.registers.get(uid) ?? green;
