import type { components } from '../../shared/generated/contract';
import { missingRegisterFields, missingStoreFields, missingTaxpayerFields } from '../../shared/taxNotice/fields';
import type { Db } from '../platform/db/connection';
import { isoTime } from '../platform/ids';
import { berlinDay, isOverdue, storeDeadline, type NotificationState } from './logic';
import { dueChangesOf, reportFactsOf, storeHeads, type StoreHead } from './repository/notificationsList';

type Row = components['schemas']['FiscalNotificationRow'];
type Missing = components['schemas']['FiscalMissing'];

interface Judged extends StoreHead {
  deadline: string | null;
  overdue: boolean;
}

function judge(head: StoreHead, today: string): Judged {
  const deadline = head.firstDueAt === null ? null : storeDeadline(berlinDay(head.firstDueAt));
  return { ...head, deadline, overdue: deadline !== null && isOverdue(deadline, today) };
}

/** Overdue first, then by deadline, then by store number (numeric where it is one). */
function byUrgency(a: Judged, b: Judged): number {
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
  const d = (a.deadline ?? '').localeCompare(b.deadline ?? '');
  if (d !== 0) return d;
  return a.storeId.localeCompare(b.storeId, 'de', { numeric: true });
}

/**
 * Per store what its report still lacks, by the shared rules (fields.ts): the taxpayer's, the
 * store's address, and each register in service or decommissioned since the store's last report.
 */
async function missingOf(db: Db, contextId: number, heads: Judged[]): Promise<Map<string, Missing[]>> {
  const facts = await reportFactsOf(
    db,
    contextId,
    heads.map((h) => ({ storeUid: h.storeUid, since: h.lastReportedAt })),
  );
  const since = new Map(heads.map((h) => [h.storeUid, h.lastReportedAt]));
  const taxpayer = missingTaxpayerFields(facts.taxpayer);
  const result = new Map<string, Missing[]>();
  for (const h of heads)
    result.set(h.storeUid, taxpayer.length ? [{ scope: 'taxpayer', posId: null, fields: taxpayer }] : []);
  for (const s of facts.stores) {
    const fields = missingStoreFields(s);
    if (fields.length) result.get(s.storeUid)?.push({ scope: 'store', posId: null, fields });
  }
  const registers = facts.registers
    .filter((r) => r.removedAt === null || Number(r.removedAt) > (since.get(r.storeUid) ?? 0))
    .sort((a, b) => a.posId.localeCompare(b.posId, 'de', { numeric: true }));
  for (const r of registers) {
    const fields = missingRegisterFields({ ...r, removed: r.removedAt !== null });
    if (fields.length) result.get(r.storeUid)?.push({ scope: 'register', posId: r.posId, fields });
  }
  return result;
}

export interface NotificationQuery {
  state: NotificationState;
  page: number;
  size: number;
}

/** One page of the context's stores in a state of their notification, as the contract shows them. */
export async function notificationPage(
  db: Db,
  contextId: number,
  query: NotificationQuery,
  now: number,
): Promise<{ rows: Row[]; total: number }> {
  const today = berlinDay(now);
  let heads = (await storeHeads(db, contextId, query.state === 'reported' ? 'reported' : 'due')).map((h) =>
    judge(h, today),
  );
  if (query.state === 'overdue') heads = heads.filter((h) => h.overdue);
  let missing: Map<string, Missing[]> | undefined;
  if (query.state === 'incomplete') {
    missing = await missingOf(db, contextId, heads);
    heads = heads.filter((h) => (missing!.get(h.storeUid) ?? []).length > 0);
  }
  heads.sort(byUrgency);
  const page = heads.slice((query.page - 1) * query.size, query.page * query.size);
  missing ??= query.state === 'reported' ? new Map() : await missingOf(db, contextId, page);
  const changes = await dueChangesOf(
    db,
    contextId,
    page.map((h) => h.storeUid),
  );
  const rows = page.map((h): Row => ({
    storeUid: h.storeUid,
    storeId: h.storeId,
    storeName: h.storeName,
    deadline: h.deadline,
    overdue: h.overdue,
    lastReportedOn: h.lastReportedOn,
    changes: changes
      .filter((c) => c.storeUid === h.storeUid)
      .map((c) => ({
        kind: c.kind as Row['changes'][number]['kind'],
        at: isoTime(c.at)!,
        day: berlinDay(c.at),
        posId: c.posId,
        from: c.fromValue,
        to: c.toValue,
      })),
    missing: missing!.get(h.storeUid) ?? [],
  }));
  return { rows, total: heads.length };
}
