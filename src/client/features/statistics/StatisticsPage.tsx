import { useMemo, type CSSProperties } from 'react';
import { useGetStatisticsQuery } from '../../api/statistics';
import type { ContextSummary } from '../../api/home';
import { selectSession, useAppSelector } from '../../app/hooks';
import { PageWrapper } from '../../components/PageWrapper';
import { frameTexts } from '../../../shared/texts/de/frame';
import { statisticsTexts } from '../../../shared/texts/de/statistics';
import type { ChartItem } from './ChartFrame';
import { chartWidth, contextColor, shortLabel } from './chartRules';
import { MetricCard } from './MetricCard';
import { VersionDrillDown } from './VersionDrillDown';
import { VersionHistoryCard } from './VersionHistoryCard';
import './statistics.css';

const t = statisticsTexts.statistics;
const none: ContextSummary[] = [];

/** The five counts of the statistics page, in this order. */
export const metrics = [
  'storeCount',
  'cashpointCount',
  'storeAgentCount',
  'notUpdatedCashpointCount',
  'notUpdatedStoreAgentCount',
] as const satisfies readonly (keyof ContextSummary)[];

function metricItems(contexts: readonly ContextSummary[], metric: (typeof metrics)[number]): ChartItem[] {
  return contexts.map((c) => ({
    id: c.key,
    label: c.name,
    shortLabel: shortLabel(c.key),
    value: c[metric],
    color: contextColor(c.key),
  }));
}

/** Charts of the fleet per customer context and the two version drill-downs. */
export function StatisticsPage() {
  const { data, isLoading } = useGetStatisticsQuery(undefined, { refetchOnMountOrArgChange: true });
  // Without store agents their version calls do not exist (the server answers 404).
  const hasStoreAgents = useAppSelector(selectSession)?.hasStoreAgents ?? false;
  const contexts = data?.contexts ?? none;
  const width = chartWidth(contexts.length);
  const cards = useMemo(() => metrics.map((metric) => ({ metric, items: metricItems(contexts, metric) })), [contexts]);
  return (
    <PageWrapper title={frameTexts.pages.statistics} loading={isLoading}>
      {data && contexts.length === 0 ? (
        <p className="text-body-secondary">{t.noContexts}</p>
      ) : (
        <>
          {/* 'Versionen im Verlauf' spans the page above the per-context cards: 90 days want the width. */}
          <VersionHistoryCard contexts={contexts} />
          {/* As many cards a row as fit their charts at full width: wider charts (more contexts), fewer. */}
          <div className="statistics-grid" style={{ '--chart-width': `${width}px` } as CSSProperties}>
            {cards.map(({ metric, items }) => (
              <MetricCard key={metric} title={t.metrics[metric]} items={items} width={width} />
            ))}
            {/* One cell for both drill-downs, after the fifth card: at three a row it fills the second row. */}
            <div className="statistics-drilldowns">
              <VersionDrillDown kind="cashpoint" contexts={contexts} width={width} />
              {hasStoreAgents && <VersionDrillDown kind="store" contexts={contexts} width={width} />}
            </div>
          </div>
        </>
      )}
    </PageWrapper>
  );
}
