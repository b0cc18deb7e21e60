import type { FormikProps } from 'formik';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { ShowSecretButton } from './ShowSecretButton';
import type { Check } from '../../api/contexts';
import { contextAdminTexts } from '../../../shared/texts/de/contextAdmin';
import { messageTexts } from '../../../shared/texts/de/messages';
import { CheckList } from './CheckList';
import { customerType } from './schema';
import type { ContextValues } from './values';

const t = contextAdminTexts.contextAdmin;

interface Props {
  formik: FormikProps<ContextValues>;
  /** The context being changed; undefined: a new one. */
  uid?: string | undefined;
  storeChecks: readonly Check[];
  cashpointChecks: readonly Check[];
}

/** The fields of the context dialog and its two check lists. */
export function ContextFields({ formik, uid, storeChecks, cashpointChecks }: Props) {
  const id = useId();
  const { errors, touched, submitCount, values, isValid } = formik;
  const customer = values.type === customerType;
  const shows = (field: 'key' | 'name' | 'type' | 'hashSecret') =>
    (touched[field] || submitCount > 0) && errors[field] !== undefined;
  const text = (field: 'key' | 'name', autoFocus = false) => (
    <Form.Group controlId={`${id}-${field}`} className="col-md-6">
      <Form.Label>{t.fields[field]}</Form.Label>
      <Form.Control
        name={field}
        value={values[field]}
        autoFocus={autoFocus}
        autoComplete="off"
        isInvalid={shows(field)}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
      <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>
    </Form.Group>
  );
  return (
    <>
      {submitCount > 0 && !isValid && (
        <Alert variant="danger" className="py-2">
          {messageTexts.errors.checkInput}
        </Alert>
      )}
      <div className="row g-3 mb-3">
        {text('key', true)}
        {text('name')}
        <Form.Group controlId={`${id}-type`} className="col-md-6">
          <Form.Label>{t.fields.type}</Form.Label>
          <Form.Select
            name="type"
            value={values.type}
            isInvalid={shows('type')}
            onChange={(e) => void formik.setFieldValue('type', Number(e.target.value))}
            onBlur={formik.handleBlur}
          >
            {([1, 2] as const).map((type) => (
              <option key={type} value={type}>
                {t.types[type]}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.type}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId={`${id}-hashSecret`} className="col-md-6">
          {/* The secret is required (min 10) only for a Kunde; the label says which. */}
          <Form.Label>{customer ? t.fields.hashSecret : t.fields.hashSecretOptional}</Form.Label>
          <InputGroup hasValidation>
            <Form.Control
              name="hashSecret"
              value={values.hashSecret}
              // Write-only (issue 46): a stored secret stands masked until 'Anzeigen' fetches it.
              placeholder={uid ? t.hashSecretMasked : undefined}
              autoComplete="off"
              spellCheck={false}
              isInvalid={customer && shows('hashSecret')}
              aria-describedby={`${id}-hashSecret-hint`}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
            {uid && (
              <ShowSecretButton uid={uid} onShown={(secret) => void formik.setFieldValue('hashSecret', secret)} />
            )}
            <Form.Control.Feedback type="invalid">{errors.hashSecret}</Form.Control.Feedback>
          </InputGroup>
          <Form.Text id={`${id}-hashSecret-hint`}>
            {t.hashSecretHint}
            {uid && ` ${t.hashSecretKeepHint}`}
          </Form.Text>
        </Form.Group>
      </div>
      <div className="row g-3">
        <CheckList
          all={formik.values.allCashpointChecksVisible}
          selected={formik.values.visibleCashpointCheckIds}
          setFieldValue={formik.setFieldValue}
          title={t.cashpointChecks}
          allLabel={t.fields.allCashpointChecks}
          allField="allCashpointChecksVisible"
          idsField="visibleCashpointCheckIds"
          checks={cashpointChecks}
          className="check-list-cashpoint"
        />
        <CheckList
          all={formik.values.allStoreChecksVisible}
          selected={formik.values.visibleStoreCheckIds}
          setFieldValue={formik.setFieldValue}
          title={t.storeChecks}
          allLabel={t.fields.allStoreChecks}
          allField="allStoreChecksVisible"
          idsField="visibleStoreCheckIds"
          checks={storeChecks}
          className="check-list-store"
        />
      </div>
    </>
  );
}
