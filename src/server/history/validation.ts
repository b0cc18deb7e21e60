import type { components } from '../../shared/generated/contract';
import { historyCompareTexts } from '../../shared/texts/de/historyCompare';
import { timelineTexts } from '../../shared/texts/de/timeline';

// The input checks of history beyond the contract's schemas, with German messages from
// src/shared/texts: they look at the input only (an ESLint zone keeps handlers and SQL out).
export type TimelineKind = components['schemas']['TimelineKind'];

/** Every kind, in the order the SPA's filter shows them. */
export const timelineKinds: readonly TimelineKind[] = [
  'connection',
  'version',
  'change',
  'tse',
  'alert',
  'audit',
  'action',
  'rollout',
  'maintenance',
];

const dayMs = 86_400_000;
/** A timeline's longest range (the limit), and the default one. */
export const maxRangeDays = 400;
export const defaultRangeDays = 90;
export const defaultPageSize = 50;
export const maxPageSize = 500;

export type TimelineSubjectRef = { cashpointUid: string } | { storeAgentUid: string } | { storeUid: string };

export interface TimelineQuery {
  subject: TimelineSubjectRef;
  from: number;
  to: number;
  /** Only events before this time (ms, exclusive): `to` + 1 on the first page. */
  before: number;
  kinds: ReadonlySet<TimelineKind>;
  size: number;
}

interface RawQuery {
  cashpointUid?: string;
  storeAgentUid?: string;
  storeUid?: string;
  from?: string;
  to?: string;
  kinds?: string;
  before?: string;
  size?: number;
}

const m = timelineTexts.timelineMessages;

const timeOf = (name: string, text: string | undefined): number | string | undefined => {
  if (text === undefined) return undefined;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : m.badTime(name);
};

/** The timeline's query checked and filled in, or the German reason it is refused (a 400). */
export function timelineQuery(query: RawQuery, now: number): TimelineQuery | string {
  const given = [
    query.cashpointUid !== undefined && { cashpointUid: query.cashpointUid },
    query.storeAgentUid !== undefined && { storeAgentUid: query.storeAgentUid },
    query.storeUid !== undefined && { storeUid: query.storeUid },
  ].filter((s): s is TimelineSubjectRef => s !== false);
  if (given.length !== 1) return m.oneSubject;
  const to = timeOf('to', query.to) ?? now;
  if (typeof to === 'string') return to;
  const from = timeOf('from', query.from) ?? to - defaultRangeDays * dayMs;
  if (typeof from === 'string') return from;
  if (from > to) return m.fromAfterTo;
  if (to - from > maxRangeDays * dayMs) return m.rangeTooLong(maxRangeDays);
  const before = timeOf('before', query.before) ?? to + 1;
  if (typeof before === 'string') return before;
  const size = query.size ?? defaultPageSize;
  if (size > maxPageSize) return m.sizeTooLarge(maxPageSize);
  const kinds = new Set<TimelineKind>();
  for (const part of (query.kinds ?? '').split(',')) {
    const kind = part.trim();
    if (kind === '') continue;
    if (!timelineKinds.includes(kind as TimelineKind)) return m.unknownKind(kind, timelineKinds.join(', '));
    kinds.add(kind as TimelineKind);
  }
  return {
    subject: given[0]!,
    from,
    to,
    before: Math.min(before, to + 1),
    kinds: kinds.size === 0 ? new Set(timelineKinds) : kinds,
    size,
  };
}

const compareMessages = historyCompareTexts.historyCompareMessages;
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
  if ((query.otherAt === undefined) === (query.otherCashpointUid === undefined))
    return { refusal: compareMessages.oneOther };
  const times = [query.at, query.otherAt].map((text) => (text === undefined ? now : Date.parse(text)));
  if (times.some(Number.isNaN)) return { refusal: compareMessages.badTime };
  if (times.some((t) => t > now + clockSkewMs)) return { refusal: compareMessages.inFuture };
  if (times.some((t) => t < now - historyDays * dayMs)) return { refusal: compareMessages.beforeKept(historyDays) };
  const [at, otherAt] = times.map((t) => Math.min(t, now)) as [number, number];
  return query.otherCashpointUid === undefined ? { at, otherAt } : { at, otherCashpointUid: query.otherCashpointUid };
}
