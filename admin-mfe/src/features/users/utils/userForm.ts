import { LIMITS, PASSWORD_POLICY, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, SYSTEM_USER_ID, type AdminUser, type UserPayload } from '@vsp/contract';
import { collectErrors, email, maxLength, required, toNullable, type FieldErrors } from '../../../lib/forms';

/** The protected system account is never selected, edited or deleted. */
export const isSystemUser = (user: Pick<AdminUser, 'id'>) => user.id === SYSTEM_USER_ID;

export interface UserFormValues {
  username: string;
  password: string;
  name: string;
  email: string;
  level: string;
  role: string;
  functionalArea: string;
  isAdmin: boolean;
}

export type UserField = Exclude<keyof UserFormValues, 'isAdmin'>;

export function userFormValues(user?: AdminUser): UserFormValues {
  return {
    username: user?.username ?? '',
    password: '',
    name: user?.name ?? '',
    email: user?.email ?? '',
    level: user?.level ?? '',
    role: user?.role ?? '',
    functionalArea: user?.functionalArea ?? '',
    isAdmin: user?.isAdmin ?? false,
  };
}

/**
 * Username, password and full name are required (an edit may keep the password); a new password has
 * the policy's length (the server also refuses common ones); the e-mail must look like one; each
 * field fits its column.
 */
export function validateUser(values: UserFormValues, editing: boolean): FieldErrors<UserField> {
  const limit = LIMITS.user;
  return collectErrors<UserField>({
    username: [required(values.username, 'Username is required'), maxLength(values.username, limit.username, 'Username')],
    // Measured as typed, untrimmed: the BFF never trims passwords.
    password: [
      editing ? null : required(values.password, 'Password is required'),
      values.password !== '' && values.password.length < PASSWORD_POLICY.minLength ? PASSWORD_TOO_SHORT : null,
      values.password.length > PASSWORD_POLICY.maxLength ? PASSWORD_TOO_LONG : null,
    ],
    name: [required(values.name, 'Full name is required'), maxLength(values.name, limit.name, 'Full name')],
    email: [email(values.email), maxLength(values.email, limit.email, 'Email')],
    level: [maxLength(values.level, limit.level, 'Level')],
    role: [maxLength(values.role, limit.role, 'Role')],
    functionalArea: [maxLength(values.functionalArea, limit.functionalArea, 'Functional area')],
  });
}

/** The password goes as typed; left empty on an edit it is sent as null, which keeps the current one. */
export function toUserPayload(values: UserFormValues): UserPayload {
  return {
    username: values.username.trim(),
    password: values.password === '' ? null : values.password,
    name: values.name.trim(),
    email: toNullable(values.email),
    level: toNullable(values.level),
    role: toNullable(values.role),
    functionalArea: toNullable(values.functionalArea),
    isAdmin: values.isAdmin,
  };
}
