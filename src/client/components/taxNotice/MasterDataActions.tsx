import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { fiscalRegistersCsvHref } from '../../api/fiscal/masterData';
import { selectSession, useAppSelector } from '../../app/hooks';
import { hasRights } from '../../../shared/rights';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';
import { RegistersImportDialog } from './RegistersImportDialog';
import { TaxpayerDialog } from './TaxpayerDialog';

const t = taxNoticeTexts.taxNotice.masterData.form;

/**
 * The context's master data for the Kassenmeldung, as buttons for the page that lists the reports:
 * the taxpayer, and the registers' fields as CSV and back. Editing needs FISCAL_CHANGE; the export
 * is for every reader.
 */
export function MasterDataActions({ contextId }: { contextId: string }) {
  const canEdit = hasRights(useAppSelector(selectSession)?.rights, ['FISCAL_CHANGE']);
  const [open, setOpen] = useState<'taxpayer' | 'import'>();
  return (
    <div className="d-flex flex-wrap gap-2">
      {canEdit && (
        <Button variant="outline-primary" size="sm" onClick={() => setOpen('taxpayer')}>
          {t.openTaxpayer}
        </Button>
      )}
      <a
        className="btn btn-outline-secondary btn-sm"
        href={fiscalRegistersCsvHref(contextId)}
        download={taxNoticeTexts.taxNotice.masterData.csv.file(contextId)}
      >
        {t.exportCsv}
      </a>
      {canEdit && (
        <Button variant="outline-secondary" size="sm" onClick={() => setOpen('import')}>
          {t.importCsv}
        </Button>
      )}
      {open === 'taxpayer' && <TaxpayerDialog contextId={contextId} onClose={() => setOpen(undefined)} />}
      {open === 'import' && <RegistersImportDialog contextId={contextId} onClose={() => setOpen(undefined)} />}
    </div>
  );
}
