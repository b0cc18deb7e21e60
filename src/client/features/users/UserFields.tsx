import type { FormikProps } from 'formik';
import { useId } from 'react';
import { VisibleContextsField } from './VisibleContextsField';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import type { ContextRef } from '../../api/session';
import type { Role } from '../../api/users';
import { messageTexts } from '../../../shared/texts/de/messages';
import { userAdminTexts } from '../../../shared/texts/de/userAdmin';
import { ssoTexts } from '../../../shared/texts/de/sso';
import { TwoFactorField } from './TwoFactorField';
import type { UserValues } from './values';

const t = userAdminTexts.userAdmin;

type TextField = 'login' | 'lastName' | 'firstName' | 'email' | 'password';

interface Props {
  formik: FormikProps<UserValues>;
  /** undefined: a new user. */
  uid?: string;
  roles: readonly Role[];
  contexts: readonly ContextRef[];
}

/** The fields of the user dialog: names, role, visibility and 2FA. */
export function UserFields({ formik, uid, roles, contexts }: Props) {
  const id = useId();
  const { errors, touched, submitCount, values, isValid } = formik;
  const shows = (field: TextField | 'role') => (touched[field] || submitCount > 0) && errors[field] !== undefined;

  const text = (field: TextField, type = 'text', autoComplete = 'off') => {
    const hint = field === 'password' && uid !== undefined;
    return (
      <Form.Group controlId={`${id}-${field}`} className="col-md-6">
        <Form.Label>{t.fields[field]}</Form.Label>
        <Form.Control
          name={field}
          type={type}
          autoComplete={autoComplete}
          autoFocus={field === 'login'}
          value={values[field]}
          isInvalid={shows(field)}
          aria-describedby={hint ? `${id}-password-hint` : undefined}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>
        {hint && <Form.Text id={`${id}-password-hint`}>{t.passwordKeep}</Form.Text>}
      </Form.Group>
    );
  };

  return (
    <>
      {submitCount > 0 && !isValid && (
        <Alert variant="danger" className="py-2">
          {messageTexts.errors.checkInput}
        </Alert>
      )}
      <div className="row g-3 mb-3">
        {text('login')}
        {text('email', 'email')}
        {text('firstName')}
        {text('lastName')}
        {text('password', 'password', 'new-password')}
        <Form.Group controlId={`${id}-role`} className="col-md-6">
          <Form.Label>{t.fields.role}</Form.Label>
          <Form.Select
            name="role"
            value={values.role}
            isInvalid={shows('role')}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          >
            <option value="">{t.rolePlaceholder}</option>
            {roles.map((role) => (
              <option key={role.value} value={role.value} title={role.description}>
                {role.name}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.role}</Form.Control.Feedback>
        </Form.Group>
      </div>
      <VisibleContextsField formik={formik} id={id} contexts={contexts} className="mb-3" />
      <TwoFactorField formik={formik} uid={uid} />
      <Form.Check
        id={`${id}-emergency`}
        className="mt-3"
        label={ssoTexts.sso.emergencyAccess}
        checked={values.emergencyAccess === true}
        onChange={(e) => void formik.setFieldValue('emergencyAccess', e.target.checked)}
      />
      <Form.Text>{ssoTexts.sso.emergencyAccessHelp}</Form.Text>
    </>
  );
}
