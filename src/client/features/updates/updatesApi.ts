import { cashpointUpdateHooks } from '../../api/cashpoint-updates';
import { storeUpdateHooks } from '../../api/store-updates';

/** One page for both update bases: its hooks by base, as the page's `base` prop names them. */
export const updatesApi = {
  'cashpoint-updates': cashpointUpdateHooks,
  'store-updates': storeUpdateHooks,
};
export type UpdatesBase = keyof typeof updatesApi;
