// The store health area ('Filial-Betriebsfähigkeit', issue 51): per store green, yellow or red with
// its causes. The screens come later; the hook is here so they only have to import it.
import { storeHealthApi } from './endpoints.gen';

const storeHealth = storeHealthApi.enhanceEndpoints({
  addTagTypes: ['storeHealth'],
  endpoints: {
    getStoreHealth: { providesTags: ['storeHealth'] },
  },
});
export const { useGetStoreHealthQuery } = storeHealth;
export type { StoreHealthRow, StoreHealthCause, StoreHealthState } from './endpoints.gen';
