import { Formik } from 'formik';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { Schema } from 'yup';
import { texts } from '../../shared/texts/de';
import { CancelButton } from './CancelButton';

interface Props {
  title: string;
  label: string;
  submitLabel: string;
  initialValue?: string;
  /** A yup string schema; its messages are shown under the field. */
  schema: Schema<string | undefined>;
  inputMode?: 'numeric' | 'text';
  /** Resolves true when done (the dialog closes), false to stay open. */
  onSubmit(value: string): Promise<boolean>;
  onHide(): void;
}

/** A one-field prompt: the create-store, create-register and store-name dialogs of the cashpoints page. */
export function PromptDialog({
  title,
  label,
  submitLabel,
  initialValue = '',
  schema,
  inputMode,
  onSubmit,
  onHide,
}: Props) {
  const titleId = useId();
  const fieldId = useId();
  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} centered>
      <Formik
        initialValues={{ value: initialValue }}
        validate={(values) => {
          try {
            schema.validateSync(values.value);
            return {};
          } catch (error) {
            return { value: (error as Error).message };
          }
        }}
        validateOnBlur={false}
        onSubmit={async (values) => {
          if (await onSubmit(values.value.trim())) onHide();
        }}
      >
        {({ values, errors, submitCount, handleChange, handleSubmit, isSubmitting }) => (
          <Form noValidate onSubmit={handleSubmit}>
            <Modal.Header closeButton closeLabel={texts.dialog.close}>
              <Modal.Title id={titleId} as="h2" className="h5">
                {title}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <Form.Group controlId={fieldId}>
                <Form.Label>{label}</Form.Label>
                <Form.Control
                  name="value"
                  value={values.value}
                  onChange={handleChange}
                  inputMode={inputMode}
                  autoComplete="off"
                  autoFocus
                  isInvalid={submitCount > 0 && !!errors.value}
                  aria-describedby={`${fieldId}-error`}
                />
                <Form.Control.Feedback type="invalid" id={`${fieldId}-error`} role="alert">
                  {submitCount > 0 ? errors.value : null}
                </Form.Control.Feedback>
              </Form.Group>
            </Modal.Body>
            <Modal.Footer>
              <CancelButton onClick={onHide}>{texts.dialog.cancel}</CancelButton>
              <Button type="submit" disabled={isSubmitting}>
                {submitLabel}
              </Button>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
