import { resolve } from 'node:path';
import { z } from 'zod';
import { adminTokenDigest } from './auth/admin.js';
import { DEFAULT_AUTH_CONFIG, type AuthConfig } from './auth/config.js';
import type { StripeSettings } from './billing/stripe.js';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './store/timeouts.js';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = (name: string, fallback: number, max: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 1 || value > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from 1 to ${max} (got "${raw}")` });
        return z.NEVER;
      }
      return value;
    });

const origins = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const list = (raw ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o !== '');
    for (const origin of list) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      if (!parsed || parsed.origin !== origin) {
        ctx.addIssue({
          code: 'custom',
          message: `FIRST_PARTY_ORIGINS entries must be origins like https://securesplit.app (no path, no trailing slash); got "${origin}"`,
        });
      }
    }
    return list;
  });

const EnvSchema = z.object({
  PORT: positiveInt('PORT', 3000, 65535),
  HOST: z.string().optional().transform((v) => (v && v.trim() !== '' ? v.trim() : '0.0.0.0')),
  DATA_DIR: z.string().optional(),
  WIDGETS_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^postgres(ql)?:\/\//.test(v), {
      message: 'DATABASE_URL must start with postgres:// or postgresql://',
    }),
  FIRST_PARTY_ORIGINS: origins,
  RATE_LIMIT_MAX: positiveInt('RATE_LIMIT_MAX', 60, 1_000_000),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt('RATE_LIMIT_WINDOW_SECONDS', 60, 86_400),
  TRUST_PROXY: flag,
  TRUST_PROXY_HOPS: positiveInt('TRUST_PROXY_HOPS', 1, 10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional().default('info'),
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt('SHUTDOWN_TIMEOUT_SECONDS', 10, 600),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt('DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.connectTimeoutMs, 60_000),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt('DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.statementTimeoutMs, 600_000),
  REDIS_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^rediss?:\/\//.test(v), {
      message: 'REDIS_URL must start with redis:// or rediss://',
    }),
  HSTS: z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).optional(),
  NODE_ENV: z.string().optional(),
  SECURE_COOKIES: z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).optional(),
  SESSION_IDLE_MINUTES: positiveInt('SESSION_IDLE_MINUTES', DEFAULT_AUTH_CONFIG.sessionIdleMs / 60_000, 525_600),
  SESSION_ABSOLUTE_HOURS: positiveInt('SESSION_ABSOLUTE_HOURS', DEFAULT_AUTH_CONFIG.sessionAbsoluteMs / 3_600_000, 8_760),
  EMAIL_VERIFICATION_HOURS: positiveInt('EMAIL_VERIFICATION_HOURS', DEFAULT_AUTH_CONFIG.emailVerificationTtlMs / 3_600_000, 168),
  DEVICE_COOKIE_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.trim() === '' || v.trim().length >= 32, {
      message: 'DEVICE_COOKIE_SECRET must be at least 32 characters (for example: openssl rand -base64 32)',
    }),
  PUBLIC_BASE_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^https?:\/\/[^/]+$/.test(v), {
      message: 'PUBLIC_BASE_URL must be an origin like https://securesplit.app (no path, no trailing slash)',
    }),
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^smtps?:\/\//.test(v), { message: 'SMTP_URL must start with smtp:// or smtps://' }),
  MAIL_FROM: z.string().optional(),
  DEMO_LOGIN_EMAIL: z.string().optional(),
  DEMO_LOGIN_PASSWORD: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_MONTHLY: z.string().optional(),
  STRIPE_PRICE_YEARLY: z.string().optional(),
  BILLING_SANDBOX: flag,
  BILLING_SANDBOX_CONTROLS: flag,
  MAIL_OUTBOX_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^[0-9a-fA-F]{64}$/.test(v.trim()), {
      message: 'MAIL_OUTBOX_KEY must be 64 hexadecimal characters, a 256-bit key (for example: openssl rand -hex 32)',
    }),
  ADMIN_TOKEN: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v.length >= 24, {
      message: 'ADMIN_TOKEN must be at least 24 characters (for example: openssl rand -base64 32)',
    }),
  ADMIN_EMAIL_MARKETING_URL: z.string().optional().refine((v) => v === undefined || v === '' || /^https:\/\/\S+$/.test(v), {
    message: 'ADMIN_EMAIL_MARKETING_URL must be an https:// address',
  }),
  ADMIN_PAYMENTS_URL: z.string().optional().refine((v) => v === undefined || v === '' || /^https:\/\/\S+$/.test(v), {
    message: 'ADMIN_PAYMENTS_URL must be an https:// address',
  }),
  MEMBERS_GROUP_URL: z.string().optional().refine((v) => v === undefined || v === '' || /^https:\/\/\S+$/.test(v), {
    message: 'MEMBERS_GROUP_URL must be an https:// address (the members’ private group)',
  }),
  ASSISTANT_BOOKING_URL: z.string().optional().refine((v) => v === undefined || v === '' || /^https:\/\/\S+$/.test(v), {
    message: 'ASSISTANT_BOOKING_URL must be an https:// address (the consultation booking page)',
  }),
  ASSISTANT_LLM_URL: z.string().optional().refine((v) => v === undefined || v === '' || /^https?:\/\/\S+$/.test(v), {
    message: 'ASSISTANT_LLM_URL must be an http(s):// address of an OpenAI-compatible chat completions endpoint (ending in /chat/completions, or the base it is under)',
  }),
  ASSISTANT_LLM_KEY: z.string().optional(),
  ASSISTANT_LLM_MODEL: z.string().optional(),
  ASSISTANT_LLM_TIMEOUT_MS: positiveInt('ASSISTANT_LLM_TIMEOUT_MS', 15_000, 120_000),
});

/** Stripe mode's settings: each required once STRIPE_SECRET_KEY is set, with the prefix Stripe gives it. */
const STRIPE_SETTINGS = [
  { name: 'STRIPE_SECRET_KEY', prefixes: ['sk_', 'rk_'], what: 'the secret (or restricted) API key' },
  { name: 'STRIPE_PUBLISHABLE_KEY', prefixes: ['pk_'], what: 'the publishable key for Stripe.js' },
  { name: 'STRIPE_WEBHOOK_SECRET', prefixes: ['whsec_'], what: "the webhook endpoint's signing secret" },
  { name: 'STRIPE_PRICE_MONTHLY', prefixes: ['price_'], what: 'the id of the $19.99 monthly price' },
  { name: 'STRIPE_PRICE_YEARLY', prefixes: ['price_'], what: 'the id of the $149 yearly price' },
] as const;

/** Stripe mode when STRIPE_SECRET_KEY is set (then every Stripe setting is checked), else undefined (the sandbox). */
function stripeSettings(env: Record<string, string | undefined>): StripeSettings | undefined {
  const value = (name: string) => env[name]?.trim() ?? '';
  if (value('STRIPE_SECRET_KEY') === '') return undefined;
  const problems: string[] = [];
  for (const setting of STRIPE_SETTINGS) {
    const given = value(setting.name);
    if (given === '') problems.push(`${setting.name} is required when STRIPE_SECRET_KEY is set (${setting.what})`);
    else if (!setting.prefixes.some((prefix) => given.startsWith(prefix))) {
      problems.push(`${setting.name} must start with ${setting.prefixes.join(' or ')} (${setting.what})`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    secretKey: value('STRIPE_SECRET_KEY'),
    publishableKey: value('STRIPE_PUBLISHABLE_KEY'),
    webhookSecret: value('STRIPE_WEBHOOK_SECRET'),
    prices: { monthly: value('STRIPE_PRICE_MONTHLY'), yearly: value('STRIPE_PRICE_YEARLY') },
  };
}

/** PUBLIC_BASE_URL when it is not set outside production: this server under the name people type locally. */
export const developmentBaseUrl = (port: number): string => `http://localhost:${port}`;

/** Outside production: this server at both names a local browser may use, where a checkout may return. */
export const developmentReturnOrigins = (port: number): string[] => [developmentBaseUrl(port), `http://127.0.0.1:${port}`];

/**
 * What production needs that development may leave to defaults. The public address, because links in mail and
 * the allowed checkout return pages are built from configuration only, never from a request's Host header; and a
 * payment provider, because the sandbox gives Full Access away, so it runs in production only when asked for by name.
 */
function productionProblems(publicBaseUrl: string, stripe: StripeSettings | undefined, billingSandbox: boolean): string[] {
  const problems: string[] = [];
  if (publicBaseUrl === '') {
    problems.push(
      'PUBLIC_BASE_URL is required when NODE_ENV=production: the public address of the site (e.g. https://securesplit.app), ' +
        'from which links in mail and the allowed checkout return pages are built',
    );
  }
  if (!stripe && !billingSandbox) {
    problems.push(
      `${STRIPE_SETTINGS.map((setting) => setting.name).join(', ')} are required when NODE_ENV=production (billing through Stripe); ` +
        'or set BILLING_SANDBOX=true to run the billing sandbox, where no card is charged and anyone can start Full Access',
    );
  }
  return problems;
}

export interface Config {
  /** NODE_ENV=production: the settings above are required, not defaulted. */
  production: boolean;
  port: number;
  host: string;
  store: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; databaseUrl: string; timeouts: DatabaseTimeouts };
  /** The built widgets served at /embed.js and /embed/ (WIDGETS_DIR); undefined: this repository's widgets/dist. */
  widgetsDir: string | undefined;
  firstPartyOrigins: string[];
  rateLimit: { max: number; windowMs: number };
  /** Rate limits shared through Redis when set (else through PostgreSQL when that is the store). */
  redisUrl: string | undefined;
  /** Send Strict-Transport-Security on HTTPS requests; on by default in production. */
  hsts: boolean;
  trustProxy: boolean;
  proxyHops: number;
  logLevel: string;
  shutdownTimeoutMs: number;
  auth: AuthConfig;
  /** Mail goes through this SMTP server; without it, into the outbox table (see README). */
  smtp: { url: string; from: string } | undefined;
  /** Stripe billing when STRIPE_SECRET_KEY is set; undefined: the sandbox (no card is charged). */
  stripe: StripeSettings | undefined;
  /** Outbox mail is encrypted with this key (MAIL_OUTBOX_KEY); undefined: a key generated at start. */
  mailOutboxKey: Buffer | undefined;
  /** The sandbox's end-period control (BILLING_SANDBOX_CONTROLS; also on with the test login). */
  billingSandboxControls: boolean;
  /** The chat assistant: a booking link, and a language model when ASSISTANT_LLM_URL and ASSISTANT_LLM_KEY are set. */
  assistant: AssistantConfig;
}

export interface AssistantConfig {
  bookingUrl: string | undefined;
  llm: { url: string; key: string; model: string; timeoutMs: number } | undefined;
}

/** The model the assistant asks when ASSISTANT_LLM_MODEL is not set. */
export const DEFAULT_ASSISTANT_MODEL = 'gpt-4o-mini';

function assistantConfig(e: {
  ASSISTANT_BOOKING_URL?: string | undefined;
  ASSISTANT_LLM_URL?: string | undefined;
  ASSISTANT_LLM_KEY?: string | undefined;
  ASSISTANT_LLM_MODEL?: string | undefined;
  ASSISTANT_LLM_TIMEOUT_MS: number;
}): AssistantConfig {
  const url = e.ASSISTANT_LLM_URL?.trim() ?? '';
  const key = e.ASSISTANT_LLM_KEY?.trim() ?? '';
  if ((url === '') !== (key === '')) {
    throw new ConfigError(['ASSISTANT_LLM_URL and ASSISTANT_LLM_KEY turn the language model on together: set both or neither']);
  }
  return {
    bookingUrl: e.ASSISTANT_BOOKING_URL?.trim() || undefined,
    llm: url === '' ? undefined : { url: url.replace(/\/+$/, ''), key, model: e.ASSISTANT_LLM_MODEL?.trim() || DEFAULT_ASSISTANT_MODEL, timeoutMs: e.ASSISTANT_LLM_TIMEOUT_MS },
  };
}

/** The admin dashboard's quick links: the configured ones, and Stripe's dashboard when billing runs on Stripe. */
function adminQuickLinks(
  e: { ADMIN_EMAIL_MARKETING_URL?: string | undefined; ADMIN_PAYMENTS_URL?: string | undefined },
  env: Record<string, string | undefined>,
): { label: string; url: string }[] {
  const links: { label: string; url: string }[] = [];
  if (e.ADMIN_EMAIL_MARKETING_URL) links.push({ label: 'Email marketing dashboard', url: e.ADMIN_EMAIL_MARKETING_URL });
  const stripeMode = (env.STRIPE_SECRET_KEY ?? '').trim() !== '';
  const payments = e.ADMIN_PAYMENTS_URL || (stripeMode ? 'https://dashboard.stripe.com/' : '');
  if (payments) links.push({ label: stripeMode ? 'Stripe dashboard' : 'Payment dashboard', url: payments });
  return links;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the server's settings from environment variables; every problem is reported at once, by name. */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const demoEmail = e.DEMO_LOGIN_EMAIL?.trim() ?? '';
  const demoPassword = e.DEMO_LOGIN_PASSWORD ?? '';
  if ((demoEmail === '') !== (demoPassword === '')) {
    throw new ConfigError(['DEMO_LOGIN_EMAIL and DEMO_LOGIN_PASSWORD turn the test login on together: set both or neither']);
  }
  const stripe = stripeSettings(env);
  if (stripe && e.BILLING_SANDBOX) {
    throw new ConfigError(['BILLING_SANDBOX=true and STRIPE_SECRET_KEY are both set: unset one (the sandbox charges no card, Stripe does)']);
  }
  const production = e.NODE_ENV === 'production';
  const givenBaseUrl = e.PUBLIC_BASE_URL?.trim() ?? '';
  if (production) {
    const problems = productionProblems(givenBaseUrl, stripe, e.BILLING_SANDBOX);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  const secureCookies =
    e.SECURE_COOKIES === undefined || e.SECURE_COOKIES === '' ? e.NODE_ENV === 'production' : ['true', '1', 'yes'].includes(e.SECURE_COOKIES);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    store: e.DATABASE_URL
      ? {
          kind: 'postgres',
          databaseUrl: e.DATABASE_URL,
          timeouts: { connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
        }
      : { kind: 'pglite', dataDir: resolve(cwd, e.DATA_DIR && e.DATA_DIR.trim() !== '' ? e.DATA_DIR : 'data') },
    widgetsDir: e.WIDGETS_DIR && e.WIDGETS_DIR.trim() !== '' ? resolve(cwd, e.WIDGETS_DIR) : undefined,
    firstPartyOrigins: e.FIRST_PARTY_ORIGINS,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    redisUrl: e.REDIS_URL && e.REDIS_URL.trim() !== '' ? e.REDIS_URL.trim() : undefined,
    hsts: e.HSTS === undefined || e.HSTS === '' ? e.NODE_ENV === 'production' : ['true', '1', 'yes'].includes(e.HSTS),
    trustProxy: e.TRUST_PROXY,
    proxyHops: e.TRUST_PROXY_HOPS,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    auth: {
      ...DEFAULT_AUTH_CONFIG,
      secureCookies,
      sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
      sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      emailVerificationTtlMs: e.EMAIL_VERIFICATION_HOURS * 3_600_000,
      publicBaseUrl: givenBaseUrl !== '' ? givenBaseUrl : developmentBaseUrl(e.PORT),
      localReturnOrigins: production ? [] : developmentReturnOrigins(e.PORT),
      demoLogin: demoEmail !== '' ? { email: demoEmail, password: demoPassword } : undefined,
      adminTokenDigest: e.ADMIN_TOKEN && e.ADMIN_TOKEN !== '' ? adminTokenDigest(e.ADMIN_TOKEN) : undefined,
      adminQuickLinks: adminQuickLinks(e, env),
      membersGroupUrl: e.MEMBERS_GROUP_URL?.trim() || undefined,
      deviceCookieSecret:
        e.DEVICE_COOKIE_SECRET && e.DEVICE_COOKIE_SECRET.trim() !== ''
          ? Buffer.from(e.DEVICE_COOKIE_SECRET.trim(), 'utf8')
          : DEFAULT_AUTH_CONFIG.deviceCookieSecret,
    },
    smtp:
      e.SMTP_URL && e.SMTP_URL.trim() !== ''
        ? { url: e.SMTP_URL.trim(), from: e.MAIL_FROM?.trim() || 'SecureSplit <no-reply@securesplit.app>' }
        : undefined,
    stripe,
    mailOutboxKey: e.MAIL_OUTBOX_KEY && e.MAIL_OUTBOX_KEY.trim() !== '' ? Buffer.from(e.MAIL_OUTBOX_KEY.trim(), 'hex') : undefined,
    billingSandboxControls: e.BILLING_SANDBOX_CONTROLS,
    assistant: assistantConfig(e),
  };
}
