// The roles area: the role editor ('Rollen') and its permission preview ('Was darf …?').
import { rolesApi } from './endpoints.gen';

// A saved or deleted role changes the users list's role names and what any preview says; a saved or
// deleted user changes how many hold a role and what the user's preview says.
const roles = rolesApi.enhanceEndpoints({
  addTagTypes: ['roles', 'users'],
  endpoints: {
    getRoles: { providesTags: ['roles', 'users'] },
    saveRole: { invalidatesTags: ['roles', 'users'] },
    deleteRole: { invalidatesTags: ['roles', 'users'] },
    getPermissionPreview: { providesTags: ['roles', 'users'] },
  },
});
export const { useGetRolesQuery, useSaveRoleMutation, useDeleteRoleMutation, useGetPermissionPreviewQuery } = roles;
export type { RoleDetail, RightInfo, RoleForm, PermissionPreview } from './endpoints.gen';
