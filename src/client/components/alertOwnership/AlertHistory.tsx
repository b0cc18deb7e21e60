import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useGetAlertsQuery } from '../../api/alerts';
import { pollingIntervalMs } from '../../lib/polling';
import { usePolling } from '../../app/usePolling';
import { formatDateTime } from '../../../shared/dates';
import { alertOwnershipTexts } from '../../../shared/texts/de/alertOwnership';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import './alertOwnership.css';

const t = alertOwnershipTexts.alertOwnership;
// As the page 'Alarme' colours them; the badge names the state too, so colour is never the only sign.
const stateColour = { open: 'danger', acknowledged: 'warning', closed: 'secondary' } as const;

interface Props {
  contextId: string;
  /** The store (its own alerts and its registers') … */
  storeUid?: string;
  /** … or one register. */
  cashpointUid?: string;
}

/** The last alerts of a store or register, for its details: open ones first, then the newest. */
export function AlertHistory({ contextId, storeUid, cashpointUid }: Props) {
  const { data, isError } = useGetAlertsQuery(
    { contextId, storeUid, cashpointUid, state: 'all', page: 1, size: 10 },
    { pollingInterval: usePolling(pollingIntervalMs) },
  );
  if (isError) return <p className="text-body-secondary">{t.historyFailed}</p>;
  if (!data) return null;
  if (data.alerts.length === 0) return <p className="text-body-secondary">{t.historyEmpty}</p>;
  return (
    <Table size="sm" className="align-middle" aria-label={t.history}>
      <thead>
        <tr>
          {(['kind', 'since', 'state', 'owner'] as const).map((c) => (
            <th key={c} scope="col">
              {t.historyColumns[c]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.alerts.map((alert) => (
          <tr key={alert.uid} className={alert.maintenance ? 'alert-held' : undefined}>
            <td>
              {alertTexts.alerts.kinds[alert.kind] ?? alert.kind}
              {alert.posId && !cashpointUid && (
                <span className="text-body-secondary"> · {alertTexts.alerts.cashpoint(alert.posId)}</span>
              )}
            </td>
            <td className="text-nowrap">{formatDateTime(alert.openedAt)}</td>
            <td>
              <Badge bg={stateColour[alert.state]} text={alert.state === 'acknowledged' ? 'dark' : undefined}>
                {alertTexts.alerts.states[alert.state]}
              </Badge>
            </td>
            <td>{alert.assignee?.name ?? alert.acknowledgedBy ?? fleetTexts.fleet.none}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
