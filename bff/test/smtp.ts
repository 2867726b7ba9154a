import { TestSmtpServer } from '@vsp/test-support/smtp-server';
import type { MailConfig } from '../src/config';

export { TestSmtpServer };

/** The mail settings of a portal that sends through `smtp`, looking for mail twice a second and retrying after a second. */
export function mailConfigFor(smtp: TestSmtpServer): MailConfig {
  return {
    smtpUrl: smtp.url,
    from: 'Scoring Portal <portal@example.org>',
    publicUrl: 'https://portal.example.org',
    retryLimit: 5,
    retryDelaySeconds: 1,
    pollSeconds: 0.5,
  };
}
