import Joi from 'joi';
import { optionalEmail, optionalString, requiredString } from '../../lib/fields';

/** Passwords are kept as typed (no trimming); the column limit of spec section 3. */
export const PASSWORD_MAX = 255;

/** The user columns of spec section 3, shared by the single-user forms and the bulk upload. */
export const USER_FIELDS = {
  username: requiredString(50),
  password: Joi.string().min(1).max(PASSWORD_MAX),
  name: requiredString(100),
  email: optionalEmail(100),
  level: optionalString(50),
  role: optionalString(50),
  functionalArea: optionalString(100),
  isAdmin: Joi.boolean().default(false),
};
