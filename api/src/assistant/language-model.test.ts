import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calculateChildSupport } from '@securesplit/engine';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, postJson, startTestApp } from '../test-support/app.js';
import { createLogger } from '../http/logging.js';
import { storeTargets } from '../test-support/stores.js';
import { languageModelAssistantService, type LanguageModelSettings } from './language-model.js';
import { offlineAssistant } from './service.js';

/**
 * The language model is a true external boundary: these tests run the real adapter against a local HTTP
 * server that plays an OpenAI-compatible chat completions endpoint, scripted per test.
 */
interface ChatRequest {
  model: string;
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools: { function: { name: string } }[];
}
type Script = (request: ChatRequest, index: number) => { status?: number; body?: unknown; raw?: string } | 'hang';

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;
const completion = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });
const toolCall = (name: string, args: unknown) => ({
  choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name, arguments: JSON.stringify(args) } }] } }],
});

const TEXAS = 'What would I pay in Texas if I make $5,000 a month and we have two kids?';
const texasAmount = () =>
  calculateChildSupport({ state: 'texas', custodialParentIncome: 0, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodyArrangement: 'primary', custodialParentTime: 100, nonCustodialParentTime: 0 }).monthlyPayment;

let server: Server;
let url: string;
let script: Script = () => ({ body: completion('') });
const requests: { headers: IncomingMessage['headers']; path: string; body: ChatRequest }[] = [];
const pending: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(text) as ChatRequest;
      requests.push({ headers: req.headers, path: req.url ?? '', body });
      const answer = script(body, requests.length - 1);
      if (answer === 'hang') {
        pending.push(res);
        return;
      }
      res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(answer.raw ?? JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterEach(() => {
  requests.length = 0;
  for (const res of pending.splice(0)) res.destroy();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function adapter(overrides: Partial<LanguageModelSettings> = {}) {
  const { lines, stream } = captureLogs();
  const logger = createLogger({ level: 'debug', destination: stream });
  const service = languageModelAssistantService({ url, key: 'test-key', model: 'test-model', timeoutMs: 5_000, ...overrides }, offlineAssistant(), logger);
  return { service, logs: lines };
}

describe('language model adapter', () => {
  it('sends the passages and calculator results as material and returns the phrasing when its figures are the engine’s', async () => {
    const amount = money(texasAmount());
    const phrased = `Under the Texas guideline (Tex. Fam. Code § 154.125) you would pay about ${amount} a month for 2 children. That is an estimate, not legal advice.`;
    script = () => ({ body: completion(phrased) });
    const { service } = adapter();
    const answer = await service.answer({ message: TEXAS });
    expect(answer.reply).toBe(phrased);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.body.model).toBe('test-model');
    expect(request!.body.tools.map((t) => t.function.name)).toEqual(['calculate_child_support', 'calculate_alimony']);
    const material = request!.body.messages.map((m) => m.content ?? '').join('\n');
    expect(material).toContain(amount);
    expect(material).toContain('154.125');
    expect(request!.body.messages.at(-1)).toEqual({ role: 'user', content: TEXAS });
    expect(answer.actions.find((a) => a.type === 'open-calculator')?.href).toContain('nonCustodialParentIncome=5000');
  });

  it('never lets an invented figure reach the person: the offline answer goes instead', async () => {
    script = () => ({ body: completion('You would pay about $1,234.56 a month, and most parents in Texas pay 17% more.') });
    const { service, logs } = adapter();
    const offline = offlineAssistant().answer({ message: TEXAS });
    const answer = await service.answer({ message: TEXAS });
    expect(answer.reply).not.toContain('1,234.56');
    expect(answer.reply).not.toContain('17%');
    expect(answer).toEqual(offline);
    expect(logs.join('\n')).toContain('figure(s) the engine did not give');
    expect(logs.join('\n')).not.toContain('Texas');
  });

  it('runs a calculator the model calls, on the engine, and accepts the amount the tool returned', async () => {
    const question = 'Ohio. I make $6,000 a month and my ex makes $3,000 a month; we have two children. Roughly what would support be?';
    const engine = calculateChildSupport({ state: 'ohio', custodialParentIncome: 3000, nonCustodialParentIncome: 6000, numberOfChildren: 2, custodyArrangement: 'primary', custodialParentTime: 100, nonCustodialParentTime: 0 });
    script = (request, index) => {
      if (index === 0) {
        return { body: toolCall('calculate_child_support', { state: 'ohio', payingParentMonthlyIncome: 6000, otherParentMonthlyIncome: 3000, numberOfChildren: 2 }) };
      }
      const tool = request.messages.find((m) => m.role === 'tool');
      const result = JSON.parse(tool!.content!) as { monthlyPayment: number };
      return { body: completion(`The Ohio guideline gives about ${money(result.monthlyPayment)} a month. It is an estimate.`) };
    };
    const { service } = adapter();
    const answer = await service.answer({ message: question });
    expect(requests).toHaveLength(2);
    const toolMessage = requests[1]!.body.messages.find((m) => m.role === 'tool');
    expect(toolMessage?.tool_call_id).toBe('call_1');
    expect(JSON.parse(toolMessage!.content!)).toMatchObject({ monthlyPayment: engine.monthlyPayment, rulesEffectiveFrom: engine.meta.rulesEffective.from });
    expect(answer.reply).toBe(`The Ohio guideline gives about ${money(engine.monthlyPayment)} a month. It is an estimate.`);
    expect(answer.actions.some((a) => a.type === 'open-calculator' && a.href.includes('state=ohio'))).toBe(true);
  });

  it('refuses to run a calculator on inputs the person never gave', async () => {
    script = (request, index) =>
      index === 0
        ? { body: toolCall('calculate_child_support', { state: 'ohio', payingParentMonthlyIncome: 9999, otherParentMonthlyIncome: 0, numberOfChildren: 2 }) }
        : { body: completion('What is your monthly income, and the other parent’s?') };
    const { service } = adapter();
    const answer = await service.answer({ message: 'How much child support would I pay in Ohio for two kids?' });
    const tool = requests[1]!.body.messages.find((m) => m.role === 'tool');
    expect(JSON.parse(tool!.content!)).toEqual({ error: 'Only use figures the person gave; ask them for: payingParentMonthlyIncome.' });
    expect(answer.reply).toBe('What is your monthly income, and the other parent’s?');
  });

  it.each([
    ['answers 500', (): ReturnType<Script> => ({ status: 500, body: { error: { message: 'overloaded' } } })],
    ['answers something that is not JSON', (): ReturnType<Script> => ({ raw: '<html>bad gateway</html>' })],
    ['answers with no message', (): ReturnType<Script> => ({ body: { choices: [] } })],
    ['replies with markup', (): ReturnType<Script> => ({ body: completion('<b>Alimony</b> is not taxable.') })],
  ])('falls back to the offline answer when the service %s', async (_name, answer) => {
    script = answer;
    const { service, logs } = adapter();
    const question = { message: 'Is alimony taxable?' };
    expect(await service.answer(question)).toEqual(offlineAssistant().answer(question));
    expect(logs.join('\n')).toContain('assistant language model not used');
    expect(logs.join('\n')).not.toContain('taxable');
  });

  it('falls back to the offline answer when the service does not answer in time', async () => {
    script = () => 'hang';
    const { service, logs } = adapter({ timeoutMs: 200 });
    const question = { message: 'Do I need a QDRO for an IRA?' };
    expect(await service.answer(question)).toEqual(offlineAssistant().answer(question));
    expect(logs.join('\n')).toContain('the service did not answer in time');
  });

  it('does not ask the model about greetings or off-topic questions', async () => {
    const { service } = adapter();
    await service.answer({ message: 'Write me a poem about autumn' });
    await service.answer({ message: 'Hello' });
    expect(requests).toHaveLength(0);
  });
});

describe.each(storeTargets().slice(0, 1))('assistant endpoint with a language model on $name', (target) => {
  it('answers through the model, and logs no message text even when the model fails', async () => {
    const { service } = adapter();
    const app = await startTestApp(target, { assistant: service, logLevel: 'debug' });
    try {
      script = () => ({ body: completion('Alimony under an agreement executed after December 31, 2018 is not taxable to the recipient.') });
      const ok = await postJson(app.url, '/api/v1/assistant/messages', { message: 'Is alimony taxable? (Heliotrope-4410)' });
      expect(ok.body).toMatchObject({ reply: 'Alimony under an agreement executed after December 31, 2018 is not taxable to the recipient.' });
      script = () => ({ status: 503, body: {} });
      const fallback = await postJson(app.url, '/api/ai-support', { message: 'Is alimony taxable? (Heliotrope-4410)' });
      expect((fallback.body as { response: string }).response).toContain('December 31, 2018');
      expect(app.logs.join('\n')).not.toContain('Heliotrope');
    } finally {
      await app.close();
    }
    // Starting a real app on an embedded database takes a while on a loaded machine.
  }, 120_000);
});
