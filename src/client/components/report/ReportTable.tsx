import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { ColumnHeader } from './ColumnHeader';
import { headerRows } from './headerRows';
import type { Level, ReportColumn } from './types';
import { useSpaceLeft } from '../../lib/useSpaceLeft';
import { reportTexts } from '../../../shared/texts/de/reports';

const levelClass: Record<Level, string | undefined> = {
  ok: 'cell-ok',
  warning: 'cell-warning',
  error: 'cell-error',
  empty: 'cell-empty',
  neutral: undefined,
};
/** Colour is not the only sign: screen readers hear the level of a problem cell. */
const levelText: Partial<Record<Level, string>> = { warning: 'Warnung', error: 'Fehler' };

export const rowHeight = 33;
/** Up to this many rows render directly; more (a page of 500) render only what is in view. */
const virtualFrom = 101;

interface Props<Row> {
  label: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowId(row: Row): string;
  widths: Record<string, number>;
  groupTooltips?: Readonly<Record<string, string>>;
  sortBy: string;
  sortDirection: 'asc' | 'desc';
  onSort(id: string): void;
  onPreviewWidth(id: string, width: number): void;
  onCommitWidth(id: string, width: number): void;
  emptyText: string;
  /** Changes when another page or order is shown; the table then scrolls back to its top. */
  scrollKey: string;
  /** Its rows are about to be replaced (the next reply is on its way): told to assistive technology. */
  busy?: boolean;
  /** Why a row is coloured, for the mark at its start; nothing for a row without a problem. */
  reasonOf?(row: Row): RowReason | undefined;
}

export interface RowReason {
  level: 'error' | 'warning';
  reasons: readonly string[];
}

/**
 * Whether the table is scrolled away from its left edge and whether columns lie beyond its right
 * edge: the sticky columns cast a shadow in the first case, the frame's right edge in the second.
 */
function useScrollEdges(scrollRef: React.RefObject<HTMLDivElement | null>, widthKey: number) {
  const [edges, setEdges] = useState({ scrolled: false, more: false });
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => {
      const scrolled = element.scrollLeft > 0;
      const more = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((old) => (old.scrolled === scrolled && old.more === more ? old : { scrolled, more }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [scrollRef, widthKey]);
  return edges;
}

/**
 * Fewer rows than this would hide the table's purpose; a short window scrolls the page instead. 200 px
 * (five rows) is what a 1280 × 720 laptop leaves below the store report's two filter rows, pager and legend.
 */
const minHeight = 200;

export function ReportTable<Row>(props: Props<Row>) {
  const { columns, rows, widths, rowId } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The table fills the window below its top edge, so the page itself needs no scrollbar.
  const height = Math.max(minHeight, useSpaceLeft(scrollRef) ?? minHeight);
  // Not on the 60 s reload (same key): the operator keeps the place where they were reading.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [props.scrollKey]);
  const virtual = rows.length >= virtualFrom;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const shown = virtual
    ? items.map((item) => ({ row: rows[item.index]!, index: item.index }))
    : rows.map((row, index) => ({ row, index }));
  const padTop = virtual && items.length ? items[0]!.start : 0;
  const padBottom = virtual && items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const totalWidth = columns.reduce((sum, c) => sum + widths[c.id]!, 0);
  const edges = useScrollEdges(scrollRef, totalWidth);
  // The fixed columns stay in view while the table scrolls sideways.
  const stickyLeft: Record<string, number> = {};
  let left = 0;
  let lastSticky: string | undefined;
  for (const c of columns) {
    if (!c.fixed) break;
    stickyLeft[c.id] = left;
    left += widths[c.id]!;
    lastSticky = c.id;
  }
  const stickyClass = (id: string) =>
    stickyLeft[id] === undefined ? undefined : id === lastSticky ? 'report-sticky report-sticky-edge' : 'report-sticky';

  return (
    <div className="report-frame" data-scrolled={edges.scrolled || undefined} data-more-right={edges.more || undefined}>
      {edges.more && <span className="report-more-columns small">{reportTexts.reports.moreColumns}</span>}
      <div
        ref={scrollRef}
        className="report-scroll"
        style={{ maxHeight: height }}
        tabIndex={0}
        role="region"
        aria-label={props.label}
      >
        <table
          className="table table-sm table-bordered report-table mb-0"
          style={{ width: totalWidth, ['--report-fixed-width' as string]: `${left}px` }}
          aria-rowcount={rows.length + 1}
          aria-busy={props.busy || undefined}
        >
          <caption className="visually-hidden">{props.label}</caption>
          <colgroup>
            {columns.map((c) => (
              <col key={c.id} style={{ width: widths[c.id] }} />
            ))}
          </colgroup>
          <thead>
            {headerRows(columns).map((cells, level) => (
              <tr key={level}>
                {cells.map((cell) =>
                  cell.column ? (
                    <ColumnHeader
                      key={cell.key}
                      column={cell.column}
                      rowSpan={cell.rowSpan}
                      width={widths[cell.column.id]!}
                      sort={props.sortBy === cell.column.id ? props.sortDirection : undefined}
                      stickyLeft={stickyLeft[cell.column.id]}
                      stickyEdge={cell.column.id === lastSticky}
                      onSort={props.onSort}
                      onPreview={props.onPreviewWidth}
                      onCommit={props.onCommitWidth}
                    />
                  ) : (
                    <GroupHeader
                      key={cell.key}
                      label={cell.label}
                      colSpan={cell.colSpan}
                      tooltip={props.groupTooltips?.[cell.label]}
                    />
                  ),
                )}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="text-body-secondary">
                  {props.emptyText}
                </td>
              </tr>
            )}
            {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
            {shown.map(({ row, index }) => {
              const reason = props.reasonOf?.(row);
              const why = reason?.reasons.join('; ');
              return (
                <tr key={rowId(row)} aria-rowindex={index + 2} data-reason={why}>
                  {columns.map((c, i) => {
                    const level = c.level(row);
                    const text = c.text(row);
                    const title = c.title?.(row) ?? (text || undefined);
                    return (
                      <td
                        key={c.id}
                        className={[levelClass[level], stickyClass(c.id)].filter(Boolean).join(' ') || undefined}
                        style={stickyLeft[c.id] === undefined ? undefined : { left: stickyLeft[c.id] }}
                        data-level={level}
                        title={title}
                      >
                        {i === 0 && reason && (
                          <span className={`row-reason-mark row-reason-${reason.level}`} title={why} aria-hidden="true">
                            !
                          </span>
                        )}
                        {text}
                        {levelText[level] && <span className="visually-hidden"> ({levelText[level]})</span>}
                        {i === 0 && why && (
                          <span className="visually-hidden"> ({reportTexts.reports.rowReason.label(why)})</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function GroupHeader({ label, colSpan, tooltip }: { label: string; colSpan: number; tooltip?: string }) {
  const content = (
    <span className="report-group-label" tabIndex={tooltip ? 0 : undefined}>
      {label}
    </span>
  );
  return (
    <th scope="colgroup" colSpan={colSpan} className="report-group">
      {tooltip ? (
        <OverlayTrigger
          placement="top"
          overlay={<Tooltip id={`group-${label.replace(/[^A-Za-z0-9-]/g, '_')}`}>{tooltip}</Tooltip>}
        >
          {content}
        </OverlayTrigger>
      ) : (
        content
      )}
    </th>
  );
}
