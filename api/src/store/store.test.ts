import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from './index.js';
import { storeTargets } from '../test-support/stores.js';

describe.each(storeTargets())('store on $name', (target) => {
  let store: Store;
  beforeAll(async () => {
    store = await target.open();
  });
  afterAll(async () => {
    await target.dispose(store);
  });

  it('keeps nothing of a transaction that fails part-way', async () => {
    let written: number | undefined;
    await expect(
      store.transaction(async (stores) => {
        written = (await stores.dataDeletionRequests.create({ email: 'half@example.com', reason: null, requestedAt: null })).id;
        await stores.idempotencyKeys.claim({ scope: '/test', key: 'half', requestHash: 'h' });
        throw new Error('the second write failed');
      }),
    ).rejects.toThrow('the second write failed');
    expect(written).toBeGreaterThan(0);
    expect(await store.dataDeletionRequests.findById(written!)).toBeUndefined();
    await expect(
      store.transaction((stores) => stores.idempotencyKeys.claim({ scope: '/test', key: 'half', requestHash: 'h' })),
    ).resolves.toBeUndefined();
  });

  it('answers a ping', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('writes a lead with every generic field and reads it back', async () => {
    const created = await store.leads.create({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '555-0100',
      profession: 'attorney',
      practice: 'Lovelace Family Law',
      clientVolume: '6-15',
      interests: ['child-support', 'qdro'],
      timeline: '1-3-months',
      leadType: 'professional-waitlist',
      tags: ['securesplit', 'professional-waitlist', 'attorney'],
      source: 'Professional Waitlist',
      calculationType: null,
      calculationId: null,
      notes: 'Wants early access',
    });
    expect(created.id).toBeGreaterThan(0);
    expect(created.createdAt).toBeInstanceOf(Date);
    const read = await store.leads.findById(created.id);
    expect(read).toEqual(created);
    expect(read?.tags).toEqual(['securesplit', 'professional-waitlist', 'attorney']);
    expect(read?.interests).toEqual(['child-support', 'qdro']);
  });

  it('returns undefined for a lead that does not exist', async () => {
    expect(await store.leads.findById(987654)).toBeUndefined();
  });

  it('keeps a calculation input and result as JSON, arrays included', async () => {
    const input = { state: 'texas', list: [1, 2, 3], answers: { emergency_fund: '6+' } };
    const result = { monthlyPayment: 1000, steps: [{ label: 'a', value: 1 }] };
    const created = await store.calculations.create({ type: 'child-support', input, result });
    const read = await store.calculations.findById(created.id);
    expect(read).toMatchObject({ id: created.id, type: 'child-support', input, result });
  });

  it('writes a support ticket with status open', async () => {
    const created = await store.supportTickets.create({
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Help',
      message: 'How is income share computed?',
      priority: 'calculation',
    });
    expect(await store.supportTickets.findById(created.id)).toMatchObject({ status: 'open', priority: 'calculation' });
  });

  it('writes a data deletion request with the time the person asked', async () => {
    const requestedAt = new Date('2026-11-20T10:00:00.000Z');
    const created = await store.dataDeletionRequests.create({ email: 'x@example.com', reason: null, requestedAt });
    const read = await store.dataDeletionRequests.findById(created.id);
    expect(read?.requestedAt?.toISOString()).toBe(requestedAt.toISOString());
    expect(read?.status).toBe('received');
  });
});
