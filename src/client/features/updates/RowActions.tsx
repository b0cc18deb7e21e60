import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import type { Syncfile } from '../../api/cashpoints';
import { updateTexts } from '../../../shared/texts/de/updates';
import { Icon, type IconName } from './icons';
import { useRowActions } from './rowActionsContext';

const labels = updateTexts.updates.actions;

function ActionButton(props: {
  icon: IconName;
  label: string;
  onClick(): void;
  disabled?: boolean;
  variant?: string;
}): ReactNode {
  return (
    <Button
      size="sm"
      variant={props.variant ?? 'outline-secondary'}
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <Icon name={props.icon} />
    </Button>
  );
}

/** Each action only for users with its right; the moves only while editing the order. */
export function RowActions({ syncfile }: { syncfile: Syncfile }) {
  const { canChange, canOrder, editOrder, count, openDetail, ask, move } = useRowActions();
  const name = syncfile.filename;
  return (
    <div className="d-flex flex-nowrap gap-1 justify-content-end">
      {editOrder && canOrder && (
        <>
          <ActionButton
            icon="up"
            label={labels.moveUp(name)}
            disabled={syncfile.orderKey >= count}
            onClick={() => move('up', syncfile)}
          />
          <ActionButton
            icon="down"
            label={labels.moveDown(name)}
            disabled={syncfile.orderKey <= 1}
            onClick={() => move('down', syncfile)}
          />
        </>
      )}
      <ActionButton icon="detail" label={labels.detail(name)} onClick={() => openDetail(syncfile)} />
      {canChange &&
        (syncfile.archived ? (
          <ActionButton icon="unarchive" label={labels.unarchive(name)} onClick={() => ask('unarchive', syncfile)} />
        ) : (
          <ActionButton icon="archive" label={labels.archive(name)} onClick={() => ask('archive', syncfile)} />
        ))}
      {canChange && (
        <ActionButton
          icon="delete"
          variant="outline-danger"
          label={labels.delete(name)}
          onClick={() => ask('delete', syncfile)}
        />
      )}
    </div>
  );
}
