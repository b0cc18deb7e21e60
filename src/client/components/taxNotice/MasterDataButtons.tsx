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

export function RegisterFiscalButton({ contextId, cashpointUid }: { contextId: string; cashpointUid: string }) {
  const [open, setOpen] = useState(false);
  if (!useCanEdit()) return null;
  return (
    <>
      <Button variant="outline-secondary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        {t.openRegister}
      </Button>
      {open && (
        <RegisterFiscalDialog contextId={contextId} cashpointUid={cashpointUid} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

export function StoreAddressButton(props: { contextId: string; storeUid: string; storeId: string }) {
  const [open, setOpen] = useState(false);
  if (!useCanEdit()) return null;
  return (
    <>
      <Button variant="outline-secondary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        {t.openStore}
      </Button>
      {open && <StoreAddressDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
