import { sql } from 'kysely';
import type { components } from '../../../shared/generated/contract';
import { deviceStateOrder } from '../../../shared/reports/cashpointHealthColumns';
import { isoTime } from '../../platform/ids';
import { asBool, asInt } from '../../platform/db/repository/jsonField';

type CashpointReportRow = components['schemas']['CashpointReportRow'];
type HealthValues = Pick<
  CashpointReportRow,
  | 'peripheralState'
  | 'terminalReachable'
  | 'terminalLastCutAt'
  | 'offlineCardTransactions'
  | 'unsentReceipts'
  | 'oldestUnsentReceiptAt'
>;

// The register report's columns of what stops a register from selling (issue 51): its devices'
// worst state, its card terminal and its unsent receipts, from the store health tables (migration
// 0035), each a lookup by the register. A write to them that changes what these columns show leaves
// a change mark on the register (migration 0036), so the report's per-store cache rebuilds that store.

/** The columns as the report query reads them, under these aliases. */
export interface HealthColumns {
  devworst: number | string | null;
  eftreach: number | boolean | null;
  eftcut: number | string | null;
  eftoffline: number | string | null;
  unsent: number | string | null;
  unsentat: number | string | null;
}

/** The worst device state as its rank in `deviceStateOrder` (SQL cannot order the words themselves). */
const rank = sql.raw(
  `case d.state ${deviceStateOrder.map((state, i) => `when '${state}' then ${i}`).join(' ')} else ${deviceStateOrder.length - 1} end`,
);

/** The select list (the register has the alias `c`, its terminal `p`, its receipts `df`). */
export const healthSelect = sql`(select max(${rank}) from cashpoint_peripherals d where d.cashpoint_id = c.id) as devworst,
  p.reachable as eftreach, p.last_cut_at as eftcut, p.offline_transactions as eftoffline,
  df.unsent_receipts as unsent, df.oldest_unsent_at as unsentat`;

/** The joins from a register (alias `c`, with its `id`) to its terminal and its receipts. */
export const healthJoin = sql`left join cashpoint_payments p on p.cashpoint_id = c.id
  left join cashpoint_data_flows df on df.cashpoint_id = c.id`;

/** The row's values; all null for a register that reported none of them. */
export function healthValues(r: HealthColumns): HealthValues {
  const worst = asInt(r.devworst);
  return {
    peripheralState: worst === null ? null : (deviceStateOrder[worst] ?? null),
    terminalReachable: asBool(r.eftreach),
    terminalLastCutAt: isoTime(asInt(r.eftcut)),
    offlineCardTransactions: asInt(r.eftoffline),
    unsentReceipts: asInt(r.unsent),
    oldestUnsentReceiptAt: isoTime(asInt(r.unsentat)),
  };
}
