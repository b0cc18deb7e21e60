import { useId, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { calendarCsvHref, type BulkStores } from '../../api/calendar';
import { selectSession, useAppSelector } from '../../app/hooks';
import { hasRights } from '../../../shared/rights';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { BulkCalendarDialog } from './BulkCalendarDialog';
import { CalendarImportDialog } from './CalendarImportDialog';

const t = storeCalendarTexts.storeCalendar;

interface Props {
  contextId: string | undefined;
  /** The stores the page's filter shows now, for the bulk change. */
  filtered(): BulkStores;
  /** The size of the page's other toolbar buttons (the report's are small). */
  small?: boolean;
}

/**
 * The calendar's actions of a page with a store filter (the register tree, the register report),
 * in one menu so the page's toolbar keeps its one row: the bulk change for the filtered stores and
 * the CSV import for those who may change calendars, the CSV export of the context's calendars for all.
 */
export function CalendarActions({ contextId, filtered, small = false }: Props) {
  const id = useId();
  const canChange = hasRights(useAppSelector(selectSession)?.rights, ['CALENDAR_CHANGE']);
  // The bulk change is for the stores filtered when its dialog opens.
  const [dialog, setDialog] = useState<{ kind: 'bulk'; stores: BulkStores } | { kind: 'import' }>();
  return (
    <>
      <Dropdown>
        <Dropdown.Toggle
          size={small ? 'sm' : undefined}
          variant="outline-primary"
          id={`${id}-calendar`}
          disabled={!contextId}
        >
          {t.actionsMenu}
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {canChange && (
            <Dropdown.Item as="button" onClick={() => setDialog({ kind: 'bulk', stores: filtered() })}>
              {t.bulk.open}
            </Dropdown.Item>
          )}
          {contextId && (
            <Dropdown.Item href={calendarCsvHref(contextId)} download={t.csv.fileName(contextId)}>
              {t.csv.export}
            </Dropdown.Item>
          )}
          {canChange && (
            <Dropdown.Item as="button" onClick={() => setDialog({ kind: 'import' })}>
              {t.csv.import}
            </Dropdown.Item>
          )}
        </Dropdown.Menu>
      </Dropdown>
      {contextId && dialog?.kind === 'bulk' && (
        <BulkCalendarDialog contextId={contextId} stores={dialog.stores} onClose={() => setDialog(undefined)} />
      )}
      {contextId && dialog?.kind === 'import' && (
        <CalendarImportDialog contextId={contextId} onClose={() => setDialog(undefined)} />
      )}
    </>
  );
}
