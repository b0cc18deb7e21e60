import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { reportTexts } from '../../../shared/texts/de/reports';
import { maxColumnWidth, minColumnWidth } from './useColumnWidths';
import type { ReportColumn } from './types';

const t = reportTexts.reports;
const keyStep = 10;

interface Props<Row> {
  column: ReportColumn<Row>;
  rowSpan: number;
  width: number;
  sort: 'asc' | 'desc' | undefined;
  /** Set for fixed columns: their distance from the table's left edge. */
  stickyLeft?: number;
  /** The last fixed column: it casts the shadow while the table is scrolled sideways. */
  stickyEdge?: boolean;
  onSort(id: string): void;
  onPreview(id: string, width: number): void;
  onCommit(id: string, width: number): void;
}

/**
 * A column header: a sort button (with its tooltip on hover and focus) and a resize handle that
 * works with the pointer (drag) and the keyboard (arrow keys, 10 px a step).
 */
export function ColumnHeader<Row>({
  column,
  rowSpan,
  width,
  sort,
  stickyLeft,
  stickyEdge,
  onSort,
  onPreview,
  onCommit,
}: Props<Row>) {
  const drag = useRef<{ x: number; width: number } | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width };
  };
  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (drag.current) onPreview(column.id, drag.current.width + event.clientX - drag.current.x);
  };
  const onPointerUp = (event: PointerEvent<HTMLSpanElement>) => {
    if (!drag.current) return;
    const next = drag.current.width + event.clientX - drag.current.x;
    drag.current = null;
    onCommit(column.id, next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const delta = event.key === 'ArrowRight' ? keyStep : event.key === 'ArrowLeft' ? -keyStep : 0;
    if (!delta) return;
    event.preventDefault();
    const next = width + delta;
    onPreview(column.id, next);
    // Holding an arrow key gives many steps; the server gets the width once the keys rest.
    clearTimeout(pending.current);
    pending.current = setTimeout(() => onCommit(column.id, next), 400);
  };

  const button = (
    <button type="button" className="report-sort" onClick={() => onSort(column.id)}>
      <span className="report-header-label">{column.header}</span>
      <span aria-hidden="true" className="report-sort-mark">
        {sort === 'asc' ? '▲' : sort === 'desc' ? '▼' : ''}
      </span>
    </button>
  );
  return (
    <th
      scope="col"
      rowSpan={rowSpan}
      aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : undefined}
      data-column={column.id}
      className={
        stickyLeft === undefined ? undefined : stickyEdge ? 'report-sticky report-sticky-edge' : 'report-sticky'
      }
      style={stickyLeft === undefined ? undefined : { left: stickyLeft }}
    >
      {column.tooltip ? (
        <OverlayTrigger placement="top" overlay={<Tooltip id={`tip-${column.id}`}>{column.tooltip}</Tooltip>}>
          {button}
        </OverlayTrigger>
      ) : (
        button
      )}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={t.resize(column.header)}
        aria-valuenow={width}
        aria-valuemin={minColumnWidth}
        aria-valuemax={maxColumnWidth}
        tabIndex={0}
        className="report-resizer"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={onKeyDown}
      />
    </th>
  );
}
