import path from 'node:path';
import { z } from 'zod';

const DEV_JWT_SECRET_MARKER = 'generated-on-first-start';

const optionalUrl = z.url().optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl.refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
    message: 'must start with postgres:// or postgresql://',
  }),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl.refine((value) => value === undefined || /^smtps?:\/\//.test(value), {
    message: 'must start with smtp:// or smtps://',
  }),
  MAIL_FROM: z.string().min(3).optional(),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+$/, 'must be an email address')
    .optional(),
  ADMIN_PASSWORD: z.string().min(7, 'must be longer than 6 characters').optional(),
  COMPANY_NAME: z.string().min(1).default('Navya Web Solutions'),
  SUPPORT_EMAIL: z.email().default('support@navyawebsolutions.in'),
  SUPPORT_PHONE: z.string().min(3).default('+91 98765 43210'),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{10,15}$/, 'must be digits only, with the country code (e.g. 919876543210)')
    .default('919876543210'),
  COMPANY_ADDRESS: z.string().min(3).default('2nd Floor, 14 MG Road, Bengaluru, Karnataka 560001, India'),
  GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN')
    .default('29ABCDE1234F1Z5'),
  RATE_LIMIT_MAX: positiveInt(600),
  AUTH_RATE_LIMIT_PER_IP: positiveInt(50),
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInt(10),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DOMAIN_PROVIDER: z.enum(['local', 'rdap']).default('local'),
  RDAP_BOOTSTRAP_FILE: z.string().min(1).optional(),
  RDAP_TIMEOUT_MS: positiveInt(4000),
  QUOTE_NOTIFY_EMAIL: z.email().optional(),
  QUOTE_RATE_LIMIT_PER_IP: positiveInt(10),
  PAYMENT_MODE: z.enum(['emulator', 'sandbox', 'production']).optional(),
  CASHFREE_APP_ID: z.string().min(3).optional(),
  CASHFREE_SECRET_KEY: z.string().min(8).optional(),
  CASHFREE_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2023-08-01')
    .default('2023-08-01'),
  PAYMENT_SWEEP_INTERVAL_MS: positiveInt(60_000),
  LINK_THUMBNAILS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
  LINK_THUMBNAIL_TIMEOUT_MS: positiveInt(3000),
});

export type Env = z.input<typeof EnvSchema>;

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  trustProxy: boolean;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  company: {
    name: string;
    supportEmail: string;
    supportPhone: string;
    whatsappNumber: string;
    address: string;
    gstin: string;
  };
  rateLimit: { globalPerMinute: number; authPerIp: number; authPerEmail: number };
  webDistDir: string | undefined;
  domains: {
    provider: 'local' | 'rdap';
    /** An IANA RDAP bootstrap file (dns.json); the copy shipped with the app when unset. */
    rdapBootstrapFile: string | undefined;
    rdapTimeoutMs: number;
  };
  quotes: { notifyEmail: string; perIpPerHour: number };
  payment: {
    mode: 'emulator' | 'sandbox' | 'production';
    /** Cashfree's client id and secret (the emulator's own pair in emulator mode). */
    appId: string;
    secretKey: string;
    apiVersion: string;
    sweepIntervalMs: number;
  };
  links: {
    /** Fetch each saved link's thumbnail once, in the background (off where there is no network). */
    fetchThumbnails: boolean;
    thumbnailTimeoutMs: number;
  };
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws one line naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET: required when NODE_ENV=production');
  }
  const paymentMode = e.PAYMENT_MODE ?? 'emulator';
  if (e.NODE_ENV === 'production' && !e.PAYMENT_MODE) {
    throw new ConfigError(
      'Invalid configuration: PAYMENT_MODE: required when NODE_ENV=production (emulator takes no real payments)',
    );
  }
  if (paymentMode !== 'emulator' && (!e.CASHFREE_APP_ID || !e.CASHFREE_SECRET_KEY)) {
    throw new ConfigError(
      `Invalid configuration: CASHFREE_APP_ID, CASHFREE_SECRET_KEY: required when PAYMENT_MODE=${paymentMode}`,
    );
  }
  if (e.JWT_SECRET === DEV_JWT_SECRET_MARKER) {
    throw new ConfigError('Invalid configuration: JWT_SECRET: must not be the placeholder value');
  }
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `"${e.COMPANY_NAME}" <${e.SUPPORT_EMAIL}>`,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    company: {
      name: e.COMPANY_NAME,
      supportEmail: e.SUPPORT_EMAIL,
      supportPhone: e.SUPPORT_PHONE,
      whatsappNumber: e.WHATSAPP_NUMBER,
      address: e.COMPANY_ADDRESS,
      gstin: e.GSTIN,
    },
    rateLimit: {
      globalPerMinute: e.RATE_LIMIT_MAX,
      authPerIp: e.AUTH_RATE_LIMIT_PER_IP,
      authPerEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
    },
    webDistDir: e.WEB_DIST_DIR,
    domains: {
      provider: e.DOMAIN_PROVIDER,
      rdapBootstrapFile: e.RDAP_BOOTSTRAP_FILE ? path.resolve(e.RDAP_BOOTSTRAP_FILE) : undefined,
      rdapTimeoutMs: e.RDAP_TIMEOUT_MS,
    },
    quotes: {
      notifyEmail: e.QUOTE_NOTIFY_EMAIL ?? e.ADMIN_EMAIL ?? e.SUPPORT_EMAIL,
      perIpPerHour: e.QUOTE_RATE_LIMIT_PER_IP,
    },
    payment: {
      mode: paymentMode,
      appId: e.CASHFREE_APP_ID ?? 'emulator-app-id',
      secretKey: e.CASHFREE_SECRET_KEY ?? 'emulator-secret-key',
      apiVersion: e.CASHFREE_API_VERSION,
      sweepIntervalMs: e.PAYMENT_SWEEP_INTERVAL_MS,
    },
    links: { fetchThumbnails: e.LINK_THUMBNAILS, thumbnailTimeoutMs: e.LINK_THUMBNAIL_TIMEOUT_MS },
  };
}

// An empty variable (FOO= in a shell) means "not set", so defaults apply.
function stripEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}
