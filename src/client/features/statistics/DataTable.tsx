import { statisticsTexts } from '../../../shared/texts/de/statistics';
import type { ChartItem } from './ChartFrame';
import { formatCount, formatPercent } from './chartRules';

const t = statisticsTexts.statistics;

/** The numbers of a chart as a table: always there for screen readers, shown on request. */
export function DataTable({
  caption,
  items,
  total,
  visible,
  nameHeader = t.customer,
}: {
  caption: string;
  items: readonly ChartItem[];
  total: number;
  visible: boolean;
  nameHeader?: string;
}) {
  // The class goes on a wrapper: a table ignores the 1 px size of `visually-hidden` and would
  // stretch the page.
  return (
    <div className={visible ? undefined : 'visually-hidden'}>
      <table className="table table-sm table-striped statistics-table mt-2">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col" className="text-end">
              {t.count}
            </th>
            <th scope="col" className="text-end">
              {t.share}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className="fw-normal">
                <span className="chart-swatch" style={{ background: item.color }} aria-hidden="true" />
                {item.label}
              </th>
              <td className="text-end">{formatCount(item.value)}</td>
              <td className="text-end">{formatPercent(item.value, total)} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
