import { updateTexts } from '../../shared/texts/de/updates';
import type { SyncfileRow } from '../platform/db/schema';
import { recordEvent, type EventContext } from '../webhooks';
import type { Db } from '../platform/db/connection';

// An update's events for the event webhooks (UpdateEvent): uploaded, its status changed (by a save
// or by its rollout's start), archived. Recorded in the transaction of the change.

type UpdateEventType = 'updateUploaded' | 'updateStatusChanged' | 'updateArchived';

/** A status as the console shows it: Neu, Aktiv, Gelöscht, Test/Labor. */
function statusText(status: number): string {
  const labels = updateTexts.updates.status;
  return labels[Number(status)] ?? labels.unknown;
}

/**
 * Records the event of an update as it is after the change. `previousStatus` is the status before a
 * status change; an archived update's status is 'Archiviert'.
 */
export function recordUpdateEvent(
  db: Db,
  context: EventContext,
  type: UpdateEventType,
  row: Pick<SyncfileRow, 'uid' | 'kind' | 'tag' | 'filename' | 'status'>,
  now: number,
  previousStatus: number | null = null,
): Promise<void> {
  return recordEvent(
    db,
    context,
    {
      type,
      update: {
        uid: row.uid,
        kind: row.kind,
        tag: row.tag,
        fileName: row.filename,
        status: type === 'updateArchived' ? updateTexts.updates.archived : statusText(row.status),
        previousStatus: previousStatus === null ? null : statusText(previousStatus),
      },
    },
    now,
  );
}
