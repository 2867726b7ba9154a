import { USERS_PAGE_MAX } from '@vsp/contract';
import Joi from 'joi';
import { anyUserId } from '../../lib/validation';

/** An array that also takes its items as one comma-separated string: `?userIds=7,8` as well as `?userIds=7&userIds=8`. */
const commaList = Joi.extend((joi) => ({
  type: 'array',
  base: joi.array(),
  coerce: {
    from: 'string',
    method: (value: string) => ({ value: value.split(',') }),
  },
}));

/** The rows of some users only: at most one page of the Users tab's largest size. */
export const permissionsQuery = Joi.object({
  userIds: commaList.array().items(anyUserId).min(1).max(USERS_PAGE_MAX),
});
