import Form from 'react-bootstrap/Form';
import { useGetFiscalStoreQuery, useSaveFiscalStoreMutation } from '../../api/fiscal/masterData';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';
import { MasterDataForm } from './MasterDataForm';
import { storeAddressSchema } from './masterDataSchemas';

const labels = taxNoticeTexts.taxNotice.fields;
const t = taxNoticeTexts.taxNotice.masterData.form;

type Values = Record<'street' | 'postalCode' | 'city', string>;

const fields = [
  { name: 'street', label: labels.street },
  { name: 'postalCode', label: labels.postalCode },
  { name: 'city', label: labels.city },
] as const;

interface Props {
  contextId: string;
  storeUid: string;
  /** The store's number, for the title. */
  storeId: string;
  onClose(): void;
}

/** A store's address as a Betriebsstätte: street, postal code (5 digits), city; its name stays. */
export function StoreAddressDialog({ contextId, storeUid, storeId, onClose }: Props) {
  const { data } = useGetFiscalStoreQuery({ contextId, storeUid });
  const [save, { isLoading }] = useSaveFiscalStoreMutation();
  const initialValues: Values | undefined = data && {
    street: data.street ?? '',
    postalCode: data.postalCode ?? '',
    city: data.city ?? '',
  };
  const text = (value: string) => value.trim() || null;

  return (
    <MasterDataForm<Values>
      title={t.storeTitle(storeId)}
      initialValues={initialValues}
      validationSchema={storeAddressSchema}
      fields={fields}
      intro={
        <Form.Text as="p" className="mt-0">
          {data?.name} · {t.storeHelp}
        </Form.Text>
      }
      save={(values) =>
        save({
          storeUid,
          fiscalStoreForm: {
            contextId,
            street: text(values.street),
            postalCode: text(values.postalCode),
            city: text(values.city),
          },
        }).unwrap()
      }
      saving={isLoading}
      onClose={onClose}
    />
  );
}
