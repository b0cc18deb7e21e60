import { useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { statisticsTexts } from '../../../shared/texts/de/statistics';
import { ChartFrame, type ChartItem } from './ChartFrame';
import { formatCount } from './chartRules';
import { Bars, Donut } from './Charts';
import { DataTable } from './DataTable';
import { useElementWidth } from '../../components/charts/useElementWidth';

const t = statisticsTexts.statistics;

/**
 * One count of the statistics page (e.g. Anzahl Kassen) for every context: a donut, a bar chart and
 * a table, the charts one above the other at `width`, the width by the number of contexts. Where the
 * card is narrower (a narrow window), the charts scroll sideways inside it instead of shrinking.
 */
export function MetricCard({
  title,
  items,
  width: chartWidth,
}: {
  title: string;
  items: readonly ChartItem[];
  width: number;
}) {
  const headingId = useId();
  const [showTable, setShowTable] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const bodyWidth = useElementWidth(body);
  // Only a frame that needs it scrolls: a scrolling frame would clip the tooltips at its edges.
  const frame = bodyWidth !== undefined && bodyWidth < chartWidth ? 'chart-scroll' : '';
  const total = items.reduce((sum, item) => sum + item.value, 0);
  return (
    <section className="card statistics-card" aria-labelledby={headingId} data-metric={title}>
      <div className="card-body" ref={body}>
        <div className="d-flex flex-wrap align-items-baseline gap-3 mb-2">
          <h2 id={headingId} className="h5 mb-0">
            {title}
          </h2>
          <span className="text-body-secondary small">{t.total(formatCount(total))}</span>
          <Button
            variant="link"
            size="sm"
            className="ms-auto p-0"
            aria-expanded={showTable}
            onClick={() => setShowTable((s) => !s)}
          >
            {showTable ? t.hideTable : t.showTable}
          </Button>
        </div>
        <div className="statistics-charts">
          <ChartFrame label={t.donut(title)} items={items} total={total} className={`chart-donut ${frame}`}>
            {(state) =>
              total > 0 ? (
                <Donut items={items} total={total} width={chartWidth} {...state} />
              ) : (
                <p className="chart-empty text-body-secondary" style={{ width: chartWidth }}>
                  {t.allZero}
                </p>
              )
            }
          </ChartFrame>
          <ChartFrame label={t.bar(title)} items={items} total={total} className={`chart-bar ${frame}`}>
            {(state) => <Bars items={items} total={total} width={chartWidth} {...state} />}
          </ChartFrame>
        </div>
        <DataTable caption={t.tableCaption(title)} items={items} total={total} visible={showTable} />
      </div>
    </section>
  );
}
