import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestApp, type TestServer } from '../../test-support/app.js';
import { storeTargets } from '../../test-support/stores.js';

const TICKET = { name: 'Jordan Rivera', email: 'jordan@example.com', subject: 'Overnights', message: 'How are overnights counted?' };

describe.each(storeTargets())('support and deletion requests on $name', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  it('opens a support ticket and stores it', async () => {
    const res = await postJson(app.url, '/api/v1/support-tickets', { ...TICKET, priority: 'calculation' });
    expect(res.status).toBe(201);
    const body = res.body as { id: number; status: string; message: string };
    expect(body).toMatchObject({ success: true, priority: 'calculation', status: 'open' });
    expect(body.message).toContain('24 business hours');
    expect(await app.store.supportTickets.findById(body.id)).toMatchObject({ ...TICKET, priority: 'calculation' });
  });

  it('defaults the priority to normal on /api/support-ticket', async () => {
    const res = await postJson(app.url, '/api/support-ticket', TICKET);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ priority: 'normal' });
  });

  it('refuses missing fields and an unknown priority', async () => {
    const res = await postJson(app.url, '/api/v1/support-tickets', { name: '', email: 'x@y.co', subject: '', message: 'm', priority: 'asap' });
    expect(res.status).toBe(400);
    expect((res.body as { errors: unknown[] }).errors).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'subject', message: 'Subject is required' },
      { path: 'priority', message: 'Priority must be one of: normal, calculation, billing, technical, urgent' },
    ]);
  });

  it('records a data deletion request with the time it was asked', async () => {
    const res = await postJson(app.url, '/api/v1/data-deletion-requests', {
      email: 'Jordan@Example.com',
      reason: 'Done with the service',
      timestamp: '2026-11-20T18:45:00.000Z',
    });
    expect(res.status).toBe(201);
    const body = res.body as { id: number; message: string };
    expect(body.message).toContain('7 business days');
    const stored = await app.store.dataDeletionRequests.findById(body.id);
    expect(stored).toMatchObject({ email: 'jordan@example.com', reason: 'Done with the service', status: 'received' });
    expect(stored?.requestedAt?.toISOString()).toBe('2026-11-20T18:45:00.000Z');
  });

  it('accepts a deletion request without reason or timestamp on /api/data-deletion-request', async () => {
    const res = await postJson(app.url, '/api/data-deletion-request', { email: 'a@b.co' });
    expect(res.status).toBe(201);
    const stored = await app.store.dataDeletionRequests.findById((res.body as { id: number }).id);
    expect(stored).toMatchObject({ reason: null, requestedAt: null });
  });

  it('refuses a deletion request without an email, or with a bad timestamp', async () => {
    const res = await postJson(app.url, '/api/v1/data-deletion-requests', { reason: 'x', timestamp: 'yesterday' });
    expect(res.status).toBe(400);
    expect((res.body as { errors: unknown[] }).errors).toEqual([
      { path: 'email', message: 'Email is required' },
      { path: 'timestamp', message: 'timestamp must be an ISO 8601 date-time' },
    ]);
  });
});
