import type { CashpointReportRow } from '../../api/reports';
import type { ReportDefinition } from '../../components/report/types';
import { cashpointCatalogue } from '../../../shared/reports/cashpointColumns';
import { frameTexts } from '../../../shared/texts/de/frame';
import { reportTexts } from '../../../shared/texts/de/reports';

/** The register report: its columns, filters and rules come from the shared catalogue. */
export const cashpointReport: ReportDefinition<CashpointReportRow> = {
  ...cashpointCatalogue,
  tablename: 'cashpointreport',
  title: frameTexts.pages.cashpointReport,
  hideTitle: true,
  rowId: (row) => row.uid,
  csvPath: '/api/frontend/reports/cashpoint-report.csv',
  csvFile: reportTexts.reports.cashpoint.csvFile,
};
