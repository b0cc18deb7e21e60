import { installationBegun } from '../updates';

// What an agent is offered of its due updates now. The due updates and the updates to remove come
// from the repository (which Aktiv update reaches which store is decided there, `admission.ts`); what
// is offered of them depends on the moment: the store's update window, a paused rollout, a rollback.

interface DueRow {
  installationStatus: number | null;
  downloaded: number | null;
  /** When the target's installation of the update was last written (ms), null without one. */
  installationUpdatedAt: number | string | null;
  /** The state of the update's rollout, null without one. */
  rolloutState: string | null;
}

interface RemoveRow {
  filename: string;
  /** For an update rolled back in the target's store: when, and whether its targets remove it at once. */
  rolledBackAt: number | string | null;
  rollbackImmediately: number | string | null;
}

interface WindowNow {
  mayInstall: boolean;
  notBefore: number | null;
}

export interface Offer<Row> {
  install: Row[];
  remove: string[];
  /** Outside the store's window while some due update waits for it: when the window opens (ms). */
  notBefore: number | null;
}

/** A rollout that no target may begin any more: only targets that began its update go on with it. */
const stopped = (state: string | null) => state === 'paused' || state === 'cancelled';

/**
 * The offer to a target, given its due updates (lowest order key first), the installed updates it
 * must remove and its store's window now (undefined: the store has no window rule).
 * - A paused or cancelled rollout's update goes only to targets that began it.
 * - Outside the window only installations that have begun go on; the rest waits for `notBefore`.
 * - A rollback in the target's store (it still has the rolled-back update installed): with
 *   `immediately` the window does not hold the target back (it removes the update and installs the
 *   previous one at once); without, outside the window it removes nothing and only installations
 *   begun after the rollback go on, so it does not fall back to an older installed update either.
 */
export function agentOffer<Row extends DueRow>(
  due: readonly Row[],
  removals: readonly RemoveRow[],
  window: WindowNow | undefined,
): Offer<Row> {
  const allowed = due.filter((row) => !stopped(row.rolloutState) || installationBegun(row));
  const rollbacks = removals.filter((r) => r.rolledBackAt !== null);
  const immediate = rollbacks.some((r) => Number(r.rollbackImmediately) === 1);
  const waiting = window !== undefined && !window.mayInstall && !immediate;
  if (!waiting) return { install: allowed, remove: removals.map((r) => r.filename), notBefore: null };

  const inWindowOnly = rollbacks.filter((r) => Number(r.rollbackImmediately) !== 1);
  const since = inWindowOnly.length === 0 ? null : Math.max(...inWindowOnly.map((r) => Number(r.rolledBackAt)));
  const install = allowed.filter(
    (row) => installationBegun(row) && (since === null || Number(row.installationUpdatedAt) >= since),
  );
  const remove = removals.filter((r) => !inWindowOnly.includes(r)).map((r) => r.filename);
  const held = install.length < allowed.length || remove.length < removals.length;
  return { install, remove, notBefore: held ? window.notBefore : null };
}
