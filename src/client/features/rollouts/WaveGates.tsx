import Table from 'react-bootstrap/Table';
import type { RolloutGate } from '../../api/rollouts';
import { texts } from '../../../shared/texts/de';
import { gateNumber, gateThreshold } from './format';

const t = texts.rollouts;

/**
 * The day close gate before any of the wave's stores had its close due: the server lets it hold
 * with the value 0 below its threshold (see RolloutGateKind), which is no share to show.
 */
const dayCloseNotDue = (gate: RolloutGate) => gate.kind === 'dayClose' && gate.holds && gate.value < gate.threshold;

/** A wave's gates: what each checks, its value beside its threshold, and whether it holds. */
export function WaveGates({ gates, wave }: { gates: readonly RolloutGate[]; wave: string }) {
  if (gates.length === 0) return <p className="small text-body-secondary mb-0">{t.noGates}</p>;
  return (
    <Table size="sm" className="rollout-gates mb-0 align-middle">
      <caption className="visually-hidden">{t.gatesCaption(wave)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.gateColumn}</th>
          <th scope="col" className="text-end text-nowrap">
            {t.gateValueColumn}
          </th>
          <th scope="col">{t.gateStateColumn}</th>
        </tr>
      </thead>
      <tbody>
        {gates.map((gate) => (
          <tr key={gate.kind} data-testid={`gate-${gate.kind}`}>
            <td>{t.gate[gate.kind]}</td>
            <td className="text-end text-nowrap">
              {dayCloseNotDue(gate)
                ? t.dayCloseNotDue
                : `${gateNumber(gate.kind, gate.value)} / ${gateThreshold(gate.kind, gate.threshold)}`}
            </td>
            <td className={`text-nowrap ${gate.holds ? 'text-success' : 'text-danger fw-semibold'}`}>
              <span aria-hidden="true">{gate.holds ? '✓ ' : '✗ '}</span>
              {gate.holds ? t.gateHolds : t.gateFails}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
