import type { FormikProps } from 'formik';
import Form from 'react-bootstrap/Form';

interface Props<Values> {
  formik: FormikProps<Values>;
  /** The form's id, of which the field's own are made. */
  id: string;
  name: keyof Values & string;
  label: string;
  help?: string;
}

/** One text field of the master data's forms, its problem shown once touched or after a save. */
export function TextField<Values>({ formik, id, name, label, help }: Props<Values>) {
  const error =
    formik.touched[name] || formik.submitCount > 0 ? (formik.errors[name] as string | undefined) : undefined;
  const fieldId = `${id}-${name}`;
  const described = [help ? `${fieldId}-help` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ');
  return (
    <Form.Group controlId={fieldId} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        name={name}
        value={String(formik.values[name] ?? '')}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={described || undefined}
      />
      {help && <Form.Text id={`${fieldId}-help`}>{help}</Form.Text>}
      <Form.Control.Feedback type="invalid" id={`${fieldId}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
