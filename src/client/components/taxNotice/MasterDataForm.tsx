import { useId, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { AnyObjectSchema } from 'yup';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useAppDispatch } from '../../app/hooks';
import { FormDialog } from '../FormDialog';
import { showToast } from '../../lib/toasts';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';
import { TextField } from './TextField';

const t = taxNoticeTexts.taxNotice.masterData.form;

interface Field<Values> {
  name: keyof Values & string;
  label: string;
  help?: string;
}

interface Props<Values extends Record<string, string>> {
  title: string;
  /** undefined while the record loads. */
  initialValues: Values | undefined;
  validationSchema: AnyObjectSchema;
  /** The text fields in their order. */
  fields: readonly Field<Values>[];
  /** A line above the fields (the store's name and what its address is for). */
  intro?: ReactNode;
  /** The save, unwrapped: it throws the server's refusal. */
  save(values: Values): Promise<unknown>;
  saving: boolean;
  onClose(): void;
}

/**
 * A form of the Kassenmeldung's master data made of text fields alone (the taxpayer, a store's
 * address): saved, it says so and closes; the server's German refusal stands above the fields and
 * the form stays open; a reply the app handles itself (signed out, no right) just closes it.
 */
export function MasterDataForm<Values extends Record<string, string>>(props: Props<Values>) {
  const { title, initialValues, validationSchema, fields, intro, save, saving, onClose } = props;
  const id = useId();
  const dispatch = useAppDispatch();
  const [refused, setRefused] = useState<string>();

  const submit = async (values: Values) => {
    setRefused(undefined);
    try {
      await save(values);
      dispatch(showToast('success', t.saved));
      onClose();
    } catch (error) {
      if (isHandledError(error)) onClose();
      else setRefused(errorMessage(error) ?? t.failed);
    }
  };

  return (
    <FormDialog<Values>
      title={title}
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
    >
      {(formik) => (
        <>
          {refused && (
            <Alert variant="danger" className="py-2">
              {refused}
            </Alert>
          )}
          {intro}
          {fields.map((field) => (
            <TextField key={field.name} formik={formik} id={id} {...field} />
          ))}
        </>
      )}
    </FormDialog>
  );
}
