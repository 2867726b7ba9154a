import { PASSWORD_POLICY, PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '@vsp/contract';
import Joi from 'joi';

/** How many of the most common passwords are refused: the head of a list ordered by frequency. */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

/**
 * The most common passwords, in lower case. The list ships with the package, ordered by how often
 * each password appears in breaches; it is unpacked on first use only, since a server that never
 * sets a password has no need for it.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not at start
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((word) => word.toLowerCase()));
  }
  return common;
}

/** What is wrong with a new password, or null when the policy accepts it. Case does not make a common password uncommon. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_POLICY.minLength) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_POLICY.maxLength) return PASSWORD_TOO_LONG;
  if (commonPasswords().has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}

/**
 * A new password as typed (never trimmed): within the policy's lengths, not a common password and
 * without control characters. Each refusal names the rule it breaks.
 */
export const newPassword = Joi.string()
  .custom((value: string, helpers) => {
    const problem = passwordProblem(value);
    return problem ? helpers.message({ custom: problem }) : value;
  })
  .messages({ 'string.empty': PASSWORD_TOO_SHORT });
