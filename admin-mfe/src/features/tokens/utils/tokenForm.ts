import { API_TOKEN_EXPIRY_DAYS, LIMITS, type ApiToken, type ApiTokenPayload, type ApiTokenScope } from '@vsp/contract';
import { collectErrors, maxLength, required, type FieldErrors } from '../../../lib/forms';

export interface TokenFormValues {
  name: string;
  scope: ApiTokenScope;
  expiresInDays: string;
}

export type TokenField = 'name' | 'expiresInDays';

export const tokenFormValues = (): TokenFormValues => ({ name: '', scope: 'read', expiresInDays: String(API_TOKEN_EXPIRY_DAYS.default) });

const { min, max } = API_TOKEN_EXPIRY_DAYS;

function daysError(value: string): string | null {
  const days = Number(value);
  return value.trim() !== '' && Number.isInteger(days) && days >= min && days <= max ? null : `Enter a whole number of days from ${min} to ${max}`;
}

export function validateToken(values: TokenFormValues): FieldErrors<TokenField> {
  return collectErrors<TokenField>({
    name: [required(values.name, 'Token name is required'), maxLength(values.name, LIMITS.apiToken.name, 'Token name')],
    expiresInDays: [daysError(values.expiresInDays)],
  });
}

export function toTokenPayload(values: TokenFormValues): ApiTokenPayload {
  return { name: values.name.trim(), scope: values.scope, expiresInDays: Number(values.expiresInDays) };
}

/** Whether a token is past its end, so the list marks it: the server refuses it already. */
export const hasExpired = (token: ApiToken, now = Date.now()) => new Date(token.expiresAt).getTime() <= now;
