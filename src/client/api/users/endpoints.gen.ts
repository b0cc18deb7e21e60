/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["users"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getUsers: build.query<GetUsersApiResponse, GetUsersApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/users`,
          params: {
            sortBy: queryArg.sortBy,
            sortDirection: queryArg.sortDirection,
            page: queryArg.page,
            size: queryArg.size,
            filter: queryArg.filter,
          },
        }),
        providesTags: ["users"],
      }),
      getUser: build.query<GetUserApiResponse, GetUserApiArg>({
        query: (queryArg) => ({ url: `/api/frontend/users/${queryArg.uid}` }),
        providesTags: ["users"],
      }),
      deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/users/${queryArg.uid}`,
          method: "DELETE",
        }),
        invalidatesTags: ["users"],
      }),
      unlockUser: build.mutation<UnlockUserApiResponse, UnlockUserApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/users/unlock/${queryArg.uid}`,
          method: "POST",
        }),
        invalidatesTags: ["users"],
      }),
      saveUser: build.mutation<SaveUserApiResponse, SaveUserApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/users/sendUserForm`,
          method: "POST",
          body: queryArg.userForm,
        }),
        invalidatesTags: ["users"],
      }),
      updatePassword: build.mutation<
        UpdatePasswordApiResponse,
        UpdatePasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/users/updatePassword`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["users"],
      }),
      getUserQrCode: build.query<GetUserQrCodeApiResponse, GetUserQrCodeApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frontend/users/qrcode/${queryArg.uid}`,
          }),
          providesTags: ["users"],
        },
      ),
      generate2FaSeed: build.query<
        Generate2FaSeedApiResponse,
        Generate2FaSeedApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/users/generate2FASeed/${queryArg.login}`,
        }),
        providesTags: ["users"],
      }),
      verify2Fa: build.mutation<Verify2FaApiResponse, Verify2FaApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/users/verify2FA`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["users"],
      }),
      update2Fa: build.mutation<Update2FaApiResponse, Update2FaApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/users/update2FA`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["users"],
      }),
      saveColumnFilters: build.mutation<
        SaveColumnFiltersApiResponse,
        SaveColumnFiltersApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/users/saveColumnFilters`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["users"],
      }),
      saveColumnWidths: build.mutation<
        SaveColumnWidthsApiResponse,
        SaveColumnWidthsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/users/saveColumnWidths`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["users"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as usersApi };
export type GetUsersApiResponse =
  /** status 200 One page of users, with the contexts and roles the dialog offers. */ {
    users: User[];
    total: number;
    contexts: ContextRef[];
    roles: Role[];
  };
export type GetUsersApiArg = {
  sortBy?: "login" | "lastName" | "firstName" | "email" | "roleName";
  sortDirection?: "asc" | "desc";
  page?: number;
  size?: number;
  filter?: string;
};
export type GetUserApiResponse =
  /** status 200 The user form object (never the password). */ User;
export type GetUserApiArg = {
  uid: UidString;
};
export type DeleteUserApiResponse = /** status 200 Done. */ Ok;
export type DeleteUserApiArg = {
  uid: UidString;
};
export type UnlockUserApiResponse = /** status 200 Done. */ Ok;
export type UnlockUserApiArg = {
  uid: UidString;
};
export type SaveUserApiResponse =
  /** status 200 Saved; the uid of the created or updated object. */ {
    uid: string;
  };
export type SaveUserApiArg = {
  userForm: UserForm;
};
export type UpdatePasswordApiResponse =
  /** status 200 Whether the password was set; when not, `message` says why. */ {
    passwordSet: boolean;
    message: string;
  };
export type UpdatePasswordApiArg = {
  body: {
    oldPassword: string;
    newPassword: string;
    newPasswordRepeated: string;
  };
};
export type GetUserQrCodeApiResponse =
  /** status 200 A TOTP seed and its QR code (PNG data URL, 200x200). */ {
    seed2FA: string;
    qrCode: string;
  };
export type GetUserQrCodeApiArg = {
  uid: UidString;
};
export type Generate2FaSeedApiResponse =
  /** status 200 A TOTP seed and its QR code (PNG data URL, 200x200). */ {
    seed2FA: string;
    qrCode: string;
  };
export type Generate2FaSeedApiArg = {
  login: Login;
};
export type Verify2FaApiResponse =
  /** status 200 Whether the token matches the seed. */ {
    verified2FA: boolean;
  };
export type Verify2FaApiArg = {
  body: {
    params: {
      seed2FA: Seed;
      token2FA: Token2Fa;
    };
  };
};
export type Update2FaApiResponse = /** status 200 Done. */ Ok;
export type Update2FaApiArg = {
  body: {
    use2FA: boolean;
    seed2FA?: string | null;
  };
};
export type SaveColumnFiltersApiResponse = /** status 200 Done. */ Ok;
export type SaveColumnFiltersApiArg = {
  body: {
    columnFilters: ColumnFilter[];
  };
};
export type SaveColumnWidthsApiResponse = /** status 200 Done. */ Ok;
export type SaveColumnWidthsApiArg = {
  body: {
    columnWidths: ColumnWidths[];
  };
};
export type User = {
  uid: string;
  login: string;
  lastName: string;
  firstName: string;
  email?: string | null;
  role: string;
  roleName: string;
  visibleContextIds: string[];
  allContextsVisible: boolean;
  use2FA: boolean;
  /** 'Notfallzugang': logs in with a password (and 2FA) when password login is off. */
  emergencyAccess?: boolean;
  /** Failed logins from at least one address make it wait before its next try right now (unlockUser ends that). */
  locked: boolean;
};
export type ContextRef = {
  key: string;
  name: string;
};
export type Role = {
  value: string;
  name: string;
  description: string;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type UidString = string;
export type Ok = {
  ok: boolean;
};
export type Login = string;
export type UserForm = {
  uid?: string | null;
  login: Login;
  lastName: string;
  firstName: string;
  email?: string | null;
  /** At least 8 characters; required for a new user. */
  password?: string | null;
  role: string;
  visibleContextIds: string[];
  allContextsVisible: boolean;
  use2FA: boolean;
  seed2FA?: string | null;
  /** 'Notfallzugang'; missing keeps what is stored (off for a new user). */
  emergencyAccess?: boolean;
};
export type Seed = string;
export type Token2Fa = string;
export type ColumnFilter = {
  tablename: "cashpointreport" | "storereport";
  name: string;
  columns: string[];
};
export type ColumnWidths = {
  tablename: "cashpointreport" | "storereport";
  widths: {
    [key: string]: number;
  };
};
export const {
  useGetUsersQuery,
  useLazyGetUsersQuery,
  useGetUserQuery,
  useLazyGetUserQuery,
  useDeleteUserMutation,
  useUnlockUserMutation,
  useSaveUserMutation,
  useUpdatePasswordMutation,
  useGetUserQrCodeQuery,
  useLazyGetUserQrCodeQuery,
  useGenerate2FaSeedQuery,
  useLazyGenerate2FaSeedQuery,
  useVerify2FaMutation,
  useUpdate2FaMutation,
  useSaveColumnFiltersMutation,
  useSaveColumnWidthsMutation,
} = injectedRtkApi;
