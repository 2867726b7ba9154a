import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { selfSignedCertificate } from '@vsp/test-support/certificate';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      adminUsername: 'admin',
      cookieSecure: false,
      sessionIdleMinutes: 60,
      sessionAbsoluteHours: 12,
      loginMaxFailures: 5,
      loginLockMinutes: 15,
      mfaRequiredForAdmins: false,
      allowedOrigins: [],
    });
    expect(config.database.databaseUrl).toBeUndefined();
    expect(config.database.dataDir).toMatch(/data$/);
  });

  it('runs one process unless told, and several on a PostgreSQL server or the embedded one', () => {
    expect(loadConfig({}).processes).toBe(1);
    expect(loadConfig({ BFF_PROCESSES: '2', DATABASE_URL: 'postgres://db/vsp' }).processes).toBe(2);
    expect(loadConfig({ BFF_PROCESSES: '2' }).processes).toBe(2);
    expect(() => loadConfig({ BFF_PROCESSES: '0', DATABASE_URL: 'postgres://db/vsp' })).toThrow(/"BFF_PROCESSES" must be greater than or equal to 1/);
  });

  it('reads single sign-on, its redirect URI under PUBLIC_URL, and requires the client id and PUBLIC_URL with it', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(loadConfig({}).passwordSignIn).toBe(true);
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example.org/tenant',
      OIDC_CLIENT_ID: 'portal',
      PUBLIC_URL: 'https://portal.example.org/',
      OIDC_ADMIN_GROUPS: 'portal-admins, , it',
      PASSWORD_SIGN_IN: 'false',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://login.example.org/tenant',
      clientId: 'portal',
      clientSecret: undefined,
      name: 'Single sign-on',
      scopes: 'openid profile email',
      adminGroups: ['portal-admins', 'it'],
      groupsClaim: 'groups',
      redirectUri: 'https://portal.example.org/api/auth/oidc/callback',
    });
    expect(config.passwordSignIn).toBe(false);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.org', PUBLIC_URL: 'https://portal.example.org' })).toThrow(/OIDC_CLIENT_ID is required/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.org', OIDC_CLIENT_ID: 'portal' })).toThrow(/PUBLIC_URL is required with OIDC_ISSUER/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ ADMIN_PASSWORD: '', PORT: '' })).toMatchObject({ adminPassword: undefined, port: 3000 });
  });

  it('reads booleans, numbers and lists', () => {
    const config = loadConfig({ COOKIE_SECURE: 'true', SESSION_IDLE_MINUTES: '5', ALLOWED_ORIGINS: 'https://a.test, https://b.test', MFA_REQUIRED_FOR_ADMINS: '1' });
    expect(config).toMatchObject({ cookieSecure: true, sessionIdleMinutes: 5, allowedOrigins: ['https://a.test', 'https://b.test'], mfaRequiredForAdmins: true });
  });

  it('stops with a message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SESSION_SECRET: 'short' })).toThrow(/"PORT" must be a number.*"SESSION_SECRET" length must be at least 32/);
  });

  it('reads the portal time zone, UTC unless told, and refuses one it does not know', () => {
    expect(loadConfig({}).timeZone).toBe('UTC');
    expect(loadConfig({ TIME_ZONE: 'Pacific/Auckland' }).timeZone).toBe('Pacific/Auckland');
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE: "Mars\/Olympus" is not a known IANA time zone/);
  });

  it('sends no mail without SMTP_URL, and with it needs the From address and the portal address', () => {
    expect(loadConfig({})).toMatchObject({ mail: undefined, reminderCooldownHours: 24 });
    expect(loadConfig({ SMTP_URL: 'smtp://relay:relay-pass@mail.example.org:587', MAIL_FROM: 'Portal <portal@example.org>', PUBLIC_URL: 'https://scoring.example.org/', REMINDER_COOLDOWN_HOURS: '6' })).toMatchObject({
      mail: { smtpUrl: 'smtp://relay:relay-pass@mail.example.org:587', from: 'Portal <portal@example.org>', publicUrl: 'https://scoring.example.org', retryLimit: 6, retryDelaySeconds: 30 },
      reminderCooldownHours: 6,
    });
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.org' })).toThrow(
      /MAIL_FROM is required with SMTP_URL: the From address of reminder mails; PUBLIC_URL is required with SMTP_URL/,
    );
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.org', MAIL_FROM: 'p@example.org', PUBLIC_URL: 'https://x.example.org' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ REMINDER_COOLDOWN_HOURS: '-1' })).toThrow(/"REMINDER_COOLDOWN_HOURS" must be greater than or equal to 0/);
  });

  it('reads the authority to trust for the mail server from SMTP_CA_FILE, and stops on a file without a certificate', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'vsp-config-'));
    try {
      const { cert } = await selfSignedCertificate();
      const authority = path.join(folder, 'mail-ca.pem');
      await fs.writeFile(authority, cert);
      const mail = { SMTP_URL: 'smtps://relay:relay-pass@mail.example.org', MAIL_FROM: 'p@example.org', PUBLIC_URL: 'https://x.example.org' };
      expect(loadConfig(mail).mail?.trustedCertificates).toBeUndefined();
      expect(loadConfig({ ...mail, SMTP_CA_FILE: authority }).mail?.trustedCertificates).toBe(cert);
      await fs.writeFile(authority, 'not a certificate');
      expect(() => loadConfig({ ...mail, SMTP_CA_FILE: authority })).toThrow(/SMTP_CA_FILE .* holds no PEM certificate/);
      expect(() => loadConfig({ ...mail, SMTP_CA_FILE: path.join(folder, 'missing.pem') })).toThrow(/SMTP_CA_FILE cannot be read/);
    } finally {
      await fs.rm(folder, { recursive: true });
    }
  });
});
