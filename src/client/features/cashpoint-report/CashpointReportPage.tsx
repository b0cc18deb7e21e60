import { useGetCashpointReportQuery, type CashpointReportReply } from '../../api/reports';
import { ContextReport } from '../../components/report/ContextReport';
import { cashpointReport } from './definition';
import type { ReportQueryArgs } from '../../components/report/reportQuery';
import { CalendarActions } from '../../components/calendar/CalendarActions';
import { reportSelectionOf } from '../../components/calendar/reportSelection';
import { RunActionButton } from '../../components/actions/RunActionButton';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';

/**
 * The calendar's actions for the stores of the registers the filters let through, and 'Aktion
 * ausführen …' for those registers.
 */
function ReportCalendarActions({ args }: { args: ReportQueryArgs | undefined }) {
  return (
    <>
      <CalendarActions
        contextId={args?.contextId}
        filtered={() => ({ cashpointReport: reportSelectionOf(args) })}
        small
      />
      <RunActionButton
        size="sm"
        disabled={!args?.contextId}
        selection={() =>
          args?.contextId
            ? {
                contextId: args.contextId,
                label: actionPageTexts.runAction.targetsOf.report,
                targets: { cashpoint: { cashpointReport: reportSelectionOf(args) } },
              }
            : undefined
        }
      />
    </>
  );
}

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
      actions={(args) => <ReportCalendarActions args={args} />}
    />
  );
}
