// The contexts area (administration). A context's dialog data is fetched fresh at every opening,
// so it provides no tag and is dropped at once. Saving a context may change what this session sees
// (contexts in the picker, home's rows), so it refreshes the session data and home too.
import { contextsApi } from './endpoints.gen';

const contexts = contextsApi.enhanceEndpoints({
  addTagTypes: ['session', 'home'],
  endpoints: {
    getContext: { providesTags: [], keepUnusedDataFor: 0 },
    saveContext: { invalidatesTags: ['contexts', 'session', 'home'] },
    // 'Anzeigen' of the agents' secret changes nothing the lists show (it is audited, that is all).
    showContextSecret: { invalidatesTags: [] },
  },
});
export const { useGetContextsQuery, useLazyGetContextQuery, useSaveContextMutation, useShowContextSecretMutation } =
  contexts;
export type { ContextListItem, ContextForm, Check } from './endpoints.gen';
