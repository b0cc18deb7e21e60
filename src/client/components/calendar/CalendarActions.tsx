import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { calendarCsvHref, type BulkStores } from '../../api/calendar';
import { selectSession, useAppSelector } from '../../app/hooks';
import { hasRights } from '../../../shared/rights';
import { texts } from '../../../shared/texts/de';
import { BulkCalendarDialog } from './BulkCalendarDialog';
import { CalendarImportDialog } from './CalendarImportDialog';

const t = texts.storeCalendar;

interface Props {
  contextId: string | undefined;
  /** The stores the page's filter shows now, for the bulk change. */
  filtered(): BulkStores;
}

/**
 * The calendar's actions of a page with a store filter (the register tree, the register report):
 * the bulk change for the filtered stores and the CSV import for those who may change calendars,
 * the CSV export of the context's calendars for all.
 */
export function CalendarActions({ contextId, filtered }: Props) {
  const canChange = hasRights(useAppSelector(selectSession)?.rights, ['CALENDAR_CHANGE']);
  // The bulk change is for the stores filtered when its dialog opens.
  const [dialog, setDialog] = useState<{ kind: 'bulk'; stores: BulkStores } | { kind: 'import' }>();
  return (
    <>
      {canChange && (
        <Button
          size="sm"
          variant="outline-primary"
          disabled={!contextId}
          onClick={() => setDialog({ kind: 'bulk', stores: filtered() })}
        >
          {t.bulk.open}
        </Button>
      )}
      {contextId ? (
        <a
          className="btn btn-sm btn-outline-success"
          href={calendarCsvHref(contextId)}
          download={t.csv.fileName(contextId)}
        >
          {t.csv.export}
        </a>
      ) : (
        <Button size="sm" variant="outline-success" disabled>
          {t.csv.export}
        </Button>
      )}
      {canChange && (
        <Button size="sm" variant="outline-primary" disabled={!contextId} onClick={() => setDialog({ kind: 'import' })}>
          {t.csv.import}
        </Button>
      )}
      {contextId && dialog?.kind === 'bulk' && (
        <BulkCalendarDialog contextId={contextId} stores={dialog.stores} onClose={() => setDialog(undefined)} />
      )}
      {contextId && dialog?.kind === 'import' && (
        <CalendarImportDialog contextId={contextId} onClose={() => setDialog(undefined)} />
      )}
    </>
  );
}
