import { useGetStoreAgentReportQuery, type StoreReportReply, type StoreReportRow } from '../../api/reports';
import { RunActionButton } from '../../components/actions/RunActionButton';
import { ContextReport } from '../../components/report/ContextReport';
import type { ReportQueryArgs } from '../../components/report/reportQuery';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';
import { storeReport } from './definition';

/**
 * 'Aktion ausführen …' for the store servers the report shows: those of the page on screen, by their
 * uids (the contract names a register report's filter as targets, not a store report's).
 */
function StoreReportActions({ args, rows }: { args: ReportQueryArgs | undefined; rows: readonly StoreReportRow[] }) {
  return (
    <RunActionButton
      size="sm"
      disabled={!args?.contextId || rows.length === 0}
      selection={() =>
        args?.contextId && rows.length > 0
          ? {
              contextId: args.contextId,
              label: actionPageTexts.runAction.targetsOf.storeReportPage(rows.length),
              targets: { storeAgent: { storeAgentUids: rows.map((row) => row.uid) } },
            }
          : undefined
      }
    />
  );
}

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
      actions={(args, rows) => <StoreReportActions args={args} rows={rows ?? []} />}
    />
  );
}
