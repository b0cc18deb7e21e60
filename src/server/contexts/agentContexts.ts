import type { Db } from '../platform/db/connection';
import type { ContextRow } from '../platform/db/schema';
import { findContextByKey } from './repository/contexts';

/**
 * How long a context found by its key serves agent requests without asking the database again.
 * Every agent request looks its context up (heartbeats, due-update checks answered with 304); at a
 * million registers that lookup would be most of the database's reads. A change saved on this
 * instance counts at once (`forgetAgentContexts`); one saved on another instance, a new secret say,
 * counts within this time.
 */
export const agentContextSeconds = 2;

interface Kept {
  row: ContextRow | undefined;
  until: number;
}

const perDb = new WeakMap<Db, Map<string, Kept>>();

/** The context of an agent request's key (undefined: no such context), kept for a moment. */
export async function agentContext(db: Db, key: string): Promise<ContextRow | undefined> {
  let kept = perDb.get(db);
  if (!kept) perDb.set(db, (kept = new Map()));
  // Monotonic time: the app's clock may be a test's, standing still or jumping.
  const now = performance.now();
  const entry = kept.get(key);
  if (entry && entry.until > now) return entry.row;
  const row = await findContextByKey(db, key);
  // Unknown keys are kept too, so a flood of made-up keys does not reach the database; but only a
  // bounded number of them.
  if (kept.size > 10_000) kept.clear();
  kept.set(key, { row, until: now + agentContextSeconds * 1000 });
  return row;
}

/** After a context was saved here: its agents' next requests read it afresh. */
export function forgetAgentContexts(db: Db): void {
  perDb.delete(db);
}
