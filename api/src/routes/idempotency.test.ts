import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, send, startTestApp, type TestServer } from '../test-support/app.js';
import { storeTargets } from '../test-support/stores.js';

let keyCounter = 0;
const newKey = () => `test-key-${process.pid}-${Date.now()}-${++keyCounter}`;

/**
 * A newsletter signup from an address not used before: since 779f68c a second signup from the same address is
 * refused with 409, so only a replay under the same key may answer an address's second request with its 201.
 */
let leadCounter = 0;
const newLead = () => ({ firstName: 'Pat', lastName: 'Doe', email: `pat.${++leadCounter}@example.com`, leadType: 'newsletter' });

describe.each(storeTargets())('Idempotency-Key on $name', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  /** The id the next lead gets: shows whether a replay inserted a row in between. */
  async function nextLeadId(): Promise<number> {
    const res = await postJson(app.url, '/api/v1/leads', newLead());
    expect(res.status).toBe(201);
    return (res.body as { id: number }).id;
  }

  it('replays the first response for the same key and body, and stores no second row', async () => {
    const key = newKey();
    const lead = newLead();
    const first = await postJson(app.url, '/api/v1/leads', lead, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await postJson(app.url, '/api/v1/leads', lead, { 'Idempotency-Key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const firstId = (first.body as { id: number }).id;
    expect(await nextLeadId()).toBe(firstId + 1);
  });

  it('replays a newsletter signup under its key, while another key for the same address hears it is subscribed', async () => {
    const key = newKey();
    const lead = newLead();
    const first = await postJson(app.url, '/api/v1/leads', lead, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    // The retry of the same request is answered as the first time, though the address is subscribed by now.
    const retry = await postJson(app.url, '/api/v1/leads', lead, { 'Idempotency-Key': key });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    // A new request (another key) for that address is the duplicate signup it looks like.
    const duplicate = await postJson(app.url, '/api/v1/leads', lead, { 'Idempotency-Key': newKey() });
    expect(duplicate.status).toBe(409);
    expect(duplicate.headers.get('idempotent-replayed')).toBeNull();
    expect(await nextLeadId()).toBe((first.body as { id: number }).id + 1);
  });

  it('shares a key between an operation and its earlier path', async () => {
    const key = newKey();
    const first = await postJson(app.url, '/api/v1/support-tickets', { name: 'Pat', email: 'pat@example.com', subject: 'Hi', message: 'Hello' }, { 'Idempotency-Key': key });
    const alias = await postJson(app.url, '/api/support-ticket', { name: 'Pat', email: 'pat@example.com', subject: 'Hi', message: 'Hello' }, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(alias.headers.get('idempotent-replayed')).toBe('true');
    expect(alias.body).toEqual(first.body);
  });

  it('keeps keys apart per operation', async () => {
    const key = newKey();
    const lead = await postJson(app.url, '/api/v1/leads', newLead(), { 'Idempotency-Key': key });
    const deletion = await postJson(app.url, '/api/v1/data-deletion-requests', { email: 'pat@example.com' }, { 'Idempotency-Key': key });
    expect(lead.status).toBe(201);
    expect(deletion.status).toBe(201);
    expect(deletion.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses the same key with another body with a 422 problem, storing nothing', async () => {
    const key = newKey();
    const first = await postJson(app.url, '/api/v1/lead-capture', { name: 'Pat Doe', email: 'pat@example.com' }, { 'Idempotency-Key': key });
    const other = await postJson(app.url, '/api/v1/lead-capture', { name: 'Kim Doe', email: 'kim@example.com' }, { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect(other.headers.get('content-type')).toContain('application/problem+json');
    expect(other.body).toMatchObject({ status: 422, errors: [{ path: 'Idempotency-Key' }] });
    expect(await nextLeadId()).toBe((first.body as { id: number }).id + 1);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['too long', 'k'.repeat(201)],
  ])('answers 400 with a field error for a key that is %s', async (_name, key) => {
    const res = await postJson(app.url, '/api/v1/leads', newLead(), { 'Idempotency-Key': key });
    expect(res.status).toBe(400);
    expect((res.body as { errors: Array<{ path: string }> }).errors[0]?.path).toBe('Idempotency-Key');
  });

  it('stores one row when the same key arrives several times at once', async () => {
    const key = newKey();
    const lead = newLead();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => postJson(app.url, '/api/v1/leads', lead, { 'Idempotency-Key': key })),
    );
    const ids = new Set(responses.map((r) => (r.body as { id: number }).id));
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(ids.size).toBe(1);
    expect(responses.filter((r) => r.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(await nextLeadId()).toBe([...ids][0]! + 1);
  });

  it('lets a browser send the key across origins and read the replay header', async () => {
    const preflight = await send(app.url, 'OPTIONS', '/api/v1/leads', {
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type, idempotency-key' },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    const res = await postJson(app.url, '/api/v1/leads', newLead(), { Origin: 'https://partner.example', 'Idempotency-Key': newKey() });
    expect(res.headers.get('access-control-expose-headers')).toContain('Idempotent-Replayed');
  });
});
