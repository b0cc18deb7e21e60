import './fleet.css';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSpaceLeft } from '../../lib/useSpaceLeft';

const rowHeight = 34;
/** The tree's top and bottom border (Bootstrap's `border`), outside the rows. */
const frameHeight = 2;
/** A window too low for the page keeps this many rows and lets the page scroll. */
const minRows = 8;

/** A row of a flattened tree; level 1 rows may have children (the rows that follow at level 2). */
export interface VirtualTreeRow {
  key: string;
  level: 1 | 2;
  /** Level 1: whether it has children to show; undefined for leaves. */
  expanded?: boolean;
  /** Position among its siblings (1-based) and their number, for assistive technology. */
  posinset: number;
  setsize: number;
}

interface Props<R extends VirtualTreeRow> {
  label: string;
  rows: R[];
  selectedKey: string | undefined;
  onSelect(row: R): void;
  /** Opens or closes a level 1 row; trees without children leave it out. */
  onToggle?(key: string, open: boolean): void;
  renderRow(row: R, toggle: ReactNode): ReactNode;
  /** A class of the row itself (the live stream's mark of a row just changed). */
  rowClassName?(row: R): string | undefined;
}

/**
 * A tree as a flat, virtualised list: only the rows in view are in the DOM, so 5,000 stores with
 * 50,000 registers scroll as smoothly as fifty. The keyboard follows the WAI-ARIA tree pattern
 * (arrows, Home, End, Page keys, Enter/Space) with a single tab stop; the pointer chooses a row as
 * Enter does, and the caret only opens or closes.
 */
export function VirtualTree<R extends VirtualTreeRow>({
  label,
  rows,
  selectedKey,
  onSelect,
  onToggle,
  renderRow,
  rowClassName,
}: Props<R>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);
  const focusRequested = useRef(false);
  // The virtualiser lays out every row again whenever its key function changes; with 55,000 rows
  // that is worth avoiding on renders that keep the rows (a selection, a refresh without changes).
  const getItemKey = useCallback((index: number) => rows[index]!.key, [rows]);
  // The tree reaches down to the window's bottom edge in whole rows, so no row shows cut in half.
  const spaceLeft = useSpaceLeft(scrollRef);
  const height =
    spaceLeft === undefined
      ? undefined
      : Math.max(minRows, Math.floor((spaceLeft - frameHeight) / rowHeight)) * rowHeight + frameHeight;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    getItemKey,
  });

  const selectedIndex = selectedKey === undefined ? -1 : rows.findIndex((r) => r.key === selectedKey);
  const focusIndexRaw = focusKey === undefined ? -1 : rows.findIndex((r) => r.key === focusKey);
  const focusIndex = focusIndexRaw >= 0 ? focusIndexRaw : Math.max(0, selectedIndex);

  // A node selected from the URL (reload, shared link) is scrolled into view once it exists.
  const selectedExists = selectedIndex >= 0;
  useEffect(() => {
    if (selectedExists) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the selection changes or appears
  }, [selectedKey, selectedExists]);

  useEffect(() => {
    if (!focusRequested.current) return;
    // The request holds until the frame has moved the focus: a render before that frame (Enter
    // right after an arrow key selects the row) cancels the frame and schedules it again.
    const frame = requestAnimationFrame(() => {
      focusRequested.current = false;
      scrollRef.current?.querySelector<HTMLElement>(`[data-index="${focusIndex}"]`)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  });

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    if (!rows[target]) return;
    focusRequested.current = true;
    setFocusKey(rows[target].key);
    virtualizer.scrollToIndex(target, { align: 'auto' });
  };

  // Choosing a node that has children (click, Enter, Space) selects it and opens it; choosing it
  // again once it is selected closes it. Another node chosen inside it leaves it open.
  const activate = (row: R) => {
    if (row.expanded === false) onToggle?.(row.key, true);
    else if (row.expanded === true && row.key === selectedKey) onToggle?.(row.key, false);
    onSelect(row);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const row = rows[focusIndex];
    if (!row) return;
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(focusIndex + 1),
      ArrowUp: () => moveTo(focusIndex - 1),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
      PageDown: () => moveTo(focusIndex + 15),
      PageUp: () => moveTo(focusIndex - 15),
      ArrowRight: () => {
        if (row.expanded === false) onToggle?.(row.key, true);
        else if (row.expanded === true) moveTo(focusIndex + 1);
      },
      ArrowLeft: () => {
        if (row.expanded === true) onToggle?.(row.key, false);
        else if (row.level === 2) moveTo(focusIndex - row.posinset);
      },
      Enter: () => activate(row),
      ' ': () => activate(row),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div ref={scrollRef} className="virtual-tree border rounded" style={{ height }}>
      <div role="tree" aria-label={label} onKeyDown={onKeyDown} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const toggle = row.expanded !== undefined && (
            // The row itself is the tree item; a nested button would be a second focus stop inside it.
            <span
              className="tree-toggle"
              aria-hidden="true"
              onClick={(e) => {
                e.stopPropagation();
                onToggle?.(row.key, !row.expanded);
              }}
            >
              {row.expanded ? '▾' : '▸'}
            </span>
          );
          return (
            <div
              key={item.key}
              role="treeitem"
              data-index={item.index}
              aria-level={row.level}
              aria-setsize={row.setsize}
              aria-posinset={row.posinset}
              aria-expanded={row.expanded}
              aria-selected={row.key === selectedKey}
              tabIndex={item.index === focusIndex ? 0 : -1}
              className={`tree-row tree-level-${row.level} ${row.key === selectedKey ? 'selected' : ''} ${rowClassName?.(row) ?? ''}`}
              style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}
              onClick={() => {
                setFocusKey(row.key);
                activate(row);
              }}
            >
              {renderRow(row, toggle || <span className="tree-toggle" aria-hidden="true" />)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
