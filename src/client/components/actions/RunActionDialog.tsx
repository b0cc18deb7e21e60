import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router-dom';
import {
  useGetActionKindsQuery,
  useRequestActionMutation,
  type ActionKind,
  type ActionPreviewForm,
  type ActionTargetKind,
  type ActionTargets,
} from '../../api/actions';
import { useAppDispatch } from '../../app/hooks';
import { pathWithQuery, paths } from '../../config/paths';
import { showToast } from '../../lib/toasts';
import { actionTexts } from '../../../shared/texts/de/actions';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';
import { messageTexts } from '../../../shared/texts/de/messages';
import { CancelButton } from '../CancelButton';
import { toastRefusal } from '../rollouts/failure';
import { DryRunView } from './DryRunView';
import { useDryRun } from './useDryRun';

const t = actionPageTexts.runAction;
const a = actionTexts.actions;
const done = actionPageTexts.actionsPage.done;

/** The choices of the deadline, in minutes (1 hour unless the operator says otherwise). */
const deadlines = [30, 60, 240, 1440, 10080];
const minReason = 10;

/** What the dialog acts on: the targets of one kind or, for a store, either its registers or its server. */
export interface ActionSelection {
  contextId: string;
  /** The selection in words, for the title ('Filiale 1003', 'Filiale 1003, Kasse 2'). */
  label: string;
  targets: Partial<Record<ActionTargetKind, ActionTargets>>;
  /** A preset (from an alert): the kind, its parameters and the kind of target. */
  preset?: { kind: ActionKind; parameters: Record<string, string>; targetKind: ActionTargetKind };
}

interface Props {
  selection: ActionSelection;
  onHide(): void;
}

/**
 * 'Aktion ausführen …': the kind (from the catalogue the server sends, those the selection's
 * targets take), its parameters, the deadline and, optionally, 'Notfall' with a reason; the dry run
 * below shows what would happen before 'Ausführen' sends it. After the request it opens the request
 * on the page 'Aktionen'.
 */
export function RunActionDialog({ selection, onHide }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data } = useGetActionKindsQuery();
  const [request, { isLoading: sending }] = useRequestActionMutation();
  const targetKinds = Object.keys(selection.targets) as ActionTargetKind[];
  const [targetKind, setTargetKind] = useState<ActionTargetKind>(selection.preset?.targetKind ?? targetKinds[0]!);
  const [kind, setKind] = useState<ActionKind | ''>(selection.preset?.kind ?? '');
  const [service, setService] = useState(selection.preset?.parameters.service ?? '');
  const [deadline, setDeadline] = useState(60);
  const [emergency, setEmergency] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);

  const kinds = (data?.kinds ?? []).filter((k) => k.targets.includes(targetKind));
  const chosen = kinds.find((k) => k.kind === kind);
  const needsService = chosen?.parameters.some((p) => p.valuesFrom === 'services') ?? false;
  const reasonShort = emergency && reason.trim().length < minReason;
  const complete = chosen && (!needsService || service.trim() !== '');
  const body: ActionPreviewForm | undefined = complete
    ? {
        contextId: selection.contextId,
        kind: chosen.kind,
        targetKind,
        parameters: needsService ? { service: service.trim() } : {},
        targets: selection.targets[targetKind]!,
        ...(emergency && !reasonShort ? { emergencyReason: reason.trim() } : {}),
      }
    : undefined;
  const dryRun = useDryRun(body);
  const ready = body && dryRun.state === 'done' && dryRun.preview.count > 0 && !reasonShort;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!ready || !body) return;
    try {
      const reply = await request({ actionRequestForm: { ...body, deadlineMinutes: deadline } }).unwrap();
      dispatch(showToast('success', reply.state === 'waitingForApproval' ? done.requestWaits : done.request));
      onHide();
      navigate(pathWithQuery(paths.actions, { contextId: selection.contextId, uid: reply.uid }));
    } catch (error) {
      toastRefusal(dispatch, error);
    }
  };

  return (
    <Modal show onHide={onHide} aria-labelledby={`${id}-title`} size="lg" backdrop="static">
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {t.titleOf(selection.label)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {targetKinds.length > 1 && (
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t.targets}</legend>
              {targetKinds.map((k) => (
                <Form.Check
                  key={k}
                  type="radio"
                  inline
                  id={`${id}-target-${k}`}
                  name={`${id}-target`}
                  label={t.targetKind[k]}
                  checked={targetKind === k}
                  onChange={() => setTargetKind(k)}
                />
              ))}
            </fieldset>
          )}
          <div className="row g-3 mb-3">
            <Form.Group className="col-sm-6" controlId={`${id}-kind`}>
              <Form.Label>{t.kind}</Form.Label>
              <Form.Select value={kind} onChange={(e) => setKind(e.target.value as ActionKind | '')} autoFocus>
                <option value="">{t.chooseKind}</option>
                {kinds.map((k) => (
                  <option key={k.kind} value={k.kind}>
                    {a.kinds[k.kind] ?? k.name}
                    {k.risky ? ` (${t.risky})` : ''}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-sm-6" controlId={`${id}-deadline`}>
              <Form.Label>{t.deadline}</Form.Label>
              <Form.Select
                value={deadline}
                onChange={(e) => setDeadline(Number(e.target.value))}
                aria-describedby={`${id}-deadline-help`}
              >
                {deadlines.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {t.deadlines[minutes]}
                  </option>
                ))}
              </Form.Select>
              <Form.Text id={`${id}-deadline-help`}>{t.deadlineHelp}</Form.Text>
            </Form.Group>
            {needsService && (
              <Form.Group className="col-sm-6" controlId={`${id}-service`}>
                <Form.Label>{a.parameters.service}</Form.Label>
                <Form.Control
                  value={service}
                  onChange={(e) => setService(e.target.value)}
                  autoComplete="off"
                  isInvalid={tried && service.trim() === ''}
                />
                <Form.Control.Feedback type="invalid">{t.chooseService}</Form.Control.Feedback>
              </Form.Group>
            )}
          </div>
          <Form.Check
            type="switch"
            role="switch"
            id={`${id}-emergency`}
            label={t.emergency}
            checked={emergency}
            onChange={(e) => setEmergency(e.target.checked)}
            className="mb-2"
          />
          {emergency && (
            <Form.Group controlId={`${id}-reason`} className="mb-3">
              <Form.Label>{t.emergencyReason}</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                isInvalid={tried && reasonShort}
                aria-describedby={`${id}-reason-help`}
              />
              <Form.Text id={`${id}-reason-help`}>{t.emergencyHelp}</Form.Text>
              <Form.Control.Feedback type="invalid" role="alert">
                {t.emergencyTooShort}
              </Form.Control.Feedback>
            </Form.Group>
          )}
          {chosen?.risky && (
            <Alert variant="info" className="py-2">
              {t.needsApproval}
            </Alert>
          )}
          <h3 className="h6 mt-3">{t.dryRun}</h3>
          <div aria-live="polite">
            <DryRunView dryRun={dryRun} />
          </div>
        </Modal.Body>
        <Modal.Footer>
          <CancelButton onClick={onHide}>{messageTexts.dialog.cancel}</CancelButton>
          <Button type="submit" variant={chosen?.risky ? 'danger' : 'primary'} disabled={sending || (tried && !ready)}>
            {t.run}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
