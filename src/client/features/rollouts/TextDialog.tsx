import { Formik } from 'formik';
import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { CancelButton } from '../../components/CancelButton';
import { texts } from '../../../shared/texts/de';

const t = texts.rollouts;
/** As the contract takes a comment or a reason. */
const maxLength = 500;

interface Props {
  title: string;
  intro?: ReactNode;
  label: string;
  /** The message of an empty field. */
  required: string;
  submitLabel: string;
  variant?: 'primary' | 'danger' | 'warning';
  /** Resolves true when done (the dialog closes), false to stay open. */
  onSubmit(text: string): Promise<boolean>;
  onHide(): void;
}

/** A dialog that asks for one required text: the approval's comment, the pause's reason. */
export function TextDialog({
  title,
  intro,
  label,
  required,
  submitLabel,
  variant = 'primary',
  onSubmit,
  onHide,
}: Props) {
  const titleId = useId();
  const fieldId = useId();
  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} centered>
      <Formik
        initialValues={{ text: '' }}
        validate={({ text }) => {
          if (!text.trim()) return { text: required };
          if (text.trim().length > maxLength) return { text: t.tooLong(maxLength) };
          return {};
        }}
        validateOnBlur={false}
        onSubmit={async ({ text }) => {
          if (await onSubmit(text.trim())) onHide();
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
              {intro && <p>{intro}</p>}
              <Form.Group controlId={fieldId}>
                <Form.Label>{label}</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={3}
                  name="text"
                  value={values.text}
                  onChange={handleChange}
                  autoFocus
                  required
                  isInvalid={submitCount > 0 && !!errors.text}
                  aria-describedby={`${fieldId}-error`}
                />
                <Form.Control.Feedback type="invalid" id={`${fieldId}-error`} role="alert">
                  {submitCount > 0 ? errors.text : null}
                </Form.Control.Feedback>
              </Form.Group>
            </Modal.Body>
            <Modal.Footer>
              <CancelButton onClick={onHide}>{texts.dialog.cancel}</CancelButton>
              <Button type="submit" variant={variant} disabled={isSubmitting}>
                {submitLabel}
              </Button>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
