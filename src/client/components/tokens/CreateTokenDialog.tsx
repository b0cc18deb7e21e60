import { Formik } from 'formik';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { ContextRef } from '../../api/session';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { messageTexts } from '../../../shared/texts/de/messages';
import { CancelButton } from '../CancelButton';
import { SubmitButton } from '../SubmitButton';
import { TokenScopeFields } from './TokenScopeFields';
import { newTokenValues, tokenMaxDays, tokenSchema, type TokenValues } from './tokenValues';

const t = apiAccessTexts.apiTokens.dialog;

interface Props {
  /** The rights a token of this holder may name: the holder's own. */
  rights: readonly string[];
  /** The contexts it may name: those the holder sees. */
  contexts: readonly ContextRef[];
  /** 'Läuft nie ab' (service accounts only), with its warning. */
  allowNever: boolean;
  /** Said under the rights, e.g. that a service account uses only its role's. */
  rightsHint?: string;
  saving: boolean;
  onSubmit(values: TokenValues): void | Promise<void>;
  onClose(): void;
}

/** 'Token erstellen': name, rights, contexts, 'Nur lesen' and the expiry in days (or never). */
export function CreateTokenDialog({ rights, contexts, allowNever, rightsHint, saving, onSubmit, onClose }: Props) {
  const id = useId();
  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} backdrop="static" size="lg">
      <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
        <Modal.Title id={`${id}-title`}>{t.title}</Modal.Title>
      </Modal.Header>
      <Formik initialValues={newTokenValues} validationSchema={tokenSchema} onSubmit={onSubmit}>
        {(formik) => {
          const { values, errors, touched, submitCount } = formik;
          const shows = (field: 'name' | 'days') => (touched[field] || submitCount > 0) && errors[field] !== undefined;
          return (
            <Form noValidate onSubmit={formik.handleSubmit}>
              <Modal.Body>
                {submitCount > 0 && !formik.isValid && (
                  <Alert variant="danger" className="py-2">
                    {messageTexts.errors.checkInput}
                  </Alert>
                )}
                <Form.Group controlId={`${id}-name`} className="mb-3">
                  <Form.Label>{t.name}</Form.Label>
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
                  <Form.Text id={`${id}-name-hint`}>{t.nameHint}</Form.Text>
                </Form.Group>
                <TokenScopeFields formik={formik} rights={rights} contexts={contexts} rightsHint={rightsHint} />
                <fieldset className="mb-1">
                  <legend className="fs-6 fw-semibold">{t.expiry}</legend>
                  <Form.Group controlId={`${id}-days`} className="mb-2 token-days">
                    <Form.Label>{t.expiresInDays}</Form.Label>
                    <Form.Control
                      name="days"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={tokenMaxDays}
                      value={values.days}
                      disabled={values.never}
                      isInvalid={!values.never && shows('days')}
                      aria-describedby={`${id}-days-hint`}
                      // Kept as text (Formik would make a number input's value a number), so the
                      // check sees exactly what was typed.
                      onChange={(e) => void formik.setFieldValue('days', e.target.value)}
                      onBlur={formik.handleBlur}
                    />
                    <Form.Control.Feedback type="invalid">{errors.days}</Form.Control.Feedback>
                    <Form.Text id={`${id}-days-hint`}>{t.expiresInDaysHint(tokenMaxDays)}</Form.Text>
                  </Form.Group>
                  {allowNever && (
                    <>
                      <Form.Check
                        type="switch"
                        role="switch"
                        id={`${id}-never`}
                        label={t.never}
                        checked={values.never}
                        onChange={(e) => void formik.setFieldValue('never', e.target.checked)}
                      />
                      {values.never && (
                        <Alert variant="warning" className="py-2 mt-2 mb-0">
                          {t.neverWarning}
                        </Alert>
                      )}
                    </>
                  )}
                </fieldset>
              </Modal.Body>
              <Modal.Footer>
                <CancelButton onClick={onClose}>{messageTexts.dialog.cancel}</CancelButton>
                <SubmitButton disabled={saving}>{t.submit}</SubmitButton>
              </Modal.Footer>
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
