import { useGetCashpointReportQuery, type CashpointReportReply } from '../../api/reports';
import { ContextReport } from '../../components/report/ContextReport';
import { cashpointReport } from './definition';

/** The register report of the chosen context. */
export function CashpointReportPage() {
  return (
    <ContextReport
      definition={cashpointReport}
      useReport={useGetCashpointReportQuery}
      contentOf={({ cashpoints, visibleCashpointCheckIds, ...counts }: CashpointReportReply) => ({
        rows: cashpoints,
        visibleCheckIds: visibleCashpointCheckIds,
        ...counts,
      })}
    />
  );
}
