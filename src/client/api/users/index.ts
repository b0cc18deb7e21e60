// The users area: administration of users, the own password and 2FA, the report column settings.
import { usersApi } from './endpoints.gen';

// Dialog data (one user, a 2FA seed) is fetched fresh at every opening, so it provides no tag and is
// dropped at once. Saving a user may change what this session sees (the own 2FA flag), so it
// refreshes the session data too. A change of the own password or 2FA (on the profile or in the
// users dialog) ends the other sessions, so it refreshes the list of sessions ('account') too.
const users = usersApi.enhanceEndpoints({
  addTagTypes: ['session', 'account'],
  endpoints: {
    getUser: { providesTags: [], keepUnusedDataFor: 0 },
    saveUser: { invalidatesTags: ['users', 'session', 'account'] },
    deleteUser: { invalidatesTags: ['users'] },
    // The list shows who is locked; an unlock changes that row.
    unlockUser: { invalidatesTags: ['users'] },
    updatePassword: { invalidatesTags: ['account'] },
    getUserQrCode: { providesTags: [], keepUnusedDataFor: 0 },
    generate2FaSeed: { providesTags: [], keepUnusedDataFor: 0 },
    verify2Fa: { invalidatesTags: [] },
    update2Fa: { invalidatesTags: ['session', 'account'] },
    // Report column settings answer 200 with nothing to refetch; sessionSlice updates them in place.
    saveColumnFilters: { invalidatesTags: [] },
    saveColumnWidths: { invalidatesTags: [] },
  },
});
export const {
  useGetUsersQuery,
  useLazyGetUserQuery,
  useSaveUserMutation,
  useDeleteUserMutation,
  useUnlockUserMutation,
  useUpdatePasswordMutation,
  useLazyGetUserQrCodeQuery,
  useLazyGenerate2FaSeedQuery,
  useVerify2FaMutation,
  useUpdate2FaMutation,
  useSaveColumnFiltersMutation,
  useSaveColumnWidthsMutation,
} = users;
export type { User, UserForm, Role, ColumnFilter, ColumnWidths } from './endpoints.gen';
