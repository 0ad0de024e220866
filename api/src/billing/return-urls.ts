import type { Context } from 'koa';

/**
 * Our own origins, where a checkout may send the browser back to: the configured first-party origins,
 * PUBLIC_BASE_URL, and this server's own origin (as the browser sees it, http or https behind a proxy).
 */
export function ownOrigins(ctx: Context, firstPartyOrigins: ReadonlySet<string>, publicBaseUrl: string | undefined): Set<string> {
  const origins = new Set(firstPartyOrigins);
  if (publicBaseUrl) origins.add(new URL(publicBaseUrl).origin);
  origins.add(`${ctx.protocol}://${ctx.host}`);
  origins.add(`https://${ctx.host}`);
  return origins;
}

/**
 * Why a return URL is refused, or undefined when it is an absolute http(s) URL on one of our origins.
 * Anything else would make checkout an open redirect (a link that sends people through our payment
 * page to a lookalike site).
 */
export function returnUrlProblem(url: string, origins: ReadonlySet<string>): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Must be an absolute URL such as https://securesplit.app/cdfa-review-success';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'Must be an http or https URL';
  if (parsed.username !== '' || parsed.password !== '') return 'Must not contain a user name or password';
  if (!origins.has(parsed.origin)) return `Must be a page of this site (${[...origins].sort().join(', ')})`;
  return undefined;
}
