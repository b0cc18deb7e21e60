import { createContext, useContext } from 'react';
import type { Syncfile } from '../../api/cashpoints';
import type { ConfirmedAction } from './useUpdateActions';

/** What the actions column needs from the page; a context keeps the column definitions static. */
export interface RowActionsValue {
  canChange: boolean;
  canOrder: boolean;
  editOrder: boolean;
  /** Rows in the list; move up stops at it. */
  count: number;
  openDetail(syncfile: Syncfile): void;
  ask(action: ConfirmedAction, syncfile: Syncfile): void;
  move(direction: 'up' | 'down', syncfile: Syncfile): void;
}

export const RowActionsContext = createContext<RowActionsValue | null>(null);

export function useRowActions(): RowActionsValue {
  const value = useContext(RowActionsContext);
  if (!value) throw new Error('RowActions outside RowActionsContext');
  return value;
}
