import { useImportFiscalRegistersMutation } from '../../api/fiscal/masterData';
import { CsvImportDialog } from '../CsvImportDialog';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';

const t = taxNoticeTexts.taxNotice.masterData.importDialog;

/** The registers' fiscal fields back from their CSV (issue 52), as the store calendar's import. */
export function RegistersImportDialog({ contextId, onClose }: { contextId: string; onClose(): void }) {
  const [importCsv, { isLoading }] = useImportFiscalRegistersMutation();
  return (
    <CsvImportDialog
      texts={t}
      sending={isLoading}
      onClose={onClose}
      send={async (file, dryRun) => {
        const body = { contextId, dryRun: dryRun ? 'true' : 'false', file } as const;
        return (await importCsv({ body }).unwrap()).registers;
      }}
    />
  );
}
