import { useGetStoreAgentReportQuery, type StoreReportReply } from '../../api/reports';
import { ContextReport } from '../../components/report/ContextReport';
import { storeReport } from './definition';

/** The store report ('STORE-Auswertungen') of the chosen context. */
export function StoreReportPage() {
  return (
    <ContextReport
      definition={storeReport}
      useReport={useGetStoreAgentReportQuery}
      contentOf={({ storeAgents, visibleStoreCheckIds, ...counts }: StoreReportReply) => ({
        rows: storeAgents,
        visibleCheckIds: visibleStoreCheckIds,
        ...counts,
      })}
    />
  );
}
