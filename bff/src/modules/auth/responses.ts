import type { CurrentUser, SecondFactorChallenge, SecondFactorEnabled, SecondFactorSetup, SecondFactorStatus, SessionTiming } from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';

export const currentUserResponse = answer<CurrentUser>('CurrentUser', {
  id: Joi.number().integer(),
  name: text,
  isAdmin: Joi.boolean(),
});

export const sessionTimingResponse = answer<SessionTiming>('SessionTiming', {
  idleSeconds: Joi.number().integer(),
  expiresAt: timestamp,
});

const secondFactorChallengeResponse = answer<SecondFactorChallenge>('SecondFactorChallenge', {
  mfaRequired: Joi.boolean().valid(true).description('The password was right; a code completes the sign-in (POST /api/auth/login/mfa)'),
});

export const loginResponse = Joi.alternatives().try(currentUserResponse, secondFactorChallengeResponse);

export const secondFactorStatusResponse = answer<SecondFactorStatus>('SecondFactorStatus', {
  enabled: Joi.boolean(),
  available: Joi.boolean(),
  setupRequired: Joi.boolean(),
});

export const secondFactorSetupResponse = answer<SecondFactorSetup>('SecondFactorSetup', {
  secret: Joi.string().description('Base32, for typing into an app by hand'),
  otpauthUri: Joi.string().description('otpauth://totp/…, for a QR code'),
});

export const secondFactorEnabledResponse = answer<SecondFactorEnabled>('SecondFactorEnabled', {
  recoveryCodes: Joi.array().items(Joi.string()).description('Single-use codes for when the app is not at hand, shown this once'),
});
