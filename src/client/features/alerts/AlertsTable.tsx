import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import type { Alert } from '../../api/alerts';
import { formatDateTime } from '../../../shared/dates';
import { alertDetailText } from '../../../shared/alerts/alertLabel';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { alertPlace, placeName, rolloutHref } from './alertLinks';
import { AlertActions, type AlertActionHandlers } from './AlertActions';
import { AlertStateBadge } from './AlertStateBadge';
import { OwnerLines } from '../../components/alertOwnership/OwnerLines';
import { SeverityBadge } from './SeverityBadge';
import { FlappingBadge } from './FlappingBadge';
import { SnoozeBadge } from './SnoozeBadge';
import { AlertSelectAll, AlertSelectBox } from './AlertSelectBox';
import { AlertRows } from './AlertGroups';
import type { AlertGrouping } from './alertParams';
import { useCanAcknowledge } from '../../components/alertOwnership/useAlertOwnership';
import { AlertBeforeButton } from './AlertBeforeDialog';

const t = alertTexts.alerts;

interface Props extends AlertActionHandlers {
  alerts: readonly Alert[];
  hasStoreAgents: boolean;
  /** Alerts of one store or one kind folded into one row that opens (issue 46). */
  group?: AlertGrouping | undefined;
}

/** One alert's row. */
function AlertRow({
  alert,
  hasStoreAgents,
  boxes,
  ...actions
}: AlertActionHandlers & { alert: Alert; hasStoreAgents: boolean; boxes: boolean }) {
  const { selection } = actions;
  const place = alertPlace(alert, hasStoreAgents);
  const rollout = rolloutHref(alert);
  const where = placeName(alert);
  return (
    // An alert held by a maintenance is shown greyed: detected, but nobody is told.
    <tr className={alert.maintenance && alert.state !== 'closed' ? 'alert-held' : undefined}>
      {boxes && selection && (
        <td>
          <AlertSelectBox alert={alert} selection={selection} />
        </td>
      )}
      <td>
        <div>
          <SeverityBadge severity={alert.severity} />
          <FlappingBadge alert={alert} />
          <SnoozeBadge alert={alert} />
        </div>
        {t.kinds[alert.kind]}
      </td>
      <td>{alert.contextName}</td>
      <td>
        {rollout ? (
          <Link to={rollout}>{where}</Link>
        ) : place ? (
          <Link to={place.href}>
            {where}
            {place.storeServer && ` (${t.storeServer})`}
          </Link>
        ) : (
          fleetTexts.fleet.none
        )}
      </td>
      <td className="text-nowrap">
        {formatDateTime(alert.openedAt)}
        {alert.closedAt && (
          <div className="small text-body-secondary">{t.closedAt(formatDateTime(alert.closedAt))}</div>
        )}
      </td>
      <td>
        <AlertStateBadge state={alert.state} />
      </td>
      <td>
        {alertDetailText(alert)}
        <div>
          <AlertBeforeButton alert={alert} size="sm" />
        </div>
      </td>
      <td>
        {alert.acknowledgedBy && (
          <>
            <div className="small">{t.acknowledgedBy(alert.acknowledgedBy, formatDateTime(alert.acknowledgedAt))}</div>
            {alert.comment && <div className="alert-comment">{alert.comment}</div>}
          </>
        )}
        <OwnerLines alert={alert} />
      </td>
      <td className="text-end text-nowrap">
        <AlertActions alert={alert} size="row" {...actions} />
      </td>
    </tr>
  );
}

/** The alert list: kind, context, store and register (linked), since when, state, detail, acknowledgement. */
export function AlertsTable({ alerts, hasStoreAgents, group, ...actions }: Props) {
  const { selection } = actions;
  // The boxes of the selection, for who may take over and acknowledge (issue 46).
  const boxes = useCanAcknowledge() && selection !== undefined;
  return (
    <Table hover responsive className="align-middle alerts-table" aria-label={t.table}>
      <thead>
        <tr>
          {boxes && (
            <th scope="col" className="alert-select-column">
              <AlertSelectAll selection={selection} />
            </th>
          )}
          {(['kind', 'context', 'where', 'since', 'state', 'detail', 'acknowledged', 'actions'] as const).map((c) => (
            <th key={c} scope="col">
              {t.columns[c]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {alerts.length === 0 ? (
          <tr>
            <td colSpan={boxes ? 9 : 8} className="text-body-secondary">
              {t.empty}
            </td>
          </tr>
        ) : (
          <AlertRows
            alerts={alerts}
            group={group}
            columns={boxes ? 9 : 8}
            selection={boxes ? selection : undefined}
            render={(alert) => (
              <AlertRow key={alert.uid} alert={alert} hasStoreAgents={hasStoreAgents} boxes={boxes} {...actions} />
            )}
          />
        )}
      </tbody>
    </Table>
  );
}
