import type { ContextForm } from '../../api/contexts';
import { customerType } from './schema';

/** The context dialog's form values; the hashSecret is a string here, null only on the wire. */
export interface ContextValues {
  key: string;
  name: string;
  type: 1 | 2;
  hashSecret: string;
  allStoreChecksVisible: boolean;
  visibleStoreCheckIds: string[];
  allCashpointChecksVisible: boolean;
  visibleCashpointCheckIds: string[];
}

/** New contexts default to type 2 (Kunde); a new context shows every check. */
export const newContextValues: ContextValues = {
  key: '',
  name: '',
  type: customerType,
  hashSecret: '',
  allStoreChecksVisible: true,
  visibleStoreCheckIds: [],
  allCashpointChecksVisible: true,
  visibleCashpointCheckIds: [],
};

export function valuesOf(form: ContextForm): ContextValues {
  return {
    key: form.key,
    name: form.name,
    type: form.type,
    hashSecret: form.hashSecret ?? '',
    allStoreChecksVisible: form.allStoreChecksVisible,
    visibleStoreCheckIds: form.visibleStoreCheckIds,
    allCashpointChecksVisible: form.allCashpointChecksVisible,
    visibleCashpointCheckIds: form.visibleCashpointCheckIds,
  };
}

/** The body of sendContextForm; uid null creates a context. */
export function formOf(values: ContextValues, uid: string | undefined): ContextForm {
  return {
    uid: uid ?? null,
    key: values.key.trim(),
    name: values.name.trim(),
    type: values.type,
    hashSecret: values.hashSecret.trim() || null,
    allStoreChecksVisible: values.allStoreChecksVisible,
    visibleStoreCheckIds: values.visibleStoreCheckIds,
    allCashpointChecksVisible: values.allCashpointChecksVisible,
    visibleCashpointCheckIds: values.visibleCashpointCheckIds,
  };
}
