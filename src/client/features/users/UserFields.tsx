import type { FormikProps } from 'formik';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import type { ContextRef } from '../../api/session';
import type { Role } from '../../api/users';
import { selectSession, useAppSelector } from '../../app/hooks';
import { texts } from '../../../shared/texts/de';
import { TwoFactorField } from './TwoFactorField';
import type { UserValues } from './values';

const t = texts.userAdmin;

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
  const mayGrantAll = useAppSelector(selectSession)?.user.allContextsVisible ?? false;
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

  const toggleContext = (key: string, on: boolean) =>
    void formik.setFieldValue(
      'visibleContextIds',
      on ? [...values.visibleContextIds, key] : values.visibleContextIds.filter((k) => k !== key),
    );

  return (
    <>
      {submitCount > 0 && !isValid && (
        <Alert variant="danger" className="py-2">
          {texts.errors.checkInput}
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
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{t.fields.visibility}</legend>
        <Form.Check
          inline
          type="radio"
          id={`${id}-all`}
          name="visibility"
          label={t.allContexts}
          checked={values.allContextsVisible}
          // Only a user who sees every context may grant all of them (the server refuses it too).
          disabled={!mayGrantAll && !values.allContextsVisible}
          onChange={() => void formik.setFieldValue('allContextsVisible', true)}
        />
        <Form.Check
          inline
          type="radio"
          id={`${id}-chosen`}
          name="visibility"
          label={t.chosenContexts}
          checked={!values.allContextsVisible}
          onChange={() => void formik.setFieldValue('allContextsVisible', false)}
        />
        {!values.allContextsVisible && (
          <div className="check-list-contexts mt-2" tabIndex={0}>
            {contexts.map((c) => (
              <Form.Check
                key={c.key}
                id={`${id}-ctx-${c.key}`}
                label={`${c.name} (${c.key})`}
                checked={values.visibleContextIds.includes(c.key)}
                onChange={(e) => toggleContext(c.key, e.target.checked)}
              />
            ))}
          </div>
        )}
      </fieldset>
      <TwoFactorField formik={formik} uid={uid} />
    </>
  );
}
