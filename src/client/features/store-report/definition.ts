import type { StoreReportRow } from '../../api/reports';
import type { ReportDefinition } from '../../components/report/types';
import { storeCatalogue } from '../../../shared/reports/storeColumns';
import { frameTexts } from '../../../shared/texts/de/frame';
import { reportTexts } from '../../../shared/texts/de/reports';

/** The store report: its columns, groups, filters and rules come from the shared catalogue. */
export const storeReport: ReportDefinition<StoreReportRow> = {
  ...storeCatalogue,
  tablename: 'storereport',
  title: frameTexts.pages.storeReport,
  rowId: (row) => row.uid,
  csvPath: '/api/frontend/reports/storeagent-report.csv',
  csvFile: reportTexts.reports.store.csvFile,
};
