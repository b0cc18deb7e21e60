import { Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { updatesApi, type UpdatesBase } from './updatesApi';
import type { UpdateDetail, UpdateStatus } from '../../api/cashpoint-updates';
import { useGetRolloutsQuery, type RolloutState } from '../../api/rollouts';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { messageTexts } from '../../../shared/texts/de/messages';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { updateTexts } from '../../../shared/texts/de/updates';
import { ReleaseDatePicker } from './ReleaseDatePicker';
import { reportFailure } from './reportFailure';
import { detailSchema } from './schemas';
import { statusCodes, statusLabel } from './status';
import { buildTargets, initiallyChecked } from './targetSelection';
import { TagCommentFields } from './TagCommentFields';
import { TargetTree } from './TargetTree';
import { CancelButton } from '../../components/CancelButton';

interface Props {
  base: UpdatesBase;
  contextId: string;
  detail: UpdateDetail;
  canSave: boolean;
  onClose(): void;
}

interface Values {
  status: number;
  releaseDate: Date | null;
  tag: string;
  comment: string;
}

const names = updateTexts.updates.fields;
/**
 * The rollout states in which the rollout sets the update's status (its start sets it Aktiv) and the
 * server refuses a status change by hand; a finished or cancelled rollout leaves it to the user.
 */
const steeringStates: ReadonlySet<RolloutState> = new Set(['draft', 'running', 'waitingForApproval', 'paused']);

export function DetailForm({ base, contextId, detail, canSave, onClose }: Props) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [save, { isLoading: saving }] = updatesApi[base].useSave();
  const kind = base === 'cashpoint-updates' ? 'cashpoints' : 'stores';
  const targets = useMemo(() => buildTargets(detail.stores, kind), [detail.stores, kind]);
  // Outside Formik: with thousands of targets a click must not re-validate the whole form.
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => initiallyChecked(detail.stores, kind));
  const { syncfile } = detail;
  const { currentData: plans } = useGetRolloutsQuery({ contextId, updateUid: syncfile.uid });
  const steeredByRollout = plans?.rollouts.some((r) => steeringStates.has(r.state)) ?? false;
  const initialValues: Values = {
    status: syncfile.status,
    releaseDate: syncfile.releaseDate ? new Date(syncfile.releaseDate) : null,
    tag: syncfile.tag,
    comment: syncfile.comment ?? '',
  };
  // An unknown code stays selectable as it is (labelled UNKNOWN) rather than silently changing.
  const codes: number[] = statusCodes.includes(syncfile.status as UpdateStatus)
    ? [...statusCodes]
    : [...statusCodes, syncfile.status];

  const submit = async (values: Values) => {
    try {
      await save({
        contextId,
        filename: syncfile.filename,
        body: {
          // The rollout's status, should the list of rollouts have come after a change here.
          status: (steeredByRollout ? syncfile.status : values.status) as UpdateStatus,
          releaseDate: values.releaseDate?.toISOString() ?? null,
          tag: values.tag.trim(),
          comment: values.comment,
          checkedUids: [...checked],
        },
      }).unwrap();
      dispatch(showToast('success', messageTexts.success.dataUpdated));
      onClose();
    } catch (error) {
      reportFailure(dispatch, error);
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={detailSchema} onSubmit={submit}>
      {(formik) => {
        const { submitCount, values, isValid } = formik;
        return (
          <Form noValidate onSubmit={formik.handleSubmit}>
            <Modal.Body>
              {!canSave && <Alert variant="info">{updateTexts.updates.detail.readOnly}</Alert>}
              {submitCount > 0 && !isValid && (
                <Alert variant="danger" className="py-2">
                  {messageTexts.errors.checkInput}
                </Alert>
              )}
              <Row className="g-4">
                <Col lg={5}>
                  <fieldset disabled={!canSave || saving}>
                    <Form.Group controlId={`${id}-status`} className="mb-3">
                      <Form.Label>{names.status}</Form.Label>
                      <Form.Select
                        name="status"
                        value={values.status}
                        onChange={(e) => void formik.setFieldValue('status', Number(e.target.value))}
                        disabled={steeredByRollout}
                        aria-describedby={steeredByRollout ? `${id}-status-hint` : undefined}
                      >
                        {codes.map((code) => (
                          <option key={code} value={code}>
                            {statusLabel(code)}
                          </option>
                        ))}
                      </Form.Select>
                      {steeredByRollout && (
                        <Form.Text id={`${id}-status-hint`}>{rolloutTexts.rollouts.statusByRollout}</Form.Text>
                      )}
                    </Form.Group>
                    <Form.Group className="mb-3">
                      <Form.Label htmlFor={`${id}-release`}>{names.releaseDate}</Form.Label>
                      <ReleaseDatePicker
                        id={`${id}-release`}
                        value={values.releaseDate}
                        onChange={(date) => void formik.setFieldValue('releaseDate', date)}
                        disabled={!canSave || saving}
                      />
                    </Form.Group>
                    <TagCommentFields commentRows={4} />
                  </fieldset>
                </Col>
                <Col lg={7}>
                  {detail.waitingForWindow.targets > 0 && (
                    <p className="small text-body-secondary mb-2" data-testid="waiting-for-window">
                      {kind === 'cashpoints'
                        ? storeCalendarTexts.storeCalendar.waiting.targets(
                            detail.waitingForWindow.targets,
                            detail.waitingForWindow.stores,
                          )
                        : storeCalendarTexts.storeCalendar.waiting.storeTargets(detail.waitingForWindow.targets)}
                    </p>
                  )}
                  <TargetTree targets={targets} checked={checked} onChange={setChecked} disabled={!canSave || saving} />
                </Col>
              </Row>
            </Modal.Body>
            <Modal.Footer>
              <CancelButton onClick={onClose}>
                {canSave ? messageTexts.dialog.cancel : messageTexts.dialog.close}
              </CancelButton>
              {canSave && (
                <Button type="submit" variant="primary" disabled={saving}>
                  {messageTexts.dialog.save}
                </Button>
              )}
            </Modal.Footer>
          </Form>
        );
      }}
    </Formik>
  );
}
