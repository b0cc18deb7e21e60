import { dayText, newTse, seededBy } from '../demo/tseData';
import type { SimContext, SimTarget } from './fleet';
import type { SimTse } from './tseState';

// The planned swaps of the simulated TSEs (issue 50): on its day, once the simulator has run a while,
// a TSE whose swap is planned is replaced; its registers (and store server) then report a new serial,
// which the console records as a swap in both TSEs' histories and which closes the plan.

const day = 86_400_000;
const year = 365 * day;

/** The targets of a context by the TSE they report. */
function holders(context: SimContext): Map<SimTse, SimTarget[]> {
  const map = new Map<SimTse, SimTarget[]>();
  for (const store of context.stores)
    for (const t of [...store.registers, ...(store.server ? [store.server] : [])]) {
      if (!t.tse) continue;
      const list = map.get(t.tse);
      if (list) list.push(t);
      else map.set(t.tse, [t]);
    }
  return map;
}

/**
 * Replaces the TSEs whose planned swap day has come: each of their registers (and store server)
 * reports the new one with its next heartbeat. Returns the serials replaced, old and new.
 */
export function swapDueTses(context: SimContext, now: number): { from: string; to: string }[] {
  const today = dayText(now);
  const swapped: { from: string; to: string }[] = [];
  for (const [old, targets] of holders(context)) {
    if (old.swapOn === null || old.swapOn > today) continue;
    const prng = seededBy(`swap/${old.tse.serial}`);
    const tse = newTse(prng, old.tse.type, now, now + 5 * year - prng.int(30, 120) * day, old.perDay, now);
    const next: SimTse = { tse: { ...tse, signatureCounter: 0 }, baseAt: now, perDay: old.perDay, swapOn: null };
    for (const t of targets) {
      t.tse = next;
      t.fullNext = true;
    }
    swapped.push({ from: old.tse.serial, to: tse.serial });
  }
  return swapped;
}
