import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestApp, type TestServer } from '../../test-support/app.js';
import { storeTargets } from '../../test-support/stores.js';

const [pglite] = storeTargets();
const signup = (email: string) => ({ firstName: 'Ana', lastName: 'Diaz', email, leadType: 'newsletter', source: 'newsletter-signup' });

describe('a second newsletter signup for the same address (issue 33 §6)', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(pglite!);
  });
  afterAll(async () => {
    await app.close();
  });

  it('is refused with 409 "already subscribed" (any case), saves nothing, and says nothing more', async () => {
    const first = await postJson(app.url, '/api/v1/leads', signup('ana.diaz@example.com'));
    expect(first.status).toBe(201);
    const again = await postJson(app.url, '/api/v1/leads', signup('  Ana.Diaz@Example.com '));
    expect(again.status).toBe(409);
    expect(again.headers.get('content-type')).toContain('application/problem+json');
    expect(again.body).toMatchObject({
      type: 'https://securesplit.app/problems/already-subscribed',
      title: 'Already subscribed',
      status: 409,
      detail: 'This email address is already subscribed to the newsletter.',
    });
    expect(JSON.stringify(again.body)).not.toMatch(/Ana|Diaz|createdAt|"id"/);
    // Nothing was saved: the next lead takes the number after the first signup's.
    const next = await postJson(app.url, '/api/v1/leads', { firstName: 'Bo', lastName: 'Lee', email: 'bo.lee@example.com', leadType: 'newsletter' });
    expect(next.status).toBe(201);
    expect((next.body as { id: number }).id).toBe((first.body as { id: number }).id + 1);
  });

  it('other kinds of lead from the same address are still saved', async () => {
    const booking = await postJson(app.url, '/api/v1/leads', { firstName: 'Ana', lastName: 'Diaz', email: 'ana.diaz@example.com', leadType: 'free-consultation' });
    expect(booking.status).toBe(201);
  });
});
