import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../../api/src/test-support/app.js';
import { storeTargets } from '../../api/src/test-support/stores.js';
import { SecureSplitApiError, createSecureSplitClient, newIdempotencyKey, type SecureSplitClient } from './index.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('the generated types', () => {
  it('are current with openapi.yaml (run `npm run generate -w @securesplit/client`)', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'securesplit-client-')), 'openapi.ts');
    await promisify(execFile)(
      process.execPath,
      [join(ROOT, 'node_modules/openapi-typescript/bin/cli.js'), join(ROOT, 'openapi.yaml'), '--default-non-nullable', 'false', '--output', out],
      { cwd: join(ROOT, 'client') },
    );
    expect(readFileSync(join(ROOT, 'client/src/generated/openapi.ts'), 'utf8')).toBe(readFileSync(out, 'utf8'));
  });
});

describe.each(storeTargets())('the client against a real API ($name)', (target) => {
  let app: TestServer;
  let client: SecureSplitClient;
  beforeAll(async () => {
    app = await startTestApp(target);
    client = createSecureSplitClient({ baseUrl: `${app.url}/` });
  });
  afterAll(() => app.close());

  it('calculates child support', async () => {
    const { data, response } = await client.POST('/api/v1/calculators/child-support', {
      body: {
        custodialParentIncome: '$3,000',
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'texas',
      },
    });
    expect(response.status).toBe(200);
    expect(data?.monthlyPayment).toBeGreaterThan(0);
    expect(data?.payer).toBe('noncustodial');
  });

  it('saves a lead once when the same Idempotency-Key is sent again', async () => {
    const key = newIdempotencyKey();
    const body = { firstName: 'Jordan', lastName: 'Rivera', email: 'jordan@example.com' };
    const first = await client.POST('/api/v1/leads', { body, params: { header: { 'Idempotency-Key': key } } });
    const retry = await client.POST('/api/v1/leads', { body, params: { header: { 'Idempotency-Key': key } } });
    expect(first.response.status).toBe(201);
    expect(retry.response.status).toBe(201);
    expect(retry.data?.id).toBe(first.data?.id);
    expect(retry.response.headers.get('Idempotent-Replayed')).toBe('true');
    const other = await client.POST('/api/v1/leads', { body, params: { header: { 'Idempotency-Key': newIdempotencyKey() } } });
    expect(other.data?.id).not.toBe(first.data?.id);
  });

  it('throws a SecureSplitApiError with the field errors for invalid input', async () => {
    const refused = await client
      .POST('/api/v1/calculators/child-support', {
        // Deliberately incomplete: the server, not the type checker, is what refuses it here.
        body: { state: 'texas' } as never,
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(SecureSplitApiError);
    const error = refused as SecureSplitApiError;
    expect(error.status).toBe(400);
    expect(error.problem.title).toBe('Invalid request');
    expect(error.fieldErrors.map((field) => field.path)).toContain('custodialParentIncome');
    expect(error.requestId).toBeTruthy();
  });

  it('downloads a worksheet PDF with worksheetPdf, and throws the input’s field errors', async () => {
    const { bytes, fileName } = await client.worksheetPdf({
      calculator: 'child-support',
      input: {
        custodialParentIncome: '$3,000',
        nonCustodialParentIncome: 4000,
        numberOfChildren: 2,
        custodyArrangement: 'primary',
        custodialParentTime: 80,
        nonCustodialParentTime: 20,
        state: 'texas',
      },
    });
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(bytes.byteLength).toBeGreaterThan(10_000);
    expect(fileName).toMatch(/^securesplit-child-support-texas-[0-9-]+\.pdf$/);

    const refused = await client.worksheetPdf({ calculator: 'child-support', input: { state: 'texas' } as never }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(SecureSplitApiError);
    expect((refused as SecureSplitApiError).fieldErrors.map((field) => field.path)).toContain('input.custodialParentIncome');
  });

  it('reads the jurisdictions, then gets 304 for the same ETag', async () => {
    const first = await client.GET('/api/v1/jurisdictions');
    const etag = first.response.headers.get('ETag');
    expect(first.response.status).toBe(200);
    expect(etag).toMatch(/^"/);
    expect(first.data?.jurisdictions).toHaveLength(51);
    const again = await client.GET('/api/v1/jurisdictions', { params: { header: { 'If-None-Match': etag ?? '' } } });
    expect(again.response.status).toBe(304);
  });

  it('uses an injected fetch', async () => {
    const seen: string[] = [];
    const traced = createSecureSplitClient({
      baseUrl: app.url,
      fetch: (request) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
        return fetch(request);
      },
    });
    const { data } = await traced.GET('/api/v1/jurisdictions/{slug}', { params: { path: { slug: 'texas' } } });
    expect(data?.name).toBe('Texas');
    expect(seen).toEqual(['GET /api/v1/jurisdictions/texas']);
  });
});
