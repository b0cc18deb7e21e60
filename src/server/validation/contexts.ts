import { cashpointChecks, storeChecks, type Check } from '../admin/checks';
import type { components } from '../generated/api';
import { messages } from '../../shared/texts/serverMessages';

// The checks of the context dialog's fields that the contract's schema cannot express.

type ContextForm = components['schemas']['ContextForm'];

const minKey = 2;
const minName = 2;
const minHashSecret = 10;
const customerType = 2;
// Field names as the context dialog labels them, for the generic field messages.
const label = { key: 'Schlüssel', name: 'Name', type: 'Typ', hashSecret: 'Hash-Secret' };

/** The German messages of every field at fault; only a customer context (type 2) needs a secret. */
export function contextFormErrors(form: ContextForm): string[] {
  const errors: string[] = [];
  const text = (field: 'key' | 'name' | 'hashSecret', value: string | null | undefined, min: number) => {
    const v = (value ?? '').trim();
    if (!v) errors.push(messages.fieldRequired(label[field]));
    else if (v.length < min) errors.push(messages.fieldMin(label[field], min));
  };
  text('key', form.key, minKey);
  text('name', form.name, minName);
  if (form.type === customerType) text('hashSecret', form.hashSecret, minHashSecret);
  const unknown = (catalogue: readonly Check[], ids: string[]) =>
    ids.filter((id) => !catalogue.some((c) => c.id === id));
  const unknownIds = [
    ...unknown(storeChecks, form.visibleStoreCheckIds),
    ...unknown(cashpointChecks, form.visibleCashpointCheckIds),
  ];
  if (unknownIds.length > 0) errors.push(`${messages.unknownChecks} ${unknownIds.join(', ')}`);
  return errors;
}
