import type { Context, Next } from 'koa';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Characters that end an address on either side of its '@' (as well as any whitespace); the URL
 * delimiters among them keep the rest of a logged path readable around a scrubbed address.
 */
const ADDRESS_BOUNDARY = new Set(['@', '"', "'", '<', '>', '(', ')', ',', ';', ':', '/', '?', '&', '=', '#']);
const WHITESPACE = /\s/;

/** ASCII answers from a table; only other characters need the (Unicode) whitespace test. */
const ASCII_ADDRESS_CHAR = Array.from({ length: 128 }, (_, code) => {
  const ch = String.fromCharCode(code);
  return !ADDRESS_BOUNDARY.has(ch) && !WHITESPACE.test(ch);
});

function isAddressChar(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code < 128 ? ASCII_ADDRESS_CHAR[code]! : !WHITESPACE.test(ch);
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** True when text[from, to) has a dot followed by at least two letters, as a domain's last label does. */
function hasDomainEnding(text: string, from: number, to: number): boolean {
  for (let i = from; i < to - 2; i++) {
    if (text.charCodeAt(i) === 46 && isLetter(text.charCodeAt(i + 1)) && isLetter(text.charCodeAt(i + 2)))
      return true;
  }
  return false;
}

/**
 * Replaces anything shaped like an email address (local part, '@', a domain with a dot and letters),
 * so a message from a library or a path cannot leak one. A hand-written scan rather than a regular
 * expression: each character is visited a bounded number of times (a run of address characters is read
 * once as the domain of the '@' before it and once as the local part of the '@' after it), so a long
 * text full of '@' and '.' costs linear time. The regex it replaces backtracked quadratically.
 */
export function scrubEmails(text: string): string {
  // A fullwidth ＠ or ．, or fullwidth letters, make the same address to a reader: outside ASCII the text
  // is scanned as compatibility normalisation (NFKC) reads it, and logged that way when it held one.
  if (NON_ASCII.test(text)) {
    const folded = text.normalize('NFKC');
    const scrubbed = scrubAsciiEmails(folded);
    return scrubbed === folded ? text : scrubbed;
  }
  return scrubAsciiEmails(text);
}

const NON_ASCII = /[\u0080-\uffff]/;

function scrubAsciiEmails(text: string): string {
  let out = '';
  let copiedUntil = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (at < copiedUntil) continue;
    let start = at;
    while (start > copiedUntil && isAddressChar(text[start - 1]!)) start--;
    let end = at + 1;
    while (end < text.length && isAddressChar(text[end]!)) end++;
    if (start === at || !hasDomainEnding(text, at + 1, end)) continue;
    out += `${text.slice(copiedUntil, start)}[email]`;
    copiedUntil = end;
  }
  return copiedUntil === 0 ? text : out + text.slice(copiedUntil);
}

/** Longest path a request line is logged with; longer ones are cut (the 414 limit keeps them short anyway). */
const LOGGED_PATH_LIMIT = 1024;

/** Percent-decodings undone before scrubbing: `%2540` is `%40` encoded once more, and then an '@'. */
const DECODING_ROUNDS = 3;

/**
 * The path as logged: emails scrubbed in the path as sent and in its percent-decoded form (an address
 * written with %40, or %2540, is still an address), then cut to a bounded length.
 */
export function loggablePath(path: string): string {
  let decoded = path;
  for (let round = 0; round < DECODING_ROUNDS && decoded.includes('%'); round++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      // Malformed escapes: scrub what was decoded so far (and the path as sent).
      break;
    }
  }
  const scrubbedDecoded = scrubEmails(decoded);
  const scrubbed = scrubbedDecoded !== decoded ? scrubbedDecoded : scrubEmails(path);
  return scrubbed.length > LOGGED_PATH_LIMIT ? `${scrubbed.slice(0, LOGGED_PATH_LIMIT)}…` : scrubbed;
}

/** What routes/dispatch.ts records (in `ctx.state.route`) about the API route a request matched. */
export interface MatchedRoute {
  /** The route's path template, e.g. `/api/v1/admin/data-deletion-requests/{id}/process`. */
  template: string;
  /** Its parameters as sent (decoded), by name. */
  params: Record<string, string>;
}

/**
 * The path a request line shows. A path is whatever the client sent, so it may hold anything a person
 * typed (an address, a name). An API request shows the route it matched, its parameters (an id, a
 * state's slug) filled in only when it succeeded, when they name our own records; a request that
 * matched no route shows its path only when it was served (a page or file of the site, named by us),
 * else only `/api/…` or `/…`.
 */
export function requestPathForLog(path: string, status: number, route: MatchedRoute | undefined): string {
  // A share link's path is its secret (issue 32): never logged, whatever the answer.
  if (path === '/shared' || path.startsWith('/shared/')) return '/shared/…';
  const succeeded = status < 400;
  if (route) {
    const filled = route.template.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
      const value = route.params[name];
      return succeeded && value !== undefined ? encodeURIComponent(value) : placeholder;
    });
    return loggablePath(filled);
  }
  if (succeeded) return loggablePath(path);
  return path === '/api' || path.startsWith('/api/') ? '/api/…' : '/…';
}

/** Fields that hold a person's email or name, wherever they appear in a logged object. */
const PERSONAL_FIELDS = ['email', 'name', 'firstName', 'lastName', 'first_name', 'last_name', 'phone'];
const REDACT_PATHS = [
  ...PERSONAL_FIELDS,
  ...PERSONAL_FIELDS.map((f) => `*.${f}`),
  ...PERSONAL_FIELDS.map((f) => `*.*.${f}`),
];

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

/**
 * One line per request. Its fields are all written here (an id that passed request-id.ts's check, the
 * method, the scrubbed path, status and duration), so it goes through a child logger without the
 * redaction paths: walking them costs about 30 µs a line, more than the rest of a calculation's logging
 * put together. Every other line (errors, warnings) keeps the redaction.
 */
export function requestLogging(logger: Logger) {
  const requestLines = logger.child({}, { redact: { paths: [] } });
  return async function requestLoggingMiddleware(ctx: Context, next: Next): Promise<void> {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      requestLines.info(
        {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: requestPathForLog(ctx.path, ctx.status, ctx.state.route as MatchedRoute | undefined),
          status: ctx.status,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    }
  };
}
