import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { reportTexts } from '../../../shared/texts/de/reports';
import { ContextPicker } from '../ContextPicker';
import { PageWrapper } from '../PageWrapper';
import { fieldGap, fieldMaxWidth, useBalancedColumns } from './balancedGrid';
import { ColumnSelect } from './ColumnSelect';
import { FilterInputs } from './FilterInputs';
import { pageOf } from '../../../shared/reports/pipeline';
import { ReportPager } from './ReportPager';
import { ReportLegend } from './ReportLegend';
import { ReportTable } from './ReportTable';
import { rowReasonLevel, rowReasons } from '../../../shared/reports/rowReasons';
import type { OfflineFlag } from '../../../shared/reports/types';
import { RolloutScope } from './RolloutScope';
import { SavedColumnFilters } from './SavedColumnFilters';
import type { ReportContent, ReportDefinition } from './types';
import { useColumnWidths } from './useColumnWidths';
import type { ReportParamsState } from './useReportParams';
import { isVisibleFor, useShownColumns, type useSelectedColumns } from './useSelectedColumns';
import { useStoredString } from './useStoredString';
import './report.css';
import { pollingIntervalMs } from '../../lib/polling';

/** The reports reload every polling interval, also in a background tab. */
export const reportPolling = { pollingInterval: pollingIntervalMs, skipPollingIfUnfocused: false } as const;

const t = reportTexts.reports;
const noRows: never[] = [];

interface Props<Row> {
  definition: ReportDefinition<Row>;
  contextId: string | undefined;
  params: ReportParamsState;
  selection: ReturnType<typeof useSelectedColumns>;
  /** The server's page of rows; undefined until the context's first reply. */
  content: ReportContent<Row> | undefined;
  /** The CSV export of the same rows; undefined while no context is chosen. */
  csvHref: string | undefined;
  /** The page's own actions, beside the context picker (the register report's calendar menu). */
  actions?: ReactNode;
  loading: boolean;
  /** The rows shown are the previous reply's while the new page, order or filter is on its way. */
  stale?: boolean;
  failed: boolean;
}

/** A report page: toolbar, filters, paging and the table, all from the definition; the rows are the server's page. */
export function ReportView<Row extends OfflineFlag>(props: Props<Row>) {
  const { definition, contextId, params, selection, content, csvHref, loading, stale, failed } = props;
  const { tablename, columns, filters, defaultSort } = definition;
  // By content: every page's reply brings its own list, the columns on screen stay the same objects.
  const visibleKey = content?.visibleCheckIds.join(',') ?? '';
  const visible = useMemo(() => new Set(visibleKey.split(',').filter(Boolean)), [visibleKey]);
  const { requested, choose } = selection;
  const { chosen, shown } = useShownColumns(columns, requested, visible);
  const listed = useMemo(
    () => columns.filter((c) => !c.fixed && (c.disabled || isVisibleFor(c, visible))),
    [columns, visible],
  );
  const [savedName, setSavedName] = useStoredString(`reports.${tablename}.columnFilter`);
  const [resets, setResets] = useState(0);
  const { widths, preview, commit } = useColumnWidths(tablename, shown);

  const shownIds = useMemo(() => new Set(shown.map((c) => c.id)), [shown]);
  const shownFilters = useMemo(() => filters.filter((f) => shownIds.has(f.columnId)), [filters, shownIds]);
  const sortBy = shownIds.has(params.sortBy) ? params.sortBy : defaultSort;
  const total = content?.total ?? 0;
  const info = pageOf(total, content?.page ?? params.page, params.size);
  const [filterGrid, setFilterGrid] = useState<HTMLDivElement | null>(null);
  // The reset button takes a cell of the grid like a field.
  const filterColumns = useBalancedColumns(filterGrid, shownFilters.length + 1);
  const narrowed = params.warningsOnly || shownFilters.some((f) => params.filterValues[f.id]);

  // A row's reason names the coloured cells on screen; an offline row says since when (its heartbeat).
  const heartbeat = useMemo(() => columns.find((c) => c.id === 'lastHeartbeat'), [columns]);
  const reasonOf = useCallback(
    (row: Row) => {
      const level = rowReasonLevel(row, shown);
      return level ? { level, reasons: rowReasons(row, shown, heartbeat) } : undefined;
    },
    [shown, heartbeat],
  );

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
      <ColumnSelect
        columns={listed}
        chosen={chosen}
        fixedCount={shown.length - chosen.length}
        onChange={chooseByHand}
      />
      {csvHref && content ? (
        <a className="btn btn-sm btn-outline-success" href={csvHref} download={definition.csvFile(contextId ?? '')}>
          {t.exportCsv}
        </a>
      ) : (
        <Button size="sm" variant="outline-success" disabled>
          {t.exportCsv}
        </Button>
      )}
    </>
  );

  return (
    <PageWrapper
      title={definition.title}
      hideTitle={definition.hideTitle}
      // The page's own actions sit beside the context they act on: the toolbar keeps its one row.
      contextPicker={
        <>
          <ContextPicker />
          {props.actions}
        </>
      }
      toolbar={toolbar}
      loading={loading}
    >
      {failed && <Alert variant="danger">{t.loadFailed}</Alert>}
      {params.rollout && contextId && (
        <RolloutScope
          contextId={contextId}
          rollout={params.rollout}
          wave={params.wave}
          onRemove={() => update({ rollout: null, wave: null })}
        />
      )}
      <div
        ref={setFilterGrid}
        className="report-filters mb-2"
        style={{
          gridTemplateColumns: `repeat(${filterColumns}, minmax(0, 1fr))`,
          maxWidth: filterColumns * (fieldMaxWidth + fieldGap),
        }}
      >
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
          className="justify-self-start"
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
          total={total}
          size={params.size}
          onPage={(page) => update({ page: String(page) }, true)}
          onSize={(size) => update({ size: String(size) })}
        />
        {content && (
          <span className="small text-body-secondary" aria-live="polite">
            {t.rowCount(content.total, content.warningCount)}
          </span>
        )}
      </div>
      <ReportLegend />
      <ReportTable
        label={t.tableLabel(definition.title)}
        columns={shown}
        rows={content?.rows ?? noRows}
        rowId={definition.rowId}
        widths={widths}
        groupTooltips={definition.groupTooltips}
        sortBy={sortBy}
        sortDirection={params.sortDirection}
        onSort={onSort}
        onPreviewWidth={preview}
        onCommitWidth={(id, width) => void commit(id, width)}
        emptyText={narrowed ? t.noMatch : t.empty}
        scrollKey={`${info.page}/${params.size}/${sortBy}/${params.sortDirection}`}
        busy={stale}
        reasonOf={reasonOf}
      />
    </PageWrapper>
  );
}
