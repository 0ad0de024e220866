import Koa from 'koa';
import type { Logger } from 'pino';
import { DEFAULT_AUTH_CONFIG, type AuthConfig } from './auth/config.js';
import { firstPartyWrites } from './auth/first-party.js';
import type { Billing } from './billing/billing.js';
import { sandboxBilling, type SandboxControls } from './billing/sandbox.js';
import { outboxMailer, type Mailer } from './auth/mailer.js';
import { generatedOutboxKey, outboxCipher } from './auth/outbox-cipher.js';
import { sessionCookieName } from './auth/session-cookie.js';
import { offlineAssistantService, type AssistantService } from './assistant/service.js';
import { clientAddress } from './http/client-ip.js';
import { isClientAbort } from './http/client-abort.js';
import { compressJsonResponses } from './http/compression.js';
import { cors } from './http/cors.js';
import { problemErrors } from './http/errors.js';
import { DEFAULT_BODY_LIMIT_BYTES } from './http/json-body.js';
import { requestLogging } from './http/logging.js';
import { rateLimitWrites, type RateLimitCounter } from './http/rate-limit.js';
import { requestTargetLimit } from './http/request-target.js';
import { requestId } from './http/request-id.js';
import { securityHeaders } from './http/security-headers.js';
import { partnerBlogExample } from './http/partner-blog-example.js';
import { docsPage } from './openapi/docs-page.js';
import { deprecatedAliases } from './routes/deprecation.js';
import { aliasSuccessor, answersRequest, dispatch } from './routes/dispatch.js';
import { isAccountPath, rateLimitBucket } from './routes/account-paths.js';
import { OPERATIONS } from './routes/index.js';
import { STRIPE_WEBHOOK_PATH } from './routes/v1/billing.js';
import type { Store } from './store/index.js';
import { frontEnd, type FrontEndOptions } from './web/front-end.js';
import { sharedPages } from './shares/shared-page.js';

export { isAccountPath };

export interface AppConfig {
  firstPartyOrigins: readonly string[];
  rateLimit: { max: number; windowMs: number };
  trustProxy: boolean;
  proxyHops?: number;
  /** Strict-Transport-Security on HTTPS requests (direct, or through a trusted proxy). */
  hsts?: boolean;
  bodyLimitBytes?: number;
  /** Sessions, password reset and the test login; defaults suit a local run (no Secure cookies). */
  auth?: Partial<AuthConfig>;
  /**
   * POST /api/v1/billing/sandbox/subscription/end-period answers (sandbox billing only); also on while
   * the test login is on. BILLING_SANDBOX_CONTROLS=1.
   */
  billingSandboxControls?: boolean;
  /** NODE_ENV=production: unsent mail is never written to the log, even at debug level. */
  production?: boolean;
  /** The key outbox mail is sealed with (MAIL_OUTBOX_KEY); unset, one generated at start. */
  mailOutboxKey?: Buffer | undefined;
}

export interface AppDeps {
  store: Store;
  logger: Logger;
  config: AppConfig;
  /** The clock; tests fix it. */
  now?: () => Date;
  web?: FrontEndOptions;
  /** Where write hits are counted; this process's memory unless given (see http/shared-rate-limit.ts). */
  rateLimitCounter?: RateLimitCounter;
  /** Mail (password reset links); by default kept in the outbox table with a log line. */
  mailer?: Mailer;
  /** The payment provider: Stripe when configured, else (default) the sandbox on this store and clock. */
  billing?: Billing & { sandbox?: SandboxControls };
  /** The chat assistant: the offline engine unless given (a language model when ASSISTANT_LLM_URL is set). */
  assistant?: AssistantService;
}


/** Paths any origin may call without credentials: every API path except the account ones. */
const isPublicPath = (path: string) => path.startsWith('/api/') && !isAccountPath(path);

/** The whole HTTP application, built from its dependencies so tests run it on real stores. */
export function createApp(deps: AppDeps): Koa {
  const now = deps.now ?? (() => new Date());
  const app = new Koa({ proxy: false });
  const auth = { ...DEFAULT_AUTH_CONFIG, ...deps.config.auth };
  const mailer =
    deps.mailer ??
    outboxMailer({
      outbox: () => deps.store.mailOutbox,
      cipher: outboxCipher(deps.config.mailOutboxKey ?? generatedOutboxKey()),
      logger: deps.logger,
      logMessages: deps.config.production !== true,
    });
  // Errors reach here only after a response has started (a file stream failing mid-way): log, never print.
  app.silent = true;
  app.on('error', (error: unknown) => {
    if (isClientAbort(error)) deps.logger.debug({ err: error }, 'client closed the connection before the response ended');
    else deps.logger.error({ err: error }, 'response stream failed');
  });
  app.use(requestId());
  app.use(requestLogging(deps.logger));
  app.use(problemErrors(deps.logger));
  const billing = deps.billing ?? sandboxBilling({ store: () => deps.store.sandboxBilling, now });
  // The site's pages may load Stripe.js only when billing really goes through Stripe.
  app.use(securityHeaders({ hsts: deps.config.hsts ?? false, trustProxy: deps.config.trustProxy, stripe: billing.provider === 'stripe' }));
  app.use(cors({ isPublic: isPublicPath, firstPartyOrigins: deps.config.firstPartyOrigins }));
  // Large API answers go out compressed; the site's files carry their own (precompressed) codings.
  app.use(compressJsonResponses((path) => path.startsWith('/api/')));
  app.use(requestTargetLimit());
  app.use(deprecatedAliases(aliasSuccessor(OPERATIONS)));
  app.use(clientAddress({ trustProxy: deps.config.trustProxy, proxyHops: deps.config.proxyHops ?? 1 }));
  const answers = answersRequest(OPERATIONS);
  app.use(
    rateLimitWrites({
      max: deps.config.rateLimit.max,
      windowMs: deps.config.rateLimit.windowMs,
      now: () => now().getTime(),
      ...(deps.rateLimitCounter ? { counter: deps.rateLimitCounter } : {}),
      // Stripe's webhook deliveries are not a visitor's writes (and are checked by signature): not counted.
      counts: (ctx) => ctx.path !== STRIPE_WEBHOOK_PATH && answers(ctx.method, ctx.path),
      // Account actions and calculations each get the whole limit: calculating never refuses a log-in.
      bucket: (ctx) => rateLimitBucket(ctx.path),
    }),
  );
  app.use(
    firstPartyWrites({
      appliesTo: isAccountPath,
      firstPartyOrigins: deps.config.firstPartyOrigins,
      hasSessionCookie: (ctx) => ctx.cookies.get(sessionCookieName(auth.secureCookies)) !== undefined,
    }),
  );
  app.use(docsPage());
  const assistant = deps.assistant ?? offlineAssistantService({ now });
  const authDeps = { config: auth, mailer, firstPartyOrigins: new Set(deps.config.firstPartyOrigins) };
  const billingDeps = {
    billing,
    sandbox: billing.sandbox,
    sandboxControls: deps.config.billingSandboxControls === true || auth.demoLogin !== undefined,
  };
  app.use(
    dispatch(OPERATIONS, { store: deps.store, logger: deps.logger, now, auth: authDeps, billing: billingDeps, assistant }, {
      bodyLimitBytes: deps.config.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
    }),
  );
  // Share links (issue 32): pages drawn by the server, open to anyone holding the token.
  app.use(sharedPages({ store: deps.store, logger: deps.logger, now, publicBaseUrl: auth.publicBaseUrl }));
  app.use(partnerBlogExample());
  app.use(frontEnd(deps.web ?? {}));
  return app;
}
