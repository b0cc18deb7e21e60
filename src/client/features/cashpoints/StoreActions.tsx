import Button from 'react-bootstrap/Button';
import type { StoreNode } from '../../api/cashpoints';
import type { Maintenance } from '../../api/alerts';
import { RunActionButton } from '../../components/actions/RunActionButton';
import { MaintenanceControl } from '../../components/alertOwnership/MaintenanceControl';
import { cashpointTexts } from '../../../shared/texts/de/cashpoints';
import { storeSelection } from './actionSelections';
import type { DialogState } from './CashpointDialogs';

const t = cashpointTexts.cashpoints;

/** The buttons in a store's details header: an action, its maintenance, and (with the right) rename and delete. */
export function StoreActions({
  contextId,
  store,
  maintenance,
  canChange,
  onDialog,
}: {
  contextId: string;
  store: StoreNode;
  maintenance: Maintenance | undefined;
  canChange: boolean;
  onDialog(dialog: DialogState): void;
}) {
  return (
    <>
      <RunActionButton size="sm" selection={() => storeSelection(contextId, store)} />
      <MaintenanceControl
        contextId={contextId}
        storeUid={store.uid}
        what={t.store(store.id)}
        maintenance={maintenance}
      />
      {canChange && (
        <>
          <Button size="sm" variant="outline-secondary" onClick={() => onDialog({ kind: 'rename', store })}>
            {t.editStoreName}
          </Button>
          <Button size="sm" variant="outline-danger" onClick={() => onDialog({ kind: 'deleteStore', store })}>
            {t.deleteStore}
          </Button>
        </>
      )}
    </>
  );
}
