import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { selectSession, useAppSelector } from '../../app/hooks';
import { hasRights } from '../../../shared/rights';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';
import { RegisterFiscalDialog } from './RegisterFiscalDialog';
import { StoreAddressDialog } from './StoreAddressDialog';

const t = taxNoticeTexts.taxNotice.masterData.form;

// The entries to the master data from a store's and a register's details: a button for whoever may
// edit it (FISCAL_CHANGE), the form loaded only when opened.

const useCanEdit = () => hasRights(useAppSelector(selectSession)?.rights, ['FISCAL_CHANGE']);

/** `label` and `className` where the button sits elsewhere than in the register's details (the report). */
export function RegisterFiscalButton({
  contextId,
  cashpointUid,
  label = t.openRegister,
  className = 'mt-3',
}: {
  contextId: string;
  cashpointUid: string;
  label?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  if (!useCanEdit()) return null;
  return (
    <>
      <Button variant="outline-secondary" size="sm" className={className} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <RegisterFiscalDialog contextId={contextId} cashpointUid={cashpointUid} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

export function StoreAddressButton({
  label = t.openStore,
  className = 'mt-3',
  ...props
}: {
  contextId: string;
  storeUid: string;
  storeId: string;
  label?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  if (!useCanEdit()) return null;
  return (
    <>
      <Button variant="outline-secondary" size="sm" className={className} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <StoreAddressDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
