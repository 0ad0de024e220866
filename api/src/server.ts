import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { warmUpWorksheetPdf } from '@securesplit/engine/worksheet-pdf';
import { createApp } from './app.js';
import { assistantServiceFor } from './assistant/from-config.js';
import { smtpMailer } from './auth/mailer.js';
import { stripeBilling } from './billing/stripe.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './http/logging.js';
import { rateLimitCounterFor } from './http/shared-rate-limit.js';
import { drainable } from './lifecycle.js';
import { openStore } from './store/index.js';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: config.logLevel });
  const store = await openStore(
    config.store.kind === 'postgres'
      ? { ...config.store, onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; the pool reconnects when needed') }
      : config.store,
  );
  logger.info(
    { database: store.kind, ...(config.store.kind === 'pglite' ? { dataDir: config.store.dataDir } : {}) },
    'database ready (migrations applied)',
  );

  const rateLimitCounter = rateLimitCounterFor(config, logger);
  logger.info({ rateLimits: rateLimitCounter.kind }, 'rate limits counted');
  const mailer = config.smtp ? smtpMailer(config.smtp) : undefined;
  logger.info(
    {
      mail: mailer ? 'smtp' : 'outbox (no SMTP_URL)',
      // Outbox mail is sealed; with a generated key only this run can open it (README, MAIL_OUTBOX_KEY).
      ...(mailer ? {} : { outboxKey: config.mailOutboxKey ? 'MAIL_OUTBOX_KEY' : 'generated at start' }),
      testLogin: config.auth.demoLogin ? 'on' : 'off',
    },
    'accounts ready',
  );
  const billing = config.stripe ? stripeBilling(config.stripe) : undefined;
  if (!billing && config.production) {
    // Only with BILLING_SANDBOX=true (config.ts refuses production without Stripe otherwise).
    logger.warn(
      { billing: 'sandbox', setting: 'BILLING_SANDBOX=true' },
      'billing sandbox in production: no card is charged and anyone can start Full Access for free',
    );
  }
  logger.info(
    { billing: billing ? 'stripe' : 'sandbox (no card is charged)', sandboxControls: !billing && (config.billingSandboxControls || config.auth.demoLogin !== undefined) },
    'billing ready',
  );
  const app = createApp({
    store,
    logger,
    config,
    rateLimitCounter,
    ...(billing ? { billing } : {}),
    ...(mailer ? { mailer } : {}),
    assistant: assistantServiceFor(config.assistant, logger),
    web: {
      siteDir: `${repositoryRoot}examples/site/dist`,
      widgetsDir: config.widgetsDir ?? `${repositoryRoot}widgets/dist`,
    },
  });
  const server = createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  const lifecycle = drainable(server);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining requests');
    lifecycle
      .shutDown(
        async () => {
          // The SMTP transport (a password reset may have just used it) goes with the store and the counter.
          mailer?.close();
          await Promise.all([store.close(), rateLimitCounter.close()]);
          logger.info({ mail: mailer ? 'smtp transport closed' : 'outbox' }, 'resources closed');
        },
        { logger, timeoutMs: config.shutdownTimeoutMs },
      )
      .then(() => {
        logger.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  logger.info({ url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}` }, 'listening');
  // The first worksheet PDF of a process pays for loading the PDF library and decoding the fonts (seconds on a
  // small machine): paid now, once, rather than by the first person who asks for one. It never throws.
  void warmUpWorksheetPdf();
}

main().catch((error: unknown) => {
  process.stderr.write(`SecureSplit API failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  if (error instanceof Error && error.cause instanceof Error) process.stderr.write(`  cause: ${error.cause.message}\n`);
  process.exit(1);
});
