// The service accounts area: accounts for programs, managed on the users page ('Servicekonten').
import { serviceAccountsApi } from './endpoints.gen';

// Deleting an account deletes its tokens, so an open token list of it refreshes ('tokens').
const serviceAccounts = serviceAccountsApi.enhanceEndpoints({
  addTagTypes: ['service-accounts', 'tokens'],
  endpoints: {
    getServiceAccounts: { providesTags: ['service-accounts'] },
    saveServiceAccount: { invalidatesTags: ['service-accounts'] },
    deleteServiceAccount: { invalidatesTags: ['service-accounts', 'tokens'] },
  },
});
export const { useGetServiceAccountsQuery, useSaveServiceAccountMutation, useDeleteServiceAccountMutation } =
  serviceAccounts;
export type { ServiceAccount, ServiceAccountForm } from './endpoints.gen';
