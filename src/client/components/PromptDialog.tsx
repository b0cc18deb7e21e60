import { Formik } from 'formik';
import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { Schema } from 'yup';
import { messageTexts } from '../../shared/texts/de/messages';
import { CancelButton } from './CancelButton';

interface Props {
  title: string;
  /** A sentence above the field (what the answer is for). */
  intro?: ReactNode;
  label: string;
  submitLabel: string;
  initialValue?: string;
  /** A yup string schema; its messages are shown under the field. */
  schema: Schema<string | undefined>;
  inputMode?: 'numeric' | 'text';
  /** A text of a few lines (a comment, a reason) instead of one line. */
  multiline?: boolean;
  variant?: 'primary' | 'danger' | 'warning';
  /** Resolves true when done (the dialog closes), false to stay open. */
  onSubmit(value: string): Promise<boolean>;
  onHide(): void;
}

/**
 * A one-field prompt: the create-store, create-register and store-name dialogs of the cashpoints
 * page, and (multiline) the rollout's approval comment and pause reason.
 */
export function PromptDialog({
  title,
  intro,
  label,
  submitLabel,
  initialValue = '',
  schema,
  inputMode,
  multiline = false,
  variant = 'primary',
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
        {({ values, errors, submitCount, handleChange, handleSubmit, isSubmitting }) => {
          // The field's props, the same for one line or several.
          const field = {
            name: 'value',
            value: values.value,
            onChange: handleChange,
            autoFocus: true,
            isInvalid: submitCount > 0 && !!errors.value,
            'aria-describedby': `${fieldId}-error`,
          };
          return (
            <Form noValidate onSubmit={handleSubmit}>
              <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
                <Modal.Title id={titleId} as="h2" className="h5">
                  {title}
                </Modal.Title>
              </Modal.Header>
              <Modal.Body>
                {intro && <p>{intro}</p>}
                <Form.Group controlId={fieldId}>
                  <Form.Label>{label}</Form.Label>
                  {multiline ? (
                    <Form.Control as="textarea" rows={3} {...field} />
                  ) : (
                    <Form.Control {...field} inputMode={inputMode} autoComplete="off" />
                  )}
                  <Form.Control.Feedback type="invalid" id={`${fieldId}-error`} role="alert">
                    {submitCount > 0 ? errors.value : null}
                  </Form.Control.Feedback>
                </Form.Group>
              </Modal.Body>
              <Modal.Footer>
                <CancelButton onClick={onHide}>{messageTexts.dialog.cancel}</CancelButton>
                <Button type="submit" variant={variant} disabled={isSubmitting}>
                  {submitLabel}
                </Button>
              </Modal.Footer>
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
