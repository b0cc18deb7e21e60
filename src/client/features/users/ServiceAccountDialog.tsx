import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useSaveServiceAccountMutation } from '../../api/service-accounts';
import type { ContextRef } from '../../api/session';
import type { Role } from '../../api/users';
import { useAppDispatch } from '../../app/hooks';
import { FormDialog } from '../../components/FormDialog';
import { showToast } from '../../lib/toasts';
import { VisibleContextsField } from './VisibleContextsField';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { messageTexts } from '../../../shared/texts/de/messages';
import { userAdminTexts } from '../../../shared/texts/de/userAdmin';
import { serviceAccountFormOf, serviceAccountSchema, type ServiceAccountValues } from './serviceAccountValues';

const t = apiAccessTexts.serviceAccounts;
type TextField = 'name' | 'purpose' | 'role';

interface Props {
  /** The account to edit; undefined: a new one. */
  target?: { uid: string; name: string };
  initialValues: ServiceAccountValues;
  roles: readonly Role[];
  contexts: readonly ContextRef[];
  onClose(): void;
}

/** Create or edit a service account: name, purpose, role and visible contexts, as in the user dialog. */
export function ServiceAccountDialog({ target, initialValues, roles, contexts, onClose }: Props) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useSaveServiceAccountMutation();

  // A failed save leaves the dialog open with the input.
  const submit = async (values: ServiceAccountValues) => {
    try {
      await save({ serviceAccountForm: serviceAccountFormOf(values, target?.uid) }).unwrap();
      dispatch(showToast('success', t.saved));
      onClose();
    } catch (error) {
      if (isHandledError(error)) return;
      const status = (error as { status?: unknown }).status;
      if (status === 409) dispatch(showToast('warning', t.exists));
      else dispatch(showToast('danger', errorMessage(error) ?? t.saveFailed));
    }
  };

  return (
    <FormDialog
      title={target ? t.editTitle(target.name) : t.create}
      initialValues={initialValues}
      validationSchema={serviceAccountSchema}
      onSubmit={submit}
      onClose={onClose}
      saving={isLoading}
      size="lg"
    >
      {(formik) => {
        const { values, errors, touched, submitCount } = formik;
        const shows = (field: TextField) => (touched[field] || submitCount > 0) && errors[field] !== undefined;
        return (
          <>
            {submitCount > 0 && !formik.isValid && (
              <Alert variant="danger" className="py-2">
                {messageTexts.errors.checkInput}
              </Alert>
            )}
            <div className="row g-3 mb-3">
              <Form.Group controlId={`${id}-name`} className="col-md-6">
                <Form.Label>{t.fields.name}</Form.Label>
                <Form.Control
                  name="name"
                  autoComplete="off"
                  autoFocus
                  value={values.name}
                  isInvalid={shows('name')}
                  aria-describedby={`${id}-name-hint`}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                />
                <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
                <Form.Text id={`${id}-name-hint`}>{t.fields.nameHint}</Form.Text>
              </Form.Group>
              <Form.Group controlId={`${id}-role`} className="col-md-6">
                <Form.Label>{t.fields.role}</Form.Label>
                <Form.Select
                  name="role"
                  value={values.role}
                  isInvalid={shows('role')}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                >
                  <option value="">{userAdminTexts.userAdmin.rolePlaceholder}</option>
                  {roles.map((role) => (
                    <option key={role.value} value={role.value} title={role.description}>
                      {role.name}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">{errors.role}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group controlId={`${id}-purpose`} className="col-12">
                <Form.Label>{t.fields.purpose}</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={2}
                  name="purpose"
                  value={values.purpose}
                  isInvalid={shows('purpose')}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                />
                <Form.Control.Feedback type="invalid">{errors.purpose}</Form.Control.Feedback>
              </Form.Group>
            </div>
            <VisibleContextsField formik={formik} id={id} contexts={contexts} />
          </>
        );
      }}
    </FormDialog>
  );
}
