import { calculateChildSupport } from '@securesplit/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, send, startTestApp, type TestServer } from '../../test-support/app.js';
import { storeTargets } from '../../test-support/stores.js';

interface Reply {
  reply: string;
  sources: { title: string; citation?: string; url?: string; effectiveDate?: string }[];
  actions: { type: string; calculator?: string; label: string; href: string }[];
}

const TEXAS_QUESTION = 'What would I pay in Texas if I make $5,000 a month and we have two kids?';
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;

describe.each(storeTargets())('assistant endpoints on $name', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target, { logLevel: 'debug' });
  });
  afterAll(async () => {
    await app.close();
  });

  it("runs the child support calculator for a question that carries its inputs, with the engine's amount, the rule's source and a filled-in link", async () => {
    const res = await postJson(app.url, '/api/v1/assistant/messages', { message: TEXAS_QUESTION });
    expect(res.status).toBe(200);
    const body = res.body as Reply;
    const engine = calculateChildSupport({
      state: 'texas',
      custodialParentIncome: 0,
      nonCustodialParentIncome: 5000,
      numberOfChildren: 2,
      custodyArrangement: 'primary',
      custodialParentTime: 100,
      nonCustodialParentTime: 0,
    });
    expect(body.reply).toContain(money(engine.monthlyPayment));
    expect(body.reply).toContain('estimate');
    expect(body.sources[0]).toMatchObject({ citation: 'Tex. Fam. Code § 154.125(a)-(c)', effectiveDate: engine.meta.rulesEffective.from });
    const open = body.actions.find((a) => a.type === 'open-calculator');
    expect(open?.calculator).toBe('child-support');
    const query = new URL(open!.href, 'https://site.test').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ calculator: 'child-support', state: 'texas', nonCustodialParentIncome: '5000', numberOfChildren: '2' });
  });

  it('answers a message with an absurd amount ("$1e308") by asking for a realistic one, never with a 400', async () => {
    const res = await postJson(app.url, '/api/v1/assistant/messages', { message: 'child support in texas, I earn $1e308 a month, 2 kids' });
    expect(res.status, res.text).toBe(200);
    expect((res.body as Reply).reply).toContain('your monthly income as a realistic amount');
    expect(res.text).not.toContain('nonCustodialParentIncome');
  });

  it('answers the earlier product’s /api/ai-support with the same reply as { response }', async () => {
    const v1 = (await postJson(app.url, '/api/v1/assistant/messages', { message: 'Is alimony taxable?' })).body as Reply;
    const res = await postJson(app.url, '/api/ai-support', { message: 'Is alimony taxable?', context: 'divorce financial calculator' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ response: v1.reply });
    expect(res.headers.get('link')).toBe('</api/v1/assistant/messages>; rel="successor-version"');
    expect(res.headers.get('deprecation')).not.toBeNull();
    expect(v1.reply).toContain('December 31, 2018');
  });

  it('asks for the inputs it lacks, then completes the calculation from the follow-up', async () => {
    const first = (await postJson(app.url, '/api/v1/assistant/messages', { message: 'How much child support would I pay in Ohio? I make $6,000 a month.' })).body as Reply;
    expect(first.reply).toMatch(/^To estimate child support in Ohio I need the number of children and the other parent's monthly income/);
    const second = await postJson(app.url, '/api/v1/assistant/messages', {
      message: 'Two kids, and she makes $3,000 a month',
      history: [
        { role: 'user', content: 'How much child support would I pay in Ohio? I make $6,000 a month.' },
        { role: 'assistant', content: first.reply },
      ],
    });
    const engine = calculateChildSupport({
      state: 'ohio',
      custodialParentIncome: 3000,
      nonCustodialParentIncome: 6000,
      numberOfChildren: 2,
      custodyArrangement: 'primary',
      custodialParentTime: 100,
      nonCustodialParentTime: 0,
    });
    expect((second.body as Reply).reply).toContain(`about ${money(engine.monthlyPayment)} a month`);
  });

  it('uses the jurisdiction of the context when the message names none', async () => {
    const res = await postJson(app.url, '/api/v1/assistant/messages', { message: 'How is child support calculated?', context: { page: '/', jurisdiction: 'ohio' } });
    expect((res.body as Reply).reply).toContain('Ohio calculates child support with the income shares model');
  });

  it.each([
    [{ message: '   ' }, 'message', 'Message is required'],
    [{}, 'message', 'Message is required'],
    [{ message: 'x'.repeat(2001) }, 'message', 'Message must be at most 2,000 characters'],
    [{ message: 'hi', history: Array.from({ length: 21 }, () => ({ role: 'user', content: 'a' })) }, 'history', 'History is at most 20 messages'],
    [{ message: 'hi', history: [{ role: 'system', content: 'a' }] }, 'history.0.role', "Role must be 'user' or 'assistant'"],
    [{ message: 'hi', context: { jurisdiction: 'atlantis' } }, 'context.jurisdiction', 'Jurisdiction must be a state slug such as texas or new-york'],
  ])('refuses %j with a field error', async (body, path, message) => {
    const res = await postJson(app.url, '/api/v1/assistant/messages', body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect((res.body as { errors: unknown[] }).errors).toContainEqual({ path, message });
  });

  it('refuses an empty message on /api/ai-support too', async () => {
    const res = await postJson(app.url, '/api/ai-support', { message: '' });
    expect(res.status).toBe(400);
    expect((res.body as { errors: unknown[] }).errors).toContainEqual({ path: 'message', message: 'Message is required' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await send(app.url, 'POST', '/api/v1/assistant/messages', { body: 'message=hi', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
  });

  it('writes no message text to its logs, even at debug level', async () => {
    const secret = 'Marigold-7731 my husband hides money in Zanzibar';
    await postJson(app.url, '/api/v1/assistant/messages', { message: `${secret}. Is alimony taxable?`, history: [{ role: 'user', content: secret }] });
    await postJson(app.url, '/api/ai-support', { message: `${secret} in Texas with two kids, I make $4,000 a month` });
    const logs = app.logs.join('\n');
    expect(logs).toContain('/api/v1/assistant/messages');
    expect(logs).not.toContain('Marigold');
    expect(logs).not.toContain('Zanzibar');
  });
});

describe('assistant rate limit', () => {
  it('answers 429 with a problem once the address has used its writes', async () => {
    const [target] = storeTargets();
    const app = await startTestApp(target!, { config: { rateLimit: { max: 2, windowMs: 60_000 } } });
    try {
      for (let i = 0; i < 2; i++) expect((await postJson(app.url, '/api/v1/assistant/messages', { message: 'hello' })).status).toBe(200);
      const limited = await postJson(app.url, '/api/v1/assistant/messages', { message: 'hello' });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('content-type')).toContain('application/problem+json');
      expect(limited.headers.get('retry-after')).not.toBeNull();
    } finally {
      await app.close();
    }
  });
});
