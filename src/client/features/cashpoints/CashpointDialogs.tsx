import type { CashpointTreeItem, StoreNode } from '../../api/cashpoints';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { cashpointTexts } from '../../../shared/texts/de/cashpoints';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { messageTexts } from '../../../shared/texts/de/messages';
import { PromptDialog } from '../../components/PromptDialog';
import { storeNameSchema } from '../../components/fleet/schemas';
import { posIdSchema, storeIdSchema } from './schemas';
import type { Selection } from '../../components/fleet/selectionHash';
import { useCashpointActions } from './useCashpointActions';
import { DeleteCashpointDialog } from './DeleteCashpointDialog';

export type DialogState =
  | { kind: 'createStore' }
  | { kind: 'createCashpoint'; store: StoreNode }
  | { kind: 'rename'; store: StoreNode }
  | { kind: 'deleteStore'; store: StoreNode }
  | { kind: 'deleteCashpoint'; store: StoreNode; cashpoint: CashpointTreeItem }
  | undefined;

interface Props {
  contextId: string;
  dialog: DialogState;
  onClose(): void;
  onSelect(selection: Selection | undefined): void;
}

const p = cashpointTexts.cashpoints.prompts;

/** The prompts and confirmations of the cashpoints page; a successful change selects what it made. */
export function CashpointDialogs({ contextId, dialog, onClose, onSelect }: Props) {
  const actions = useCashpointActions(contextId);
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'createStore':
      return (
        <PromptDialog
          title={p.storeTitle}
          label={p.storeLabel}
          submitLabel={p.create}
          inputMode="numeric"
          schema={storeIdSchema}
          onHide={onClose}
          onSubmit={async (storeId) => {
            const ok = await actions.createStore(storeId);
            if (ok) onSelect({ contextId, storeId });
            return ok;
          }}
        />
      );
    case 'createCashpoint':
      return (
        <PromptDialog
          title={p.cashpointTitle(dialog.store.id)}
          label={p.cashpointLabel}
          submitLabel={p.create}
          inputMode="numeric"
          schema={posIdSchema}
          onHide={onClose}
          onSubmit={async (posId) => {
            const ok = await actions.createCashpoint(dialog.store.uid, posId);
            if (ok) onSelect({ contextId, storeId: dialog.store.id, posId });
            return ok;
          }}
        />
      );
    case 'rename':
      return (
        <PromptDialog
          title={p.nameTitle(dialog.store.id)}
          label={fleetTexts.fleet.storeNameLabel}
          submitLabel={messageTexts.dialog.save}
          initialValue={dialog.store.name ?? ''}
          schema={storeNameSchema}
          onHide={onClose}
          onSubmit={(name) => actions.updateStoreName(dialog.store.id, name)}
        />
      );
    case 'deleteStore':
      return (
        <ConfirmDialog
          show
          title={cashpointTexts.cashpoints.deleteStoreTitle(dialog.store.id)}
          message={cashpointTexts.cashpoints.confirmDeleteStore(dialog.store.id)}
          onCancel={onClose}
          onConfirm={async () => {
            onClose();
            if (await actions.deleteStore(dialog.store.uid)) onSelect(undefined);
          }}
        />
      );
    case 'deleteCashpoint':
      return (
        <DeleteCashpointDialog
          title={cashpointTexts.cashpoints.deleteCashpointTitle(dialog.cashpoint.posId, dialog.store.id)}
          message={cashpointTexts.cashpoints.confirmDeleteCashpoint(dialog.cashpoint.posId, dialog.store.id)}
          onCancel={onClose}
          onConfirm={async (decommission) => {
            onClose();
            if (await actions.deleteCashpoint(dialog.cashpoint.uid, decommission))
              onSelect({ contextId, storeId: dialog.store.id });
          }}
        />
      );
  }
}
