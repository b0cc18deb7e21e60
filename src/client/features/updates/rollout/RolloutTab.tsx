import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useGetRolloutQuery, useGetRolloutsQuery } from '../../../api/rollouts';
import type { UpdateDetail } from '../../../api/cashpoint-updates';
import { CancelButton } from '../../../components/CancelButton';
import { loadFailureText } from '../../../components/rollouts/failure';
import { frameTexts } from '../../../../shared/texts/de/frame';
import { messageTexts } from '../../../../shared/texts/de/messages';
import { rolloutTexts } from '../../../../shared/texts/de/rollouts';
import { PlanEditor } from './PlanEditor';
import { newWave, planValuesOf } from './planValues';
import { PlanSummary } from './PlanSummary';

const t = rolloutTexts.rollouts;

interface Props {
  contextId: string;
  /** Register updates have the day close gate; store updates do not. */
  kind: 'cashpoint' | 'store';
  detail: UpdateDetail;
  canSave: boolean;
  onClose(): void;
}

const loading = (
  <Modal.Body className="d-flex justify-content-center py-5">
    <Spinner animation="border" role="status">
      <span className="visually-hidden">{frameTexts.app.loading}</span>
    </Spinner>
  </Modal.Body>
);

/**
 * The update's rollout: without a plan the plan editor (for an update that can still have one);
 * with one its state, the way to the page 'Rollouts', and while it is a draft 'Starten' and editing.
 */
export function RolloutTab({ contextId, kind, detail, canSave, onClose }: Props) {
  const { syncfile } = detail;
  const { currentData, isError, error } = useGetRolloutsQuery({ contextId, updateUid: syncfile.uid });
  const summary = currentData?.rollouts[0];
  const { currentData: rollout } = useGetRolloutQuery({ uid: summary?.uid ?? '', contextId }, { skip: !summary });
  const [editing, setEditing] = useState(false);

  const closeOnly = (
    <Modal.Footer>
      <CancelButton onClick={onClose}>{messageTexts.dialog.close}</CancelButton>
    </Modal.Footer>
  );
  const note = (message: string) => (
    <>
      <Modal.Body>
        <Alert variant="info" className="mb-0">
          {message}
        </Alert>
      </Modal.Body>
      {closeOnly}
    </>
  );

  if (isError) return note(loadFailureText(error));
  if (!currentData) return loading;
  if (!summary) {
    const notPlannable = syncfile.archived ? t.archived : t.notPlannable[syncfile.status];
    if (notPlannable) return note(notPlannable);
    if (!canSave) return note(`${t.noPlanIntro} ${t.readOnly}`);
    return (
      <>
        <p className="px-3 pt-3 mb-0 small text-body-secondary">{t.noPlanIntro}</p>
        <PlanEditor
          contextId={contextId}
          kind={kind}
          updateUid={syncfile.uid}
          initialValues={{ waves: [newWave(1)] }}
          onSaved={() => setEditing(false)}
          onCancel={onClose}
          cancelLabel={messageTexts.dialog.cancel}
        />
      </>
    );
  }
  if (!rollout) return loading;
  if (editing && rollout.state === 'draft' && canSave)
    return (
      <PlanEditor
        contextId={contextId}
        kind={kind}
        updateUid={syncfile.uid}
        // The wave's own settings over its selection's copy of them.
        initialValues={planValuesOf(
          rollout.waves.map(
            ({ selection, name, soakHours, minSuccessPercent, maxFailurePercent, requireApproval }) => ({
              ...selection,
              name,
              soakHours,
              minSuccessPercent,
              maxFailurePercent,
              requireApproval,
            }),
          ),
        )}
        onSaved={() => setEditing(false)}
        onCancel={() => setEditing(false)}
        cancelLabel={t.discard}
      />
    );
  return <PlanSummary rollout={rollout} canSave={canSave} onEdit={() => setEditing(true)} onClose={onClose} />;
}
