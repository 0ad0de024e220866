import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import type { ChildSupportResult } from '@securesplit/engine';
import { formatMoney } from '@securesplit/engine/locale';
import { englishLeftIn } from './english-left.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ourViolations } from './axe.js';
import { hasChromium, launch, watchProblems } from './browser.js';
import { tabTo } from './keyboard.js';
import { horizontalOverflow } from './overflow.js';
import { cspViolations, recordCspViolations } from './partner-page.js';
import { partnerCsp } from './partner-origin.js';

/** A partner's Spanish page on its own origin: one calculator, `locale="es"` on the element, or only `<html lang="es">`. */
function spanishPage(apiOrigin: string, { htmlLang, locale }: { htmlLang: string; locale?: string }): string {
  return `<!doctype html>
<html lang="${htmlLang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Calculadora de manutención</title>
    <script src="${apiOrigin}/embed.js"></script>
  </head>
  <body>
    <main>
      <h1>Manutención de los hijos en Texas</h1>
      <securesplit-child-support id="cs" state="texas"${locale ? ` locale="${locale}"` : ''}></securesplit-child-support>
    </main>
  </body>
</html>
`;
}

async function startSpanishPartner(apiOrigin: string): Promise<{ url: string; close(): Promise<void> }> {
  const pages: Record<string, string> = {
    '/': spanishPage(apiOrigin, { htmlLang: 'en', locale: 'es' }),
    '/lang.html': spanishPage(apiOrigin, { htmlLang: 'es-US' }),
    '/alimony.html': spanishPage(apiOrigin, { htmlLang: 'en', locale: 'es' }).replace(/<securesplit-child-support[^>]*><\/securesplit-child-support>/, '<securesplit-alimony id="cs" state="new-york" locale="es"></securesplit-alimony>'),
    '/budget.html': spanishPage(apiOrigin, { htmlLang: 'en', locale: 'es' }).replace(/<securesplit-child-support[^>]*><\/securesplit-child-support>/, '<securesplit-budget id="cs" locale="es"></securesplit-budget>'),
    '/quiz.html': spanishPage(apiOrigin, { htmlLang: 'en', locale: 'es' }).replace(/<securesplit-child-support[^>]*><\/securesplit-child-support>/, '<securesplit-wellness-quiz id="cs" locale="es"></securesplit-wellness-quiz>'),
    ...Object.fromEntries(
      ['newsletter', 'pro-waitlist', 'feedback', 'consultation'].map((form) => [
        `/${form}.html`,
        spanishPage(apiOrigin, { htmlLang: 'en', locale: 'es' }).replace(/<securesplit-child-support[^>]*><\/securesplit-child-support>/, `<securesplit-${form} id="cs" locale="es"></securesplit-${form}>`),
      ]),
    ),
    '/tabs.html': spanishPage(apiOrigin, { htmlLang: 'en', locale: 'es' }).replace(/<securesplit-child-support[^>]*><\/securesplit-child-support>/, '<securesplit-free-calculators id="cs" state="texas" locale="es"></securesplit-free-calculators>'),
  };
  const server: Server = createServer((request, response) => {
    const body = pages[new URL(request.url ?? '/', 'http://partner').pathname];
    response.setHeader('Content-Security-Policy', partnerCsp(apiOrigin));
    if (!body) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What a reader sees: the element's shadow root and the page's toasts, as rendered text. */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('#cs')?.shadowRoot?.querySelector('.ss-root') as HTMLElement | null;
    const toasts = document.querySelector('securesplit-toasts')?.shadowRoot ?? document.querySelector('securesplit-toasts');
    const toastText = toasts ? Array.from(toasts.querySelectorAll('[part=toast]'), (t) => (t as HTMLElement).innerText).join('\n') : '';
    return `${root?.innerText ?? ''}\n${toastText}`;
  });
}

describe.skipIf(!hasChromium)('<securesplit-child-support locale="es"> on a partner’s Spanish page (issue 27)', () => {
  let browser: Browser;
  let partner: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    browser = await launch();
    partner = await startSpanishPartner(inject('baseUrl'));
  });
  afterAll(async () => {
    await browser?.close();
    await partner?.close();
  });

  it('calculates Texas child support in Spanish by keyboard at 360 px, with only the Spanish messages loaded', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    const problems = watchProblems(page);
    const chunks: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/embed/')) chunks.push(path);
    });
    await recordCspViolations(page);
    await page.goto(`${partner.url}/`);
    const host = page.locator('#cs');
    await host.locator('form').waitFor();

    // Labels in Spanish, and only the Spanish catalogue chunk was fetched.
    expect(await host.locator('h2').textContent()).toBe('Calculadora de manutención de los hijos');
    expect(await host.locator('label', { hasText: 'Ingreso mensual del padre con custodia' }).count()).toBe(1);
    expect(await host.locator('legend').first().textContent()).toBe('Indicar el tiempo de crianza como');
    expect(chunks.some((path) => /\/embed\/messages\/es-[\w-]+\.js$/.test(path))).toBe(true);
    expect(chunks.filter((path) => /\/embed\/messages\/en-[\w-]+\.js$/.test(path))).toEqual([]);

    // A validation message, by keyboard: Calculate with nothing typed.
    await tabTo(page, 'cs Calcular la manutención');
    await page.keyboard.press('Enter');
    await expect.poll(() => host.locator('.ss-error').allTextContents()).toContain('El ingreso es obligatorio');
    expect(await host.locator('.ss-error').allTextContents()).toContain('El tipo de custodia es obligatorio');

    // Fill it in by keyboard; a closed select takes typed letters.
    await tabTo(page, 'cs custodialParentIncome');
    await page.keyboard.type('3000');
    await tabTo(page, 'cs nonCustodialParentIncome');
    await page.keyboard.type('5000');
    await tabTo(page, 'cs numberOfChildren');
    await page.keyboard.type('2');
    await tabTo(page, 'cs custodyArrangement');
    await page.keyboard.type('Principal');
    expect(await host.locator('[name=custodyArrangement]').inputValue()).toBe('primary');
    await tabTo(page, 'cs Calcular la manutención');
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/calculators/child-support'));
    await page.keyboard.press('Enter');
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['accept-language']).toBe('es');
    const result = (await response.json()) as ChildSupportResult;

    // The headline, and the result sentence the panel reads out.
    const headline = host.locator('.ss-headline');
    await headline.waitFor();
    const amount = formatMoney(result.monthlyPayment, 'es');
    expect(await headline.innerText()).toContain('Manutención mensual estimada de los hijos');
    expect(await host.locator('.ss-amount').textContent()).toBe(amount);
    await expect
      .poll(() => host.getByTestId('result-announcement').textContent())
      .toBe(`Manutención mensual estimada de los hijos: ${amount}. A cargo del padre sin custodia`);
    expect(await host.locator('.ss-official, .ss-estimate').innerText()).toMatch(/Pauta oficial|Estimación/);

    // Nothing of the English catalogue on the screen, nothing sideways, axe clean, the partner's CSP kept.
    expect(await englishLeftIn(await visibleText(page))).toEqual([]);
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewport);
    const violations = await ourViolations(page);
    expect(violations.filter((v) => v.targets.some((t) => t.includes('#cs')))).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says a rate limit in Spanish', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    await page.route('**/api/v1/calculators/child-support', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/problem+json', 'retry-after': '30', 'access-control-allow-origin': '*', 'access-control-expose-headers': 'Retry-After' },
        body: JSON.stringify({ type: 'about:blank', title: 'Demasiadas solicitudes', status: 429, detail: 'x', retryAfter: 30 }),
      }),
    );
    await page.goto(`${partner.url}/`);
    const host = page.locator('#cs');
    await host.locator('form').waitFor();
    await host.locator('[name=custodialParentIncome]').fill('3000');
    await host.locator('[name=nonCustodialParentIncome]').fill('5000');
    await host.locator('[name=numberOfChildren]').selectOption('2');
    await host.locator('[name=custodyArrangement]').selectOption('primary');
    await host.locator('button[type=submit]').press('Enter');
    const toast = page.locator('securesplit-toasts [part=toast]', { hasText: 'Espere un momento' });
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Demasiados cálculos desde su conexión — inténtelo de nuevo en 30 segundos.');
    expect(await englishLeftIn(await visibleText(page))).toEqual([]);
    await page.close();
  });

  it('follows the host page’s <html lang="es-US"> when the element has no locale', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`${partner.url}/lang.html`);
    const host = page.locator('#cs');
    await host.locator('form').waitFor();
    expect(await host.locator('h2').textContent()).toBe('Calculadora de manutención de los hijos');
    expect(await host.locator('button[type=submit]').textContent()).toBe('Calcular la manutención');
    await page.close();
  });

  it('shows alimony and the budget in Spanish, with their checks (issue 27)', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    const problems = watchProblems(page);
    await page.goto(`${partner.url}/alimony.html`);
    let host = page.locator('#cs');
    await host.locator('form').waitFor();
    expect(await host.locator('h2').textContent()).toBe('Calculadora de manutención del cónyuge');
    await host.locator('button[type=submit]').press('Enter');
    await expect.poll(() => host.locator('.ss-error').allTextContents()).toContain('La fecha de matrimonio es obligatoria');
    expect(await englishLeftIn(await visibleText(page))).toEqual([]);

    await page.goto(`${partner.url}/budget.html`);
    host = page.locator('#cs');
    await host.locator('form').waitFor();
    expect(await host.locator('h2').textContent()).toBe('Planificador de presupuesto');
    await host.locator('button[type=submit]').press('Enter');
    await expect.poll(() => host.locator('.ss-error').allTextContents()).toContain('El ingreso principal es obligatorio');
    expect(await englishLeftIn(await visibleText(page))).toEqual([]);
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewport);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the three calculators as tabs in Spanish, tabs and panels alike (issue 27)', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    const problems = watchProblems(page);
    await page.goto(`${partner.url}/tabs.html`);
    const host = page.locator('#cs');
    await host.locator('[role=tabpanel]:not([hidden]) form').waitFor();
    expect(await host.getByRole('tab').allTextContents()).toEqual(['Manutención de los hijos', 'Manutención del cónyuge', 'Presupuesto']);
    expect(await host.locator('[role=tablist]').getAttribute('aria-label')).toBe('Calculadoras');
    await host.getByRole('tab', { name: 'Manutención del cónyuge' }).click();
    const alimony = host.locator('[role=tabpanel]:not([hidden])');
    expect(await alimony.locator('h2').textContent()).toBe('Calculadora de manutención del cónyuge');
    await alimony.locator('button[type=submit]').press('Enter');
    await expect.poll(() => alimony.locator('.ss-error').allTextContents()).toContain('La fecha de matrimonio es obligatoria');
    expect(await englishLeftIn(await visibleText(page))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('takes the financial wellness quiz in Spanish, to its result and the booking form’s checks (issue 27)', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    const problems = watchProblems(page);
    await page.goto(`${partner.url}/quiz.html`);
    const host = page.locator('#cs');
    await host.getByRole('button', { name: 'Comenzar el cuestionario' }).waitFor();
    expect(await host.locator('h2').textContent()).toBe('Cuestionario de bienestar financiero');
    await host.getByRole('button', { name: 'Comenzar el cuestionario' }).click();
    expect(await host.locator('legend').textContent()).toBe('¿Cuántos meses de gastos esenciales podría cubrir hoy con sus ahorros?');
    expect(await host.getByText('Pregunta 1 de 8 · 0 % completado').count()).toBe(1);
    expect(await englishLeftIn(await visibleText(page))).toEqual([]);
    for (let question = 1; question <= 8; question++) {
      await host.getByRole('radio').nth(2).check();
      await host.getByRole('button', { name: question === 8 ? 'Ver resultados' : 'Siguiente' }).click();
    }
    await host.getByRole('heading', { name: 'En terreno firme' }).waitFor();
    expect(await host.locator('h3').allTextContents()).toEqual(['Recomendaciones', 'Próximos pasos']);
    expect(await englishLeftIn(await visibleText(page))).toEqual([]);

    // The booking dialog's checks: Continue with nothing typed.
    await host.getByRole('button', { name: 'Reservar una consulta gratuita' }).click();
    const dialog = host.getByRole('dialog', { name: 'Reserve su consulta gratuita de 30 minutos' });
    await dialog.getByRole('button', { name: 'Continuar para elegir la hora' }).click();
    await expect.poll(() => dialog.getByRole('alert').first().innerText()).toContain('Falta información');
    expect(await dialog.locator('.ss-error').allTextContents()).toEqual(['Este campo es obligatorio.', 'Este campo es obligatorio.', 'Este campo es obligatorio.']);
    expect(await englishLeftIn(await visibleText(page))).toEqual([]);
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewport);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('signs up for the newsletter in Spanish, with its checks (issue 27)', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    const problems = watchProblems(page);
    await page.goto(`${partner.url}/newsletter.html`);
    const host = page.locator('#cs');
    await host.locator('form').waitFor();
    expect(await host.locator('h2').textContent()).toBe('Reciba consejos sobre las finanzas del divorcio por correo electrónico');
    expect(await host.locator('label').allInnerTexts()).toEqual(['Nombre *', 'Apellido *', 'Correo electrónico *']);
    await host.getByRole('button', { name: 'Suscribirme' }).press('Enter');
    await expect.poll(() => host.locator('.ss-error').allTextContents()).toEqual(['Este campo es obligatorio.', 'Este campo es obligatorio.', 'Este campo es obligatorio.']);
    await page.locator('securesplit-toasts [part=toast]', { hasText: 'Falta información' }).waitFor();
    expect(await englishLeftIn(await visibleText(page))).toEqual([]);
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewport);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the pro waitlist, feedback and consultation forms in Spanish, with their checks (issue 27)', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    const problems = watchProblems(page);
    const forms = [
      { path: 'pro-waitlist', open: 'Unirse a la lista de espera de Pro', title: 'Unirse a la lista de espera de Pro', submit: 'Unirse a la lista de espera', notice: 'Complete todos los campos obligatorios.' },
      { path: 'feedback', open: 'Compartir comentarios', title: 'Comparta sus comentarios', submit: 'Enviar comentarios', notice: 'Complete todos los campos obligatorios y elija una calificación.' },
      { path: 'consultation', open: 'Reserve su consulta gratuita de 30 minutos', title: 'Reserve su consulta gratuita de 30 minutos', submit: 'Continuar para elegir la hora', notice: 'Complete todos los campos obligatorios.' },
    ];
    for (const form of forms) {
      await page.goto(`${partner.url}/${form.path}.html`);
      const host = page.locator('#cs');
      await host.getByRole('button', { name: form.open }).click();
      const dialog = host.getByRole('dialog', { name: form.title });
      await dialog.getByRole('button', { name: form.submit }).click();
      await expect.poll(() => dialog.getByRole('alert').first().innerText(), { message: form.path }).toContain(form.notice);
      expect(await dialog.locator('.ss-error').allTextContents(), form.path).toContain('Este campo es obligatorio.');
      expect(await dialog.getByRole('button', { name: 'Cerrar' }).count(), form.path).toBe(1);
      expect(await englishLeftIn(await visibleText(page)), form.path).toEqual([]);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
