import { skipToken } from '@reduxjs/toolkit/query';
import { useGetCashpointReportQuery } from '../../api';
import { useContextId } from '../../components/ContextPicker';
import { reportPolling, ReportView } from '../../components/report/ReportView';
import { cashpointReport } from './definition';

/** The register report; a new context loads its rows at once. */
export function CashpointReportPage() {
  const contextId = useContextId();
  const {
    currentData: data,
    isFetching,
    isError,
  } = useGetCashpointReportQuery(contextId ? { contextId } : skipToken, reportPolling);
  return (
    <ReportView
      definition={cashpointReport}
      contextId={contextId}
      rows={data?.cashpoints}
      visibleCheckIds={data?.visibleCashpointCheckIds}
      loading={!data && isFetching}
      failed={isError}
    />
  );
}
