/**
 * Our own origins, where a checkout may send the browser back to: PUBLIC_BASE_URL, the configured
 * first-party origins and (outside production) this server's loopback origins. Configuration only: an
 * origin taken from the request's Host (or X-Forwarded-Host) would let anyone who can set that header
 * make checkout send buyers to their own site.
 */
export function ownOrigins(firstPartyOrigins: ReadonlySet<string>, publicBaseUrl: string, localReturnOrigins: readonly string[] = []): Set<string> {
  const origins = new Set([...firstPartyOrigins, ...localReturnOrigins]);
  origins.add(new URL(publicBaseUrl).origin);
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
