import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import type { Alert } from '../../api/alerts';
import { formatDateTime } from '../../../shared/dates';
import { alertDetailText } from '../../../shared/alerts/alertLabel';
import { alertIntegrationTexts } from '../../../shared/texts/de/alertIntegrations';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { alertTriageTexts } from '../../../shared/texts/de/alertsTriage';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { alertExtras } from './alertExtras';
import { alertPlace, placeName, rolloutHref } from './alertLinks';
import { AlertActions, type AlertActionHandlers } from './AlertActions';
import { AlertStateBadge } from './AlertStateBadge';
import { SeverityBadge } from './SeverityBadge';
import { FlappingBadge } from './FlappingBadge';
import { SnoozeBadge } from './SnoozeBadge';
import { AlertSelectAll, AlertSelectBox } from './AlertSelectBox';
import { AlertBeforeButton } from './AlertBeforeDialog';

const t = alertTexts.alerts;
const c = alertIntegrationTexts.alertCards;

interface Props extends AlertActionHandlers {
  alerts: readonly Alert[];
  hasStoreAgents: boolean;
}

/** The place of an alert as a link: its store or register, its store server or its rollout. */
function PlaceLink({ alert, hasStoreAgents }: { alert: Alert; hasStoreAgents: boolean }) {
  const where = placeName(alert);
  const rollout = rolloutHref(alert);
  const place = alertPlace(alert, hasStoreAgents);
  const href = rollout ?? place?.href;
  if (!href) return <span>{fleetTexts.fleet.none}</span>;
  return (
    <Link to={href} className="alert-card-link">
      {where}
      {place?.storeServer && !rollout && ` (${t.storeServer})`}
    </Link>
  );
}

/** One card: severity and state, kind, store, since when, who owns it; then the actions. */
function AlertCard({
  alert,
  hasStoreAgents,
  ...actions
}: AlertActionHandlers & { alert: Alert; hasStoreAgents: boolean }) {
  const { severity, assignee, maintenance } = alertExtras(alert);
  const headingId = `alert-card-${alert.uid}`;
  return (
    <li className={`card alert-card${maintenance ? ' alert-card-held' : ''}`} aria-labelledby={headingId}>
      <div className="card-body p-3">
        <div className="d-flex flex-wrap align-items-center gap-1 mb-1">
          {actions.selection && (
            <AlertSelectBox alert={alert} selection={actions.selection} label={alertTriageTexts.alertTriage.select} />
          )}
          {severity && <SeverityBadge severity={severity} />}
          <AlertStateBadge state={alert.state} />
          <FlappingBadge alert={alert} />
          <SnoozeBadge alert={alert} />
          {maintenance && (
            <Badge bg="secondary">
              {maintenance.until ? c.maintenanceUntil(formatDateTime(maintenance.until)) : c.maintenance}
            </Badge>
          )}
        </div>
        <h2 className="h6 fw-bold mb-0" id={headingId}>
          {t.kinds[alert.kind] ?? alert.kind}
        </h2>
        <div className="alert-card-place">
          <PlaceLink alert={alert} hasStoreAgents={hasStoreAgents} />
          <div className="small">{alert.contextName}</div>
        </div>
        <dl className="alert-card-facts small mb-2">
          <dt className="visually-hidden">{t.columns.since}</dt>
          <dd>
            {c.since(formatDateTime(alert.openedAt))}
            {alert.closedAt && `, ${t.closedAt(formatDateTime(alert.closedAt))}`}
          </dd>
          {assignee !== undefined && (
            <>
              <dt>{c.owner}</dt>
              <dd>{assignee ? c.ownerSince(assignee.name, formatDateTime(assignee.at)) : c.noOwner}</dd>
            </>
          )}
          {alert.detail && (
            <>
              <dt className="visually-hidden">{t.columns.detail}</dt>
              <dd>{alertDetailText(alert)}</dd>
            </>
          )}
          {maintenance?.reason && (
            <>
              <dt>{c.maintenance}</dt>
              <dd>{maintenance.reason}</dd>
            </>
          )}
          {alert.acknowledgedBy && (
            <>
              <dt>{t.columns.acknowledged}</dt>
              <dd>
                {t.acknowledgedBy(alert.acknowledgedBy, formatDateTime(alert.acknowledgedAt))}
                {alert.comment && <div className="alert-comment">{alert.comment}</div>}
              </dd>
            </>
          )}
        </dl>
        <div className="mb-2">
          <AlertBeforeButton alert={alert} />
        </div>
        <AlertActions alert={alert} size="touch" {...actions} />
      </div>
    </li>
  );
}

/** The alerts on a narrow screen: one card each, in the server's order, nothing to scroll sideways. */
export function AlertCards({ alerts, hasStoreAgents, ...actions }: Props) {
  if (alerts.length === 0) return <p className="text-body-secondary">{t.empty}</p>;
  const { selection } = actions;
  return (
    <>
      {selection && alerts.some(selection.selectable) && <AlertSelectAll selection={selection} label />}
      <ul className="list-unstyled alert-cards d-grid gap-2 mb-3" aria-label={c.list}>
        {alerts.map((alert) => (
          <AlertCard key={alert.uid} alert={alert} hasStoreAgents={hasStoreAgents} {...actions} />
        ))}
      </ul>
    </>
  );
}
