import { reportTexts } from '../../../shared/texts/de/reports';

const t = reportTexts.reports.legend;

/** What the cell colours mean (issue 46), with the mark that gives a row's own reason. */
export function ReportLegend() {
  const entries = [
    ['cell-error', t.error],
    ['cell-warning', t.warning],
    ['cell-ok', t.ok],
    ['cell-empty', t.empty],
  ] as const;
  return (
    <ul className="report-legend small text-body-secondary" aria-label={t.label}>
      {entries.map(([colour, label]) => (
        <li key={colour}>
          <span className={`report-legend-swatch ${colour}`} aria-hidden="true" />
          {label}
        </li>
      ))}
      <li>
        <span className="row-reason-mark row-reason-error" aria-hidden="true">
          !
        </span>
        {t.mark}
      </li>
    </ul>
  );
}
