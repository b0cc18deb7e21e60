import type { CashpointReportRow } from '../../api/reports';
import type { ReportDefinition } from '../../components/report/types';
import { cashpointCatalogue } from '../../../shared/reports/cashpointColumns';
import { texts } from '../../../shared/texts/de';

/** The register report: its columns, filters and rules come from the shared catalogue. */
export const cashpointReport: ReportDefinition<CashpointReportRow> = {
  ...cashpointCatalogue,
  tablename: 'cashpointreport',
  title: texts.pages.cashpointReport,
  hideTitle: true,
  rowId: (row) => row.uid,
  csvPath: '/api/frontend/reports/cashpoint-report.csv',
  csvFile: texts.reports.cashpoint.csvFile,
};
