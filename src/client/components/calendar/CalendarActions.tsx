import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { calendarCsvHref } from '../../api/calendar';
import { selectSession, useAppSelector } from '../../app/hooks';
import { hasRights } from '../../../shared/rights';
import { texts } from '../../../shared/texts/de';
import { BulkCalendarDialog } from './BulkCalendarDialog';
import { CalendarImportDialog } from './CalendarImportDialog';

const t = texts.storeCalendar;

interface Props {
  contextId: string | undefined;
  /** The uids of the stores the page's filter shows, for the bulk change. */
  collect(): Promise<string[]>;
}

/**
 * The calendar's actions of a page with a store filter (the register tree, the register report):
 * the bulk change for the filtered stores and the CSV import for those who may change calendars,
 * the CSV export of the context's calendars for all.
 */
export function CalendarActions({ contextId, collect }: Props) {
  const canChange = hasRights(useAppSelector(selectSession)?.rights, ['CALENDAR_CHANGE']);
  const [dialog, setDialog] = useState<'bulk' | 'import'>();
  return (
    <>
      {canChange && (
        <Button size="sm" variant="outline-primary" disabled={!contextId} onClick={() => setDialog('bulk')}>
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
        <Button size="sm" variant="outline-primary" disabled={!contextId} onClick={() => setDialog('import')}>
          {t.csv.import}
        </Button>
      )}
      {contextId && dialog === 'bulk' && (
        <BulkCalendarDialog contextId={contextId} collect={collect} onClose={() => setDialog(undefined)} />
      )}
      {contextId && dialog === 'import' && (
        <CalendarImportDialog contextId={contextId} onClose={() => setDialog(undefined)} />
      )}
    </>
  );
}
