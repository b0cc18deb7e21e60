import type { Db } from '../../platform/db/connection';
import { massOutageThreshold } from '../../../shared/alerts/alertSeverity';
import type { DueNotification } from '../repository/alertNotifications';
import { recentStoreDowns, storeCounts } from '../repository/notifyPlanning';
import type { AlertSettingsValue } from '../settings';

// A mass outage (issue 33): when more than a set share of a context's stores (at least a set
// number) go down within five minutes, their notifications go out as one summary per channel
// instead of one per store. The store-down notifications of one context, channel and event that
// are due in the same round form a group (the sender takes all of them, however many); the group is
// summarised when it alone reaches the threshold, or when the context's store-down alerts opened
// (or closed) in the last five minutes do: stores told singly before the threshold was reached
// stay told, the rest follow as one summary.

/** The window in which stores going down count as one outage. */
export const massOutageWindowMs = 5 * 60_000;

/** A notification to send, with its context's settings. */
export interface Send {
  n: DueNotification;
  settings: AlertSettingsValue;
}

/** A round's sends: those told one by one, and the summaries (each a group of one context, channel and event). */
export interface Grouped {
  singles: Send[];
  summaries: Send[][];
  storeCounts: Map<number, number>;
}

const keyOf = ({ n }: Send) => `${n.alert.contextId}/${n.channel}/${n.event}`;

/** Splits a round's sends into single ones and mass outage summaries. */
export async function groupMassOutages(db: Db, sends: Send[], now: number): Promise<Grouped> {
  const groups = new Map<string, Send[]>();
  const singles: Send[] = [];
  for (const send of sends) {
    if (send.n.alert.kind !== 'storeDown' || !send.settings.notify.massOutage.enabled) singles.push(send);
    else groups.set(keyOf(send), [...(groups.get(keyOf(send)) ?? []), send]);
  }
  const candidates = [...groups.values()].filter((g) => g.length >= 2);
  const contexts = [...new Set(candidates.map((g) => g[0]!.n.alert.contextId))];
  const counts = await storeCounts(db, contexts);
  const recent = await recentStoreDowns(db, contexts, now - massOutageWindowMs);
  const summaries: Send[][] = [];
  for (const group of groups.values()) {
    const { n, settings } = group[0]!;
    const threshold = massOutageThreshold(settings.notify.massOutage, counts.get(n.alert.contextId) ?? 0);
    const lately = recent.get(n.alert.contextId);
    const recentCount = n.event === 'opened' ? lately?.opened : n.event === 'closed' ? lately?.closed : 0;
    if (group.length >= 2 && Math.max(group.length, recentCount ?? 0) >= threshold) summaries.push(group);
    else singles.push(...group);
  }
  return { singles, summaries, storeCounts: counts };
}
