import type { RolloutGate, RolloutWave } from '../../api/rollouts';
import { formatDateTime } from '../../../shared/dates';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';
import { pathWithQuery, paths } from '../../config/paths';

const t = rolloutTexts.rollouts;

/** A time of the server (UTC) in the browser's local time, German format; '–' for none. */
export const localTime = (value: string | null | undefined): string => formatDateTime(value) || '–';

/** A gate's value or threshold in its unit: shares in %, the soak in hours, the rest as counts. */
export function gateNumber(kind: RolloutGate['kind'], value: number): string {
  if (kind === 'successShare' || kind === 'failureShare' || kind === 'dayClose') return t.gateValue.percent(value);
  if (kind === 'soak') return t.gateValue.hours(value);
  return t.gateValue.count(value);
}

/** The gates whose value must reach the threshold; the others must stay at or below it. */
const atLeastKinds: ReadonlySet<RolloutGate['kind']> = new Set(['successShare', 'dayClose', 'soak']);

/** A gate's threshold with its direction: 'mind. 95 %', 'höchstens 5 %', 'höchstens 0', 'vorher 2'. */
export function gateThreshold(kind: RolloutGate['kind'], threshold: number): string {
  const value = gateNumber(kind, threshold);
  // The alert gate compares each store's open alerts with its level before: the total before, not a ceiling.
  if (kind === 'alertRise') return t.gateValue.before(value);
  return atLeastKinds.has(kind) ? t.gateValue.atLeast(value) : t.gateValue.atMost(value);
}

/** The report of the wave's stores: the register report for a register update, else the store report. */
export function waveReportHref(
  kind: 'cashpoint' | 'store',
  contextId: string,
  rolloutUid: string,
  wave: RolloutWave['number'],
): string {
  return pathWithQuery(kind === 'cashpoint' ? paths.cashpointReport : paths.storeReport, {
    contextId,
    rollout: rolloutUid,
    wave: String(wave),
  });
}
