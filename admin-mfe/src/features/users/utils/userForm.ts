import type { AdminUser, UserPayload } from '@vsp/bff/api-types';
import { collectErrors, email, maxLength, required, toNullable, type FieldErrors } from '../../../lib/forms';

/** The protected system account (spec 3): never selected, edited or deleted. */
export const SYSTEM_USER_ID = -1;

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

/** Spec 5: username, password and full name required (an edit may keep the password), e-mail format, column limits. */
export function validateUser(values: UserFormValues, editing: boolean): FieldErrors<UserField> {
  return collectErrors<UserField>({
    username: [required(values.username, 'Username is required'), maxLength(values.username, 50, 'Username')],
    password: [editing ? null : required(values.password, 'Password is required'), values.password.length > 255 ? 'Password must be at most 255 characters' : null],
    name: [required(values.name, 'Full name is required'), maxLength(values.name, 100, 'Full name')],
    email: [email(values.email), maxLength(values.email, 100, 'Email')],
    level: [maxLength(values.level, 50, 'Level')],
    role: [maxLength(values.role, 50, 'Role')],
    functionalArea: [maxLength(values.functionalArea, 100, 'Functional area')],
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
