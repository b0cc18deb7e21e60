import type { User, UserForm } from '../../api/users';

/** The user dialog's form values; empty strings here are null on the wire. */
export interface UserValues {
  login: string;
  lastName: string;
  firstName: string;
  email: string;
  /** Empty keeps the password of an existing user. */
  password: string;
  role: string;
  allContextsVisible: boolean;
  visibleContextIds: string[];
  use2FA: boolean;
  /** A seed verified in this dialog by its token; empty keeps the stored one. */
  seed2FA: string;
  /** 'Notfallzugang' (SSO); undefined until set, so a save without it keeps what is stored. */
  emergencyAccess?: boolean;
}

export const newUserValues: UserValues = {
  login: '',
  lastName: '',
  firstName: '',
  email: '',
  password: '',
  role: '',
  allContextsVisible: false,
  visibleContextIds: [],
  use2FA: false,
  seed2FA: '',
};

export function valuesOf(user: User): UserValues {
  return {
    login: user.login,
    lastName: user.lastName,
    firstName: user.firstName,
    email: user.email ?? '',
    password: '',
    role: user.role,
    allContextsVisible: user.allContextsVisible,
    visibleContextIds: user.visibleContextIds,
    use2FA: user.use2FA,
    seed2FA: '',
    ...(user.emergencyAccess ? { emergencyAccess: true } : {}),
  };
}

/** The body of sendUserForm; uid null creates a user. */
export function formOf(values: UserValues, uid: string | undefined): UserForm {
  return {
    uid: uid ?? null,
    login: values.login.trim(),
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    email: values.email.trim() || null,
    password: values.password || null,
    role: values.role,
    allContextsVisible: values.allContextsVisible,
    visibleContextIds: values.allContextsVisible ? [] : values.visibleContextIds,
    use2FA: values.use2FA,
    seed2FA: values.use2FA ? values.seed2FA || null : null,
    ...(values.emergencyAccess === undefined ? {} : { emergencyAccess: values.emergencyAccess }),
  };
}
