import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useGetFiscalTaxpayerQuery, useSaveFiscalTaxpayerMutation } from '../../api/fiscal/masterData';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useAppDispatch } from '../../app/hooks';
import { FormDialog } from '../FormDialog';
import { showToast } from '../../lib/toasts';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';
import { TextField } from './TextField';
import { taxpayerSchema } from './masterDataSchemas';

const labels = taxNoticeTexts.taxNotice.fields;
const t = taxNoticeTexts.taxNotice.masterData.form;

interface Values {
  name: string;
  taxNumber: string;
  taxOffice: string;
}

/** The taxpayer of a context: name, Steuernummer (in a Land's format) and tax office. */
export function TaxpayerDialog({ contextId, onClose }: { contextId: string; onClose(): void }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const { data } = useGetFiscalTaxpayerQuery({ contextId });
  const [save, { isLoading }] = useSaveFiscalTaxpayerMutation();
  const [refused, setRefused] = useState<string>();
  const initialValues: Values | undefined = data && {
    name: data.name ?? '',
    taxNumber: data.taxNumber ?? '',
    taxOffice: data.taxOffice ?? '',
  };

  const submit = async (values: Values) => {
    setRefused(undefined);
    try {
      await save({
        fiscalTaxpayerForm: {
          contextId,
          name: values.name.trim(),
          taxNumber: values.taxNumber.trim(),
          taxOffice: values.taxOffice.trim() || null,
        },
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
      title={t.taxpayerTitle(contextId)}
      initialValues={initialValues}
      validationSchema={taxpayerSchema}
      onSubmit={submit}
      onClose={onClose}
      saving={isLoading}
    >
      {(formik) => (
        <>
          {refused && (
            <Alert variant="danger" className="py-2">
              {refused}
            </Alert>
          )}
          <TextField formik={formik} id={id} name="name" label={labels.name} />
          <TextField formik={formik} id={id} name="taxNumber" label={labels.taxNumber} help={t.taxNumberHelp} />
          <TextField formik={formik} id={id} name="taxOffice" label={labels.taxOffice} />
        </>
      )}
    </FormDialog>
  );
}
