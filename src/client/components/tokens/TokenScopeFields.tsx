import type { FormikProps } from 'formik';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { ContextRef } from '../../api/session';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import type { TokenValues } from './tokenValues';
import './tokens.css';

const t = apiAccessTexts.apiTokens.dialog;

interface Props {
  formik: FormikProps<TokenValues>;
  rights: readonly string[];
  contexts: readonly ContextRef[];
  rightsHint?: string;
}

const toggled = (list: readonly string[], item: string, on: boolean) =>
  on ? [...list, item] : list.filter((entry) => entry !== item);

/** The token's scopes: rights among the holder's, all or chosen contexts, and 'Nur lesen'. */
export function TokenScopeFields({ formik, rights, contexts, rightsHint }: Props) {
  const id = useId();
  const { values, errors, submitCount } = formik;
  const contextError = submitCount > 0 && !values.allContexts ? errors.contextIds : undefined;
  return (
    <>
      <fieldset className="mb-3" aria-describedby={`${id}-rights-hint`}>
        <legend className="fs-6 fw-semibold">{t.rights}</legend>
        {/* Focusable, so the list scrolls by keyboard. */}
        <div className="token-check-list" tabIndex={0}>
          {rights.map((right) => (
            <Form.Check
              key={right}
              id={`${id}-right-${right}`}
              label={`${apiAccessTexts.apiTokens.rightName(right)} (${right})`}
              checked={values.rights.includes(right)}
              onChange={(e) => void formik.setFieldValue('rights', toggled(values.rights, right, e.target.checked))}
            />
          ))}
        </div>
        <Form.Text id={`${id}-rights-hint`}>{rightsHint ? `${t.rightsHint} ${rightsHint}` : t.rightsHint}</Form.Text>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{t.contexts}</legend>
        <Form.Check
          inline
          type="radio"
          id={`${id}-all`}
          name={`${id}-contexts`}
          label={t.allContexts}
          checked={values.allContexts}
          onChange={() => void formik.setFieldValue('allContexts', true)}
        />
        <Form.Check
          inline
          type="radio"
          id={`${id}-chosen`}
          name={`${id}-contexts`}
          label={t.chosenContexts}
          checked={!values.allContexts}
          onChange={() => void formik.setFieldValue('allContexts', false)}
        />
        {!values.allContexts && (
          <div className="token-check-list mt-2" tabIndex={0}>
            {contexts.map((c) => (
              <Form.Check
                key={c.key}
                id={`${id}-ctx-${c.key}`}
                label={`${c.name} (${c.key})`}
                checked={values.contextIds.includes(c.key)}
                onChange={(e) =>
                  void formik.setFieldValue('contextIds', toggled(values.contextIds, c.key, e.target.checked))
                }
              />
            ))}
          </div>
        )}
        {contextError && (
          <div className="text-danger small mt-1" role="alert">
            {String(contextError)}
          </div>
        )}
      </fieldset>
      <Form.Group className="mb-3">
        <Form.Check
          type="switch"
          role="switch"
          id={`${id}-read-only`}
          label={t.readOnly}
          checked={values.readOnly}
          aria-describedby={`${id}-read-only-hint`}
          onChange={(e) => void formik.setFieldValue('readOnly', e.target.checked)}
        />
        <Form.Text id={`${id}-read-only-hint`}>{t.readOnlyHint}</Form.Text>
      </Form.Group>
    </>
  );
}
