import { skipToken } from '@reduxjs/toolkit/query';
import { useGetStoreAgentReportQuery } from '../../api';
import { useContextId } from '../../components/ContextPicker';
import { ReportView } from '../../components/report/ReportView';
import { storeReport } from './definition';

/** Spec 9: the reports reload every 60 s. */
const reportRefreshMs = 60_000;

/** Spec 2.10: the store report ('STORE-Auswertungen'); a new context loads its rows at once. */
export function StoreReportPage() {
  const contextId = useContextId();
  const {
    currentData: data,
    isFetching,
    isError,
  } = useGetStoreAgentReportQuery(contextId ? { contextId } : skipToken, {
    pollingInterval: reportRefreshMs,
    skipPollingIfUnfocused: false,
  });
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
