import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { selectSession, useAppSelector } from '../../app/hooks';
import { hasRights } from '../../../shared/rights';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';
import type { ActionSelection } from './RunActionDialog';

// The dialog (with the dry run) is loaded when first opened: the pages that offer it stay light.
const RunActionDialog = lazy(() =>
  import(/* webpackChunkName: "run-action" */ './RunActionDialog').then((m) => ({ default: m.RunActionDialog })),
);

/** Whether the session may request any action (the low-risk ones, or the risky ones). */
export function useMayRunActions(): boolean {
  const rights = useAppSelector(selectSession)?.rights;
  return hasRights(rights, ['ACTIONS_RUN']) || hasRights(rights, ['ACTIONS_RISKY']);
}

interface Props {
  /** The selection when the dialog opens (a report's filter is taken as it is at that moment). */
  selection(): ActionSelection | undefined;
  size?: 'sm';
  disabled?: boolean;
}

/** 'Aktion ausführen …' for who may request actions; opens the dialog for the page's selection. */
export function RunActionButton({ selection, size, disabled }: Props) {
  const may = useMayRunActions();
  const [open, setOpen] = useState<ActionSelection>();
  if (!may) return null;
  return (
    <>
      <Button
        size={size}
        variant="outline-primary"
        disabled={disabled}
        onClick={() => setOpen(selection())}
        aria-haspopup="dialog"
      >
        {actionPageTexts.runAction.open}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RunActionDialog selection={open} onHide={() => setOpen(undefined)} />
        </Suspense>
      )}
    </>
  );
}
