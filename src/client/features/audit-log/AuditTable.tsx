import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Fragment, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { CardCell, CardTable, cardLabel } from '../../components/cardTable/CardTable';
import type { AuditEntry } from '../../api/audit';
import { formatDateTime } from '../../../shared/dates';
import { describeAuditEntry } from '../../../shared/audit/describe';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { auditTexts } from '../../../shared/texts/de/audit';
import { SortableHeader, type SortDirection } from '../../components/SortableHeader';
import { AuditDetails } from './AuditDetails';
import { auditSortColumns, type AuditSortColumn } from './auditQuery';

const t = auditTexts.audit;
const none = t.none;
const timeOf = (entry: AuditEntry) => formatDateTime(entry.time, true);

// Module scope, as TanStack Table v9 wants: stable features and columns keep its row models cached.
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AuditEntry>();
const columns = helper.columns([
  helper.accessor('time', { header: t.columns.time, cell: (info) => timeOf(info.row.original) }),
  helper.accessor('user', {
    header: t.columns.user,
    cell: ({ row: { original: e } }) =>
      e.userName ? (
        <>
          {e.userName}
          <div className="small text-body-secondary">{e.user}</div>
        </>
      ) : (
        (e.user ?? none)
      ),
  }),
  helper.accessor('address', { header: t.columns.address, cell: (info) => info.getValue() ?? none }),
  helper.accessor('contextId', {
    id: 'context',
    header: t.columns.context,
    cell: ({ row: { original: e } }) => e.contextName ?? e.contextId ?? none,
  }),
  helper.display({
    id: 'description',
    header: t.columns.description,
    // A change made with an API token names it under the sentence (its name and prefix).
    cell: ({ row: { original: e } }) => (
      <>
        {describeAuditEntry(e)}
        {e.token && <div className="small text-body-secondary">{apiAccessTexts.auditToken.via(e.token)}</div>}
      </>
    ),
  }),
]);
const sortable = (id: string): id is AuditSortColumn => (auditSortColumns as readonly string[]).includes(id);
const cellClass: Record<string, string> = { time: 'text-nowrap', address: 'text-nowrap' };

interface Props {
  entries: AuditEntry[];
  sortBy: AuditSortColumn;
  sortDirection: SortDirection;
}

/**
 * One page of entries as the server sorted it; a header sorts by its column (in the URL), and the
 * details button opens the before/after view under its row.
 */
export function AuditTable({ entries, sortBy, sortDirection }: Props) {
  const table = useTable({ features, columns, data: entries, getRowId: (entry) => String(entry.id) });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((shown) => {
      const next = new Set(shown);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const width = columns.length + 1;

  return (
    <CardTable className="audit-table align-middle">
      <caption className="visually-hidden">{t.table}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const id = header.column.id;
              const label = t.columns[id as keyof typeof t.columns];
              return sortable(id) ? (
                <SortableHeader
                  key={header.id}
                  column={id}
                  label={label}
                  sortLabel={t.sortBy(label)}
                  sortBy={sortBy}
                  sortDirection={sortDirection}
                />
              ) : (
                <th key={header.id} scope="col">
                  {label}
                </th>
              );
            })}
            <th scope="col" className="text-end">
              {t.columns.details}
            </th>
          </tr>
        ))}
      </thead>
      <tbody>
        {entries.length === 0 && (
          <tr>
            <td colSpan={width} className="text-center text-body-secondary">
              {t.empty}
            </td>
          </tr>
        )}
        {table.getRowModel().rows.map((row) => {
          const entry = row.original;
          const shown = open.has(entry.id);
          const detailsId = `audit-changes-${entry.id}`;
          return (
            <Fragment key={row.id}>
              <tr>
                {row.getAllCells().map((cell) => (
                  <CardCell
                    key={cell.id}
                    className={cellClass[cell.column.id]}
                    label={cardLabel(cell.column.columnDef.header)}
                  >
                    <table.FlexRender cell={cell} />
                  </CardCell>
                ))}
                <td className="text-end">
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    className="text-nowrap"
                    aria-expanded={shown}
                    aria-controls={shown ? detailsId : undefined}
                    onClick={() => toggle(entry.id)}
                  >
                    {shown ? t.hideDetails : t.showDetails}
                  </Button>
                </td>
              </tr>
              {shown && (
                <tr id={detailsId} className="audit-details">
                  <td colSpan={width} className="bg-body-tertiary">
                    <AuditDetails entry={entry} label={t.detailsOf(timeOf(entry))} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </CardTable>
  );
}
