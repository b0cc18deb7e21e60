import { historyCompareTexts } from '../../../shared/texts/de/historyCompare';
import { isoTime } from '../../platform/ids';
import { errorReply } from '../../platform/http/replies';
import { principalOf } from '../../platform/principal';
import type { Handlers } from '../../platform/types';
import { beforeAlertLimit, beforeAlertMs, newestFirst } from '../logic';
import { alertOpening, storeChanges, storeRowOf, wavesTouchingStore } from '../repository/beforeAlert';
import { waveEvents } from '../views';

// 'Vorher geändert' (issue 53, item 4): the changes of an alert's store server and registers in the
// 24 hours before it opened, and the rollout waves that took the store then. Served by history,
// which reads the alert: alerts and rollouts know nothing of history, so the way stays one way.

const m = historyCompareTexts.historyCompareMessages;

export const beforeAlertHandlers = {
  async getAlertBefore(request, reply) {
    const { db } = request.server;
    const alert = await alertOpening(db, request.params.uid);
    // An alert of a context the caller does not see is told as unknown.
    if (!alert || !principalOf(request).contexts.some((c) => c.id === alert.contextId))
      return errorReply(reply, 404, m.alertNotFound);
    const to = alert.openedAt;
    const from = to - beforeAlertMs;
    const window = { alertUid: alert.uid, from: isoTime(from)!, to: isoTime(to)! };
    const store = alert.storeUid === null ? undefined : await storeRowOf(db, alert.contextId, alert.storeUid);
    if (!store) return { ...window, changes: [], truncated: false, waves: [] };
    const lists = await storeChanges(db, store.id, { from, to, limit: beforeAlertLimit + 1 });
    const { rows, truncated } = newestFirst(lists, beforeAlertLimit);
    const changes = rows.map((r) => ({
      at: isoTime(r.at)!,
      targetKind: r.posId === null ? ('store' as const) : ('cashpoint' as const),
      storeId: store.storeId,
      posId: r.posId,
      cashpointUid: r.cashpointUid,
      key: r.key,
      old: r.old,
      new: r.new,
    }));
    const waves = waveEvents(await wavesTouchingStore(db, store.id, from, to), store.storeId, from, to);
    return { ...window, changes, truncated, waves };
  },
} satisfies Partial<Handlers>;
