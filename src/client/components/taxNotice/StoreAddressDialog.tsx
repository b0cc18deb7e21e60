import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useGetFiscalStoreQuery, useSaveFiscalStoreMutation } from '../../api/fiscal/masterData';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useAppDispatch } from '../../app/hooks';
import { FormDialog } from '../FormDialog';
import { showToast } from '../../lib/toasts';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';
import { TextField } from './TextField';
import { storeAddressSchema } from './masterDataSchemas';

const labels = taxNoticeTexts.taxNotice.fields;
const t = taxNoticeTexts.taxNotice.masterData.form;

interface Values {
  street: string;
  postalCode: string;
  city: string;
}

interface Props {
  contextId: string;
  storeUid: string;
  /** The store's number, for the title. */
  storeId: string;
  onClose(): void;
}

/** A store's address as a Betriebsstätte: street, postal code (5 digits), city; its name stays. */
export function StoreAddressDialog({ contextId, storeUid, storeId, onClose }: Props) {
  const id = useId();
  const dispatch = useAppDispatch();
  const { data } = useGetFiscalStoreQuery({ contextId, storeUid });
  const [save, { isLoading }] = useSaveFiscalStoreMutation();
  const [refused, setRefused] = useState<string>();
  const initialValues: Values | undefined = data && {
    street: data.street ?? '',
    postalCode: data.postalCode ?? '',
    city: data.city ?? '',
  };

  const submit = async (values: Values) => {
    setRefused(undefined);
    const text = (value: string) => value.trim() || null;
    try {
      await save({
        storeUid,
        fiscalStoreForm: {
          contextId,
          street: text(values.street),
          postalCode: text(values.postalCode),
          city: text(values.city),
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
      title={t.storeTitle(storeId)}
      initialValues={initialValues}
      validationSchema={storeAddressSchema}
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
          <Form.Text as="p" className="mt-0">
            {data?.name} · {t.storeHelp}
          </Form.Text>
          <TextField formik={formik} id={id} name="street" label={labels.street} />
          <TextField formik={formik} id={id} name="postalCode" label={labels.postalCode} />
          <TextField formik={formik} id={id} name="city" label={labels.city} />
        </>
      )}
    </FormDialog>
  );
}
