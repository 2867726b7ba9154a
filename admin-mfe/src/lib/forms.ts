/** Field checks shared by the admin forms; each answers the message to show, or null when the value is fine. */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function required(value: string, message: string): string | null {
  return value.trim() ? null : message;
}

/** A stored field's most characters (the contract's LIMITS, the same as the column's length). */
export function maxLength(value: string, max: number, label: string): string | null {
  return value.trim().length > max ? `${label} must be at most ${max} characters` : null;
}

export function email(value: string): string | null {
  return !value.trim() || EMAIL.test(value.trim()) ? null : 'Please enter a valid email address';
}

export function httpUrl(value: string): string | null {
  if (!value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'Please enter a URL starting with http:// or https://';
  } catch {
    return 'Please enter a valid URL';
  }
}

/** A display order: a whole number, 0 when left empty. */
export function orderError(value: string): string | null {
  return value.trim() === '' || /^-?\d+$/.test(value.trim()) ? null : 'Order must be a whole number';
}

export function toOrder(value: string): number {
  return value.trim() === '' ? 0 : Number(value.trim());
}

/** Optional text the BFF stores as null when empty. */
export function toNullable(value: string): string | null {
  return value.trim() ? value.trim() : null;
}

/** The first message of each field's checks, keeping only fields that failed. */
export function collectErrors<K extends string>(checks: Record<K, (string | null)[]>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const field of Object.keys(checks) as K[]) {
    const message = checks[field].find((check) => check !== null);
    if (message) errors[field] = message;
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors<string>) => Object.keys(errors).length > 0;
