import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import * as yup from 'yup';
import type { RolloutDetail } from '../../api/rollouts';
import { selectSession, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PromptDialog } from '../../components/PromptDialog';
import { GateDecisionDialog } from './GateDecisionDialog';
import { PreflightDialog } from '../../components/rollouts/PreflightDialog';
import { hasRights } from '../../../shared/rights';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';
import type { RolloutCalls } from './useRolloutCalls';

const t = rolloutTexts.rollouts;

type Dialog = 'start' | 'approve' | 'pause' | 'cancel' | 'resumeDespite';

/** As the contract takes a comment or a reason. */
const maxTextLength = 500;
/** A required text of at most maxTextLength characters (without the spaces around it). */
const requiredText = (required: string) =>
  yup.string().trim().required(required).max(maxTextLength, t.tooLong(maxTextLength));
const reasonSchema = requiredText(t.reasonRequired);

interface Props {
  rollout: RolloutDetail;
  calls: RolloutCalls;
}

/**
 * The actions the rollout's state allows and the user's rights permit. 'Freigeben' shows only when
 * the server says this user may approve; otherwise the wait names who must.
 */
export function RolloutActions({ rollout, calls }: Props) {
  const session = useAppSelector(selectSession);
  const mayChange = hasRights(session?.rights, ['UPDATES_CHANGE']);
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const { state } = rollout;
  const waiting = state === 'waitingForApproval';
  // The wave an approval starts: the one after the wave that is done and waits (wave 1 when the
  // start waits for its approval: current wave 0).
  const nextWave = rollout.waves[rollout.currentWave];
  // The wave the gates judge now: the current one (none before the first wave started).
  const currentWave = rollout.currentWave > 0 ? rollout.waves[rollout.currentWave - 1] : undefined;
  const gates = currentWave?.gates ?? [];
  // A plain resume while a gate fails would be refused: the person decides against the gates instead.
  const gatesFail = gates.some((gate) => gate.state === 'fails');
  const approvalHint =
    waiting && !rollout.mayApprove
      ? session?.user.login === rollout.author
        ? t.authorMayNotApprove
        : t.noApproveRight
      : undefined;

  return (
    <div className="d-flex flex-wrap align-items-center gap-2" role="group" aria-label={t.actionsLabel}>
      {mayChange && state === 'draft' && (
        <Button onClick={() => setDialog('start')} disabled={calls.busy}>
          {t.start}
        </Button>
      )}
      {waiting && rollout.mayApprove && (
        <Button variant="success" onClick={() => setDialog('approve')} disabled={calls.busy}>
          {t.approve}
        </Button>
      )}
      {mayChange && state === 'paused' && !gatesFail && (
        <Button onClick={() => void calls.resume()} disabled={calls.busy}>
          {t.resume}
        </Button>
      )}
      {mayChange && state === 'paused' && gatesFail && (
        <Button variant="outline-danger" onClick={() => setDialog('resumeDespite')} disabled={calls.busy}>
          {t.resumeDespite}
        </Button>
      )}
      {mayChange && (state === 'running' || waiting) && (
        <Button variant="warning" onClick={() => setDialog('pause')} disabled={calls.busy}>
          {t.pause}
        </Button>
      )}
      {mayChange && (state === 'running' || waiting || state === 'paused' || state === 'draft') && (
        <Button variant="outline-danger" onClick={() => setDialog('cancel')} disabled={calls.busy}>
          {t.cancel}
        </Button>
      )}
      {approvalHint && (
        <span className="small text-body-secondary" data-testid="approval-hint">
          {approvalHint}
        </span>
      )}
      {dialog === 'start' && <PreflightDialog rollout={rollout} onHide={close} />}
      <ConfirmDialog
        show={dialog === 'cancel'}
        title={t.cancelTitleOf(rollout.updateFilename)}
        message={t.cancelQuestion}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.keepRunning}
        busy={calls.busy}
        onCancel={close}
        onConfirm={() => void calls.cancel().then(close)}
      />
      {dialog === 'approve' && (
        <GateDecisionDialog
          title={rollout.currentWave === 0 ? t.approveFirstTitle : t.approveTitle}
          intro={
            <>
              {nextWave ? t.approveIntro(nextWave.name) : null}
              {currentWave ? <> {t.approveGatesIntro(currentWave.name)}</> : null}
            </>
          }
          gates={gates}
          wave={currentWave?.name}
          contextId={rollout.contextId}
          submitLabel={t.approve}
          failingText={t.approveFailing}
          commentRequired
          onSubmit={calls.approve}
          onHide={close}
        />
      )}
      {dialog === 'resumeDespite' && (
        <GateDecisionDialog
          title={t.resumeDespite}
          intro={t.resumeDespiteIntro}
          gates={gates}
          wave={currentWave?.name}
          contextId={rollout.contextId}
          submitLabel={t.resumeDespite}
          failingText={t.resumeFailing}
          commentRequired
          onSubmit={(comment) => calls.resumeDespite(comment)}
          onHide={close}
        />
      )}
      {dialog === 'pause' && (
        <PromptDialog
          title={t.pauseTitle}
          label={t.reason}
          schema={reasonSchema}
          multiline
          submitLabel={t.pause}
          variant="danger"
          onSubmit={calls.pause}
          onHide={close}
        />
      )}
    </div>
  );
}
