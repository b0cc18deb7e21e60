import Form from 'react-bootstrap/Form';
import type { FormikProps } from 'formik';
import type { ContextRef } from '../../api/session';
import { selectSession, useAppSelector } from '../../app/hooks';
import { userAdminTexts } from '../../../shared/texts/de/userAdmin';

const t = userAdminTexts.userAdmin;

interface Visibility {
  allContextsVisible: boolean;
  visibleContextIds: string[];
}

/** The visible contexts of an account, as the user and the service account dialogs set them. */
export function VisibleContextsField<V extends Visibility>({
  formik,
  id,
  contexts,
  className,
}: {
  formik: FormikProps<V>;
  /** The dialog's id, so the choices' ids are its own. */
  id: string;
  contexts: readonly ContextRef[];
  className?: string;
}) {
  const mayGrantAll = useAppSelector(selectSession)?.user.allContextsVisible ?? false;
  const { values } = formik;
  const toggle = (key: string, on: boolean) =>
    void formik.setFieldValue(
      'visibleContextIds',
      on ? [...values.visibleContextIds, key] : values.visibleContextIds.filter((k) => k !== key),
    );
  return (
    <fieldset className={className}>
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
              onChange={(e) => toggle(c.key, e.target.checked)}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
