import { storesOpenNowOrUnknown } from '../calendar';
import type { Db } from '../platform/db/connection';
import type { components } from '../../shared/generated/contract';
import { judgeStore, type RegisterFacts } from './logic';
import { registerOf, registerSections } from './repository/register';
import { cashpointHealthView } from './views';

type CashpointHealth = components['schemas']['CashpointHealth'];

/**
 * One register's devices, terminal and receipts with its own state and causes: the store's rule
 * applied to this register alone (its store's master data is the store's, not the register's).
 * Undefined when the context has no register `uid`.
 */
export async function cashpointHealth(
  db: Db,
  contextId: number,
  uid: string,
  now: number,
): Promise<CashpointHealth | undefined> {
  const register = await registerOf(db, contextId, uid);
  if (!register) return undefined;
  const [sections, open] = await Promise.all([
    registerSections(db, register.cashpointId),
    storesOpenNowOrUnknown(db, contextId, now, [register.storeRowId]),
  ]);
  const storeOpen = open.get(register.storeRowId) ?? null;
  const facts: RegisterFacts = {
    uid: register.uid,
    posId: register.posId,
    peripherals: sections.peripherals.map(({ kind, state, since }) => ({
      kind: kind as RegisterFacts['peripherals'][number]['kind'],
      state: state as RegisterFacts['peripherals'][number]['state'],
      since,
    })),
    ...(sections.payment ? { payment: sections.payment } : {}),
    ...(sections.dataFlow ? { dataFlow: sections.dataFlow } : {}),
  };
  const health = judgeStore({ storeUid: register.storeUid, open: storeOpen, registers: [facts], masterData: [] }, now);
  return cashpointHealthView(health, storeOpen, sections, register.openReceipt);
}
