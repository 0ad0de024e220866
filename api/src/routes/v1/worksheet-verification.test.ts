import { buildWorksheetDocument, documentText, type WorksheetDocument } from '@securesplit/engine/worksheet-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, send, startTestApp, type TestServer } from '../../test-support/app.js';
import { storeTargets } from '../../test-support/stores.js';
import { verifyWorksheetOperation } from './worksheet-verification.js';

const PATH = '/api/v1/worksheets/verify';
const NOW = new Date('2026-12-07T15:00:00Z');

/** Texas, one child: $1,840.00 under the rules of 2024 (cap $9,200), $2,340.00 under today's (cap $11,700). */
const TEXAS = {
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 16000,
  numberOfChildren: 1,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'texas',
};

const worksheet = (madeAt: Date): WorksheetDocument => buildWorksheetDocument({ calculator: 'child-support', input: TEXAS, madeAt });
const textOf = (document: WorksheetDocument) => documentText(document).join('\n');

describe.each(storeTargets())('POST /api/v1/worksheets/verify on $name', (target) => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(target, { now: () => NOW, logLevel: 'debug' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('says a genuine worksheet matches, as the documented schema describes', async () => {
    const document = worksheet(NOW);
    const res = await postJson(app.url, PATH, { payload: JSON.stringify(document.payload), text: textOf(document) });
    expect(res.status).toBe(200);
    expect(verifyWorksheetOperation.success.schema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({ status: 'matches', code: document.payload.code, rulesAsOf: '2026-12-07', differences: [] });
    expect(res.body).not.toHaveProperty('newerRule');
  });

  it('names the edited figure of a changed PDF', async () => {
    const document = worksheet(NOW);
    const res = await postJson(app.url, PATH, { payload: document.payload, text: textOf(document).replace('$2,340.00', '$2,430.00') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'figures-differ', differences: [{ expected: '$2,340.00', found: '$2,430.00' }] });
  });

  it('answers code-mismatch for a payload whose income was changed', async () => {
    const document = worksheet(NOW);
    const payload = { ...document.payload, input: { ...(document.payload.input as object), nonCustodialParentIncome: 9000 } };
    const res = await postJson(app.url, PATH, { payload, text: textOf(document) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'code-mismatch' });
  });

  it('says a newer rule gives another amount, by the server’s clock', async () => {
    const document = worksheet(new Date('2024-06-03T10:00:00Z'));
    const res = await postJson(app.url, PATH, { payload: document.payload, text: textOf(document) });
    expect(res.body).toMatchObject({
      status: 'matches',
      rulesAsOf: '2024-06-03',
      newerRule: { asOf: '2026-12-07', amount: '$2,340.00', previousAmount: '$1,840.00' },
    });
  });

  it('answers unreadable (not an error) for data that is no worksheet', async () => {
    const res = await postJson(app.url, PATH, { payload: '{"Title":"Invoice"}', text: 'Total $12.00' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'unreadable', checkedFigures: 0 });
  });

  it('refuses a body without payload and text with field errors, as problem+json', async () => {
    const res = await postJson(app.url, PATH, {});
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const paths = (res.body as { errors: { path: string }[] }).errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['payload', 'text']));
  });

  it.each([
    ['a number as payload', { payload: 42, text: '' }, 'payload'],
    ['text that is not text', { payload: {}, text: ['$1.00'] }, 'text'],
    ['an unknown field', { payload: {}, text: '', income: 16000 }, 'income'],
    ['text over 300,000 characters', { payload: {}, text: 'x'.repeat(300_001) }, 'text'],
  ])('refuses %s at its field', async (_name, body, path) => {
    const res = await postJson(app.url, PATH, body);
    expect(res.status).toBe(400);
    expect((res.body as { errors: { path: string }[] }).errors.map((e) => e.path)).toContain(path);
  });

  it('takes a body over the app’s usual 100 kB (a long worksheet’s text), and refuses one over 1 MB with 413', async () => {
    const document = worksheet(NOW);
    const long = `${textOf(document)}\n${' '.repeat(200_000)}`;
    expect((await postJson(app.url, PATH, { payload: document.payload, text: long })).status).toBe(200);
    const huge = await send(app.url, 'POST', PATH, { json: { payload: document.payload, text: 'x'.repeat(1_100_000) } });
    expect(huge.status).toBe(413);
  });

  it('writes no income, figure or text of the worksheet to its logs, even at debug level', async () => {
    const document = worksheet(NOW);
    app.logs.length = 0;
    await postJson(app.url, PATH, { payload: document.payload, text: `${textOf(document)} Zanzibar` });
    const logs = app.logs.join('\n');
    expect(logs).toContain(PATH);
    for (const secret of ['16000', '16,000', '2,340', 'Zanzibar', document.payload.code]) expect(logs).not.toContain(secret);
  });
});
