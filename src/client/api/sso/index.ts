// The SSO area: the login page's choices (provider, password login), the group mappings and the
// last 'Testanmeldung'. The login, its callback and the test login are navigations, not requests.
import { ssoApi } from './endpoints.gen';

const sso = ssoApi.enhanceEndpoints({
  addTagTypes: ['sso'],
  endpoints: {
    getSsoConfig: { providesTags: [] },
    getSsoMappings: { providesTags: ['sso'] },
    getSsoTestResult: { providesTags: ['sso'], keepUnusedDataFor: 0 },
    saveSsoMapping: { invalidatesTags: ['sso'] },
    deleteSsoMapping: { invalidatesTags: ['sso'] },
  },
});
export const {
  useGetSsoConfigQuery,
  useGetSsoMappingsQuery,
  useGetSsoTestResultQuery,
  useSaveSsoMappingMutation,
  useDeleteSsoMappingMutation,
} = sso;
export type { SsoMapping, SsoMappingInput, SsoTestResult, SsoPublicConfig } from './endpoints.gen';

/** Where the browser goes to log in through the provider, and to begin a 'Testanmeldung'. */
export const ssoLoginUrl = '/api/frontend/sso/login';
export const ssoTestLoginUrl = '/api/frontend/sso/test-login';
