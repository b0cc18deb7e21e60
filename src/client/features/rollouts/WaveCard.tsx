import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import type { RolloutDetail, RolloutWave } from '../../api/rollouts';
import { WaveStateBadge } from '../../components/rollouts/RolloutStateBadge';
import { dayCloseThreshold, selectionText } from '../../components/rollouts/selectionText';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';
import { localTime, waveReportHref } from './format';
import { WaveCounts } from './WaveCounts';
import { WaveGates } from './WaveGates';

const t = rolloutTexts.rollouts;

interface Props {
  rollout: RolloutDetail;
  wave: RolloutWave;
  /** Offers 'Zurückrollen' for this wave (a started wave, for a user who may steer). */
  onRollback?(wave: RolloutWave): void;
}

/** One wave of the progress view: its state, counts, gates, times, approval and links. */
export function WaveCard({ rollout, wave, onRollback }: Props) {
  const titleId = useId();
  // Began = took its stores: a wave cancelled (or waiting for approval) before it began has none to
  // show in a report or to roll back, although its state is no longer 'pending'.
  const started = wave.startedAt !== null;
  // A wave not started has taken no store: what it will take, from the plan as it is now.
  const counted = wave.planned ?? wave.counts;
  const reach = `${wave.planned ? `${t.plannedReach} ` : ''}${t.stores(counted.stores)} · ${t.targets(counted.targets, rollout.updateKind)}`;
  return (
    <Card as="section" className="mb-3 rollout-wave" aria-labelledby={titleId} data-testid={`wave-${wave.number}`}>
      <Card.Header className="rollout-wave-header d-flex flex-wrap align-items-center gap-2">
        <h3 id={titleId} className="h6 mb-0">
          {t.waveTitle(wave.number, wave.name)}
        </h3>
        <WaveStateBadge state={wave.state} />
        <span className="small text-body-secondary me-auto">
          {selectionText(wave.selection)} · {reach}
        </span>
        {started && (
          <Link
            className="btn btn-sm btn-outline-primary"
            to={waveReportHref(rollout.updateKind, rollout.contextId, rollout.uid, wave.number)}
            aria-label={t.reportLinkLabel(wave.number)}
          >
            {rollout.updateKind === 'cashpoint' ? t.reportLink : t.storeReportLink}
          </Link>
        )}
        {started && onRollback && (
          <Button size="sm" variant="outline-danger" onClick={() => onRollback(wave)}>
            {t.rollbackWave(wave.number)}
          </Button>
        )}
      </Card.Header>
      <Card.Body className="rollout-wave-body">
        <WaveCounts counts={wave.counts} wave={wave.name} />
        <div>
          <dl className="rollout-times small mb-2">
            <dt>{t.startedAt}</dt>
            <dd>{localTime(wave.startedAt)}</dd>
            <dt>{t.soakUntil}</dt>
            <dd>{localTime(wave.soakUntil)}</dd>
            <dt>{t.estimatedEnd}</dt>
            <dd>{localTime(wave.estimatedEnd)}</dd>
            <dt>{t.approval}</dt>
            <dd>
              {wave.approvedBy ? (
                <>
                  {t.approvedBy(wave.approvedByName ?? wave.approvedBy, localTime(wave.approvedAt))}
                  {wave.approvalComment && <q className="d-block fst-italic">{wave.approvalComment}</q>}
                </>
              ) : wave.requireApproval ? (
                t.requiresApproval
              ) : (
                '–'
              )}
            </dd>
          </dl>
          <p className="small text-body-secondary mb-2">
            {t.thresholds(
              wave.soakHours,
              wave.minSuccessPercent,
              wave.maxFailurePercent,
              rollout.updateKind === 'cashpoint' ? dayCloseThreshold(wave.selection) : undefined,
            )}
          </p>
          <WaveGates gates={wave.gates} wave={wave.name} contextId={rollout.contextId} />
        </div>
      </Card.Body>
    </Card>
  );
}
