import fs from 'node:fs';
import path from 'node:path';
import { LIMITS, REMINDER_COOLDOWN_DEFAULT_HOURS, UPLOAD_MAX_MB_DEFAULT } from '@vsp/contract';
import { checkAdminPassword, databaseConfigFromEnv, type DatabaseConfig } from '@vsp/db';
import Joi from 'joi';
import { passwordProblem } from './modules/auth/password-policy';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface Config {
  host: string;
  port: number;
  database: DatabaseConfig;
  adminUsername: string;
  adminPassword?: string;
  /** Seals the session cookie; when unset, a secret generated once and kept in the database is used. */
  sessionSecret?: string;
  cookieSecure: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Failed sign-ins of one username from one address before that pair is locked; each further lock lasts twice as long. */
  loginMaxFailures: number;
  /** The counting window and the first lock's length. */
  loginLockMinutes: number;
  /** Failed sign-ins from one address per window, whatever the usernames, before the address is refused. */
  loginMaxFailuresPerAddress: number;
  /** Other origins whose pages may send mutating requests (the BFF's own origin always may). */
  allowedOrigins: string[];
  /**
   * How many proxies in front of the BFF append to X-Forwarded-For (0: none, the TCP peer is the
   * client). Only addresses those proxies added are believed; what the client wrote is never.
   */
  trustProxyHops: number;
  logLevel: string;
  /** Folders of the built frontends; each is served when it exists. */
  web: { shell: string; evaluator: string; admin: string };
  evaluatorRemoteUrl: string;
  adminRemoteUrl: string;
  /** Server processes sharing the port (node's cluster), one per core at most; more than one needs PostgreSQL. */
  processes: number;
  /** The portal's IANA time zone: the day an event following its dates opens and closes is a day here. */
  timeZone: string;
  /** Reminder mails; absent when SMTP_URL is not set, and then no reminder is offered. */
  mail?: MailConfig;
  /** A user reminded for an event is not reminded again for it within this many hours, unless forced. */
  reminderCooldownHours: number;
  /** Where uploaded vendor files are kept, and how large one may be. */
  files: FilesConfig;
  /** The PDF documents may fetch the site's logo from an address of the private network (an intranet). */
  reportLogoFromPrivateNetwork: boolean;
}

export type FileStorageConfig =
  | { kind: 'folder'; dir: string }
  | { kind: 's3'; bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };

export interface FilesConfig {
  storage: FileStorageConfig;
  maxBytes: number;
}

export interface MailConfig {
  /** smtp:// or smtps:// with the account, host and port of the mail server. */
  smtpUrl: string;
  /** PEM certificates of an authority the mail server's certificate may come from, beside the system's (SMTP_CA_FILE). */
  trustedCertificates?: string;
  /** The From address of every mail. */
  from: string;
  /** The portal's address as people open it: the links in mails start with it. */
  publicUrl: string;
  /** Delivery attempts after the first one fails, each after a longer wait. */
  retryLimit: number;
  /** The first wait before another attempt; each further one is about twice as long. */
  retryDelaySeconds: number;
  /** How often a process looks for queued mail. */
  pollSeconds: number;
}

/** How often a process looks for queued mail unless told otherwise. */
const MAIL_POLL_SECONDS = 2;

/** True for a time zone name the runtime knows (IANA, such as Europe/Paris or UTC). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const schema = Joi.object({
  HOST: Joi.string().default('127.0.0.1'),
  PORT: Joi.number().integer().min(0).max(65535).default(3000),
  ADMIN_USERNAME: Joi.string().max(LIMITS.user.username).default('admin'),
  // The system account's password follows the same policy as every other password.
  ADMIN_PASSWORD: Joi.string().custom((value: string, helpers) => {
    const problem = passwordProblem(value);
    return problem ? helpers.message({ custom: `ADMIN_PASSWORD: ${problem}` }) : value;
  }),
  SESSION_SECRET: Joi.string().min(32),
  COOKIE_SECURE: Joi.boolean().truthy('1').falsy('0').default(false),
  SESSION_IDLE_MINUTES: Joi.number().integer().min(1).default(60),
  SESSION_ABSOLUTE_HOURS: Joi.number().integer().min(1).default(12),
  LOGIN_MAX_FAILURES: Joi.number().integer().min(1).default(5),
  LOGIN_LOCK_MINUTES: Joi.number().integer().min(1).default(15),
  LOGIN_MAX_FAILURES_PER_ADDRESS: Joi.number().integer().min(1).default(50),
  ALLOWED_ORIGINS: Joi.string().allow('').default(''),
  // TRUST_PROXY=true is one proxy, as it meant before the hop count existed.
  TRUST_PROXY: Joi.boolean().truthy('1').falsy('0').default(false),
  TRUST_PROXY_HOPS: Joi.number().integer().min(0).max(10),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  SHELL_DIST: Joi.string(),
  EVALUATOR_DIST: Joi.string(),
  ADMIN_DIST: Joi.string(),
  EVALUATOR_REMOTE_URL: Joi.string().default('/remotes/evaluator/mf-manifest.json'),
  ADMIN_REMOTE_URL: Joi.string().default('/remotes/admin/mf-manifest.json'),
  BFF_PROCESSES: Joi.number().integer().min(1).max(64).default(1),
  TIME_ZONE: Joi.string().default('UTC').custom((value: string, helpers) =>
    isTimeZone(value) ? value : helpers.message({ custom: `TIME_ZONE: "${value}" is not a known IANA time zone, such as UTC or Europe/Paris` }),
  ),
  SMTP_URL: Joi.string().uri({ scheme: ['smtp', 'smtps'] }).messages({ 'string.uriCustomScheme': 'SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://user:password@mail.example.com:587' }),
  MAIL_FROM: Joi.when('SMTP_URL', {
    is: Joi.exist(),
    then: Joi.string().required().messages({ 'any.required': 'MAIL_FROM is required with SMTP_URL: the From address of reminder mails' }),
    otherwise: Joi.string(),
  }),
  PUBLIC_URL: Joi.when('SMTP_URL', {
    is: Joi.exist(),
    then: Joi.string().uri({ scheme: ['http', 'https'] }).required().messages({ 'any.required': 'PUBLIC_URL is required with SMTP_URL: the portal\'s address, for the links in reminder mails' }),
    otherwise: Joi.string().uri({ scheme: ['http', 'https'] }),
  }),
  SMTP_CA_FILE: Joi.string(),
  MAIL_RETRY_LIMIT: Joi.number().integer().min(0).max(20).default(6),
  MAIL_RETRY_DELAY_SECONDS: Joi.number().integer().min(1).max(3600).default(30),
  UPLOAD_MAX_MB: Joi.number().min(1).max(1024).default(UPLOAD_MAX_MB_DEFAULT),
  FILES_DIR: Joi.string(),
  S3_BUCKET: Joi.string(),
  S3_ENDPOINT: Joi.string().uri({ scheme: ['http', 'https'] }),
  S3_REGION: Joi.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: Joi.string(),
  S3_SECRET_ACCESS_KEY: Joi.string(),
  S3_FORCE_PATH_STYLE: Joi.boolean().truthy('1').falsy('0'),
  REMINDER_COOLDOWN_HOURS: Joi.number().min(0).max(8760).default(REMINDER_COOLDOWN_DEFAULT_HOURS),
  REPORT_LOGO_FROM_PRIVATE_NETWORK: Joi.boolean().truthy('1').falsy('0').default(false),
}).unknown(true);

/** The PEM certificates of SMTP_CA_FILE; a file that is missing or holds none stops the start. */
function readCertificates(file: string): string {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Invalid configuration: SMTP_CA_FILE cannot be read (${(error as Error).message})`, { cause: error });
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----')) throw new Error(`Invalid configuration: SMTP_CA_FILE ${file} holds no PEM certificate`);
  return text;
}

/** Reads and checks the environment once; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most deployment tools.
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const { value, error } = schema.validate(set, { abortEarly: false, convert: true });
  if (error) throw new Error(`Invalid configuration: ${error.details.map((d) => d.message).join('; ')}`);
  checkAdminPassword(env);
  const database = databaseConfigFromEnv(env);
  return {
    host: value.HOST,
    port: value.PORT,
    database,
    adminUsername: value.ADMIN_USERNAME,
    adminPassword: value.ADMIN_PASSWORD,
    sessionSecret: value.SESSION_SECRET,
    cookieSecure: value.COOKIE_SECURE,
    sessionIdleMinutes: value.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: value.SESSION_ABSOLUTE_HOURS,
    loginMaxFailures: value.LOGIN_MAX_FAILURES,
    loginLockMinutes: value.LOGIN_LOCK_MINUTES,
    loginMaxFailuresPerAddress: value.LOGIN_MAX_FAILURES_PER_ADDRESS,
    allowedOrigins: value.ALLOWED_ORIGINS.split(',').map((o: string) => o.trim()).filter(Boolean),
    trustProxyHops: value.TRUST_PROXY_HOPS ?? (value.TRUST_PROXY ? 1 : 0),
    logLevel: value.LOG_LEVEL,
    web: {
      shell: path.resolve(value.SHELL_DIST ?? path.join(REPO_ROOT, 'shell', 'dist')),
      evaluator: path.resolve(value.EVALUATOR_DIST ?? path.join(REPO_ROOT, 'evaluator-mfe', 'dist')),
      admin: path.resolve(value.ADMIN_DIST ?? path.join(REPO_ROOT, 'admin-mfe', 'dist')),
    },
    evaluatorRemoteUrl: value.EVALUATOR_REMOTE_URL,
    adminRemoteUrl: value.ADMIN_REMOTE_URL,
    processes: value.BFF_PROCESSES,
    timeZone: value.TIME_ZONE,
    mail: value.SMTP_URL
      ? {
          smtpUrl: value.SMTP_URL,
          trustedCertificates: value.SMTP_CA_FILE ? readCertificates(value.SMTP_CA_FILE) : undefined,
          from: value.MAIL_FROM,
          publicUrl: value.PUBLIC_URL.replace(/\/+$/, ''),
          retryLimit: value.MAIL_RETRY_LIMIT,
          retryDelaySeconds: value.MAIL_RETRY_DELAY_SECONDS,
          pollSeconds: MAIL_POLL_SECONDS,
        }
      : undefined,
    reminderCooldownHours: value.REMINDER_COOLDOWN_HOURS,
    files: {
      storage: value.S3_BUCKET
        ? {
            kind: 's3',
            bucket: value.S3_BUCKET,
            endpoint: value.S3_ENDPOINT,
            region: value.S3_REGION,
            accessKeyId: value.S3_ACCESS_KEY_ID,
            secretAccessKey: value.S3_SECRET_ACCESS_KEY,
            // Most S3-compatible stores at an address of their own want the bucket in the path.
            forcePathStyle: value.S3_FORCE_PATH_STYLE ?? value.S3_ENDPOINT !== undefined,
          }
        : { kind: 'folder', dir: path.resolve(value.FILES_DIR ?? path.join(database.dataDir, 'files')) },
      maxBytes: Math.round(value.UPLOAD_MAX_MB * 1024 * 1024),
    },
    reportLogoFromPrivateNetwork: value.REPORT_LOGO_FROM_PRIVATE_NETWORK,
  };
}
