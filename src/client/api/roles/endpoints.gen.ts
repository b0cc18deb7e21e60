/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["roles"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getRoles: build.query<GetRolesApiResponse, GetRolesApiArg>({
        query: () => ({ url: `/api/frontend/roles` }),
        providesTags: ["roles"],
      }),
      saveRole: build.mutation<SaveRoleApiResponse, SaveRoleApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/roles/save`,
          method: "POST",
          body: queryArg.roleForm,
        }),
        invalidatesTags: ["roles"],
      }),
      deleteRole: build.mutation<DeleteRoleApiResponse, DeleteRoleApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/roles/${queryArg.uid}/delete`,
          method: "POST",
        }),
        invalidatesTags: ["roles"],
      }),
      getPermissionPreview: build.query<
        GetPermissionPreviewApiResponse,
        GetPermissionPreviewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/permissions/preview`,
          params: {
            userUid: queryArg.userUid,
            roleUid: queryArg.roleUid,
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["roles"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as rolesApi };
export type GetRolesApiResponse =
  /** status 200 The roles by name, and the rights a role can grant. */ {
    roles: RoleDetail[];
    rights: RightInfo[];
  };
export type GetRolesApiArg = void;
export type SaveRoleApiResponse =
  /** status 200 Saved; the uid of the created or updated object. */ {
    uid: string;
  };
export type SaveRoleApiArg = {
  roleForm: RoleForm;
};
export type DeleteRoleApiResponse = /** status 200 Done. */ Ok;
export type DeleteRoleApiArg = {
  uid: UidString;
};
export type GetPermissionPreviewApiResponse =
  /** status 200 The preview. */ PermissionPreview;
export type GetPermissionPreviewApiArg = {
  userUid?: UidString;
  roleUid?: UidString;
  /** A context the caller sees; for a user, whether the user sees it decides the calls that name a context. */
  contextId?: ContextKey;
};
export type RoleDetail = {
  uid: string;
  name: string;
  description: string;
  rights: string[];
  /** Built-in roles are read-only. */
  builtin: boolean;
  /** How many accounts (users and service accounts) hold the role. */
  userCount: number;
};
export type RightInfo = {
  right: string;
  /** German. */
  description: string;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type RoleForm = {
  uid?: string | null;
  name: string;
  description: string;
  rights: string[];
};
export type Ok = {
  ok: boolean;
};
export type UidString = string;
export type PermissionNeeds = {
  allowed: boolean;
  /** The rights it needs. */
  rights: string[];
  /** The feature flags it needs switched on. */
  features: string[];
  /** Why it is not allowed: the rights and flags lacking, 'context' (the user does not see the context), 'agent' (only agents call it). */
  missing: string[];
};
export type PermissionPreview = {
  subject: {
    kind: "user" | "role";
    uid: string;
    name: string;
    roleName: string;
    rights: string[];
  };
  contextId: string | null;
  pages: (PermissionNeeds & {
    page: string;
    label: string;
  })[];
  operations: (PermissionNeeds & {
    operationId: string;
    method: string;
    path: string;
    /** It changes something (not a read): an action. */
    action: boolean;
    /** It concerns the caller's own account; another's needs USERS_CHANGE too. */
    ownAccount: boolean;
    /** Where it names its context. */
    context: ("query" | "body" | null) | null;
  })[];
};
export type ContextKey = string;
export const {
  useGetRolesQuery,
  useLazyGetRolesQuery,
  useSaveRoleMutation,
  useDeleteRoleMutation,
  useGetPermissionPreviewQuery,
  useLazyGetPermissionPreviewQuery,
} = injectedRtkApi;
