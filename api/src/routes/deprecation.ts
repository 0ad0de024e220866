import type { Context, Next } from 'koa';

/**
 * The earlier product's paths (`/api/leads`, `/api/child-support/calculate`, ...) answer exactly like
 * their `/api/v1` successors but are deprecated: every answer on them says so (RFC 9745 `Deprecation`,
 * RFC 8594 `Sunset`, and a `Link` to the successor, RFC 8288), and they stop answering at the sunset.
 * The policy (README "API versioning") promises at least twelve months between the two dates.
 */
export const ALIASES_DEPRECATED_AT = new Date('2026-11-26T00:00:00Z');
export const ALIASES_SUNSET_AT = new Date('2027-11-30T23:59:59Z');

/** `@<seconds since the epoch>`: an RFC 9651 structured-field date, as RFC 9745 requires. */
export const DEPRECATION_HEADER_VALUE = `@${Math.floor(ALIASES_DEPRECATED_AT.getTime() / 1000)}`;
/** An HTTP-date (IMF-fixdate), as RFC 8594 requires. */
export const SUNSET_HEADER_VALUE = ALIASES_SUNSET_AT.toUTCString();

/**
 * The successor's path with this request's path segments (as sent, so already percent-encoded) filled
 * in; any character a path segment may not hold is encoded, so the `Link` value stays well formed.
 */
export function successorPath(template: string, rawParams: Record<string, string>): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (_whole, name: string) =>
    (rawParams[name] ?? '').replace(/[^A-Za-z0-9._~!$&'()*+,;=:@%-]/g, (c) => encodeURIComponent(c)),
  );
}

/** The headers every answer on an earlier path carries. */
export function deprecationHeaders(successor: string): Record<string, string> {
  return {
    Deprecation: DEPRECATION_HEADER_VALUE,
    Sunset: SUNSET_HEADER_VALUE,
    Link: `<${successor}>; rel="successor-version"`,
  };
}

/**
 * Marks every answer on an earlier path, whatever it is (a result, a 400, a 405, a 429), so it runs
 * before the rate limiter and the router. `successorOf` says which paths are earlier ones.
 */
export function deprecatedAliases(successorOf: (path: string) => string | undefined) {
  return async function deprecatedAliasesMiddleware(ctx: Context, next: Next): Promise<void> {
    const successor = successorOf(ctx.path);
    if (successor !== undefined) {
      for (const [name, value] of Object.entries(deprecationHeaders(successor))) ctx.set(name, value);
    }
    await next();
  };
}
