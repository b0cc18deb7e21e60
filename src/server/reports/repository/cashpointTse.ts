import { sql } from 'kysely';
import type { components } from '../../../shared/generated/contract';
import { capacityUsedPercent, dayOf, daysLeft } from '../../fiscal';
import { isoTime } from '../../platform/ids';
import { asBool, asInt } from '../../platform/db/repository/jsonField';

type CashpointReportRow = components['schemas']['CashpointReportRow'];
type TseValues = Pick<
  CashpointReportRow,
  | 'tseType'
  | 'tseSerial'
  | 'tseCertificateValidUntil'
  | 'tseDaysLeft'
  | 'tseCapacityUsedPercent'
  | 'tseState'
  | 'tseLastExportAt'
  | 'tseLastExportOk'
  | 'tseLastSelfTestAt'
  | 'tseLastSelfTestOk'
>;

// The register report's TSE columns (issue 50): the TSE each register reports now, by its
// assignment (tse_assignments, keyed by the register) and the TSE's row, two lookups by primary key
// per register. A write to either leaves a change mark on the registers concerned (migration 0032),
// so the report's per-store cache rebuilds exactly those stores.

/** The TSE's columns as the report query reads them, under these aliases. */
export interface TseColumns {
  tsetype: string | null;
  tseserial: string | null;
  tsevalid: string | null;
  tsecounter: number | string | null;
  tsecapacity: number | string | null;
  tsestate: string | null;
  tseexport: number | string | null;
  tseexportok: number | boolean | null;
  tsetest: number | string | null;
  tsetestok: number | boolean | null;
}

/** The select list of the TSE's columns (table alias `t`). */
export const tseSelect = sql`t.type as tsetype, t.serial as tseserial, t.certificate_valid_until as tsevalid,
  t.signature_counter as tsecounter, t.signature_capacity as tsecapacity, t.state as tsestate,
  t.last_export_at as tseexport, t.last_export_ok as tseexportok,
  t.last_self_test_at as tsetest, t.last_self_test_ok as tsetestok`;

/** The joins from a register (alias `c`, with its `id`) to its TSE. */
export const tseJoin = sql`left join tse_assignments ta on ta.cashpoint_id = c.id
  left join tses t on t.id = ta.tse_id`;

/** The row's TSE values; the days left count from `now`'s day. */
export function tseValues(r: TseColumns, now: number): TseValues {
  return {
    tseType: r.tsetype as TseValues['tseType'],
    tseSerial: r.tseserial,
    tseCertificateValidUntil: r.tsevalid,
    tseDaysLeft: r.tsevalid === null ? null : daysLeft(r.tsevalid, now),
    tseCapacityUsedPercent: capacityUsedPercent(asInt(r.tsecounter), asInt(r.tsecapacity)),
    tseState: r.tsestate as TseValues['tseState'],
    tseLastExportAt: isoTime(asInt(r.tseexport)),
    tseLastExportOk: asBool(r.tseexportok),
    tseLastSelfTestAt: isoTime(asInt(r.tsetest)),
    tseLastSelfTestOk: asBool(r.tsetestok),
  };
}

/** The days left change at midnight (UTC): a store part with a TSE is built anew then. */
export function nextDayStart(now: number): number {
  return Date.parse(`${dayOf(now)}T00:00:00Z`) + 86_400_000;
}
