import { FieldArray, Formik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useGetRolloutSettingsQuery, useSaveRolloutMutation } from '../../../api/rollouts';
import { selectSession, useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CancelButton } from '../../../components/CancelButton';
import { useSelectedColumns } from '../../../components/report/useSelectedColumns';
import { approvalSentence } from '../../../components/rollouts/approvalPlan';
import { AutoAdvanceSwitch } from '../../../components/rollouts/AutoAdvanceSwitch';
import { toastRefusal } from '../../../components/rollouts/failure';
import { showToast } from '../../../lib/toasts';
import { hasRights } from '../../../../shared/rights';
import { cashpointCatalogue } from '../../../../shared/reports/cashpointColumns';
import { rolloutStartTexts } from '../../../../shared/texts/de/rolloutStart';
import { rolloutTexts } from '../../../../shared/texts/de/rollouts';
import { maxWaves, newWave, presetWaves, validatePlan, wavePlans, type PlanValues } from './planValues';
import { WaveFields } from './WaveFields';

const t = rolloutTexts.rollouts;
const a = rolloutStartTexts.rolloutStart.approvalPlan;

interface Props {
  contextId: string;
  kind: 'cashpoint' | 'store';
  updateUid: string;
  initialValues: PlanValues;
  /** After a save (with the rollout's uid). */
  onSaved(uid: string): void;
  /** Leaves the editor; for a new plan there is nothing to go back to, so it closes the dialog. */
  onCancel(): void;
  cancelLabel: string;
}

/** The rollout plan of an update: its waves in order, saved as one (saveRollout). */
export function PlanEditor({ contextId, kind, updateUid, initialValues, onSaved, onCancel, cancelLabel }: Props) {
  const dispatch = useAppDispatch();
  // The context's switch decides with each wave's approval whether the next wave waits: shown here,
  // where the plan is made (changed here only by who may approve, as on the page 'Rollouts').
  const mayApprove = hasRights(useAppSelector(selectSession)?.rights, ['ROLLOUTS_APPROVE']);
  const autoAdvance = useGetRolloutSettingsQuery({ contextId }).currentData?.autoAdvance;
  const [save, { isLoading }] = useSaveRolloutMutation();
  // The register report's column choice of this user (the same key the report keeps it under): the
  // columns of a new filter wave; a saved one keeps those it was saved with.
  const { requested } = useSelectedColumns('cashpointreport', cashpointCatalogue.columns);

  const submit = async (values: PlanValues) => {
    try {
      const { uid } = await save({
        rolloutPlan: { contextId, updateUid, waves: wavePlans(values, requested, kind) },
      }).unwrap();
      dispatch(showToast('success', t.done.save));
      onSaved(uid);
    } catch (error) {
      toastRefusal(dispatch, error);
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validatePlan} validateOnBlur={false} onSubmit={submit}>
      {(formik) => {
        const { waves } = formik.values;
        const planError = typeof formik.errors.waves === 'string' ? formik.errors.waves : undefined;
        return (
          <Form noValidate onSubmit={formik.handleSubmit}>
            <Modal.Body>
              {formik.submitCount > 0 && !formik.isValid && (
                <Alert variant="danger" className="py-2" role="alert">
                  {planError ?? t.errors.planInvalid}
                </Alert>
              )}
              <FieldArray name="waves">
                {(helpers) => (
                  <>
                    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                      <h3 className="h6 mb-0 me-auto">{t.editorTitle}</h3>
                      <Button
                        size="sm"
                        variant="outline-primary"
                        onClick={() => void formik.setFieldValue('waves', presetWaves())}
                      >
                        {t.preset}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        disabled={waves.length >= maxWaves}
                        onClick={() => helpers.push(newWave(waves.length + 1))}
                      >
                        {t.addWave}
                      </Button>
                    </div>
                    <div className="rollout-editor-waves">
                      {waves.map((_, index) => (
                        <WaveFields
                          // Waves have no id of their own before they are saved; the index is their place.
                          key={index}
                          index={index}
                          count={waves.length}
                          contextId={contextId}
                          kind={kind}
                          reportColumns={requested}
                          onMove={(from, to) => helpers.move(from, to)}
                          onRemove={(i) => helpers.remove(i)}
                        />
                      ))}
                    </div>
                  </>
                )}
              </FieldArray>
              <p className="small text-body-secondary mb-2">{t.fixedGates(kind)}</p>
              <div className="border rounded p-2 small" data-testid="approval-plan">
                {mayApprove ? (
                  <AutoAdvanceSwitch contextId={contextId} />
                ) : (
                  autoAdvance !== undefined && <p className="mb-1">{a.autoAdvanceState(autoAdvance)}</p>
                )}
                {autoAdvance !== undefined && (
                  <p className="mb-0 mt-1" data-testid="approval-sentence">
                    {approvalSentence(
                      waves.map((wave, index) => ({ number: index + 1, requireApproval: wave.requireApproval })),
                      autoAdvance,
                    )}
                  </p>
                )}
              </div>
            </Modal.Body>
            <Modal.Footer>
              <CancelButton onClick={onCancel}>{cancelLabel}</CancelButton>
              <Button type="submit" disabled={isLoading}>
                {t.savePlan}
              </Button>
            </Modal.Footer>
          </Form>
        );
      }}
    </Formik>
  );
}
