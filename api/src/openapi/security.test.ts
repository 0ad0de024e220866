import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAccountPath } from '../routes/account-paths.js';
import { OPERATIONS, openApiDocument } from '../routes/index.js';
import { needsCredentials, operationAuth } from '../routes/operation-auth.js';
import type { Operation } from '../routes/operation.js';
import { send, startTestApp, type TestServer } from '../test-support/app.js';
import { storeTargets } from '../test-support/stores.js';
import { securityRequirements } from './security.js';

const SITE = 'https://securesplit.test';

interface DocumentedOperation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; example?: unknown; schema?: { example?: unknown; examples?: unknown[] } }[];
  responses: Record<string, { content?: Record<string, { example?: { title?: string } }> }>;
}

const DOCUMENT = openApiDocument() as unknown as { paths: Record<string, Record<string, DocumentedOperation>> };
const doc = () => DOCUMENT;

/** Every path an operation answers on (its v1 path and the earlier ones), as [label, operation, path]. */
const everyPath = OPERATIONS.flatMap((op) =>
  [op.path, ...(op.aliases ?? [])].map((path) => [`${op.method.toUpperCase()} ${path}`, op, path] as const),
);

/** The operation's path with each parameter filled from its documented example, so only the credentials are missing. */
function concretePath(op: Operation, path: string): string {
  const parameters = doc().paths[path]?.[op.method]?.parameters ?? [];
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    const example = parameter?.example ?? parameter?.schema?.example ?? parameter?.schema?.examples?.[0] ?? '1';
    return encodeURIComponent(String(example));
  });
}

describe('security in the document, from each operation’s one `auth`', () => {
  it.each(everyPath)('%s documents the credentials it takes', (_name, op, path) => {
    const documented = doc().paths[path]?.[op.method];
    const auth = operationAuth(op);
    expect(documented?.security).toEqual(securityRequirements(auth));
    if (needsCredentials(auth)) {
      expect(documented?.responses['401']?.content?.['application/problem+json'], '401 documented').toBeDefined();
    }
    if (auth === 'session-or-admin') expect(documented?.responses['403'], '403 documented').toBeDefined();
  });

  it('leaves no account path public by accident: sign-up, log-in and the like say `auth` themselves', () => {
    const undeclared = OPERATIONS.filter((op) => isAccountPath(op.path) && !needsCredentials(operationAuth(op)) && !op.auth);
    expect(undeclared.map((op) => op.operationId)).toEqual([]);
  });
});

describe.each(storeTargets())('each operation behaves as its documented security says ($name)', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    // The sandbox's own controls on, so they answer by their credentials rather than 404. Behind a proxy that
    // names the caller, so each wrong-token call below comes from its own address: the admin throttle
    // (ADMIN_THROTTLE, per address) would otherwise answer 429 once there are more admin paths than it allows.
    app = await startTestApp(target, { config: { billingSandboxControls: true, trustProxy: true } });
  });
  afterAll(() => app.close());

  const protectedPaths = everyPath.filter(([, op]) => needsCredentials(operationAuth(op)));

  it('covers the operations that need credentials', () => {
    expect(protectedPaths.length).toBeGreaterThanOrEqual(5);
  });

  it.each(protectedPaths)('%s answers 401 to a signed-out call from the site', async (_name, op, path) => {
    const res = await send(app.url, op.method.toUpperCase(), concretePath(op, path), {
      // A valid body and our own Origin: nothing but the missing credentials can refuse it.
      ...(op.body ? { json: op.body.example } : {}),
      headers: { Origin: SITE },
    });
    expect(res.status, res.text).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  let caller = 0;
  it.each(protectedPaths.filter(([, op]) => operationAuth(op) !== 'session'))(
    '%s answers 401 to a wrong admin token',
    async (_name, op, path) => {
      caller += 1;
      const res = await send(app.url, op.method.toUpperCase(), concretePath(op, path), {
        ...(op.body ? { json: op.body.example } : {}),
        headers: { Origin: SITE, Authorization: 'Bearer not-the-admin-token-at-all-0123456789', 'X-Forwarded-For': `198.51.100.${caller}` },
      });
      expect(res.status, res.text).toBe(401);
    },
  );
});
