import { createECDH } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from '../database/database-timeouts.js';

/**
 * One typed configuration object, read once from the environment. Every variable is listed in
 * CONFIG_VARIABLES (docs/configuration.md's table is generated from it). A bad value
 * never starts the server: loadConfig() collects every problem and throws one ConfigError that
 * names each variable and what it expects.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Public origin of the app, used in e-mailed links and payment return URLs. */
  publicUrl: string;
  dataDir: string;
  /** Unset: the embedded PostgreSQL in `${dataDir}/postgres` is started. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  databaseTimeouts: DatabaseTimeouts;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  logFormat: 'json' | 'pretty';
  trustProxy: boolean;
  /** Multiplies every rate limit (e.g. 100 for load tests and e2e runs from one address). */
  rateLimitScale: number;
  /** Worker threads of the Lineup Advisor's optimiser (default: one per core). */
  lineupWorkers: number;
  /** How long one lineup search may take, waiting for a thread included, before it is cut short. */
  lineupTimeBudgetMs: number;
  appName: string;
  mail: {
    /** `smtp` when SMTP_URL is set (and MAIL is not `files`), else messages go to `${dataDir}/mail`. */
    transport: 'smtp' | 'files';
    smtpUrl: string | undefined;
    from: string;
    /** The first retry of a mail the transport refused; later ones back off, up to 15 minutes. */
    retryDelaySeconds: number;
  };
  /** Payments: Stripe when STRIPE_SECRET_KEY is set (and PAYMENTS is not `sandbox`), else the sandbox. */
  payments: 'stripe' | 'sandbox';
  /**
   * The first admin, created once on a start with no admin at all; unset with the embedded
   * database, admin@kickshots.local is created with a random password printed once.
   */
  firstAdmin: { email: string; password: string } | undefined;
  contact: {
    supportEmail: string;
    supportPhone: string;
    storeUrl: string;
    facebookUrl: string;
    instagramUrl: string;
  };
  /** The Stripe adapter's settings (used when `payments` is `stripe`). */
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    /** Unset: checkout uses inline price data ($34.95 USD a year). */
    priceId: string | undefined;
    /** Override of the Stripe API origin (tests point the SDK at a local server). */
    apiBase: string | undefined;
  };
  /** The AI coach: an OpenAI-compatible chat API when `baseUrl` is set, otherwise the built-in coach. */
  ai: {
    /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    /** How long one answer may take before the coach answers 502 AI_UNAVAILABLE. */
    timeoutMs: number;
  };
  /** Web Push (module push): VAPID keys, endpoint rules and broadcast delivery. */
  push: {
    /** Both set (base64url), or neither: then a key pair is generated once and kept in the database. */
    vapidPublicKey: string | undefined;
    vapidPrivateKey: string | undefined;
    /** `mailto:` or `https:` contact for push services (RFC 8292 `sub`). */
    vapidSubject: string;
    /** Accept http and private, loopback or link-local endpoints (tests and benches only). */
    allowPrivateEndpoints: boolean;
    /** How long a broadcast request waits for the first delivery attempts before answering 202. */
    broadcastWaitMs: number;
    /** The first retry of a push the service refused for now (429, 5xx); later ones back off. */
    retryDelaySeconds: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration — the server will not start:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

export interface ConfigVariable {
  name: string;
  default: string;
  meaning: string;
}

/** Every environment variable the server reads, with its default and meaning. */
export const CONFIG_VARIABLES: ConfigVariable[] = [
  { name: 'PORT', default: '3000', meaning: 'HTTP port for the API and the client' },
  { name: 'HOST', default: '0.0.0.0', meaning: 'Interface to listen on' },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:$PORT',
    meaning: 'Public origin used in e-mailed links and payment return URLs (required in production)',
  },
  {
    name: 'NODE_ENV',
    default: 'development',
    meaning:
      'development, production or test; production refuses to start on the local payment and mail defaults',
  },
  {
    name: 'DATA_DIR',
    default: '.data',
    meaning: 'Local state: embedded database, mail folder, generated keys',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: embedded PostgreSQL)',
    meaning: 'PostgreSQL connection URL, e.g. postgres://user:pass@host:5432/kickshots',
  },
  { name: 'DATABASE_POOL_MAX', default: '10', meaning: 'Maximum database connections per process' },
  {
    name: 'DATABASE_CONNECT_TIMEOUT_MS',
    default: String(DEFAULT_DATABASE_TIMEOUTS.connectMs),
    meaning: 'Longest wait for a database connection (new, or free in the pool)',
  },
  {
    name: 'DATABASE_STATEMENT_TIMEOUT_MS',
    default: String(DEFAULT_DATABASE_TIMEOUTS.statementMs),
    meaning: 'Longest run of one statement (0: none); a database that does not answer is given 2 s more',
  },
  {
    name: 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
    default: String(DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs),
    meaning: 'Longest pause inside a transaction before PostgreSQL ends the session (0: none)',
  },
  { name: 'LOG_LEVEL', default: 'info', meaning: 'fatal, error, warn, info, debug, trace or silent' },
  {
    name: 'LOG_FORMAT',
    default: 'pretty in development, json otherwise',
    meaning: 'json (one object per line) or pretty',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    meaning: 'Trust X-Forwarded-For from a reverse proxy (client IP and country)',
  },
  {
    name: 'RATE_LIMIT_SCALE',
    default: '1',
    meaning:
      'Multiplies every rate limit (sign-in, sign-up, reset…); raise it for load tests from one address',
  },
  {
    name: 'LINEUP_WORKERS',
    default: 'the number of cores',
    meaning: 'Worker threads that run the Lineup Advisor’s optimiser (1–64)',
  },
  {
    name: 'LINEUP_TIME_BUDGET_MS',
    default: '3000',
    meaning: 'Milliseconds one lineup suggestion may search (queueing included) before it is cut short',
  },
  { name: 'APP_NAME', default: 'Kickshots', meaning: 'Product name shown in the app and e-mails' },
  {
    name: 'ADMIN_EMAIL',
    default: '(unset: admin@kickshots.local with the embedded database)',
    meaning:
      'E-mail of the first admin, created once on a start with an empty users table (never overwrites a user)',
  },
  {
    name: 'ADMIN_PASSWORD',
    default: '(unset: a random password printed once)',
    meaning: 'Password of that first admin (at least 8 characters); change it after the first sign-in',
  },
  {
    name: 'MAIL',
    default: 'smtp when SMTP_URL is set, else files',
    meaning: 'smtp or files; production needs SMTP_URL and MAIL_FROM unless MAIL=files is set explicitly',
  },
  {
    name: 'SMTP_URL',
    default: '(unset: mail written to DATA_DIR/mail)',
    meaning: 'SMTP server, e.g. smtps://user:pass@smtp.example.com:465',
  },
  { name: 'MAIL_FROM', default: 'Kickshots <no-reply@kickshots.local>', meaning: 'Sender of e-mails' },
  {
    name: 'MAIL_RETRY_DELAY_SECONDS',
    default: '30',
    meaning: 'First retry of an e-mail the mail server refused; later retries back off, 8 at most',
  },
  { name: 'SUPPORT_EMAIL', default: 'support@kickshots.app', meaning: 'Support e-mail on the Contact page' },
  { name: 'SUPPORT_PHONE', default: '+1 (555) 010-4455', meaning: 'Support phone on the Contact page' },
  {
    name: 'STORE_URL',
    default: 'https://shop.kickshots.app',
    meaning: 'Online store for the physical cards',
  },
  { name: 'FACEBOOK_URL', default: 'https://www.facebook.com/kickshots', meaning: 'Facebook page link' },
  { name: 'INSTAGRAM_URL', default: 'https://www.instagram.com/kickshots', meaning: 'Instagram link' },
  {
    name: 'PAYMENTS',
    default: 'stripe when STRIPE_SECRET_KEY is set, else sandbox',
    meaning:
      'stripe or sandbox; production needs the three STRIPE_* settings unless PAYMENTS=sandbox (free checkout)',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: '(unset: sandbox payments)',
    meaning: 'Stripe secret key (sk_… or rk_…); unset, the built-in sandbox checkout and portal are used',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '(unset: webhooks refused)',
    meaning: 'Signing secret (whsec_…) of the Stripe webhook endpoint /api/v1/billing/webhooks/stripe',
  },
  {
    name: 'STRIPE_PRICE_ID',
    default: '(unset: $34.95 USD/year inline price)',
    meaning: 'Stripe price (price_…) of the annual subscription',
  },
  {
    name: 'STRIPE_API_BASE',
    default: '(unset: https://api.stripe.com)',
    meaning: 'Another Stripe API origin, e.g. a local mock (http://127.0.0.1:12111)',
  },
  {
    name: 'AI_BASE_URL',
    default: '(unset: the built-in coach)',
    meaning:
      'An OpenAI-compatible chat API for the AI coach, up to /v1 (OpenAI, Ollama, vLLM, llama.cpp server)',
  },
  {
    name: 'AI_API_KEY',
    default: '(unset: no Authorization header)',
    meaning: 'Its API key (sent as a bearer token)',
  },
  { name: 'AI_MODEL', default: 'gpt-4o-mini', meaning: 'The model asked (e.g. llama3.1 on Ollama)' },
  {
    name: 'AI_TIMEOUT_MS',
    default: '30000',
    meaning: 'How long an answer may take before the coach gives up (502)',
  },
  {
    name: 'VAPID_PUBLIC_KEY',
    default: '(unset: generated once, kept in the database)',
    meaning: 'Web Push VAPID public key (base64url, 65 bytes), set together with VAPID_PRIVATE_KEY',
  },
  {
    name: 'VAPID_PRIVATE_KEY',
    default: '(unset: generated once, kept in the database)',
    meaning: 'Web Push VAPID private key (base64url, 32 bytes) of that public key',
  },
  {
    name: 'VAPID_SUBJECT',
    default: 'mailto:$SUPPORT_EMAIL',
    meaning: 'Contact for push services: a mailto: or https: URL',
  },
  {
    name: 'PUSH_ALLOW_PRIVATE_ENDPOINTS',
    default: 'false',
    meaning:
      'Accept http and private or loopback push endpoints (tests and benches only, never in production)',
  },
  {
    name: 'PUSH_BROADCAST_WAIT_MS',
    default: '20000',
    meaning: 'How long a broadcast request waits for every first delivery attempt before answering 202',
  },
  {
    name: 'PUSH_RETRY_DELAY_SECONDS',
    default: '30',
    meaning: 'First retry of a push refused for now (429, 5xx); later retries back off exponentially',
  },
];

type Env = Record<string, string | undefined>;

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly variables: Env) {}

  /** The value as given (no trimming: passwords), or undefined when unset or empty. */
  exact(name: string): string | undefined {
    const value = this.variables[name];
    return value === undefined || value === '' ? undefined : value;
  }

  raw(name: string): string | undefined {
    const value = this.variables[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name}="${value}" must be one of: ${allowed.join(', ')}`);
    return fallback;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      this.problems.push(`${name}="${value}" must be a whole number from ${min} to ${max}`);
      return fallback;
    }
    return Number(value);
  }

  bool(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['false', '0', 'no'].includes(value)) return false;
    this.problems.push(`${name}="${this.raw(name)}" must be true or false`);
    return fallback;
  }

  url(name: string, fallback: string | undefined, protocols: string[]): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return value;
    } catch {
      this.problems.push(
        `${name}="${redact(value)}" must be a URL starting with ${protocols.join(' or ')}//`,
      );
      return fallback;
    }
  }

  /** A secret or id that must start with one of the prefixes (e.g. `sk_`), or undefined. */
  prefixed(name: string, prefixes: string[]): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (prefixes.some((prefix) => value.startsWith(prefix)) && !/\s/.test(value)) return value;
    this.problems.push(`${name} must start with ${prefixes.join(' or ')}`);
    return undefined;
  }

  /** A base64url value that decodes to `bytes` bytes (optionally starting with `first`), or undefined. */
  base64url(name: string, bytes: number, first?: number): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const decoded = /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url') : undefined;
    if (decoded?.length === bytes && (first === undefined || decoded[0] === first)) return value;
    this.problems.push(`${name} must be base64url (no padding) of ${bytes} bytes`);
    return undefined;
  }

  email(name: string, fallback: string): string {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      this.problems.push(`${name}="${value}" must be an e-mail address`);
      return fallback;
    }
    return value;
  }
}

/** Hides the password of a connection URL in error messages. */
function redact(value: string): string {
  return value.replace(/\/\/([^:/@]+):([^@]+)@/, '//$1:***@');
}

export function loadConfig(env: Env = process.env): AppConfig {
  const r = new Reader(env);
  const nodeEnv = r.oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const port = r.int('PORT', 3000, 1, 65535);
  const publicUrl = r.url('PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:'])!;
  const supportEmail = r.email('SUPPORT_EMAIL', 'support@kickshots.app');
  const config: AppConfig = {
    nodeEnv,
    port,
    host: r.string('HOST', '0.0.0.0'),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    dataDir: resolve(r.string('DATA_DIR', '.data')),
    databaseUrl: r.url('DATABASE_URL', undefined, ['postgres:', 'postgresql:']),
    databasePoolMax: r.int('DATABASE_POOL_MAX', 10, 1, 500),
    databaseTimeouts: {
      connectMs: r.int('DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_TIMEOUTS.connectMs, 100, 600_000),
      statementMs: r.int(
        'DATABASE_STATEMENT_TIMEOUT_MS',
        DEFAULT_DATABASE_TIMEOUTS.statementMs,
        0,
        3_600_000,
      ),
      idleInTransactionMs: r.int(
        'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
        DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs,
        0,
        3_600_000,
      ),
    },
    logLevel: r.oneOf(
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      'info',
    ),
    logFormat: r.oneOf(
      'LOG_FORMAT',
      ['json', 'pretty'] as const,
      nodeEnv === 'development' ? 'pretty' : 'json',
    ),
    trustProxy: r.bool('TRUST_PROXY', false),
    rateLimitScale: r.int('RATE_LIMIT_SCALE', 1, 1, 100_000),
    lineupWorkers: r.int('LINEUP_WORKERS', Math.min(Math.max(1, availableParallelism()), 64), 1, 64),
    lineupTimeBudgetMs: r.int('LINEUP_TIME_BUDGET_MS', 3000, 1, 600_000),
    appName: r.string('APP_NAME', 'Kickshots'),
    mail: mailConfig(r),
    payments: r.oneOf(
      'PAYMENTS',
      ['stripe', 'sandbox'] as const,
      r.raw('STRIPE_SECRET_KEY') ? 'stripe' : 'sandbox',
    ),
    firstAdmin: firstAdminConfig(r),
    contact: {
      supportEmail,
      supportPhone: r.string('SUPPORT_PHONE', '+1 (555) 010-4455'),
      storeUrl: r.url('STORE_URL', 'https://shop.kickshots.app', ['http:', 'https:'])!,
      facebookUrl: r.url('FACEBOOK_URL', 'https://www.facebook.com/kickshots', ['http:', 'https:'])!,
      instagramUrl: r.url('INSTAGRAM_URL', 'https://www.instagram.com/kickshots', ['http:', 'https:'])!,
    },
    stripe: {
      secretKey: r.prefixed('STRIPE_SECRET_KEY', ['sk_', 'rk_']),
      webhookSecret: r.prefixed('STRIPE_WEBHOOK_SECRET', ['whsec_']),
      priceId: r.prefixed('STRIPE_PRICE_ID', ['price_']),
      apiBase: r.url('STRIPE_API_BASE', undefined, ['http:', 'https:'])?.replace(/\/+$/, ''),
    },
    ai: {
      baseUrl: r.url('AI_BASE_URL', undefined, ['http:', 'https:'])?.replace(/\/+$/, ''),
      apiKey: r.raw('AI_API_KEY'),
      model: r.string('AI_MODEL', 'gpt-4o-mini'),
      timeoutMs: r.int('AI_TIMEOUT_MS', 30_000, 1_000, 600_000),
    },
    push: pushConfig(r, supportEmail),
  };
  if (config.payments === 'stripe' && !config.stripe.secretKey && !r.raw('STRIPE_SECRET_KEY'))
    r.problems.push('PAYMENTS=stripe needs STRIPE_SECRET_KEY');
  if (config.mail.transport === 'smtp' && !config.mail.smtpUrl && !r.raw('SMTP_URL'))
    r.problems.push('MAIL=smtp needs SMTP_URL');
  if (nodeEnv === 'production') r.problems.push(...productionProblems(r));
  if (r.problems.length > 0) throw new ConfigError(r.problems);
  return config;
}

/**
 * Production never falls back to a local default that would give the product away or leak mail:
 * payments and mail need their real settings unless the local adapter is chosen explicitly
 * (PAYMENTS=sandbox, MAIL=files), and links in e-mails need the public origin.
 */
function productionProblems(r: Reader): string[] {
  const missing = (names: string[], unless: string) =>
    names
      .filter((name) => r.raw(name) === undefined)
      .map((name) => `${name} is required in production${unless}`);
  return [
    ...(r.raw('PAYMENTS') !== 'sandbox'
      ? missing(
          ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'],
          ' (or set PAYMENTS=sandbox: checkout without payment)',
        )
      : []),
    ...(r.raw('MAIL') !== 'files'
      ? missing(['SMTP_URL', 'MAIL_FROM'], ' (or set MAIL=files: mail written to DATA_DIR/mail)')
      : []),
    ...missing(['PUBLIC_URL'], ' (the origin players open, used in e-mailed links)'),
  ];
}

function mailConfig(r: Reader): AppConfig['mail'] {
  const smtpUrl = r.url('SMTP_URL', undefined, ['smtp:', 'smtps:']);
  return {
    transport: r.oneOf('MAIL', ['smtp', 'files'] as const, r.raw('SMTP_URL') ? 'smtp' : 'files'),
    smtpUrl,
    from: r.string('MAIL_FROM', `${r.string('APP_NAME', 'Kickshots')} <no-reply@kickshots.local>`),
    retryDelaySeconds: r.int('MAIL_RETRY_DELAY_SECONDS', 30, 1, 3_600),
  };
}

/** ADMIN_EMAIL and ADMIN_PASSWORD together (or neither). */
function firstAdminConfig(r: Reader): AppConfig['firstAdmin'] {
  const email = r.raw('ADMIN_EMAIL');
  const password = r.exact('ADMIN_PASSWORD');
  if (email === undefined && password === undefined) return undefined;
  if (email === undefined || password === undefined) {
    r.problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or neither)');
    return undefined;
  }
  const checked = r.email('ADMIN_EMAIL', email);
  if (password.length < 8) {
    r.problems.push('ADMIN_PASSWORD must be at least 8 characters');
    return undefined;
  }
  return { email: checked, password };
}

/** The Web Push settings: a VAPID key pair given whole (and matching) or not at all. */
function pushConfig(r: Reader, supportEmail: string): AppConfig['push'] {
  const vapidPublicKey = r.base64url('VAPID_PUBLIC_KEY', 65, 0x04);
  const vapidPrivateKey = r.base64url('VAPID_PRIVATE_KEY', 32);
  const given = [r.raw('VAPID_PUBLIC_KEY'), r.raw('VAPID_PRIVATE_KEY')].filter((v) => v !== undefined);
  if (given.length === 1)
    r.problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)');
  else if (vapidPublicKey && vapidPrivateKey && !vapidKeysMatch(vapidPublicKey, vapidPrivateKey))
    r.problems.push('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  const subject = r.string('VAPID_SUBJECT', `mailto:${supportEmail}`);
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/.test(subject))
    r.problems.push(`VAPID_SUBJECT="${subject}" must be a mailto: address or an https: URL`);
  return {
    vapidPublicKey,
    vapidPrivateKey,
    vapidSubject: subject,
    allowPrivateEndpoints: r.bool('PUSH_ALLOW_PRIVATE_ENDPOINTS', false),
    broadcastWaitMs: r.int('PUSH_BROADCAST_WAIT_MS', 20_000, 0, 600_000),
    retryDelaySeconds: r.int('PUSH_RETRY_DELAY_SECONDS', 30, 1, 3_600),
  };
}

function vapidKeysMatch(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url') === publicKey;
  } catch {
    return false;
  }
}

/** One start-up line naming the adapter behind each external concern, and the warnings it calls for. */
export function describeAdapters(config: AppConfig): { summary: string; warnings: string[] } {
  const database = config.databaseUrl
    ? `external (${new URL(config.databaseUrl).host})`
    : `embedded (${config.dataDir}/postgres)`;
  const ai = config.ai.baseUrl ? `${redact(config.ai.baseUrl)} (${config.ai.model})` : 'built-in';
  const summary = [
    `database ${database}`,
    `payments ${config.payments}`,
    `mail ${config.mail.transport === 'smtp' ? 'smtp' : `files (${config.dataDir}/mail)`}`,
    `AI ${ai}`,
    `push keys ${config.push.vapidPublicKey ? 'from env' : 'generated'}`,
  ].join(', ');
  const warnings: string[] = [];
  if (config.nodeEnv === 'production' && config.payments === 'sandbox')
    warnings.push(
      'PAYMENTS=sandbox in production: checkout is free — every subscription bought here is a test payment',
    );
  if (config.nodeEnv === 'production' && config.mail.transport === 'files')
    warnings.push(`MAIL=files in production: e-mails are written to ${config.dataDir}/mail, not sent`);
  return { summary: `Adapters: ${summary}`, warnings };
}
