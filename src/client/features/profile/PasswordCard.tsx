import { Formik } from 'formik';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useUpdatePasswordMutation } from '../../api/users';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { SubmitButton } from '../../components/SubmitButton';
import { messageTexts } from '../../../shared/texts/de/messages';
import { profileTexts } from '../../../shared/texts/de/profile';
import { emptyPasswords, passwordSchema, type PasswordValues } from './passwordSchema';

const t = profileTexts.profile;

/** The password change; passwordSet false shows the server's message. */
export function PasswordCard() {
  const id = useId();
  const dispatch = useAppDispatch();
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();

  const submit = async (values: PasswordValues, reset: () => void) => {
    try {
      const reply = await updatePassword({ body: values }).unwrap();
      if (reply.passwordSet) {
        dispatch(showToast('success', messageTexts.success.passwordSaved));
        reset();
      } else {
        dispatch(showToast('warning', reply.message));
      }
    } catch (error) {
      if (isHandledError(error)) return;
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 500) dispatch(showToast('danger', messageTexts.errors.passwordSave));
      else dispatch(showToast('warning', errorMessage(error) ?? messageTexts.errors.passwordSave));
    }
  };

  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t.passwordTitle}
        </Card.Title>
        <Formik
          initialValues={emptyPasswords}
          validationSchema={passwordSchema}
          onSubmit={(values, helpers) => submit(values, () => helpers.resetForm())}
        >
          {(formik) => {
            const { errors, touched, submitCount, values, isValid } = formik;
            const input = (name: keyof PasswordValues, label: string, autoComplete: string) => (
              <Form.Group controlId={`${id}-${name}`} className="mb-3">
                <Form.Label>{label}</Form.Label>
                <Form.Control
                  type="password"
                  name={name}
                  autoComplete={autoComplete}
                  value={values[name]}
                  isInvalid={(touched[name] || submitCount > 0) && errors[name] !== undefined}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                />
                <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
              </Form.Group>
            );
            return (
              <Form noValidate onSubmit={formik.handleSubmit}>
                {submitCount > 0 && !isValid && (
                  <Alert variant="danger" className="py-2">
                    {messageTexts.errors.checkInput}
                  </Alert>
                )}
                {input('oldPassword', t.oldPassword, 'current-password')}
                {input('newPassword', t.newPassword, 'new-password')}
                {input('newPasswordRepeated', t.repeatPassword, 'new-password')}
                <SubmitButton disabled={isLoading}>{t.savePassword}</SubmitButton>
              </Form>
            );
          }}
        </Formik>
      </Card.Body>
    </Card>
  );
}
