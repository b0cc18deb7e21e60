import { useGetFiscalTaxpayerQuery, useSaveFiscalTaxpayerMutation } from '../../api/fiscal/masterData';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';
import { MasterDataForm } from './MasterDataForm';
import { taxpayerSchema } from './masterDataSchemas';

const labels = taxNoticeTexts.taxNotice.fields;
const t = taxNoticeTexts.taxNotice.masterData.form;

type Values = Record<'name' | 'taxNumber' | 'taxOffice', string>;

const fields = [
  { name: 'name', label: labels.name },
  { name: 'taxNumber', label: labels.taxNumber, help: t.taxNumberHelp },
  { name: 'taxOffice', label: labels.taxOffice },
] as const;

/** The taxpayer of a context: name, Steuernummer (in a Land's format) and tax office. */
export function TaxpayerDialog({ contextId, onClose }: { contextId: string; onClose(): void }) {
  const { data } = useGetFiscalTaxpayerQuery({ contextId });
  const [save, { isLoading }] = useSaveFiscalTaxpayerMutation();
  const initialValues: Values | undefined = data && {
    name: data.name ?? '',
    taxNumber: data.taxNumber ?? '',
    taxOffice: data.taxOffice ?? '',
  };

  return (
    <MasterDataForm<Values>
      title={t.taxpayerTitle(contextId)}
      initialValues={initialValues}
      validationSchema={taxpayerSchema}
      fields={fields}
      save={(values) =>
        save({
          fiscalTaxpayerForm: {
            contextId,
            name: values.name.trim(),
            taxNumber: values.taxNumber.trim(),
            taxOffice: values.taxOffice.trim() || null,
          },
        }).unwrap()
      }
      saving={isLoading}
      onClose={onClose}
    />
  );
}
