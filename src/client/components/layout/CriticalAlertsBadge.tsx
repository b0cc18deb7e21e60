import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import { situationPollingMs, useGetHomeSituationQuery } from '../../api/home';
import { pathWithQuery, paths } from '../../config/paths';
import { allContexts } from '../../lib/allContexts';
import { homeTexts } from '../../../shared/texts/de/home';

/** The alert page of every context, narrowed to the critical alerts not closed (the snoozed ones too: the count has them). */
export const criticalAlertsPath = pathWithQuery(paths.alerts, {
  contextId: allContexts,
  state: 'open',
  severity: 'critical',
  snoozed: 'show',
});

/**
 * The top bar's count of critical open alerts over every visible context, asked again every 30 s
 * (the start page's situation: one request serves both). Nothing while there is none.
 */
export function CriticalAlertsBadge() {
  const { data } = useGetHomeSituationQuery(undefined, { pollingInterval: situationPollingMs });
  const count = data?.total.criticalAlertCount ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={criticalAlertsPath}
      className="critical-badge order-xl-last ms-auto ms-xl-2 me-2 me-xl-0 text-decoration-none"
      aria-label={homeTexts.criticalBadge.label(count)}
      title={homeTexts.criticalBadge.label(count)}
      data-testid="critical-alerts-badge"
    >
      <Badge bg="danger" pill>
        {count}
      </Badge>
    </Link>
  );
}
