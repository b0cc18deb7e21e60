import './cardTable.css';
import type { ComponentPropsWithoutRef } from 'react';
import Table, { type TableProps } from 'react-bootstrap/Table';

/**
 * A list table that becomes cards on a phone: below 576 px every row stands as a card of its own,
 * each cell on its own line under the name of its column (its `CardCell` label), and the header
 * row is hidden from sight but kept for screen readers. Wider windows see the plain table, which
 * scrolls sideways inside its box when it needs more room than it has. The change is CSS alone
 * (cardTable.css), so the same rows serve both and nothing re-renders when a phone turns.
 */
export function CardTable({ className, ...props }: TableProps) {
  return <Table responsive {...props} className={['card-table', className].filter(Boolean).join(' ')} />;
}

type CellProps = ComponentPropsWithoutRef<'td'> & {
  /** The column's name, shown before the value on a card; a cell without one spans the card. */
  label?: string;
};

/** A cell of a `CardTable` row that carries its column's name for the card. */
export function CardCell({ label, ...props }: CellProps) {
  return <td data-label={label} {...props} />;
}

/** A TanStack column's name for the cards: its header when that is plain text. */
export const cardLabel = (header: unknown): string | undefined => (typeof header === 'string' ? header : undefined);
