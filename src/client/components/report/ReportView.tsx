import { useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { texts } from '../../../shared/texts/de';
import { ContextPicker } from '../ContextPicker';
import { PageWrapper } from '../PageWrapper';
import { ColumnSelect } from './ColumnSelect';
import { toCsv } from '../../../shared/reports/csv';
import { downloadText } from './download';
import { FilterInputs } from './FilterInputs';
import { filterRows, pageOf, sortRows, type ActiveFilter } from '../../../shared/reports/pipeline';
import { ReportPager } from './ReportPager';
import { ReportTable } from './ReportTable';
import { SavedColumnFilters } from './SavedColumnFilters';
import type { ReportDefinition } from './types';
import { useColumnWidths } from './useColumnWidths';
import { useReportParams } from './useReportParams';
import { isVisibleFor, useSelectedColumns } from './useSelectedColumns';
import { useStoredString } from './useStoredString';
import './report.css';
import { pollingIntervalMs } from '../../lib/polling';

/** The reports reload every polling interval, also in a background tab. */
export const reportPolling = { pollingInterval: pollingIntervalMs, skipPollingIfUnfocused: false } as const;

const t = texts.reports;
const noRows: never[] = [];

interface Props<Row> {
  definition: ReportDefinition<Row>;
  contextId: string | undefined;
  rows: readonly Row[] | undefined;
  visibleCheckIds: readonly string[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** A report page: toolbar, filters, paging and the table, all from the definition. */
export function ReportView<Row>({ definition, contextId, rows, visibleCheckIds, loading, failed }: Props<Row>) {
  const { tablename, columns, filters, defaultSort, isWarningRow } = definition;
  const visible = useMemo(() => new Set(visibleCheckIds ?? []), [visibleCheckIds]);
  const { chosen, shown, choose } = useSelectedColumns(tablename, columns, visible);
  const listed = useMemo(
    () => columns.filter((c) => !c.fixed && (c.disabled || isVisibleFor(c, visible))),
    [columns, visible],
  );
  const [savedName, setSavedName] = useStoredString(`reports.${tablename}.columnFilter`);
  const params = useReportParams(filters as ReportDefinition<unknown>['filters'], defaultSort);
  const [resets, setResets] = useState(0);
  const { widths, preview, commit } = useColumnWidths(tablename, shown);

  const shownIds = useMemo(() => new Set(shown.map((c) => c.id)), [shown]);
  const shownFilters = useMemo(() => filters.filter((f) => shownIds.has(f.columnId)), [filters, shownIds]);
  const filterKey = JSON.stringify(params.filterValues);
  const active = useMemo(() => {
    const values = JSON.parse(filterKey) as Record<string, string>;
    return shownFilters
      .filter((f) => values[f.id])
      .map((f): ActiveFilter<Row> => ({ filter: f, value: values[f.id]! }));
  }, [shownFilters, filterKey]);
  const warning = useMemo(
    () => (params.warningsOnly ? (row: Row) => isWarningRow(row, shownIds) : undefined),
    [params.warningsOnly, isWarningRow, shownIds],
  );
  const filtered = useMemo(() => filterRows(rows ?? noRows, active, warning), [rows, active, warning]);
  const sortColumn = shown.find((c) => c.id === params.sortBy) ?? columns.find((c) => c.id === defaultSort);
  const sortBy = sortColumn?.id ?? defaultSort;
  const sorted = useMemo(
    () => sortRows(filtered, sortColumn, params.sortDirection),
    [filtered, sortColumn, params.sortDirection],
  );
  const info = pageOf(sorted.length, params.page, params.size);
  const pageRows = useMemo(() => sorted.slice(info.from, info.to), [sorted, info.from, info.to]);

  const { update } = params;
  const onSort = useCallback(
    (id: string) =>
      update({ sortBy: id, sortDirection: id === sortBy && params.sortDirection === 'asc' ? 'desc' : 'asc' }),
    [update, sortBy, params.sortDirection],
  );
  const chooseByHand = (ids: string[]) => {
    choose(ids);
    setSavedName('');
  };
  const exportCsv = () => downloadText(toCsv(shown, sorted), definition.csvFile(contextId ?? ''));

  const toolbar = (
    <>
      <Form.Check
        type="switch"
        id={`${tablename}-warnings`}
        label={t.onlyWarnings}
        checked={params.warningsOnly}
        onChange={(e) => update({ warningsOnly: e.target.checked ? 'true' : null })}
      />
      <SavedColumnFilters
        tablename={tablename}
        selected={savedName}
        columns={chosen}
        onSelect={(name, ids) => {
          choose(ids.filter((id) => listed.some((c) => c.id === id)));
          setSavedName(name);
        }}
      />
      <ColumnSelect columns={listed} chosen={chosen} onChange={chooseByHand} />
      <Button size="sm" variant="outline-success" onClick={exportCsv} disabled={!rows}>
        {t.exportCsv}
      </Button>
    </>
  );

  return (
    <PageWrapper
      title={definition.title}
      hideTitle={definition.hideTitle}
      contextPicker={<ContextPicker />}
      toolbar={toolbar}
      loading={loading}
    >
      {failed && <Alert variant="danger">{t.loadFailed}</Alert>}
      <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
        <FilterInputs
          // A new key on reset drops text still being typed, whose timer would apply it afterwards.
          key={resets}
          filters={shownFilters}
          values={params.filterValues}
          onChange={(id, value) => update({ [id]: value })}
        />
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => {
            setResets((n) => n + 1);
            params.resetFilters();
          }}
        >
          {t.resetFilters}
        </Button>
      </div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <ReportPager
          info={info}
          total={sorted.length}
          size={params.size}
          onPage={(page) => update({ page: String(page) }, true)}
          onSize={(size) => update({ size: String(size) })}
        />
        <span className="small text-body-secondary" aria-live="polite">
          {t.rowCount(sorted.length, rows?.length ?? 0)}
        </span>
      </div>
      <ReportTable
        label={t.tableLabel(definition.title)}
        columns={shown}
        rows={pageRows}
        rowId={definition.rowId}
        widths={widths}
        groupTooltips={definition.groupTooltips}
        sortBy={sortBy}
        sortDirection={params.sortDirection}
        onSort={onSort}
        onPreviewWidth={preview}
        onCommitWidth={(id, width) => void commit(id, width)}
        emptyText={rows?.length ? t.noMatch : t.empty}
        scrollKey={`${params.page}/${params.size}/${sortBy}/${params.sortDirection}`}
      />
    </PageWrapper>
  );
}
