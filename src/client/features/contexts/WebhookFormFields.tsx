import { Formik } from 'formik';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import type { WebhookEventType } from '../../api/webhooks';
import { CancelButton } from '../../components/CancelButton';
import { SubmitButton } from '../../components/SubmitButton';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { messageTexts } from '../../../shared/texts/de/messages';
import { eventName, webhookEventTypes, webhookSchema, type WebhookValues } from './webhookValues';

const t = apiAccessTexts.webhooks;

interface Props {
  /** The subscription's URL when editing; undefined: a new one. */
  editing?: string;
  initialValues: WebhookValues;
  saving: boolean;
  onSubmit(values: WebhookValues): void | Promise<void>;
  onCancel(): void;
}

/**
 * One subscription's form inside the webhooks tab (not a dialog of its own, since it sits in the
 * context dialog): URL, the events, enabled, and the secret (required for a new one).
 */
export function WebhookFormFields({ editing, initialValues, saving, onSubmit, onCancel }: Props) {
  const id = useId();
  const isNew = editing === undefined;
  return (
    <Formik initialValues={initialValues} validationSchema={webhookSchema(isNew)} onSubmit={onSubmit}>
      {(formik) => {
        const { values, errors, touched, submitCount } = formik;
        const shows = (field: 'url' | 'secret') => (touched[field] || submitCount > 0) && errors[field] !== undefined;
        const toggle = (type: WebhookEventType, on: boolean) =>
          void formik.setFieldValue('events', on ? [...values.events, type] : values.events.filter((e) => e !== type));
        const all = values.events.length === webhookEventTypes.length;
        return (
          <Form
            noValidate
            onSubmit={formik.handleSubmit}
            aria-labelledby={`${id}-title`}
            className="border rounded p-3 mb-3"
          >
            <h3 className="h6" id={`${id}-title`}>
              {isNew ? t.newTitle : t.editTitle(editing)}
            </h3>
            {submitCount > 0 && !formik.isValid && (
              <Alert variant="danger" className="py-2">
                {messageTexts.errors.checkInput}
              </Alert>
            )}
            <div className="row g-3 mb-3">
              <Form.Group controlId={`${id}-url`} className="col-md-8">
                <Form.Label>{t.fields.url}</Form.Label>
                <Form.Control
                  name="url"
                  type="url"
                  autoComplete="off"
                  spellCheck={false}
                  autoFocus
                  value={values.url}
                  isInvalid={shows('url')}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                />
                <Form.Control.Feedback type="invalid">{errors.url}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group className="col-md-4 d-flex align-items-end">
                <Form.Check
                  type="switch"
                  role="switch"
                  id={`${id}-enabled`}
                  label={t.fields.enabled}
                  checked={values.enabled}
                  onChange={(e) => void formik.setFieldValue('enabled', e.target.checked)}
                />
              </Form.Group>
            </div>
            <fieldset className="mb-3">
              <legend className="fs-6 fw-semibold">{t.fields.events}</legend>
              <Form.Check
                type="switch"
                role="switch"
                id={`${id}-all`}
                className="mb-2"
                label={t.allEvents}
                checked={all}
                onChange={(e) => void formik.setFieldValue('events', e.target.checked ? [...webhookEventTypes] : [])}
              />
              <div className="row row-cols-1 row-cols-md-2 g-0">
                {webhookEventTypes.map((type) => (
                  <Form.Check
                    key={type}
                    id={`${id}-event-${type}`}
                    className="col"
                    label={eventName(type)}
                    checked={values.events.includes(type)}
                    onChange={(e) => toggle(type, e.target.checked)}
                  />
                ))}
              </div>
              {submitCount > 0 && errors.events && (
                <div className="text-danger small mt-1">{String(errors.events)}</div>
              )}
            </fieldset>
            <Form.Group controlId={`${id}-secret`} className="mb-3">
              <Form.Label>{t.fields.secret}</Form.Label>
              <Form.Control
                name="secret"
                type="password"
                // "new-password" keeps browsers from filling in a saved login password.
                autoComplete="new-password"
                spellCheck={false}
                placeholder={isNew ? undefined : t.secretUnchanged}
                value={values.secret}
                isInvalid={shows('secret')}
                aria-describedby={`${id}-secret-hint`}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
              />
              <Form.Control.Feedback type="invalid">{errors.secret}</Form.Control.Feedback>
              <Form.Text id={`${id}-secret-hint`}>{isNew ? t.secretHint : `${t.secretKeep} ${t.secretHint}`}</Form.Text>
            </Form.Group>
            <div className="d-flex justify-content-end gap-2">
              <CancelButton onClick={onCancel}>{messageTexts.dialog.cancel}</CancelButton>
              <SubmitButton disabled={saving}>{messageTexts.dialog.save}</SubmitButton>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
