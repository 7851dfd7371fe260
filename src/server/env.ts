import { RESET_LINK_TTL_SECONDS } from '#shared/password';
import { z } from '#shared/zod';

/** Empty strings in the environment mean "not set", as they do in most shells' `.env` files. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const EnvSchema = z
  .object({
    PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
    HOST: optional(z.string()).default('127.0.0.1'),
    DATA_DIR: optional(z.string()).default('./data'),
    /** The built client to serve; the default is what `npm run build` writes. */
    CLIENT_DIR: optional(z.string()),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
    AI_BASE_URL: optional(z.url('must be a URL such as https://api.openai.com/v1')),
    AI_API_KEY: optional(z.string()),
    AI_MODEL: optional(z.string()).default('gpt-4'),
    /** How many tokens of conversation history a chat prompt may carry (issue: bounded prompt). */
    AI_CONTEXT_TOKENS: optional(z.coerce.number().int().min(500).max(1_000_000)).default(6000),
    /** Seconds without a token after which the provider is given up on. */
    AI_TIMEOUT_SECONDS: optional(z.coerce.number().positive().max(600)).default(30),
    /**
     * The longest Janne's first words wait for the provider's crisis risk judgement, counted from
     * the message; past it the reply goes on with the patterns' verdict alone.
     */
    AI_RISK_TIMEOUT_MS: optional(z.coerce.number().int().min(0).max(30_000)).default(2500),
    PUBLIC_URL: optional(z.url('must be the URL people open, such as https://renouveau.example')),
    AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
    /** Wraps the keys that encrypt people's words at rest; generated into DATA_DIR when not given. */
    ENCRYPTION_KEY: optional(z.string().min(32, 'must be at least 32 characters long')),
    /**
     * The mail server for « Mot de passe oublié ? » (smtp:// or smtps://, with user:password@ when
     * it asks for them). Unset: each mail is written as an .eml file in DATA_DIR/outbox.
     */
    SMTP_URL: optional(
      z.string().regex(/^smtps?:\/\/[^/]/, 'must start with smtp:// or smtps://, such as smtp://user:pass@mail.example:587'),
    ),
    /** The From of the mails; default « Renouveau <ne-pas-repondre@PUBLIC_URL's host> ». */
    MAIL_FROM: optional(z.string().min(3)),
    /**
     * The VAPID keys of Web Push reminders (npx web-push generate-vapid-keys), both or neither;
     * unset: generated once into DATA_DIR. Several servers must share them (subscriptions are
     * tied to the public key). VAPID_SUBJECT: a mailto: or https: contact for the push services.
     */
    VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be the base64url public key of web-push')),
    VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be the base64url private key of web-push')),
    VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')),
    /**
     * Push services besides the browsers' own (shared/reminders.ts PUSH_SERVICE_HOSTS) that may
     * receive notifications: comma-separated origins, such as the tests' local push service.
     */
    PUSH_SERVICE_ORIGINS: optional(z.string())
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    /** Per-person limits on calls that cost AI provider money. */
    AI_CHAT_LIMIT_PER_HOUR: optional(z.coerce.number().int().positive()).default(60),
    AI_SUGGESTION_LIMIT_PER_HOUR: optional(z.coerce.number().int().positive()).default(30),
    /**
     * AI calls (chat replies and suggestions) per hour for everyone together: every new account
     * brings fresh per-person allowances, so only this bounds the provider's bill.
     */
    AI_GLOBAL_LIMIT_PER_HOUR: optional(z.coerce.number().int().positive()).default(2000),
    /**
     * Quotas on what one account writes (modules/safety/write-quotas.ts says how they were chosen):
     * journal entries, chat messages and other additions per 24 hours, and the account's stored text.
     */
    JOURNAL_ENTRIES_PER_DAY: optional(z.coerce.number().int().positive()).default(30),
    CHAT_MESSAGES_PER_DAY: optional(z.coerce.number().int().positive()).default(400),
    ITEMS_PER_DAY: optional(z.coerce.number().int().positive()).default(200),
    ACCOUNT_TEXT_LIMIT_MB: optional(z.coerce.number().positive()).default(200),
    /** Heavy downloads (journal, whole account) the server writes at once; each person has one at a time. */
    EXPORTS_AT_ONCE: optional(z.coerce.number().int().positive().max(100)).default(3),
    /**
     * How long a reset link works, in seconds. The mail and the forgot answer say « une heure »
     * (shared/password.ts): leave it to tests — the e2e suite's second server shortens it to open
     * an expired link.
     */
    RESET_LINK_TTL_SECONDS: optional(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 60 * 60),
    ).default(RESET_LINK_TTL_SECONDS),
    /**
     * Tests only (the browser tests' server): PUT /api/test/clock moves the signed-in person's
     * « now » for « Mon parcours » (clock.ts). Never set it for people.
     */
    TEST_CLOCK: optional(z.enum(['0', '1']).transform((value) => value === '1')).default(false),
    /** Sign-ups per hour from one address (an IPv6 /64 counts as one): enough for a family behind one box. */
    SIGNUP_LIMIT_PER_HOUR: optional(z.coerce.number().int().positive()).default(5),
    /**
     * Behind a load balancer: which proxy may set X-Forwarded-For (true, a hop count, or a
     * comma-separated list of addresses). Unset: the socket address is the client's, as it should
     * be when nothing is in front.
     */
    TRUST_PROXY: optional(z.string()),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: give both, or neither',
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }));

export type Env = z.infer<typeof EnvSchema>;

/** TRUST_PROXY in the form Fastify's `trustProxy` option takes. */
export function trustProxyOf(env: Env): boolean | string[] | ((address: string, hop: number) => boolean) {
  const value = env.TRUST_PROXY?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((part) => part.trim());
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Configuration invalide / invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Voir .env.example / see .env.example.',
    );
    this.name = 'EnvError';
  }
}

/** Reads and checks the environment, listing every wrong variable at once. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data;
}

/**
 * The origins a browser request may come from: PUBLIC_URL's, and when that is a loopback address,
 * the other spellings of loopback on the same port (localhost, 127.0.0.1, [::1]).
 */
export function allowedOrigins(env: Env): string[] {
  const url = new URL(env.PUBLIC_URL);
  const origins = new Set([url.origin]);
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  if (loopback.includes(url.hostname)) {
    const port = url.port ? `:${url.port}` : '';
    for (const host of loopback) origins.add(`${url.protocol}//${host}${port}`);
  }
  return [...origins];
}
