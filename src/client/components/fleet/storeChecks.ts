import type { StoreLevel } from '../../../shared/reports/storeLevels';

/** The text colour of a store-server value by its level (the rules are in shared/reports/storeLevels). */
export const levelClass: Record<StoreLevel, string> = {
  ok: 'text-success',
  warning: 'text-warning-emphasis fw-semibold',
  error: 'text-danger fw-semibold',
  neutral: '',
};
