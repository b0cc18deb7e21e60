import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import type { RolloutGate } from '../../api/rollouts';
import { alertKindEntry, alertKinds } from '../../../shared/alerts/alertKinds';
import type { AlertKind } from '../../api/alerts';
import { formatSelection } from '../../components/fleet/selectionHash';
import { pathWithQuery, paths } from '../../config/paths';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';
import { gateNumber, gateThreshold, localTime } from './format';

const t = rolloutTexts.rollouts;

const stateClass: Record<RolloutGate['state'], string> = {
  holds: 'text-success',
  fails: 'text-danger fw-semibold',
  pending: 'text-body-secondary',
  unmeasurable: 'text-body-secondary',
  overridden: 'text-warning-emphasis fw-semibold',
};

/** A number keeps its unit on its line ('10 %', '24 Std.'), the rest of a value may wrap. */
const unitKept = (text: string) => text.replace(/ (%|Std\.)/g, '\u00a0$1');

/** The day close gate before any of the wave's stores had its close due: no share to show yet. */
const dayCloseNotDue = (gate: RolloutGate) => gate.kind === 'dayClose' && gate.state === 'pending';

/** The Alarme page with the gate's open alerts of one kind in the rollout's context. */
export const gateAlertsHref = (contextId: string, kind: string) =>
  pathWithQuery(paths.alerts, { contextId, state: 'open', kind });

/** A store behind a gate in the register tree. */
const storeHref = (contextId: string, storeId: string) =>
  `${pathWithQuery(paths.cashpoints, { contextId })}${formatSelection({ contextId, storeId })}`;

/** What stands behind a failing or overridden gate: its alerts (links to Alarme), its stores, the override. */
function GateEvidence({ gate, contextId }: { gate: RolloutGate; contextId: string }) {
  const shown = gate.state === 'fails' || gate.state === 'overridden';
  const kinds = (gate.alertKinds ?? []).filter((k): k is AlertKind => alertKinds.includes(k as AlertKind));
  return (
    <>
      {gate.unmeasurable ? (
        <div className="small text-body-secondary">{t.unmeasurableStores(gate.unmeasurable)}</div>
      ) : null}
      {shown && kinds.length > 0 && (
        <div className="small">
          {kinds.map((kind) => (
            <Link key={kind} className="me-2" to={gateAlertsHref(contextId, kind)}>
              {t.gateAlertsLink(alertKindEntry(kind).label)}
            </Link>
          ))}
        </div>
      )}
      {shown && (gate.stores ?? []).length > 0 && (
        <div className="small">
          {t.gateStoresLabel}{' '}
          {gate.stores!.map((store) => (
            <Link
              key={store.uid}
              className="me-1"
              to={storeHref(contextId, store.storeId)}
              aria-label={t.gateStoreLabel(store.storeId)}
            >
              {store.storeId}
            </Link>
          ))}
        </div>
      )}
      {gate.override && (
        <div className="small text-body-secondary">
          {t.gateOverride(gate.override.byName ?? gate.override.by, localTime(gate.override.at), gate.override.comment)}
        </div>
      )}
    </>
  );
}

interface Props {
  gates: readonly RolloutGate[];
  wave: string;
  /** The rollout's context: the links to its alerts and stores. */
  contextId: string;
}

/** A wave's gates: what each checks, its value beside its threshold, its state, and what is behind it. */
export function WaveGates({ gates, wave, contextId }: Props) {
  if (gates.length === 0) return <p className="small text-body-secondary mb-0">{t.noGates}</p>;
  return (
    <Table size="sm" className="rollout-gates mb-0 align-middle">
      <caption className="visually-hidden">{t.gatesCaption(wave)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.gateColumn}</th>
          <th scope="col" className="text-end">
            {t.gateValueColumn}
          </th>
          <th scope="col">{t.gateStateColumn}</th>
        </tr>
      </thead>
      <tbody>
        {gates.map((gate) => (
          <tr key={gate.kind} data-testid={`gate-${gate.kind}`} data-state={gate.state}>
            <td>
              {t.gate[gate.kind]}
              <GateEvidence gate={gate} contextId={contextId} />
            </td>
            {/* Wraps where the card is narrow (a number keeps its unit): cells that never wrapped
                made the table, and a phone's page, 545 px wide. */}
            <td className="text-end">
              {dayCloseNotDue(gate)
                ? t.dayCloseNotDue
                : `${unitKept(gateNumber(gate.kind, gate.value))} / ${unitKept(gateThreshold(gate.kind, gate.threshold))}`}
            </td>
            <td className={stateClass[gate.state]}>
              <span aria-hidden="true">{t.gateStateMark[gate.state]}</span>
              {t.gateState[gate.state]}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
