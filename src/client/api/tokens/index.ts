// The tokens area: the own API tokens, a service account's and (for a user administrator) another
// person's, their creation and revocation.
import { tokensApi } from './endpoints.gen';

// One tag: creating or revoking a token changes its holder's list. A service account's list shows
// how many of its tokens still work, so both change that list ('service-accounts') too. The token
// itself is only in the creation's reply, which nothing caches.
const tokens = tokensApi.enhanceEndpoints({
  addTagTypes: ['tokens', 'service-accounts'],
  endpoints: {
    // Its last use changes with every call a program makes: fetched fresh at each opening.
    getTokens: { providesTags: ['tokens'], keepUnusedDataFor: 0 },
    createToken: { invalidatesTags: ['tokens', 'service-accounts'] },
    revokeToken: { invalidatesTags: ['tokens', 'service-accounts'] },
    getUserTokens: { providesTags: ['tokens'], keepUnusedDataFor: 0 },
    revokeUserToken: { invalidatesTags: ['tokens'] },
  },
});
export const {
  useGetTokensQuery,
  useCreateTokenMutation,
  useRevokeTokenMutation,
  useGetUserTokensQuery,
  useRevokeUserTokenMutation,
} = tokens;
export type { ApiToken, TokenForm, CreatedToken } from './endpoints.gen';
