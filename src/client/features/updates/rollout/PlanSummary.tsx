import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import type { RolloutDetail } from '../../../api/rollouts';
import { CancelButton } from '../../../components/CancelButton';
import { approvalSentence } from '../../../components/rollouts/approvalPlan';
import { PreflightDialog } from '../../../components/rollouts/PreflightDialog';
import { RolloutStateBadge, WaveStateBadge } from '../../../components/rollouts/RolloutStateBadge';
import { dayCloseThreshold, selectionText } from '../../../components/rollouts/selectionText';
import { pathWithQuery, paths } from '../../../config/paths';
import { messageTexts } from '../../../../shared/texts/de/messages';
import { rolloutTexts } from '../../../../shared/texts/de/rollouts';

const t = rolloutTexts.rollouts;

interface Props {
  rollout: RolloutDetail;
  canSave: boolean;
  onEdit(): void;
  onClose(): void;
}

/** An update's rollout plan as saved: its state, its waves, and while a draft 'Starten' and editing. */
export function PlanSummary({ rollout, canSave, onEdit, onClose }: Props) {
  const [asking, setAsking] = useState(false);
  const draft = rollout.state === 'draft';
  const register = rollout.updateKind === 'cashpoint';

  return (
    <>
      <Modal.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <span>{t.planState}:</span>
          <RolloutStateBadge state={rollout.state} />
          <span className="small text-body-secondary">
            {t.waveOf(rollout.currentWave, rollout.waveCount)} · {t.by(rollout.authorName ?? rollout.author)}
          </span>
          <Link
            className="ms-auto"
            to={pathWithQuery(paths.rollouts, { contextId: rollout.contextId, uid: rollout.uid })}
          >
            {t.openPage}
          </Link>
        </div>
        {rollout.pauseReason && rollout.state === 'paused' && (
          <p className="text-danger fw-semibold">
            {t.pausedTitle}: {rollout.pauseReason}
          </p>
        )}
        {draft && (
          <Alert variant="info" className="py-2 small" data-testid="approval-sentence">
            {approvalSentence(rollout.waves, rollout.autoAdvance)}
          </Alert>
        )}
        <Table size="sm" className="align-middle mb-0">
          <caption className="visually-hidden">{t.editorTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.choice}</th>
              <th scope="col">{t.planState}</th>
              <th scope="col">{t.soakHours}</th>
              <th scope="col">{t.minSuccessPercent}</th>
              <th scope="col">{t.maxFailurePercent}</th>
              {register && <th scope="col">{t.minDayClosePercent}</th>}
              <th scope="col">{t.requireApproval}</th>
            </tr>
          </thead>
          <tbody>
            {rollout.waves.map((w) => (
              <tr key={w.number}>
                <td>{t.waveTitle(w.number, w.name)}</td>
                <td>{selectionText(w.selection)}</td>
                <td>
                  <WaveStateBadge state={w.state} />
                </td>
                <td>{w.soakHours}</td>
                <td>{w.minSuccessPercent}</td>
                <td>{w.maxFailurePercent}</td>
                {register && <td>{dayCloseThreshold(w.selection)}</td>}
                <td>{w.requireApproval ? messageTexts.dialog.yes : messageTexts.dialog.no}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Modal.Body>
      <Modal.Footer>
        <CancelButton onClick={onClose}>{messageTexts.dialog.close}</CancelButton>
        {draft && canSave && (
          <>
            <Button variant="outline-primary" onClick={onEdit}>
              {t.edit}
            </Button>
            <Button onClick={() => setAsking(true)}>{t.start}</Button>
          </>
        )}
      </Modal.Footer>
      {asking && (
        <PreflightDialog
          rollout={rollout}
          onHide={() => setAsking(false)}
          // The update is Aktiv now (or waits for wave 1's approval, its status then the rollout's): the
          // dialog's details tab holds the old state, so the dialog closes and the list shows the new one.
          onStarted={onClose}
        />
      )}
    </>
  );
}
