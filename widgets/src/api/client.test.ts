import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, worksheetFileName, type LeadPayload } from './client.js';
import { ApiError, retryAfterSeconds } from './problem.js';

afterEach(() => {
  vi.useRealTimers();
});

const LEAD: LeadPayload = { firstName: 'Jordan', lastName: 'Rivera', email: 'jordan@example.com', tags: ['newsletter'], source: 'newsletter-signup' };

/** The network, as the client sees it: answers in turn, recording each request's headers. */
function network(...answers: (() => Response | Promise<Response>)[]) {
  const requests: { url: string; headers: Headers }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), headers: new Headers(init?.headers) });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer();
  }) as typeof fetch;
  return { fetchImpl, requests };
}

const created = () => new Response('{"id":1}', { status: 201, headers: { 'content-type': 'application/json' } });
const problem = (status: number, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) => () =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Error', status, detail: 'x', ...body }), { status, headers: { 'content-type': 'application/problem+json', ...headers } });
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('it should fail'), (error: unknown) => error as ApiError);

describe('the API client', () => {
  it('sends an Idempotency-Key with each write, a new one per submission, and none with a calculation', async () => {
    const { fetchImpl, requests } = network(created, created, () => new Response('{"id":2}', { status: 200 }));
    const api = createApiClient('https://api.test', fetchImpl);
    await api.submitLead(LEAD);
    await api.captureLead({ name: 'Jordan Rivera', email: 'jordan@example.com', source: 'quiz', tags: 'quiz' });
    await api.calculate('budget', {});
    const [first, second, calculation] = requests.map((r) => r.headers.get('idempotency-key'));
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(calculation).toBeNull();
  });

  it('sends the same key again when the same entries follow a write whose outcome is unknown', async () => {
    const { fetchImpl, requests } = network(unreachable, problem(503), created, created);
    const api = createApiClient('https://api.test', fetchImpl);
    await failure(api.submitLead(LEAD));
    await failure(api.submitLead(LEAD));
    await api.submitLead(LEAD);
    await api.submitLead(LEAD);
    const keys = requests.map((r) => r.headers.get('idempotency-key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('sends a new key when the entries changed or the server refused them (nothing was stored)', async () => {
    const { fetchImpl, requests } = network(unreachable, problem(400), created);
    const api = createApiClient('https://api.test', fetchImpl);
    await failure(api.submitLead(LEAD));
    await failure(api.submitLead({ ...LEAD, firstName: 'Jordan A.' }));
    await api.submitLead({ ...LEAD, firstName: 'Jordan A.' });
    const keys = requests.map((r) => r.headers.get('idempotency-key'));
    expect(new Set(keys).size).toBe(3);
  });

  it('gives up after its timeout and says so', async () => {
    vi.useFakeTimers();
    const fetchImpl = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch;
    const api = createApiClient('https://api.test', fetchImpl);
    const pending = failure(api.calculate('budget', {}));
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeNull();
  });

  it('tells a lost connection from an answer', async () => {
    const { fetchImpl } = network(unreachable, problem(429, { retryAfter: 40 }, { 'retry-after': '41' }));
    const api = createApiClient('https://api.test', fetchImpl);
    const lost = await failure(api.calculate('budget', {}));
    expect([lost.kind, lost.status]).toEqual(['network', null]);
    const limited = await failure(api.calculate('budget', {}));
    expect([limited.kind, limited.status, limited.retryAfterSeconds]).toEqual(['http', 429, 40]);
  });
});

describe('the worksheet PDF (issue 26)', () => {
  it('posts the calculator and input and answers a File named by Content-Disposition', async () => {
    const sent: RequestInit[] = [];
    const fetchImpl = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(init!);
      return new Response('%PDF-1.7 test', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="securesplit-child-support-texas-2026-12-07.pdf"' } });
    }) as typeof fetch;
    const api = createApiClient('https://api.test', fetchImpl);
    const file = await api.worksheetPdf('child-support', { state: 'texas' });
    expect(file).toBeInstanceOf(Blob);
    expect([file.name, file.type, await file.text()]).toEqual(['securesplit-child-support-texas-2026-12-07.pdf', 'application/pdf', '%PDF-1.7 test']);
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ calculator: 'child-support', input: { state: 'texas' } });
    expect(new Headers(sent[0]!.headers).get('accept')).toBe('application/pdf, application/problem+json');
    expect(sent[0]!.credentials).toBe('same-origin');
    await api.worksheetPdf('qdro', {});
    expect(sent[1]!.credentials).toBe('include');
  });

  it('fails with the problem, as every call does', async () => {
    const { fetchImpl } = network(problem(403, { title: 'Full Access required' }));
    const error = await failure(createApiClient('https://api.test', fetchImpl).worksheetPdf('tax-impact', {}));
    expect([error.status, error.problem?.title]).toEqual([403, 'Full Access required']);
  });

  it.each([
    ['attachment; filename="securesplit-alimony-texas-2026-12-07.pdf"', 'securesplit-alimony-texas-2026-12-07.pdf'],
    ["attachment; filename=\"x.pdf\"; filename*=UTF-8''securesplit-budget%20plan.pdf", 'securesplit-budget-plan.pdf'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ['attachment; filename="../../etc/passwd"', 'securesplit-budget.pdf'],
    ['attachment; filename="..hidden.pdf"', 'hidden.pdf'],
    [null, 'securesplit-budget.pdf'],
  ])('names %s as %s', (header, expected) => {
    expect(worksheetFileName(header, 'budget')).toBe(expected);
  });
});

describe('retryAfterSeconds (contract C1)', () => {
  const base = { title: 'Too many requests', status: 429 };
  it.each([
    ['the body’s retryAfter first', { ...base, retryAfter: 40 }, { 'retry-after': '10' }, 40],
    ['else the header in seconds', base, { 'retry-after': '12' }, 12],
    ['else the header as a date', base, { 'retry-after': 'Thu, 26 Nov 2026 17:00:30 GMT' }, 30],
    ['null when neither says', base, {}, null],
    ['null for a header that is neither', base, { 'retry-after': 'soon' }, null],
  ] as const)('%s', (_case, body, headers, expected) => {
    expect(retryAfterSeconds(body, new Headers(headers), Date.parse('2026-11-26T17:00:00Z'))).toBe(expected);
  });
});
