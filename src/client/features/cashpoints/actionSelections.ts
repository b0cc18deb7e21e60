import type { CashpointTreeItem, StoreNode } from '../../api/cashpoints';
import type { ActionSelection } from '../../components/actions/RunActionDialog';
import { cashpointTexts } from '../../../shared/texts/de/cashpoints';

const t = cashpointTexts.cashpoints;

/** 'Aktion ausführen …' on a store of the tree: its registers, or its store server. */
export const storeSelection = (contextId: string, store: StoreNode): ActionSelection => ({
  contextId,
  label: t.store(store.id),
  targets: { cashpoint: { storeIds: [store.id] }, storeAgent: { storeIds: [store.id] } },
});

/** 'Aktion ausführen …' on one register of the tree. */
export const cashpointSelection = (
  contextId: string,
  store: StoreNode,
  cashpoint: CashpointTreeItem,
): ActionSelection => ({
  contextId,
  label: `${t.store(store.id)}, ${t.cashpoint(cashpoint.posId)}`,
  targets: { cashpoint: { cashpointUids: [cashpoint.uid] } },
});
