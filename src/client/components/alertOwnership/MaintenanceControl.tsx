import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useEndMaintenanceMutation, type Maintenance } from '../../api/alerts';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { formatDateTime } from '../../../shared/dates';
import { alertOwnershipTexts } from '../../../shared/texts/de/alertOwnership';
import { MaintenanceDialog } from './MaintenanceDialog';
import { useCanAcknowledge } from './useAlertOwnership';

const t = alertOwnershipTexts.alertOwnership;

interface Props {
  contextId: string;
  storeUid: string;
  cashpointUid?: string;
  what: string;
  /** The subject's own maintenance now, if any. */
  maintenance: Maintenance | undefined;
}

/**
 * The details' header part for maintenance: while one runs its end (and 'Wartung beenden' for who
 * may), else 'Wartung' for who may start one.
 */
export function MaintenanceControl({ contextId, storeUid, cashpointUid, what, maintenance }: Props) {
  const dispatch = useAppDispatch();
  const may = useCanAcknowledge();
  const [open, setOpen] = useState(false);
  const [end, { isLoading }] = useEndMaintenanceMutation();
  const finish = async (uid: string) => {
    try {
      await end({ body: { contextId, uid } }).unwrap();
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? t.endFailed));
    }
  };
  if (maintenance) {
    return (
      <>
        <Badge bg="secondary" title={maintenance.reason}>
          {t.inMaintenance(formatDateTime(maintenance.until))}
        </Badge>
        {may && (
          <Button size="sm" variant="outline-secondary" disabled={isLoading} onClick={() => finish(maintenance.uid)}>
            {t.endMaintenance}
          </Button>
        )}
      </>
    );
  }
  if (!may) return null;
  return (
    <>
      <Button size="sm" variant="outline-secondary" onClick={() => setOpen(true)}>
        {t.maintenance}
      </Button>
      {open && (
        <MaintenanceDialog
          contextId={contextId}
          storeUid={storeUid}
          cashpointUid={cashpointUid}
          what={what}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
