import { addHours, format } from 'date-fns';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import * as yup from 'yup';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useStartMaintenanceMutation } from '../../api/alerts';
import { useAppDispatch } from '../../app/hooks';
import { FormDialog } from '../FormDialog';
import { showToast } from '../../lib/toasts';
import { alertOwnershipTexts } from '../../../shared/texts/de/alertOwnership';
import { alertTriageTexts } from '../../../shared/texts/de/alertsTriage';
import { formatDateTime } from '../../../shared/dates';

const t = alertOwnershipTexts.alertOwnership;
const m = alertOwnershipTexts.alertOwnershipMessages;

interface Values {
  until: string;
  reason: string;
}

// The browser's local time, as a datetime-local field holds it; the server checks the same limits.
const schema = yup.object({
  until: yup
    .string()
    .required(m.untilPast)
    .test('future', m.untilPast, (value) => !value || new Date(value).getTime() > Date.now()),
  reason: yup.string().trim().required(m.reasonBlank).max(200),
});

interface Props {
  contextId: string;
  storeUid: string;
  /** A register of the store; undefined: the whole store. */
  cashpointUid?: string;
  /** The store or register in words, for the title. */
  what: string;
  onClose(): void;
}

/** 'Wartung': from now until a time, with a reason; the subject's alerts are held meanwhile. */
export function MaintenanceDialog({ contextId, storeUid, cashpointUid, what, onClose }: Props) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [start, { isLoading }] = useStartMaintenanceMutation();
  const submit = async (values: Values) => {
    try {
      const until = new Date(values.until).toISOString();
      await start({ body: { contextId, storeUid, cashpointUid, until, reason: values.reason.trim() } }).unwrap();
      // Said aloud (issue 46): the dialog closing alone left the operator unsure it had begun.
      dispatch(showToast('success', alertTriageTexts.alertTriage.maintenanceStarted(what, formatDateTime(until))));
      onClose();
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? t.saveFailed));
    }
  };
  return (
    <FormDialog
      title={t.startMaintenanceOf(what)}
      initialValues={{ until: format(addHours(new Date(), 4), "yyyy-MM-dd'T'HH:mm"), reason: '' }}
      validationSchema={schema}
      onSubmit={submit}
      onClose={onClose}
      saving={isLoading}
    >
      {(formik) => {
        const { values, errors, touched, submitCount } = formik;
        const shows = (field: keyof Values) => (touched[field] || submitCount > 0) && errors[field] !== undefined;
        return (
          <>
            <Form.Group controlId={`${id}-until`} className="mb-3">
              <Form.Label>{t.until}</Form.Label>
              <Form.Control
                type="datetime-local"
                name="until"
                value={values.until}
                isInvalid={shows('until')}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
              />
              <Form.Control.Feedback type="invalid">{errors.until}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId={`${id}-reason`}>
              <Form.Label>{t.reason}</Form.Label>
              <Form.Control
                name="reason"
                autoFocus
                autoComplete="off"
                maxLength={200}
                value={values.reason}
                isInvalid={shows('reason')}
                aria-describedby={`${id}-reason-hint`}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
              />
              <Form.Control.Feedback type="invalid">{errors.reason}</Form.Control.Feedback>
              <Form.Text id={`${id}-reason-hint`}>{t.reasonHelp}</Form.Text>
            </Form.Group>
          </>
        );
      }}
    </FormDialog>
  );
}
