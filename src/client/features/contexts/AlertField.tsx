import { getIn, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { AlertKind } from '../../../shared/alerts/alertKinds';
import type { AlertSettingsValues } from './alertSettingsValues';

/** The form's text fields: a kind's threshold, the quiet hours' times and zone, where notifications go. */
type TextField =
  | `thresholds.${AlertKind}`
  | 'from'
  | 'to'
  | 'timeZone'
  | 'recipients'
  | 'webhookUrl'
  | 'webhookSecret'
  // The section of severities, reminders and escalation (AlertNotifyFields).
  | `notify.${string}`;

interface Props {
  formik: FormikProps<AlertSettingsValues>;
  field: TextField;
  id: string;
  label: string;
  className?: string;
  type?: 'text' | 'url' | 'password';
  inputMode?: 'numeric';
  /** A textarea of this many rows instead of a single line. */
  rows?: number;
  hint?: ReactNode;
}

/** One text field of the alert tab, with its message once it was left or the form sent. */
export function AlertField({ formik, field, id, label, className, type = 'text', inputMode, rows, hint }: Props) {
  const { errors, touched, submitCount, values } = formik;
  const fieldError: unknown = getIn(errors, field);
  const error = (getIn(touched, field) || submitCount > 0) && fieldError !== undefined ? String(fieldError) : undefined;
  const controlId = `${id}-${field.replaceAll('.', '-')}`;
  const described = [error && `${controlId}-error`, hint && `${controlId}-hint`].filter(Boolean).join(' ');
  return (
    <Form.Group controlId={controlId} className={className}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        name={field}
        type={rows ? undefined : type}
        as={rows ? 'textarea' : undefined}
        rows={rows}
        inputMode={inputMode}
        value={getIn(values, field) ?? ''}
        // Browsers ignore "off" on a password field and would offer (or fill in) a saved login
        // password; "new-password" keeps them from filling in the webhook secret.
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        spellCheck={false}
        isInvalid={error !== undefined}
        aria-describedby={described || undefined}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
      <Form.Control.Feedback type="invalid" id={`${controlId}-error`}>
        {error}
      </Form.Control.Feedback>
      {hint && <Form.Text id={`${controlId}-hint`}>{hint}</Form.Text>}
    </Form.Group>
  );
}
