// The input checks of history beyond the contract's schemas, with German messages from
// src/shared/texts: they look at the input only (an ESLint zone keeps handlers and SQL out).
import { historyCompareTexts } from '../../shared/texts/de/historyCompare';

const m = historyCompareTexts.historyCompareMessages;
const dayMs = 24 * 60 * 60_000;
/** A browser's clock may run a little ahead of the server's: 'now' from it is taken as now, not as the future. */
const clockSkewMs = 60_000;

/** What 'Vergleichen' asks, its times read: the left time, and the right one or the other register. */
export type CompareAsk =
  | { at: number; otherAt: number; otherCashpointUid?: undefined }
  | { at: number; otherAt?: undefined; otherCashpointUid: string };

/**
 * The comparison's times as ms, or the German refusal: exactly one of `otherAt` and
 * `otherCashpointUid`, no time in the future (beyond a browser clock's minute ahead, taken as now), none before the history kept (`HISTORY_DAYS`).
 */
export function compareAsk(
  query: { at?: string; otherAt?: string; otherCashpointUid?: string },
  now: number,
  historyDays: number,
): CompareAsk | { refusal: string } {
  if ((query.otherAt === undefined) === (query.otherCashpointUid === undefined)) return { refusal: m.oneOther };
  const times = [query.at, query.otherAt].map((text) => (text === undefined ? now : Date.parse(text)));
  if (times.some(Number.isNaN)) return { refusal: m.badTime };
  if (times.some((t) => t > now + clockSkewMs)) return { refusal: m.inFuture };
  if (times.some((t) => t < now - historyDays * dayMs)) return { refusal: m.beforeKept(historyDays) };
  const [at, otherAt] = times.map((t) => Math.min(t, now)) as [number, number];
  return query.otherCashpointUid === undefined ? { at, otherAt } : { at, otherCashpointUid: query.otherCashpointUid };
}
