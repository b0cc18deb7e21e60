import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import type { TseRow } from '../../api/fiscal';
import { CardCell, CardTable } from '../../components/cardTable/CardTable';
import { formatSelection } from '../../components/fleet/selectionHash';
import {
  actionReasons,
  capacityText,
  daysLeftVariant,
  germanDay,
  stateText,
  typeText,
} from '../../components/fiscal/tseFormat';
import { paths, pathWithQuery } from '../../config/paths';
import { badgeTextOf, variantTextClass } from '../../lib/statusVariants';
import { formatDateTime } from '../../../shared/dates';
import { fiscalPageTexts } from '../../../shared/texts/de/fiscalPage';
import type { TseSort } from './fiscalParams';

const t = fiscalPageTexts.fiscalPage;
const l = t.list;
const shownCashpoints = 3;

/** What a row's buttons do; the page owns the dialogs. */
export interface TseRowActions {
  onHistory(row: TseRow): void;
  /** Without CASHPOINTS_CHANGE the page passes none: no planning buttons. */
  onPlan?(row: TseRow): void;
  onDeletePlan?(row: TseRow): void;
}

type Column = keyof typeof l.columns;
/** The columns the server sorts by, each in its one direction. */
const sortOf: Partial<Record<Column, { sort: TseSort; direction: 'ascending' | 'descending' }>> = {
  serial: { sort: 'serial', direction: 'ascending' },
  daysLeft: { sort: 'daysLeft', direction: 'ascending' },
  capacity: { sort: 'capacityUsedPercent', direction: 'descending' },
  lastExport: { sort: 'lastExportAt', direction: 'ascending' },
};

const registerHref = (contextId: string, storeId: string, posId: string) =>
  `${pathWithQuery(paths.cashpoints, { contextId })}${formatSelection({ contextId, storeId, posId })}`;

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, TseRow>();
const columns = helper.columns([
  helper.accessor('serial', { header: l.columns.serial }),
  helper.accessor('type', { header: l.columns.type, cell: (info) => typeText(info.getValue()) }),
  helper.accessor('certificateValidUntil', {
    id: 'validUntil',
    header: l.columns.validUntil,
    cell: (info) => germanDay(info.getValue()),
  }),
  helper.accessor('daysLeft', {
    header: l.columns.daysLeft,
    cell: (info) => {
      const variant = daysLeftVariant(info.getValue());
      return <span className={variant ? variantTextClass[variant] : undefined}>{t.days(info.getValue())}</span>;
    },
  }),
  helper.accessor('capacityUsedPercent', {
    id: 'capacity',
    header: l.columns.capacity,
    cell: (info) => capacityText(info.row.original),
  }),
  helper.accessor('state', { header: l.columns.state, cell: (info) => stateText(info.getValue()) }),
  helper.accessor('lastExportAt', {
    id: 'lastExport',
    header: l.columns.lastExport,
    cell: ({ row: { original: r } }) => (
      <>
        {r.lastExportAt ? formatDateTime(r.lastExportAt) : l.never}
        {r.lastExportOk === false && <span className="d-block text-danger fw-semibold">{l.exportFailed}</span>}
      </>
    ),
  }),
  helper.accessor('storeId', { id: 'store', header: l.columns.store, cell: (info) => info.getValue() ?? '' }),
  helper.display({
    id: 'cashpoints',
    header: l.columns.cashpoints,
    cell: ({ row: { original: r } }) => (
      <span className="d-inline-flex flex-wrap gap-1">
        {r.cashpoints.slice(0, shownCashpoints).map((c) => (
          <Link
            key={c.uid}
            to={registerHref(r.contextId, c.storeId, c.posId)}
            aria-label={l.cashpointLink(c.storeId, c.posId)}
          >
            {c.posId}
          </Link>
        ))}
        {r.cashpoints.length > shownCashpoints && <span>+{r.cashpoints.length - shownCashpoints}</span>}
      </span>
    ),
  }),
  helper.accessor('plannedSwap', {
    id: 'plannedSwap',
    header: l.columns.plannedSwap,
    cell: ({ row: { original: r } }) =>
      r.plannedSwap ? (
        <>
          {germanDay(r.plannedSwap.date)}
          {r.plannedSwap.note && <span className="d-block small text-body-secondary">{r.plannedSwap.note}</span>}
        </>
      ) : (
        l.noPlan
      ),
  }),
]);

interface Props extends TseRowActions {
  rows: TseRow[];
  label: string;
  /** Every context: each serial names its context. */
  showContext: boolean;
  /** 'Handlungsbedarf': why each TSE needs action, under its serial. */
  withReasons?: boolean;
  sortBy?: TseSort;
  onSort?(sort: TseSort): void;
}

/** One page of TSEs as the server sorted them; a sortable header asks the server for its order. */
export function TseTable({ rows, label, showContext, withReasons, sortBy, onSort, ...actions }: Props) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => `${row.contextId}/${row.serial}` });
  const planning = actions.onPlan !== undefined;
  return (
    <CardTable responsive={false} size="sm" className="align-middle fiscal-table mb-0">
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          {table.getFlatHeaders().map((header) => {
            const id = header.column.id as Column;
            const sort = sortOf[id];
            const active = sort !== undefined && sort.sort === sortBy;
            return (
              <th key={header.id} scope="col" aria-sort={active ? sort.direction : undefined}>
                {sort && onSort ? (
                  <button
                    type="button"
                    className="btn btn-link p-0 fw-semibold text-decoration-none text-reset text-start"
                    aria-label={l.sortBy(l.columns[id])}
                    onClick={() => onSort(sort.sort)}
                  >
                    {l.columns[id]}
                    <span aria-hidden="true" className="ms-1">
                      {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                ) : (
                  l.columns[id]
                )}
              </th>
            );
          })}
          {planning && <th scope="col">{l.columns.actions}</th>}
        </tr>
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => {
          const r = row.original;
          return (
            <tr key={row.id}>
              {row.getAllCells().map((cell) =>
                cell.column.id === 'serial' ? (
                  <CardCell key={cell.id} label={l.columns.serial}>
                    <Button
                      variant="link"
                      className="p-0 text-start fiscal-serial"
                      aria-label={l.historyOf(r.serial)}
                      onClick={() => actions.onHistory(r)}
                    >
                      {r.serial}
                    </Button>
                    {showContext && <span className="d-block small text-body-secondary">{l.context(r.contextId)}</span>}
                    {withReasons && (
                      <span className="d-flex flex-wrap gap-1 mt-1">
                        {actionReasons(r).map((reason) => {
                          const variant = reason === 'expiring' ? 'warning' : 'danger';
                          return (
                            <Badge key={reason} bg={variant} text={badgeTextOf(variant)}>
                              {t.needsAction.reasons[reason]}
                            </Badge>
                          );
                        })}
                      </span>
                    )}
                  </CardCell>
                ) : (
                  <CardCell key={cell.id} label={l.columns[cell.column.id as Column]}>
                    <table.FlexRender cell={cell} />
                  </CardCell>
                ),
              )}
              {planning && (
                <CardCell label={l.columns.actions}>
                  <span className="d-flex flex-wrap gap-1">
                    <Button
                      size="sm"
                      variant="outline-primary"
                      aria-label={r.plannedSwap ? t.plan.changeLabel(r.serial) : t.plan.openLabel(r.serial)}
                      onClick={() => actions.onPlan?.(r)}
                    >
                      {r.plannedSwap ? t.plan.change : t.plan.open}
                    </Button>
                    {r.plannedSwap && (
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={t.plan.deleteLabel(r.serial)}
                        onClick={() => actions.onDeletePlan?.(r)}
                      >
                        {t.plan.delete}
                      </Button>
                    )}
                  </span>
                </CardCell>
              )}
            </tr>
          );
        })}
      </tbody>
    </CardTable>
  );
}
