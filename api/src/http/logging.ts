import type { Context, Next } from 'koa';
import pino, { type DestinationStream, type Logger } from 'pino';

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;

/** Replaces anything shaped like an email address, so a message from a library cannot leak one. */
export function scrubEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}

/** Fields that hold a person's email or name, wherever they appear in a logged object. */
const PERSONAL_FIELDS = ['email', 'name', 'firstName', 'lastName', 'first_name', 'last_name', 'phone'];
const REDACT_PATHS = [...PERSONAL_FIELDS, ...PERSONAL_FIELDS.map((f) => `*.${f}`), ...PERSONAL_FIELDS.map((f) => `*.*.${f}`)];

/**
 * JSON logs. Request lines carry method, path (query string dropped: it may hold personal data),
 * status, duration and request id; personal fields are redacted and error texts scrubbed of emails.
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'securesplit-api' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        err: (error: unknown) => {
          const serialized = pino.stdSerializers.err(error as Error);
          return {
            type: serialized.type,
            message: scrubEmails(serialized.message ?? ''),
            stack: serialized.stack ? scrubEmails(serialized.stack) : undefined,
          };
        },
      },
    },
    options.destination,
  );
}

export function requestLogging(logger: Logger) {
  return async function requestLoggingMiddleware(ctx: Context, next: Next): Promise<void> {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: scrubEmails(ctx.path),
          status: ctx.status,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    }
  };
}
