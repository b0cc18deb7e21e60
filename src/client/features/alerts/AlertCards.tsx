import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import type { Alert } from '../../api/alerts';
import { formatDateTime } from '../../../shared/dates';
import { alertDetailText } from '../../../shared/alerts/alertLabel';
import { texts } from '../../../shared/texts/de';
import { alertExtras } from './alertExtras';
import { useCanAcknowledge } from '../../components/alertOwnership/useAlertOwnership';
import { alertPlace, rolloutHref } from './alertLinks';
import { AlertStateBadge } from './AlertStateBadge';
import { placeName } from './AlertsTable';
import { SeverityBadge } from './SeverityBadge';

const t = texts.alerts;
const c = texts.alertCards;

export interface AlertActions {
  onAcknowledge(alert: Alert): void;
  onTakeOver(alert: Alert): void;
  /** The uid of the alert being taken over just now (its button waits). */
  takingOver: string | undefined;
}

interface Props extends AlertActions {
  alerts: readonly Alert[];
  hasStoreAgents: boolean;
}

/** The place of an alert as a link: its store or register, its store server or its rollout. */
function PlaceLink({ alert, hasStoreAgents }: { alert: Alert; hasStoreAgents: boolean }) {
  const where = placeName(alert);
  const rollout = rolloutHref(alert);
  const place = alertPlace(alert, hasStoreAgents);
  const href = rollout ?? place?.href;
  if (!href) return <span>{texts.fleet.none}</span>;
  return (
    <Link to={href} className="alert-card-link">
      {where}
      {place?.storeServer && !rollout && ` (${t.storeServer})`}
    </Link>
  );
}

/** For who may (ALERTS_ACKNOWLEDGE): 'Übernehmen' and 'Bestätigen' or 'Kommentar ändern', thumb-sized. */
export function AlertActionButtons({ alert, onAcknowledge, onTakeOver, takingOver }: AlertActions & { alert: Alert }) {
  const may = useCanAcknowledge();
  if (alert.state === 'closed' || !may) return null;
  const kind = t.kinds[alert.kind] ?? alert.kind;
  const where = placeName(alert);
  return (
    <div className="alert-actions d-flex flex-wrap gap-2">
      <Button
        variant="outline-secondary"
        className="alert-action"
        aria-label={c.takeOverLabel(kind, where)}
        disabled={takingOver === alert.uid}
        onClick={() => onTakeOver(alert)}
      >
        {c.takeOver}
      </Button>
      <Button
        variant="primary"
        className="alert-action"
        aria-label={(alert.state === 'open' ? t.acknowledgeLabel : t.changeCommentLabel)(kind, where)}
        onClick={() => onAcknowledge(alert)}
      >
        {alert.state === 'open' ? t.acknowledge : t.changeComment}
      </Button>
    </div>
  );
}

/** One card: severity and state, kind, store, since when, who owns it; then the actions. */
function AlertCard({ alert, hasStoreAgents, ...actions }: AlertActions & { alert: Alert; hasStoreAgents: boolean }) {
  const { severity, assignee, maintenance } = alertExtras(alert);
  const headingId = `alert-card-${alert.uid}`;
  return (
    <li className={`card alert-card${maintenance ? ' alert-card-held' : ''}`} aria-labelledby={headingId}>
      <div className="card-body p-3">
        <div className="d-flex flex-wrap align-items-center gap-1 mb-1">
          {severity && <SeverityBadge severity={severity} />}
          <AlertStateBadge state={alert.state} />
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
        <AlertActionButtons alert={alert} {...actions} />
      </div>
    </li>
  );
}

/** The alerts on a narrow screen: one card each, in the server's order, nothing to scroll sideways. */
export function AlertCards({ alerts, hasStoreAgents, ...actions }: Props) {
  if (alerts.length === 0) return <p className="text-body-secondary">{t.empty}</p>;
  return (
    <ul className="list-unstyled alert-cards d-grid gap-2 mb-3" aria-label={c.list}>
      {alerts.map((alert) => (
        <AlertCard key={alert.uid} alert={alert} hasStoreAgents={hasStoreAgents} {...actions} />
      ))}
    </ul>
  );
}
