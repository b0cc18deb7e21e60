import type { ActionTarget } from '../../api/actions';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';

const t = actionPageTexts.actionsPage;

/** A target in words: 'Filiale 1003, Kasse 2' or 'Filiale 1003, STORE-Instanz'. */
export function targetName(target: Pick<ActionTarget, 'storeId' | 'posId'>): string {
  return target.posId === null ? t.storeServer(target.storeId) : t.cashpoint(target.storeId, target.posId);
}
