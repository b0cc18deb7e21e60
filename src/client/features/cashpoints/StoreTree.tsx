import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import { texts } from '../../texts/de';
import { storeState, type TreeRow } from './treeRows';

const rowHeight = 34;

interface Props {
  rows: TreeRow[];
  selectedKey: string | undefined;
  onSelect(row: TreeRow): void;
  onToggle(storeKey: string, open: boolean): void;
}

/**
 * The store tree as a flat, virtualised list: only the rows in view are in the DOM, so 5,000 stores
 * with 50,000 registers scroll as smoothly as fifty. Keyboard follows the WAI-ARIA tree pattern
 * (arrows, Home, End, Enter/Space) with one tab stop.
 */
export function StoreTree({ rows, selectedKey, onSelect, onToggle }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);
  const focusRequested = useRef(false);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    getItemKey: (index) => rows[index]!.key,
  });

  const selectedIndex = selectedKey === undefined ? -1 : rows.findIndex((r) => r.key === selectedKey);
  const focusIndexRaw = focusKey === undefined ? -1 : rows.findIndex((r) => r.key === focusKey);
  const focusIndex = focusIndexRaw >= 0 ? focusIndexRaw : selectedIndex >= 0 ? selectedIndex : 0;

  // A node selected from the URL (reload, shared link) is scrolled into view once it exists.
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the selection changes
  }, [selectedKey, selectedIndex >= 0]);

  useEffect(() => {
    if (!focusRequested.current) return;
    focusRequested.current = false;
    const frame = requestAnimationFrame(() =>
      scrollRef.current?.querySelector<HTMLElement>(`[data-index="${focusIndex}"]`)?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  });

  const moveTo = (index: number) => {
    const target = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (!target) return;
    focusRequested.current = true;
    setFocusKey(target.key);
    virtualizer.scrollToIndex(rows.indexOf(target), { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const row = rows[focusIndex];
    if (!row) return;
    const handled = () => event.preventDefault();
    switch (event.key) {
      case 'ArrowDown':
        handled();
        return moveTo(focusIndex + 1);
      case 'ArrowUp':
        handled();
        return moveTo(focusIndex - 1);
      case 'Home':
        handled();
        return moveTo(0);
      case 'End':
        handled();
        return moveTo(rows.length - 1);
      case 'PageDown':
        handled();
        return moveTo(focusIndex + 15);
      case 'PageUp':
        handled();
        return moveTo(focusIndex - 15);
      case 'ArrowRight':
        handled();
        if (row.kind === 'store' && !row.expanded && row.shownChildren > 0) return onToggle(row.key, true);
        if (row.kind === 'store' && row.expanded) return moveTo(focusIndex + 1);
        return;
      case 'ArrowLeft':
        handled();
        if (row.kind === 'store' && row.expanded) return onToggle(row.key, false);
        if (row.kind === 'cashpoint') return moveTo(focusIndex - row.index - 1);
        return;
      case 'Enter':
      case ' ':
        handled();
        return onSelect(row);
    }
  };

  const storeCount = rows.reduce((n, r) => n + (r.kind === 'store' ? 1 : 0), 0);
  let storePosition = 0;
  const storePositions = new Map<string, number>();
  for (const r of rows) if (r.kind === 'store') storePositions.set(r.key, ++storePosition);

  return (
    <div ref={scrollRef} className="store-tree border rounded" data-testid="store-tree-scroll">
      <div
        role="tree"
        aria-label={texts.cashpoints.treeLabel}
        onKeyDown={onKeyDown}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const isStore = row.kind === 'store';
          return (
            <div
              key={item.key}
              role="treeitem"
              data-index={item.index}
              aria-level={isStore ? 1 : 2}
              aria-setsize={isStore ? storeCount : row.count}
              aria-posinset={isStore ? storePositions.get(row.key) : row.index + 1}
              aria-expanded={isStore && row.shownChildren > 0 ? row.expanded : undefined}
              aria-selected={row.key === selectedKey}
              tabIndex={item.index === focusIndex ? 0 : -1}
              className={`tree-row ${isStore ? 'tree-store' : 'tree-cashpoint'} ${row.key === selectedKey ? 'selected' : ''}`}
              style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}
              onClick={() => {
                setFocusKey(row.key);
                onSelect(row);
              }}
            >
              {isStore ? <StoreRowContent row={row} onToggle={onToggle} /> : <CashpointRowContent row={row} />}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function StateDot({ state }: { state: 'online' | 'offline' | 'partial' | 'empty' }) {
  return (
    <span className={`state-dot state-${state}`} title={texts.cashpoints.state[state]}>
      <span className="visually-hidden">{texts.cashpoints.state[state]}</span>
    </span>
  );
}

function StoreRowContent({
  row,
  onToggle,
}: {
  row: Extract<TreeRow, { kind: 'store' }>;
  onToggle(key: string, open: boolean): void;
}) {
  const { store } = row;
  return (
    <>
      <span
        className={`tree-toggle ${row.shownChildren === 0 ? 'invisible' : ''}`}
        aria-hidden="true"
        onClick={(e) => {
          e.stopPropagation();
          onToggle(row.key, !row.expanded);
        }}
      >
        {row.expanded ? '▾' : '▸'}
      </span>
      <StateDot state={storeState(store)} />
      <span className="tree-label text-truncate">
        <strong>{store.id}</strong> {store.name}
      </span>
      {store.numberOfOfflineChildren > 0 && (
        <span className="tree-count small text-body-secondary">
          {store.numberOfOfflineChildren}/{store.cashpoints.length}
          <span className="visually-hidden"> {texts.cashpoints.state.offline}</span>
        </span>
      )}
      {store.allVersionTags.map((tag) => (
        <Badge key={tag} bg="secondary" className="tree-tag">
          {tag}
        </Badge>
      ))}
      {!store.allUpdated && (
        <Badge bg="warning" text="dark" className="tree-tag">
          {texts.cashpoints.notUpdated}
        </Badge>
      )}
    </>
  );
}

function CashpointRowContent({ row }: { row: Extract<TreeRow, { kind: 'cashpoint' }> }) {
  const { cashpoint } = row;
  return (
    <>
      <StateDot state={cashpoint.offline ? 'offline' : 'online'} />
      <span className="tree-label text-truncate">{texts.cashpoints.cashpoint(cashpoint.posId)}</span>
      {cashpoint.currentVersionTag && (
        <Badge bg="secondary" className="tree-tag">
          {cashpoint.currentVersionTag}
        </Badge>
      )}
      {!cashpoint.updated && (
        <Badge bg="warning" text="dark" className="tree-tag">
          {texts.cashpoints.notUpdated}
        </Badge>
      )}
    </>
  );
}
