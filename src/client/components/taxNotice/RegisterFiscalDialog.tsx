import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import {
  useGetFiscalRegisterQuery,
  useSaveFiscalRegisterMutation,
  type FiscalRegister,
} from '../../api/fiscal/masterData';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useAppDispatch } from '../../app/hooks';
import { DayInput } from '../DayInput';
import { FormDialog } from '../FormDialog';
import { showToast } from '../../lib/toasts';
import { systemKinds } from '../../../shared/taxNotice/fields';
import { germanDay } from '../../../shared/taxNotice/masterData';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';
import { TextField } from './TextField';
import { registerFormFields, registerSchema } from './masterDataSchemas';

const labels = taxNoticeTexts.taxNotice.fields;
const kindNames = taxNoticeTexts.taxNotice.systemKinds;
const t = taxNoticeTexts.taxNotice.masterData.form;

type Field = (typeof registerFormFields)[number];
type Values = Record<Field, string>;

/** The register's fields; software name and version empty in the record take what the fleet knows. */
function valuesOf(register: FiscalRegister): Values {
  const values = Object.fromEntries(registerFormFields.map((field) => [field, register[field] ?? ''])) as Values;
  values.softwareName ||= register.agentSoftware.name ?? '';
  values.softwareVersion ||= register.agentSoftware.version ?? '';
  return values;
}

interface Props {
  contextId: string;
  cashpointUid: string;
  onClose(): void;
}

/**
 * A register's fields for the Kassenmeldung: the kind of the official form, manufacturer, model,
 * software, serial number, purchase and decommissioning (with its reason), checked as the server
 * checks them (no purchase after today or after the decommissioning, none before the first heartbeat).
 */
export function RegisterFiscalDialog({ contextId, cashpointUid, onClose }: Props) {
  const id = useId();
  const dispatch = useAppDispatch();
  const { data } = useGetFiscalRegisterQuery({ contextId, cashpointUid });
  const [save, { isLoading }] = useSaveFiscalRegisterMutation();
  const [refused, setRefused] = useState<string>();

  const submit = async (values: Values) => {
    setRefused(undefined);
    const fields = Object.fromEntries(registerFormFields.map((field) => [field, values[field].trim() || null]));
    try {
      await save({
        cashpointUid,
        fiscalRegisterForm: { contextId, ...(fields as Record<Field, string | null>) },
      }).unwrap();
      dispatch(showToast('success', t.saved));
      onClose();
    } catch (error) {
      if (isHandledError(error)) onClose();
      else setRefused(errorMessage(error) ?? t.failed);
    }
  };

  return (
    <FormDialog<Values>
      title={t.registerTitle(data ? `${data.storeId}-${data.posId}` : '')}
      initialValues={data && valuesOf(data)}
      validationSchema={registerSchema(data?.firstSeen ?? '0000-01-01')}
      onSubmit={submit}
      onClose={onClose}
      saving={isLoading}
      size="lg"
    >
      {(formik) => {
        const errorOf = (field: Field) =>
          formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined;
        const kindError = errorOf('systemKind');
        const day = (field: 'purchasedOn' | 'decommissionedOn') => {
          const error = errorOf(field);
          return (
            <Form.Group controlId={`${id}-${field}`} className="mb-3 col-md-6">
              <Form.Label>{labels[field]}</Form.Label>
              <DayInput
                id={`${id}-${field}`}
                name={field}
                value={formik.values[field]}
                isInvalid={error !== undefined}
                aria-invalid={error !== undefined || undefined}
                aria-describedby={error ? `${id}-${field}-error` : undefined}
                onChange={(value) => void formik.setFieldValue(field, value)}
                onBlur={formik.handleBlur}
              />
              <Form.Control.Feedback
                type="invalid"
                id={`${id}-${field}-error`}
                className={error ? 'd-block' : undefined}
              >
                {error}
              </Form.Control.Feedback>
            </Form.Group>
          );
        };
        return (
          <>
            {refused && (
              <Alert variant="danger" className="py-2">
                {refused}
              </Alert>
            )}
            {data?.removed && (
              <Alert variant="secondary" className="py-2">
                {t.removed}
              </Alert>
            )}
            <Form.Text as="p" className="mt-0">
              {data && t.firstSeen(germanDay(data.firstSeen))}
            </Form.Text>
            <Form.Group controlId={`${id}-systemKind`} className="mb-3">
              <Form.Label>{labels.systemKind}</Form.Label>
              <Form.Select
                name="systemKind"
                value={formik.values.systemKind}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                isInvalid={kindError !== undefined}
              >
                <option value="">{t.noKind}</option>
                {systemKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {kindNames[kind]}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">{kindError}</Form.Control.Feedback>
            </Form.Group>
            <div className="row">
              {(['manufacturer', 'model', 'softwareName', 'softwareVersion', 'serialNumber'] as const).map((field) => (
                <div key={field} className="col-md-6">
                  <TextField formik={formik} id={id} name={field} label={labels[field]} />
                </div>
              ))}
            </div>
            <div className="row">
              {day('purchasedOn')}
              {day('decommissionedOn')}
            </div>
            <TextField formik={formik} id={id} name="decommissionReason" label={labels.decommissionReason} />
          </>
        );
      }}
    </FormDialog>
  );
}
