// The store health area ('Filial-Betriebsfähigkeit', issue 51): per store green, yellow or red with
// its causes, the fleet trees' marks, the start page's red stores and one register's sections.
import { storeHealthApi } from './endpoints.gen';

const storeHealth = storeHealthApi.enhanceEndpoints({
  addTagTypes: ['storeHealth'],
  endpoints: {
    getStoreHealth: { providesTags: ['storeHealth'] },
    getStoreHealthMarks: { providesTags: ['storeHealth'] },
    getRedStores: { providesTags: ['storeHealth'] },
    getCashpointHealth: { providesTags: ['storeHealth'] },
  },
});
export const { useGetStoreHealthQuery, useGetStoreHealthMarksQuery, useGetRedStoresQuery, useGetCashpointHealthQuery } =
  storeHealth;
export type { CashpointHealth, RedStores, StoreHealthRow, StoreHealthCause, StoreHealthState } from './endpoints.gen';
