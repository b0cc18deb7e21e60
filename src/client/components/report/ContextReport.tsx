import type { OfflineFlag } from '../../../shared/reports/types';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState, type ReactNode } from 'react';
import { useContextId } from '../ContextPicker';
import { reportCsvHref, reportQueryArgs, type ReportQueryArgs } from './reportQuery';
import { reportPolling, ReportView } from './ReportView';
import type { ReportContent, ReportDefinition } from './types';
import { useReportParams } from './useReportParams';
import { useSelectedColumns } from './useSelectedColumns';

interface Props<Row extends OfflineFlag, Reply, Arg> {
  definition: ReportDefinition<Row>;
  /** The report's query hook. */
  useReport(
    arg: Arg | typeof skipToken,
    options: typeof reportPolling,
  ): { currentData?: Reply; isFetching: boolean; isError: boolean };
  contentOf(reply: Reply): ReportContent<Row>;
  /**
   * More of the page's toolbar, given the report call's arguments (undefined without a context) and
   * the rows on screen (undefined before the first reply).
   */
  actions?(args: ReportQueryArgs | undefined, rows: readonly Row[] | undefined): ReactNode;
}

/**
 * The last reply of this context: while the next page, filter or sort loads, the rows on screen stay
 * (no empty table in between); a reply of another context never shows.
 */
function useLastReply<Reply>(current: Reply | undefined, contextId: string | undefined): Reply | undefined {
  const [last, setLast] = useState<{ contextId: string | undefined; reply: Reply }>();
  if (current !== undefined && (last?.reply !== current || last.contextId !== contextId)) {
    setLast({ contextId, reply: current });
  }
  return current ?? (last?.contextId === contextId ? last?.reply : undefined);
}

/** A report of the chosen context, polled: the server filters, sorts and pages; a new context loads at once. */
export function ContextReport<Row extends OfflineFlag, Reply, Arg>({
  definition,
  useReport,
  contentOf,
  actions,
}: Props<Row, Reply, Arg>) {
  const contextId = useContextId();
  const params = useReportParams(definition.filters as ReportDefinition<unknown>['filters'], definition.defaultSort);
  const selection = useSelectedColumns(definition.tablename, definition.columns);
  const built = contextId
    ? reportQueryArgs(definition as ReportDefinition<unknown>, params, selection.requested, contextId)
    : undefined;
  // The same arguments stay the same object, so what depends on them (the actions) is not redone.
  const key = built && JSON.stringify(built);
  const args = useMemo(() => (key ? (JSON.parse(key) as ReportQueryArgs) : undefined), [key]);
  // The report's call takes its own column ids as sortBy and its own filter names: both come from
  // the report's catalogue, which the contract's lists follow.
  const { currentData, isFetching, isError } = useReport((args as Arg | undefined) ?? skipToken, reportPolling);
  const reply = useLastReply(currentData, contextId);
  const content = reply && contentOf(reply);
  return (
    <ReportView
      definition={definition}
      contextId={contextId}
      params={params}
      selection={selection}
      content={content}
      csvHref={args && reportCsvHref(definition.csvPath, args)}
      actions={actions?.(args, content?.rows)}
      loading={!reply && isFetching}
      stale={!currentData && reply !== undefined && !isError}
      failed={isError}
    />
  );
}
