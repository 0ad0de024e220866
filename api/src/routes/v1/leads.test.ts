import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestApp, type TestServer } from '../../test-support/app.js';
import { storeTargets } from '../../test-support/stores.js';

const PERSON = { firstName: 'Jordan', lastName: 'Rivera', email: 'Jordan@Example.com' };

interface Created {
  id: number;
  kind: string;
  leadType: string;
  tags: string[];
  source: string;
}

describe.each(storeTargets())('leads on $name', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target);
  });
  afterAll(async () => {
    await app.close();
  });

  async function create(payload: unknown, path = '/api/v1/leads'): Promise<Created> {
    const res = await postJson(app.url, path, payload);
    expect(res.status, res.text).toBe(201);
    return res.body as Created;
  }

  it('saves a guidance request with the calculation it follows, tagged lead and newsletter', async () => {
    const created = await create({ ...PERSON, calculationType: 'child-support', calculationId: 12, tags: ['child-support'] });
    expect(created).toMatchObject({ kind: 'guidance', leadType: 'guidance', source: 'calculator' });
    expect(created.tags).toEqual(['securesplit', 'guidance', 'lead', 'newsletter', 'child-support']);
    const stored = await app.store.leads.findById(created.id);
    expect(stored).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Rivera',
      email: 'jordan@example.com',
      calculationType: 'child-support',
      calculationId: 12,
      tags: created.tags,
    });
  });

  it.each([
    ['strategy-session', ['securesplit', 'strategy-session', 'high-value-prospect']],
    ['professional-consultation', ['securesplit', 'professional-consultation', 'business-lead']],
    ['free-consultation', ['securesplit', 'free-consultation', 'lead']],
  ])('tags a %s booking as the spec says', async (leadType, tags) => {
    const created = await create({ ...PERSON, phone: '555-0100', leadType, source: 'calculator-results' });
    expect(created.kind).toBe('booking');
    expect(created.tags).toEqual(tags);
    const stored = await app.store.leads.findById(created.id);
    expect(stored).toMatchObject({ phone: '555-0100', leadType, source: 'calculator-results', tags });
  });

  it('defaults a booking source to website', async () => {
    expect((await create({ ...PERSON, leadType: 'free-consultation' })).source).toBe('website');
  });

  it('saves a newsletter signup', async () => {
    const created = await create({ ...PERSON, leadType: 'newsletter', tags: ['newsletter'], source: 'newsletter-signup' });
    expect(created).toMatchObject({ kind: 'newsletter', tags: ['securesplit', 'newsletter'], source: 'newsletter-signup' });
  });

  it('saves a professional waitlist signup with every field, tagged with the profession', async () => {
    const created = await create({
      ...PERSON,
      profession: 'mediator',
      practice: 'Rivera Mediation',
      clientVolume: '16-30',
      interests: ['qdro', 'property-division'],
      timeline: '1-3-months',
      leadType: 'professional-waitlist',
      source: 'Professional Waitlist',
      tags: ['professional-waitlist', 'mediator'],
    });
    expect(created.tags).toEqual(['securesplit', 'professional-waitlist', 'mediator']);
    const stored = await app.store.leads.findById(created.id);
    expect(stored).toMatchObject({
      profession: 'mediator',
      practice: 'Rivera Mediation',
      clientVolume: '16-30',
      interests: ['qdro', 'property-division'],
      timeline: '1-3-months',
      source: 'Professional Waitlist',
    });
  });

  it('saves feedback with its notes and tags', async () => {
    const created = await create({
      firstName: 'Sam',
      lastName: '',
      email: 'sam@example.com',
      calculationType: 'feedback',
      calculationId: null,
      leadType: 'feedback',
      source: 'feedback-form',
      tags: ['calculation-accuracy', 'rating-4', 'feedback-form'],
      notes: 'Subject: Texas\nMessage: Matches the AG calculator\nUser type: individual\nRating: 4',
    });
    expect(created.tags).toEqual(['securesplit', 'feedback', 'calculation-accuracy', 'rating-4', 'feedback-form']);
    const stored = await app.store.leads.findById(created.id);
    expect(stored?.notes).toContain('Rating: 4');
    expect(stored?.lastName).toBeNull();
  });

  it('saves an app-launch notification from the coming-soon page', async () => {
    const created = await create({
      firstName: 'Mobile',
      lastName: 'Subscriber',
      email: 'notify@example.com',
      phone: '',
      calculationType: 'app-launch-notification',
      source: 'coming-soon-page',
    });
    expect(created).toMatchObject({ kind: 'app-launch-notification', tags: ['securesplit', 'app-launch-notification'] });
  });

  it('answers the same on /api/leads', async () => {
    const created = await create({ ...PERSON, leadType: 'strategy-session' }, '/api/leads');
    expect(created.tags).toEqual(['securesplit', 'strategy-session', 'high-value-prospect']);
  });

  it.each([
    ['a guidance request', { firstName: ' ', lastName: 'R', email: 'a@b.co' }, 'firstName', 'Please fill in all fields.'],
    ['a booking', { firstName: 'J', lastName: '', email: 'a@b.co', leadType: 'strategy-session' }, 'lastName', 'Please fill in all required fields.'],
    ['a newsletter signup', { firstName: 'J', lastName: 'R', leadType: 'newsletter' }, 'email', 'Please fill in all fields.'],
    ['a waitlist signup', { ...PERSON, leadType: 'professional-waitlist' }, 'profession', 'Please fill in all required fields.'],
    ['feedback', { firstName: 'J', email: 'a@b.co', leadType: 'feedback' }, 'notes', 'Please fill in all required fields and provide a rating.'],
    ['an email without a dot', { ...PERSON, email: 'jordan@example' }, 'email', 'Please enter a valid email address.'],
    ['an unknown profession', { ...PERSON, leadType: 'professional-waitlist', profession: 'astronaut' }, 'profession', 'Profession must be one of: attorney, mediator, cdfa, financial-planner, cpa, other'],
  ])('refuses %s with the form message', async (_name, payload, path, message) => {
    const res = await postJson(app.url, '/api/v1/leads', payload);
    expect(res.status).toBe(400);
    expect((res.body as { errors: unknown[] }).errors).toContainEqual({ path, message });
  });

  describe('lead capture', () => {
    it('saves name, email, source and comma-separated tags', async () => {
      const res = await postJson(app.url, '/api/v1/lead-capture', {
        name: 'Jordan Lee Rivera',
        email: 'jordan@example.com',
        source: 'financial-wellness-quiz',
        tags: 'financial-wellness-quiz,lead-capture,email-signup',
      });
      expect(res.status).toBe(201);
      const body = res.body as Created & { success: boolean };
      expect(body.success).toBe(true);
      expect(body.tags).toEqual(['securesplit', 'lead-capture', 'financial-wellness-quiz', 'email-signup']);
      const stored = await app.store.leads.findById(body.id);
      expect(stored).toMatchObject({
        firstName: 'Jordan',
        lastName: 'Lee Rivera',
        email: 'jordan@example.com',
        leadType: 'lead-capture',
        source: 'financial-wellness-quiz',
      });
    });

    it('defaults the source to lead-capture on /api/lead-capture', async () => {
      const res = await postJson(app.url, '/api/lead-capture', { name: 'Ana', email: 'ana@example.com' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ source: 'lead-capture', tags: ['securesplit', 'lead-capture'] });
    });

    it('refuses a missing name and a bad email', async () => {
      const res = await postJson(app.url, '/api/v1/lead-capture', { name: '', email: 'nope' });
      expect(res.status).toBe(400);
      expect((res.body as { errors: unknown[] }).errors).toEqual([
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Please enter a valid email address.' },
      ]);
    });
  });
});
