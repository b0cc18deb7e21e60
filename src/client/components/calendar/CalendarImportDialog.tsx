import { useImportStoreCalendarMutation } from '../../api/calendar';
import { CsvImportDialog } from '../CsvImportDialog';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';

const t = storeCalendarTexts.storeCalendar.csv;

/** The store calendar's CSV import: the opening hours and update windows of a context's stores. */
export function CalendarImportDialog({ contextId, onClose }: { contextId: string; onClose(): void }) {
  const [importCsv, { isLoading }] = useImportStoreCalendarMutation();
  return (
    <CsvImportDialog
      texts={{ ...t, title: t.importTitle }}
      sending={isLoading}
      onClose={onClose}
      send={async (file, dryRun) => {
        const body = { contextId, dryRun: dryRun ? 'true' : 'false', file } as const;
        return (await importCsv({ body }).unwrap()).stores;
      }}
    />
  );
}
