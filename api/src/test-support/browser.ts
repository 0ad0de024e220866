import { afterAll, beforeAll } from 'vitest';
import { send, startTestApp, type JsonResponse, type TestServer } from './app.js';
import type { TestMailbox } from './mailbox.js';
import { storeTargets } from './stores.js';

/** The first-party origin startTestApp configures. */
export const TEST_SITE_ORIGIN = 'https://securesplit.test';

/**
 * A browser on a page of `origin` (our site by default; null sends no Origin): keeps the session cookie.
 * `headers` go with every request (e.g. the `X-Forwarded-For` of its own network, behind a trusted proxy).
 */
export class TestBrowser {
  cookie: string | undefined;
  constructor(
    private readonly app: Pick<TestServer, 'url'>,
    private readonly origin: string | null = TEST_SITE_ORIGIN,
    private readonly headers: Record<string, string> = {},
  ) {}

  async call(method: string, path: string, json?: unknown, extraHeaders: Record<string, string> = {}): Promise<JsonResponse> {
    const headers: Record<string, string> = { ...this.headers, ...extraHeaders };
    if (this.origin) headers.Origin = this.origin;
    if (this.cookie) headers.Cookie = this.cookie;
    const res = await send(this.app.url, method, path, { ...(json !== undefined ? { json } : {}), headers });
    const setCookie = res.headers.getSetCookie()[0];
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = /^[^=]+=$/.test(pair) ? undefined : pair;
    }
    return res;
  }
}

let people = 0;

/** Registers a new account in `browser` (signed in afterwards); its id and email. */
export async function signUp(browser: TestBrowser): Promise<{ id: number; email: string; password: string }> {
  people += 1;
  const stamp = `${process.pid}${people}${Date.now() % 1_000_000}`;
  const person = {
    email: `member${stamp}@example.com`,
    password: `a long passphrase ${stamp}`,
    firstName: 'Jordan',
    lastName: 'Rivera',
    username: `member${stamp}`,
  };
  const res = await browser.call('POST', '/api/v1/auth/register', person);
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${res.text}`);
  return { id: (res.body as { id: number }).id, email: person.email, password: person.password };
}

/**
 * Opens the verification link mailed to `email` as its owner would: from the mail (`mailbox`, the app's
 * mailer in the test), in a browser of its own on our site.
 */
export async function verifyEmail(app: Pick<TestServer, 'url'>, mailbox: TestMailbox, email: string): Promise<JsonResponse> {
  const res = await new TestBrowser(app).call('POST', '/api/v1/auth/verify-email', { token: mailbox.tokenFor(email, '/verify-email') });
  if (res.status !== 200) throw new Error(`verify-email answered ${res.status}: ${res.text}`);
  return res;
}

/**
 * A test app on the embedded database with one signed-in member who has Full Access (an admin grant), for tests
 * that send many bodies to the premium calculators. Started in `beforeAll`, closed in `afterAll`; read its fields
 * inside tests.
 */
export function useAppWithFullAccessMember(): { app: TestServer; member: TestBrowser } {
  const handle = {} as { app: TestServer; member: TestBrowser };
  beforeAll(async () => {
    const [pglite] = storeTargets();
    handle.app = await startTestApp(pglite!);
    handle.member = new TestBrowser(handle.app);
    await handle.app.store.users.setPremium((await signUp(handle.member)).id, true);
  }, 60_000);
  afterAll(async () => {
    await handle.app.close();
  });
  return handle;
}
