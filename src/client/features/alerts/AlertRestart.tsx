import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { Alert } from '../../api/alerts';
import { RunActionDialog } from '../../components/actions/RunActionDialog';
import { useMayRunActions } from '../../components/actions/RunActionButton';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';
import { placeName } from './alertLinks';

const t = actionPageTexts.alertRestart;

/**
 * 'Dienst neu starten' on an alert of a stopped service that is not closed: the dialog 'Aktion
 * ausführen …' preset to restarting that service (the first the alert names) on its store's server,
 * with the dry run before anything is sent. Once the agent reports the service running, the alert
 * closes by itself.
 */
export function AlertRestart({ alert, touch }: { alert: Alert; touch: boolean }) {
  const may = useMayRunActions();
  const [open, setOpen] = useState(false);
  const service = alert.detail?.split(',')[0]?.trim();
  if (!may || alert.kind !== 'serviceStopped' || alert.state === 'closed' || !alert.storeId || !service) return null;
  const where = placeName(alert);
  return (
    <>
      <Button
        size={touch ? undefined : 'sm'}
        variant="outline-danger"
        className={touch ? 'alert-action' : 'me-1'}
        aria-label={t.restartLabel(service, where)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t.restart}
      </Button>
      {open && (
        <RunActionDialog
          selection={{
            contextId: alert.contextId,
            label: actionPageTexts.actionsPage.storeServer(alert.storeId),
            targets: { storeAgent: { storeIds: [alert.storeId] } },
            preset: { kind: 'restartService', parameters: { service }, targetKind: 'storeAgent' },
          }}
          onHide={() => setOpen(false)}
        />
      )}
    </>
  );
}
