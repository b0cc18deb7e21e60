import type { TseRow } from '../../api/fiscal';
import { fiscalTexts } from '../../../shared/texts/de/fiscal';
import { fiscalPageTexts } from '../../../shared/texts/de/fiscalPage';
import type { StatusVariant } from '../../lib/statusVariants';

const t = fiscalPageTexts.fiscalPage;

/** 'YYYY-MM-DD' as Germans write it. */
export const germanDay = (day: string | null | undefined) =>
  day ? day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1') : '';

/** The days left in words, and how urgent they are: run out, within 42 days, within 90. */
export function daysLeftVariant(days: number): StatusVariant | undefined {
  if (days < 0) return 'danger';
  if (days <= 42) return 'danger';
  if (days <= 90) return 'warning';
  return undefined;
}

/** The capacity used in percent, or '' when the TSE reports no capacity. */
export const capacityText = (row: Pick<TseRow, 'capacityUsedPercent'>) =>
  row.capacityUsedPercent === null ? '' : t.percent(row.capacityUsedPercent);

export const typeText = (type: TseRow['type']) => fiscalTexts.fiscal.types[type] ?? type;
export const stateText = (state: string | null) =>
  state ? (fiscalTexts.fiscal.states[state as TseRow['state']] ?? state) : '';

/** Why a TSE needs action now, the same rule as the server's `needsAction` filter. */
export function actionReasons(row: TseRow): (keyof typeof t.needsAction.reasons)[] {
  const reasons: (keyof typeof t.needsAction.reasons)[] = [];
  if (row.daysLeft < 0) reasons.push('expired');
  else if (row.daysLeft <= 90) reasons.push('expiring');
  if (row.state !== 'initialized') reasons.push('notReady');
  if (row.timeSet === false) reasons.push('timeNotSet');
  if (row.lastExportOk === false) reasons.push('exportFailing');
  if (row.lastSelfTestOk === false) reasons.push('selfTestFailing');
  return reasons;
}
