import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, send, startTestApp, type TestServer } from '../test-support/app.js';
import { storeTargets } from '../test-support/stores.js';

const [pglite] = storeTargets();
const CALCULATE = '/api/v1/calculators/child-support';

interface ProblemBody {
  title: string;
  detail: string;
  errors?: { path: string; message: string }[];
}

describe('problem details in the language the client asks for (Accept-Language, issue 27)', () => {
  let app: TestServer;
  let limited: TestServer;
  beforeAll(async () => {
    app = await startTestApp(pglite!);
    limited = await startTestApp(pglite!, { config: { rateLimit: { max: 1, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await app?.close();
    await limited?.close();
  });

  it('says the calculator’s field errors, title and detail in Spanish for Accept-Language: es', async () => {
    const res = await postJson(app.url, CALCULATE, { state: 'texas', numberOfChildren: 2, custodialParentIncome: '2000000000' }, { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.headers.get('content-language')).toBe('es');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/i);
    const body = res.body as ProblemBody;
    expect(body.title).toBe('Solicitud no válida');
    expect(body.detail).toBe('Faltan algunos datos o no son válidos.');
    const byPath = Object.fromEntries(body.errors!.map((e) => [e.path, e.message]));
    expect(byPath).toMatchObject({
      custodialParentIncome: 'Ingreso mensual del padre con custodia: el máximo es $1,000,000,000',
      nonCustodialParentIncome: 'El ingreso es obligatorio',
      custodyArrangement: 'El tipo de custodia es obligatorio',
    });
  });

  it('answers the same request in English by default, and says so', async () => {
    const res = await postJson(app.url, CALCULATE, { state: 'texas', numberOfChildren: 2 });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-language')).toBe('en');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/i);
    const body = res.body as ProblemBody;
    expect(body.title).toBe('Invalid request');
    expect(body.errors).toContainEqual({ path: 'custodialParentIncome', message: 'Income is required' });
  });

  it('prefers the language with the higher weight, and English when Spanish is refused', async () => {
    const spanish = await postJson(app.url, CALCULATE, {}, { 'Accept-Language': 'fr, en;q=0.4, es;q=0.8' });
    expect(spanish.headers.get('content-language')).toBe('es');
    const english = await postJson(app.url, CALCULATE, {}, { 'Accept-Language': 'es;q=0, en' });
    expect((english.body as ProblemBody).title).toBe('Invalid request');
  });

  it('says an unknown state and a bad body in Spanish', async () => {
    const state = await postJson(app.url, CALCULATE, { state: 'atlantis' }, { 'Accept-Language': 'es' });
    expect((state.body as ProblemBody).errors).toContainEqual({ path: 'state', message: 'Elija uno de los 50 estados o el Distrito de Columbia (por ejemplo, new-york)' });
    const malformed = await send(app.url, 'POST', CALCULATE, { body: '{"state":', headers: { 'Content-Type': 'application/json', 'Accept-Language': 'es' } });
    expect(malformed.status).toBe(400);
    expect((malformed.body as ProblemBody).detail).toBe('El cuerpo de la solicitud no es JSON válido.');
  });

  it('says the rate limit in Spanish, with its wait', async () => {
    const input = { state: 'texas' };
    await postJson(limited.url, CALCULATE, input, { 'Accept-Language': 'es' });
    const res = await postJson(limited.url, CALCULATE, input, { 'Accept-Language': 'es' });
    expect(res.status).toBe(429);
    const body = res.body as ProblemBody;
    expect(body.title).toBe('Demasiadas solicitudes');
    expect(body.detail).toMatch(/^Demasiadas solicitudes desde esta dirección\. Inténtelo de nuevo en \d+ segundos?\.$/);
    expect(res.headers.get('content-language')).toBe('es');
  });
});
