import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import type { Syncfile } from '../../api/cashpoints';
import { CardCell, CardTable, cardLabel } from '../../components/cardTable/CardTable';
import { formatDateTime } from '../../../shared/dates';
import { updateTexts } from '../../../shared/texts/de/updates';
import { formatFileSize } from './fileSize';
import { RolloutCell } from './RolloutCell';
import { RowActions } from './RowActions';
import { StatusBadge } from './StatusBadge';

const columnsText = updateTexts.updates.columns;

/** Alignment per column id; kept beside the columns rather than in their meta (no type augmentation). */
const cellClass: Record<string, string> = {
  orderKey: 'text-end',
  filename: 'text-break',
  releaseDate: 'text-nowrap',
  size: 'text-end text-nowrap',
  actions: 'text-end',
};

// Module scope, as TanStack Table v9 wants: stable features and columns keep its row models cached.
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Syncfile>();
const columns = helper.columns([
  helper.accessor('orderKey', { header: columnsText.order }),
  helper.accessor('tag', {
    header: columnsText.tag,
    cell: (info) => (
      <>
        {info.getValue()}
        {info.row.original.archived && (
          <span className="badge ms-2 border border-secondary-subtle bg-secondary-subtle text-secondary-emphasis">
            {updateTexts.updates.archived}
          </span>
        )}
      </>
    ),
  }),
  helper.accessor('filename', { header: columnsText.filename }),
  helper.accessor('status', {
    header: columnsText.status,
    cell: (info) => (
      <>
        <StatusBadge status={info.getValue()} />
        <RolloutCell syncfile={info.row.original} />
      </>
    ),
  }),
  helper.accessor('comment', { header: columnsText.comment }),
  helper.accessor('releaseDate', {
    header: columnsText.releaseDate,
    cell: (info) => formatDateTime(info.getValue()),
  }),
  helper.accessor('size', {
    header: columnsText.file,
    cell: (info) => formatFileSize(info.getValue()),
  }),
  helper.display({
    id: 'actions',
    header: columnsText.actions,
    cell: (info) => <RowActions syncfile={info.row.original} />,
  }),
]);

interface Props {
  rows: Syncfile[];
}

/** The update list, highest order key first as the server sends it. */
export function UpdatesTable({ rows }: Props) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.uid });
  return (
    <CardTable hover className="updates-table align-middle">
      <caption className="visually-hidden">{updateTexts.updates.tableLabel}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className={cellClass[header.column.id]}>
                <table.FlexRender header={header} />
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={columns.length} className="text-center text-body-secondary">
              {updateTexts.updates.empty}
            </td>
          </tr>
        )}
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className={row.original.archived ? 'update-archived' : undefined}>
            {row.getAllCells().map((cell) => (
              <CardCell
                key={cell.id}
                className={cellClass[cell.column.id]}
                label={cardLabel(cell.column.columnDef.header)}
              >
                <table.FlexRender cell={cell} />
              </CardCell>
            ))}
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}
