import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorksheetDocument, renderDocument, renderWorksheetPdf, type WorksheetDocument } from '../../../engine/src/worksheet-pdf/index.js';
import { seriousViolations } from './axe.js';
import { launchChromium, startToolkit, type Toolkit } from './harness.js';

/**
 * Issue 26 §2 and §4: the /verify page reads a worksheet PDF in the browser (pdf.js, its worker served from our
 * own origin) under the site's strict Content-Security-Policy, at 360 px, and says whether every figure matches.
 *
 * Texas raised its cap on net resources from $9,200 to $11,700 a month on September 1, 2025: one child and a
 * non-custodial parent above both caps give $1,840.00 under the rules of June 2024 and $2,340.00 today.
 */
const TEXAS = {
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 16000,
  numberOfChildren: 1,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'texas',
};

let toolkit: Toolkit;
let browser: Browser;
let genuine: Buffer;
let edited: Buffer;
let older: Buffer;
let foreign: Buffer;
let genuineCode: string;

/** The document with its first "$2,340.00" printed as "$2,430.00": what someone editing the PDF's text makes. */
function withEditedAmount(document: WorksheetDocument): WorksheetDocument {
  let done = false;
  const edit = (text: string) => {
    if (done || !text.includes('$2,340.00')) return text;
    done = true;
    return text.replace('$2,340.00', '$2,430.00');
  };
  const blocks = document.blocks.map((block) => {
    switch (block.kind) {
      case 'heading':
      case 'paragraph':
        return { ...block, text: edit(block.text) };
      case 'facts':
        return { ...block, rows: block.rows.map((row) => ({ label: row.label, value: edit(row.value) })) };
      case 'table':
        return { ...block, rows: block.rows.map((row) => row.map(edit)) };
    }
  });
  expect(done).toBe(true);
  return { ...document, blocks };
}

/** A PDF that is not ours: one page of text with a figure, no worksheet data. */
function foreignPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Invoice 42: total $1,840.00');
    doc.end();
  });
}

beforeAll(async () => {
  [toolkit, browser] = await Promise.all([startToolkit(), launchChromium()]);
  const verifyUrl = `${toolkit.baseUrl}/verify`;
  const now = new Date();
  const rendered = await renderWorksheetPdf({ calculator: 'child-support', input: TEXAS, madeAt: now, verifyUrl });
  genuine = Buffer.from(rendered.pdf);
  genuineCode = rendered.code;
  edited = Buffer.from(await renderDocument(withEditedAmount(buildWorksheetDocument({ calculator: 'child-support', input: TEXAS, madeAt: now, verifyUrl }))));
  older = Buffer.from((await renderWorksheetPdf({ calculator: 'child-support', input: TEXAS, madeAt: new Date('2024-06-03T10:00:00Z'), verifyUrl })).pdf);
  foreign = await foreignPdf();
});

afterAll(async () => {
  await browser?.close();
  await toolkit?.close();
});

interface Watched {
  page: Page;
  violations(): Promise<string[]>;
  /** Every URL the page asked for. */
  urls: string[];
}

/** The page at 360 px, recording policy violations (event and console) and every request. */
async function openVerify(query = ''): Promise<Watched> {
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const console: string[] = [];
  const urls: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  page.on('request', (request) => urls.push(request.url()));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const response = await page.goto(`${toolkit.baseUrl}/verify${query}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
  await page.getByRole('heading', { level: 1, name: 'Check a worksheet PDF' }).waitFor({ timeout: 15_000 });
  return {
    page,
    urls,
    async violations() {
      // Workers report their violations to the page's console; the document's events cover the rest.
      const fromEvents = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      return [...fromEvents, ...console];
    },
  };
}

async function choose(page: Page, name: string, pdf: Buffer): Promise<void> {
  await page.getByLabel('Choose the worksheet PDF').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
}

const answer = (page: Page) => page.getByTestId('verify-answer');

async function expectFitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('the /verify page', () => {
  it('says every figure of a genuine worksheet matches, reading it in the browser under the strict policy', async () => {
    const { page, violations, urls } = await openVerify();
    // pdf.js is not part of the page until a file is chosen.
    expect(urls.some((url) => /pdf\.worker|pdfjs|pdf-/.test(url))).toBe(false);
    await choose(page, 'securesplit-child-support-texas.pdf', genuine);
    const result = answer(page).locator('[data-status=matches]');
    await result.waitFor({ timeout: 30_000 });
    await expect.poll(() => result.textContent()).toMatch(/^Every figure matches the rules of [A-Z][a-z]+ \d{1,2}, \d{4} \(engine \d+\.\d+\.\d+\)\./);
    expect(await result.textContent()).toContain(genuineCode);
    expect(await result.textContent()).not.toContain('newer rule');
    // The live region announces it; the worker came from our own origin as a built asset.
    expect(await answer(page).getAttribute('aria-live')).toBe('polite');
    expect(urls.some((url) => url.startsWith(`${toolkit.baseUrl}/assets/`) && url.includes('pdf.worker'))).toBe(true);
    // No income, and nothing of the worksheet, in any address the page asked for.
    expect(urls.filter((url) => /16000|16%2C000|2%2C340|2,340/.test(url))).toEqual([]);
    await expectFitsWidth(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('refuses a PDF whose amount was edited, naming the figure printed and the one the rules give', async () => {
    const { page, violations } = await openVerify();
    await choose(page, 'edited.pdf', edited);
    const result = answer(page).locator('[data-status=figures-differ]');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.locator('.verify-headline').textContent()).toBe(
      'This PDF was changed: $2,430.00 is printed where the rules give $2,340.00.',
    );
    await expectFitsWidth(page);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('checks a worksheet made under an older rule by that rule, and says what the newer rule gives', async () => {
    const { page, violations } = await openVerify();
    await choose(page, 'older.pdf', older);
    const result = answer(page).locator('[data-status=matches]');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.locator('.verify-headline').textContent()).toMatch(/^Every figure matches the rules of June 3, 2024 \(engine /);
    expect(await page.getByTestId('verify-newer-rule').textContent()).toBe(
      'A newer rule now gives $2,340.00 a month (was $1,840.00): Texas rules in force from September 1, 2025.',
    );
    await expectFitsWidth(page);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('says a PDF that is not ours is not a SecureSplit worksheet, and a file that is no PDF too', async () => {
    const { page, violations } = await openVerify();
    await choose(page, 'invoice.pdf', foreign);
    await answer(page).getByText('This is not a SecureSplit worksheet.').waitFor({ timeout: 30_000 });
    await page.getByLabel('Choose the worksheet PDF').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
    await answer(page).getByText('notes.pdf: It is not a PDF this page can read.', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('shows the code of the QR link and asks for the PDF; the URL holds nothing else', async () => {
    const { page, violations } = await openVerify(`?code=${genuineCode}`);
    expect(await page.getByTestId('verify-link-code').textContent()).toContain(genuineCode);
    expect(await page.getByTestId('verify-link-code').textContent()).toContain('Choose that PDF below to check it.');
    await choose(page, 'genuine.pdf', genuine);
    await answer(page).locator('[data-status=matches]').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).search).toBe(`?code=${genuineCode}`);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('offers a second try after the check failed, and the second try answers', async () => {
    const { page } = await openVerify();
    let failed = false;
    await page.route('**/api/v1/worksheets/verify', async (route) => {
      if (!failed) {
        failed = true;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await choose(page, 'genuine.pdf', genuine);
    const failure = answer(page).locator('[data-status=failed]');
    await failure.waitFor({ timeout: 30_000 });
    expect(await failure.getAttribute('role')).toBe('alert');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await answer(page).locator('[data-status=matches]').waitFor({ timeout: 30_000 });
    await page.close();
  });

  it('is reached with the keyboard: the file chooser is a labelled control in the tab order', async () => {
    const { page } = await openVerify();
    const input = page.getByLabel('Choose the worksheet PDF');
    expect(await input.getAttribute('type')).toBe('file');
    expect(await input.getAttribute('aria-describedby')).toBeTruthy();
    await input.focus();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('file');
    await page.close();
  });
});

describe('the built /verify page', () => {
  it('loads pdf.js only on demand: no page’s first visit, this one included, bundles it', () => {
    const dist = fileURLToPath(new URL('../dist/', import.meta.url));
    const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key) || !manifest[key]) return seen;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) closure(imported, seen);
      return seen;
    };
    const firstVisit = [...closure('index.html'), ...closure('src/pages/VerifyPage.tsx')];
    expect(firstVisit.length).toBeGreaterThan(1);
    expect(firstVisit.filter((key) => key.includes('pdfjs-dist'))).toEqual([]);
    expect(Object.keys(manifest).some((key) => key.includes('pdfjs-dist'))).toBe(true);
  });
});
