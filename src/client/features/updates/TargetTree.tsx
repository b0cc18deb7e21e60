import { memo, useCallback, useId, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import Button from 'react-bootstrap/Button';
import { updateTexts } from '../../../shared/texts/de/updates';
import { checkState, toggleGroup, type CheckState, type TargetStore } from './targetSelection';
import { TriStateCheckbox } from './TriStateCheckbox';

const t = updateTexts.updates.detail;

interface Props {
  targets: TargetStore[];
  checked: ReadonlySet<string>;
  /** A state setter: the tree hands it updaters, so its row callbacks never change. */
  onChange: Dispatch<SetStateAction<ReadonlySet<string>>>;
  disabled?: boolean;
}

interface StoreRowProps {
  idPrefix: string;
  store: TargetStore;
  state: CheckState;
  expanded: boolean;
  /** Only handed to open stores, so closing and checking elsewhere leaves closed rows untouched. */
  checked: ReadonlySet<string> | undefined;
  disabled: boolean | undefined;
  onToggleGroup(uids: readonly string[]): void;
  onToggleExpanded(uid: string): void;
}

// Memoised per store: with thousands of stores a click re-renders only the rows whose state changed.
const StoreRow = memo(function StoreRow({
  idPrefix,
  store,
  state,
  expanded,
  checked,
  disabled,
  onToggleGroup,
  onToggleExpanded,
}: StoreRowProps) {
  const label = t.store(store.id, store.name);
  const hasChildren = store.children.length > 0;
  const count = hasChildren ? store.leafUids.filter((uid) => checked?.has(uid)).length : 0;
  return (
    <li className="target-store">
      <div className="d-flex align-items-center gap-1">
        {hasChildren ? (
          <Button
            variant="link"
            size="sm"
            className="target-expander p-0"
            aria-expanded={expanded}
            aria-label={expanded ? t.collapse(label) : t.expand(label)}
            onClick={() => onToggleExpanded(store.uid)}
          >
            <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
          </Button>
        ) : (
          <span className="target-expander" aria-hidden="true" />
        )}
        <TriStateCheckbox
          id={`${idPrefix}-${store.uid}`}
          state={state}
          label={label}
          disabled={disabled || store.leafUids.length === 0}
          onToggle={() => onToggleGroup(store.leafUids)}
        />
        {hasChildren && expanded && (
          <span className="small text-body-secondary ms-2">{t.checkedCount(count, store.leafUids.length)}</span>
        )}
      </div>
      {expanded && hasChildren && (
        <ul className="list-unstyled target-children">
          {store.children.map((c) => (
            <li key={c.uid}>
              <TriStateCheckbox
                id={`${idPrefix}-${c.uid}`}
                state={checked?.has(c.uid) ? 'checked' : 'unchecked'}
                label={t.cashpoint(c.posId)}
                disabled={disabled}
                onToggle={() => onToggleGroup([c.uid])}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
});

/**
 * The checkable targets under 'Alle'. Stores start closed and render their registers
 * only when opened, so a context with thousands of stores opens the dialog quickly. Memoised: typing
 * in the form beside it does not walk every target again.
 */
export const TargetTree = memo(function TargetTree({ targets, checked, onChange, disabled }: Props) {
  const idPrefix = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const allUids = useMemo(() => targets.flatMap((s) => s.leafUids), [targets]);
  const allState = checkState(allUids, checked);

  // Stable callbacks for the memoised rows; the latest selection comes in through the updater.
  const onToggleGroup = useCallback(
    (uids: readonly string[]) => onChange((current) => toggleGroup(current, uids)),
    [onChange],
  );
  const onToggleExpanded = useCallback((uid: string) => {
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(uid)) next.add(uid);
      return next;
    });
  }, []);

  return (
    <fieldset className="target-tree">
      <legend className="fs-6 fw-semibold mb-1">{t.targets}</legend>
      <p className="small text-body-secondary mb-2">{t.targetsHint}</p>
      {targets.length === 0 ? (
        <p className="text-body-secondary mb-0">{t.noTargets}</p>
      ) : (
        <div className="target-tree-scroll border rounded p-2">
          <div className="d-flex align-items-center gap-2">
            <TriStateCheckbox
              id={`${idPrefix}-all`}
              state={allState}
              label={<strong>{t.all}</strong>}
              disabled={disabled}
              onToggle={() => onToggleGroup(allUids)}
            />
            <span className="small text-body-secondary">{t.checkedCount(checked.size, allUids.length)}</span>
          </div>
          <ul className="list-unstyled target-stores mb-0">
            {targets.map((store) => {
              const open = expanded.has(store.uid);
              return (
                <StoreRow
                  key={store.uid}
                  idPrefix={idPrefix}
                  store={store}
                  state={checkState(store.leafUids, checked)}
                  expanded={open}
                  checked={open ? checked : undefined}
                  disabled={disabled}
                  onToggleGroup={onToggleGroup}
                  onToggleExpanded={onToggleExpanded}
                />
              );
            })}
          </ul>
        </div>
      )}
    </fieldset>
  );
});
