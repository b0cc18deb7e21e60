import { skipToken } from '@reduxjs/toolkit/query';
import { useContextId } from '../ContextPicker';
import { reportPolling, ReportView } from './ReportView';
import type { ReportDefinition } from './types';

/** The rows of a report reply and the checks (column ids) its context shows. */
export interface ReportContent<Row> {
  rows: readonly Row[];
  visibleCheckIds: readonly string[];
}

interface Props<Row, Reply> {
  definition: ReportDefinition<Row>;
  /** The report's query hook. */
  useReport(
    arg: { contextId: string } | typeof skipToken,
    options: typeof reportPolling,
  ): { currentData?: Reply; isFetching: boolean; isError: boolean };
  contentOf(reply: Reply): ReportContent<Row>;
}

/** A report of the chosen context, polled; a new context loads its rows at once. */
export function ContextReport<Row, Reply>({ definition, useReport, contentOf }: Props<Row, Reply>) {
  const contextId = useContextId();
  const { currentData, isFetching, isError } = useReport(contextId ? { contextId } : skipToken, reportPolling);
  const content = currentData && contentOf(currentData);
  return (
    <ReportView
      definition={definition}
      contextId={contextId}
      rows={content?.rows}
      visibleCheckIds={content?.visibleCheckIds}
      loading={!currentData && isFetching}
      failed={isError}
    />
  );
}
