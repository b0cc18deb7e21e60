import { skipToken } from '@reduxjs/toolkit/query';
import { useGetStoreAgentReportQuery } from '../../api';
import { useContextId } from '../../components/ContextPicker';
import { reportPolling, ReportView } from '../../components/report/ReportView';
import { storeReport } from './definition';

/** The store report ('STORE-Auswertungen'); a new context loads its rows at once. */
export function StoreReportPage() {
  const contextId = useContextId();
  const {
    currentData: data,
    isFetching,
    isError,
  } = useGetStoreAgentReportQuery(contextId ? { contextId } : skipToken, reportPolling);
  return (
    <ReportView
      definition={storeReport}
      contextId={contextId}
      rows={data?.storeAgents}
      visibleCheckIds={data?.visibleStoreCheckIds}
      loading={!data && isFetching}
      failed={isError}
    />
  );
}
