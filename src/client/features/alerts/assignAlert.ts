import { alertsApi } from '../../api/alerts';

// 'Übernehmen' posts ALERTOWN's `POST /api/frontend/alerts/assign` `{ uid }` (issue 33 item 3). Until
// the contract has it and codegen makes its hook, the page declares the call here, in that shape;
// the merge replaces this file by the generated `useAssignAlertMutation`.
const api = alertsApi.injectEndpoints({
  endpoints: (build) => ({
    assignAlert: build.mutation<{ ok: boolean }, { body: { uid: string } }>({
      query: (arg) => ({ url: '/api/frontend/alerts/assign', method: 'POST', body: arg.body }),
      invalidatesTags: ['alerts'],
    }),
  }),
  overrideExisting: false,
});

export const { useAssignAlertMutation } = api;
