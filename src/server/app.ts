import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { pino } from 'pino';
import { HEALTH_PATH, type HealthResponse } from '#shared/health';
import type { AiProvider } from './ai/provider';
import { StoppableProvider } from './ai/stoppable-provider';
import { AI_STOP_WAIT_MS } from './runtime';
import type { Database } from './db/client';
import { isDatabaseReady } from './db/client';
import { allowedOrigins, type Env, trustProxyOf } from './env';
import { makeRequireUnlocked, makeRequireUser, userOf } from './http/auth-guard';
import { DownloadSlots } from './http/download-slots';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './http/errors';
import { registerSecurity } from './http/security';
import { registerClient } from './http/static';
import { installKeyring } from './db/encryption';
import { startRateLimitSweeper } from './db/rate-limit-sweeper';
import { createMailer, defaultFrom, type Mailer } from './mail/mailer';
import { createAuth } from './modules/auth/auth';
import { accountRoutes } from './modules/account/account.routes';
import { AccountService } from './modules/account/account.service';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { LoginLimiter } from './modules/auth/login-limiter';
import { AppLock } from './modules/auth/app-lock';
import { lockRoutes } from './modules/auth/lock.routes';
import { PasswordLimiter } from './modules/auth/password-limiter';
import { passwordRoutes } from './modules/auth/password.routes';
import { PasswordService } from './modules/auth/password.service';
import { resetLink, resetPasswordMail } from './modules/auth/reset-mail';
import { chatRoutes } from './modules/chat/chat.routes';
import { ChatService } from './modules/chat/chat.service';
import { CompanionContext } from './modules/companion/companion-context';
import { type WriteKind, WriteQuotas } from './modules/safety/write-quotas';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { FeedbackService } from './modules/feedback/feedback.service';
import { journalRoutes } from './modules/journal/journal.routes';
import { JournalService } from './modules/journal/journal.service';
import { matrixRoutes } from './modules/matrix/matrix.routes';
import { MatrixService } from './modules/matrix/matrix.service';
import { progressRoutes } from './modules/progress/progress.routes';
import { NoContactService } from './modules/no-contact/no-contact.service';
import { noContactRoutes } from './modules/no-contact/no-contact.routes';
import { ProgressService } from './modules/progress/progress.service';
import { AiLimits } from './modules/safety/ai-limits';
import { memoryRoutes } from './modules/memory/memory.routes';
import { MemoryService } from './modules/memory/memory.service';
import { safetyPlanRoutes } from './modules/safety-plan/safety-plan.routes';
import { SafetyPlanService } from './modules/safety-plan/safety-plan.service';
import { storyRoutes } from './modules/story/story.routes';
import { StoryService } from './modules/story/story.service';
import { BilanService } from './modules/parcours/bilan.service';
import { parcoursRoutes } from './modules/parcours/parcours.routes';
import { ParcoursService } from './modules/parcours/parcours.service';
import { OffsetClock, systemClock } from './clock';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { RemindersService } from './modules/reminders/reminders.service';
import { ReminderScheduler, type SchedulerClock } from './modules/reminders/scheduler';
import { ReminderSender } from './modules/reminders/sender';
import { unsubscribeRoutes } from './modules/reminders/unsubscribe.routes';
import { UnsubscribeTokens } from './modules/reminders/unsubscribe-token';
import { loadVapidKeys } from './modules/reminders/vapid';
import { testClockRoutes } from './http/test-clock';

/** The largest body any route accepts: a 20,000-character story, escaped, fits well within it. */
export const BODY_LIMIT_BYTES = 256 * 1024;

export interface AppDeps {
  env: Env;
  db: Database;
  /** Writes Janne's words: an OpenAI-compatible provider or the offline companion. */
  ai: AiProvider;
  /** Signs session cookies; main.ts reads it from AUTH_SECRET or DATA_DIR. */
  authSecret: string;
  /** Wraps the data keys of encryption at rest; main.ts reads it from ENCRYPTION_KEY or DATA_DIR. */
  encryptionKey: string;
  /** Tests shorten AI_STOP_WAIT_MS. */
  aiStopWaitMs?: number;
  /** The built client (dist/client); null or a missing folder serves the API only. */
  clientDir?: string | null;
  /** A pino logger; tests pass one that writes to memory. Defaults to JSON on stdout. */
  logger?: FastifyBaseLogger;
  /**
   * Whether the database answers now, for GET /api/health: DatabaseHandle.isReady, which the
   * embedded database's thread answers ahead of its queue. Defaults to a `select 1` through `db`.
   */
  isDatabaseReady?: () => Promise<boolean>;
  /**
   * The reminders' queue (modules/reminders/scheduler.ts): its clock, and whether it runs on its
   * own every 30 s (the default) — tests run it by hand with `app.reminders.runOnce()`.
   */
  reminders?: { clock?: SchedulerClock; loop?: boolean; intervalMs?: number };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that adds something the person wrote: counted by the quotas (modules/safety/write-quotas.ts). */
    writes?: Exclude<WriteKind, 'chat'>;
  }
  interface FastifyInstance {
    apiRoutes: string[];
    /** The mails the app sends (tests wait on `mail.idle()`). */
    mail: Mailer;
    /** The reminders' queue (tests call `runOnce()`). */
    reminders: ReminderScheduler;
  }
}

/** Builds the whole server without listening: main.ts listens, tests call app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, db } = deps;
  const app = Fastify({
    loggerInstance: deps.logger ?? pino({ level: env.LOG_LEVEL }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOf(env),
    genReqId: () => randomUUID(),
    // One line per request, written below, instead of Fastify's two with the full request.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    // What the router and Node's HTTP parser refuse before any route runs, in French too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });

  // Every API route, as 'METHOD /path': the authorization test walks this list, so a new route
  // cannot be added without being checked.
  const apiRoutes: string[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push(`${method} ${route.url}`);
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'not-found',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  // A provider call still running AI_STOP_WAIT_MS after the stop began (a provider that hangs) is
  // ended, so that its request answers the fallback rather than being cut with nothing (issue 25).
  const ai = new StoppableProvider(deps.ai);
  let stopTimer: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    stopTimer = setTimeout(() => ai.stop(), deps.aiStopWaitMs ?? AI_STOP_WAIT_MS);
  });
  app.addHook('onClose', async () => clearTimeout(stopTimer));

  registerErrorHandling(app);
  await registerSecurity(app, {
    allowedOrigins: allowedOrigins(env),
    https: env.PUBLIC_URL.startsWith('https://'),
  });

  // Before any route can read or write a person's words: the keys that seal them (db/encryption.ts).
  await installKeyring(db, deps.encryptionKey);
  // One clean-up of expired rate-limit counters for every limiter, stopped with the app.
  const sweeper = startRateLimitSweeper(db, (error) => app.log.warn({ err: error }, 'rate-limit sweep failed'));
  app.addHook('onClose', async () => sweeper.stop());
  // SMTP with SMTP_URL; otherwise .eml files in DATA_DIR/outbox, so that no mail is lost.
  const mail = createMailer({
    smtpUrl: env.SMTP_URL,
    dataDir: path.resolve(env.DATA_DIR),
    from: env.MAIL_FROM ?? defaultFrom(env.PUBLIC_URL),
    logger: app.log,
  });
  app.decorate('mail', mail);
  app.addHook('onClose', () => mail.close());
  const auth = createAuth({
    db,
    secret: deps.authSecret,
    publicUrl: env.PUBLIC_URL,
    logger: app.log,
    sendResetPassword: (email, token) => mail.post(resetPasswordMail(email, resetLink(env.PUBLIC_URL, token))),
    resetLinkTtlSeconds: env.RESET_LINK_TTL_SECONDS,
  });
  // The browser tests move one person's « now » (clock.ts); everyone else's is the system clock.
  const testClock = env.TEST_CLOCK ? new OffsetClock() : null;
  const clock = testClock ?? systemClock;
  // Services get what they need of other modules here, explicitly: the story and Janne's context.
  const storyService = new StoryService(db, app.log);
  const companionContext = new CompanionContext(db, storyService);
  const loginLimiter = new LoginLimiter(db, { signupsPerHour: env.SIGNUP_LIMIT_PER_HOUR });
  // Secure exactly when the session cookie is (auth.ts: served over https).
  const appLock = new AppLock(db, loginLimiter, deps.authSecret, env.PUBLIC_URL.startsWith('https://'));
  const authService = new AuthService(db, auth, loginLimiter, storyService, appLock);
  const requireUser = makeRequireUser(authService);
  const requireUnlocked = makeRequireUnlocked(appLock);
  // Signed in, and not on a device locked by the person's code (issue 27).
  const requireUserUnlocked = async (request: FastifyRequest, reply: FastifyReply) => {
    await requireUser(request, reply);
    await requireUnlocked(request, reply);
  };
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  const databaseReady = deps.isDatabaseReady ?? (() => isDatabaseReady(db));
  app.get(HEALTH_PATH, async (_request, reply) => {
    if (!(await databaseReady())) return reply.status(503).send({ status: 'unavailable' } satisfies HealthResponse);
    return { status: 'ok' } satisfies HealthResponse;
  });

  await app.register(authRoutes(authService));
  // Per-person limits on what costs AI money, and the journal: built here because the reminders
  // below read the last entry through it (the silence check-in), as well as the routes further down.
  const limits = new AiLimits(db, {
    chat: env.AI_CHAT_LIMIT_PER_HOUR,
    suggestions: env.AI_SUGGESTION_LIMIT_PER_HOUR,
    global: env.AI_GLOBAL_LIMIT_PER_HOUR,
  });
  const journalService = new JournalService(db, ai, limits, companionContext, app.log);
  // Reminders (issue 30): a queue every server runs, stopped with the app before the mailer closes.
  const reminderClock = deps.reminders?.clock ?? { now: () => new Date() };
  const remindersService = new RemindersService(db, () => reminderClock.now(), env.PUSH_SERVICE_ORIGINS);
  const vapid = loadVapidKeys(env);
  const unsubscribeTokens = new UnsubscribeTokens(deps.authSecret);
  const scheduler = new ReminderScheduler(
    db,
    journalService,
    new ReminderSender({ db, mail, vapid, tokens: unsubscribeTokens, publicUrl: env.PUBLIC_URL }),
    reminderClock,
    app.log,
  );
  app.decorate('reminders', scheduler);
  if (deps.reminders?.loop !== false) scheduler.start(deps.reminders?.intervalMs);
  app.addHook('preClose', () => scheduler.stop());
  await app.register(unsubscribeRoutes(remindersService, unsubscribeTokens));
  const passwordService = new PasswordService(
    auth,
    new PasswordLimiter(db),
    loginLimiter,
    app.log,
    (headers, userId) => authService.trustBrowser(headers, userId),
    (userId) => remindersService.notifiedSessions(userId),
  );
  await app.register(passwordRoutes(passwordService, requireUserUnlocked));
  // Every module below is for signed-in people only.
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireUser);
    scope.addHook('preHandler', requireUnlocked);
    await scope.register(lockRoutes(appLock, authService));
    await scope.register(storyRoutes(storyService));
    // Quotas a person never meets (issue 25): routes that add text say so in their config.
    const quotas = new WriteQuotas(db, {
      journalPerDay: env.JOURNAL_ENTRIES_PER_DAY,
      chatPerDay: env.CHAT_MESSAGES_PER_DAY,
      itemsPerDay: env.ITEMS_PER_DAY,
      accountTextBytes: env.ACCOUNT_TEXT_LIMIT_MB * 1_000_000,
    });
    scope.addHook('preHandler', async (request) => {
      const kind = request.routeOptions.config.writes;
      if (kind) await quotas.take(userOf(request).id, kind, Number(request.headers['content-length'] ?? 0));
    });
    const memory = new MemoryService(db, ai, app.log);
    const progressService = new ProgressService(db, ai, limits, companionContext, app.log);
    const noContactService = new NoContactService(db, progressService);
    const matrixService = new MatrixService(db, ai, limits, companionContext, app.log);
    const safetyPlanService = new SafetyPlanService(db);
    // « Mon parcours » writes its exercises into the tools above, each through its own service.
    const bilanService = new BilanService(db, journalService, clock);
    const parcoursService = new ParcoursService(
      db,
      {
        journal: journalService,
        matrix: matrixService,
        noContact: noContactService,
        progress: progressService,
        safetyPlan: safetyPlanService,
      },
      bilanService,
      clock,
    );
    await scope.register(memoryRoutes(memory));
    await scope.register(
      chatRoutes(
        new ChatService(db, ai, {
          clock,
          memory,
          contextTokens: env.AI_CONTEXT_TOKENS,
          logger: app.log,
          limits,
          quotas,
          stories: storyService,
          riskTimeoutMs: env.AI_RISK_TIMEOUT_MS,
          parcours: parcoursService,
        }),
      ),
    );
    // One heavy download per person, EXPORTS_AT_ONCE for the server (http/download-slots.ts).
    const downloads = new DownloadSlots(env.EXPORTS_AT_ONCE);
    await scope.register(journalRoutes(journalService, downloads));
    await scope.register(progressRoutes(progressService));
    await scope.register(noContactRoutes(noContactService));
    await scope.register(matrixRoutes(matrixService));
    await scope.register(feedbackRoutes(new FeedbackService(db)));
    await scope.register(safetyPlanRoutes(safetyPlanService));
    await scope.register(parcoursRoutes(parcoursService, bilanService));
    await scope.register(remindersRoutes(remindersService, vapid.publicKey));
    if (testClock) await scope.register(testClockRoutes(testClock));
    await scope.register(accountRoutes(new AccountService(db), authService, downloads));
  });

  await registerClient(app, deps.clientDir ?? null);
  return app;
}
