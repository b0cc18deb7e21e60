import type { VersionHistory } from '../../api/statistics';
import { statisticsTexts } from '../../../shared/texts/de/statistics';
import { formatCount } from './chartRules';
import { countOn, versionColor, versionKey, versionName } from './versionHistoryRules';

const t = statisticsTexts.versionHistory;
const share = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

interface Props {
  history: VersionHistory;
  context: string;
  /** Shown on the page; else only for screen readers (the chart's text alternative). */
  visible: boolean;
}

/** The chart's numbers as a table, newest day first: a row a day, a column a version, then the day's fleet. */
export function VersionHistoryTable({ history, context, visible }: Props) {
  const { versions } = history;
  // The class goes on a wrapper: a table ignores the 1 px size of `visually-hidden` and would stretch the page.
  return (
    // Shown, it scrolls sideways on a narrow window: a keyboard stop of its own, named by the caption.
    <div
      className={visible ? 'table-responsive version-history-table' : 'visually-hidden'}
      {...(visible ? { tabIndex: 0, role: 'region', 'aria-label': t.tableCaption(context) } : {})}
    >
      <table className="table table-sm table-striped mt-2 mb-0">
        <caption className="caption-top">{t.tableCaption(context)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.day}</th>
            {versions.map((v) => (
              <th scope="col" className="text-end text-nowrap" key={versionKey(v)}>
                <span className="chart-swatch" style={{ background: versionColor(versions, v) }} aria-hidden="true" />
                {versionName(v)}
              </th>
            ))}
            <th scope="col" className="text-end">
              {t.total}
            </th>
            <th scope="col" className="text-end">
              {t.onlineShare}
            </th>
            <th scope="col" className="text-end">
              {t.openAlerts}
            </th>
            <th scope="col" className="text-end">
              {t.redStores}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...history.days].reverse().map((d) => (
            <tr key={d.day}>
              <th scope="row" className="fw-normal text-nowrap">
                {t.dayName(d.day)}
              </th>
              {versions.map((v) => (
                <td className="text-end" key={versionKey(v)}>
                  {formatCount(countOn(d, v))}
                </td>
              ))}
              <td className="text-end">{formatCount(d.cashpoints)}</td>
              <td className="text-end text-nowrap">{share.format(d.onlineShare)} %</td>
              <td className="text-end">{formatCount(d.openAlerts)}</td>
              <td className="text-end">{formatCount(d.redStores)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
