import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { calculateAlimony } from '../alimony/calculate.js';
import { AlimonyInputSchema } from '../alimony/schema.js';
import { calculateBudget } from '../budget/calculate.js';
import { BudgetInputSchema } from '../budget/schema.js';
import { calculateChildSupport } from '../child-support/calculate.js';
import { ChildSupportInputSchema } from '../child-support/schema.js';
import { EngineValidationError } from '../errors.js';
import { JURISDICTIONS } from '../jurisdictions.js';
import {
  buildWorksheetDocument,
  documentFigures,
  documentText,
  figuresIn,
  renderDocument,
  renderWorksheetPdf,
  verificationCode,
  VERIFICATION_CODE_PATTERN,
  warmUpWorksheetPdf,
  WORKSHEET_PAYLOAD_KEY,
  type WorksheetDocument,
  type WorksheetPayload,
} from './index.js';
import { formatMoney } from './format.js';
import { firstPagePng, HAS_POPPLER, NO_POPPLER_MESSAGE, pdfInfo, pdfPages, pdfStructure, pdfText, squash } from './test-support.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MADE_AT = new Date('2026-12-07T09:00:00Z');
const AS_OF = '2026-06-01';

function childSupportInput(state: string) {
  return {
    custodialParentIncome: 3000,
    nonCustodialParentIncome: 5000,
    numberOfChildren: 2,
    custodyArrangement: 'primary',
    custodialParentTime: 80,
    nonCustodialParentTime: 20,
    childcareCostMonthly: 400,
    childcarePaidBy: 'custodial',
    state,
    asOf: AS_OF,
  };
}

const ALIMONY_INPUT = {
  marriageDate: '2010-05-01',
  separationDate: '2025-03-01',
  payerIncome: 9000,
  recipientIncome: 3000,
  alimonyType: 'rehabilitative',
  payerAge: 45,
  recipientAge: 43,
  state: 'new-york',
  asOf: AS_OF,
};

const BUDGET_INPUT = {
  primaryIncome: 5000,
  childSupport: 800,
  housingCost: 1500,
  utilities: 200,
  insurance: 100,
  groceries: 500,
  transportation: 300,
  healthcare: 200,
};

const PROPERTY_DIVISION_INPUT = {
  primaryResidenceValue: 400_000,
  primaryResidenceMortgage: 250_000,
  primaryResidenceKeptBy: 'spouse1',
  vehicles: [{ name: 'Car', value: 30_000, loan: 10_000, keptBy: 'spouse2' }],
  savingsAccounts: [{ name: 'Savings', balance: 20_000 }],
  retirementAccounts: [{ name: '401(k)', balance: 100_000, keptBy: 'spouse2' }],
  creditCards: [{ name: 'Visa', balance: 5_000 }],
  state: 'texas',
  taxYear: 2024,
};

async function childSupportPdf(state: string) {
  return renderWorksheetPdf({ calculator: 'child-support', input: childSupportInput(state), madeAt: MADE_AT });
}

/** What every worksheet must carry on every page: the code in the footer, and "Page X of Y". */
function expectFurniture(pdf: Uint8Array, code: string) {
  const pages = pdfPages(pdf);
  expect(pages.length).toBeGreaterThan(1);
  pages.forEach((page, index) => {
    expect(page).toContain(`Verification code ${code}`);
    expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
  });
  return pages;
}

describe('the worksheet document (no PDF)', () => {
  it('pins asOf in the canonical input, which the calculator parses back to itself', () => {
    const withoutAsOf = { ...childSupportInput('texas'), asOf: undefined };
    const document = buildWorksheetDocument({ calculator: 'child-support', input: withoutAsOf, madeAt: MADE_AT });
    expect(document.payload.asOf).toBe('2026-12-07');
    expect((document.payload.input as { asOf: string }).asOf).toBe('2026-12-07');
    expect(ChildSupportInputSchema.parse(document.payload.input)).toEqual(document.payload.input);
    const { code, ...unsigned } = document.payload;
    expect(code).toMatch(VERIFICATION_CODE_PATTERN);
    expect(verificationCode(unsigned)).toBe(code);
  });

  it('keeps alimony’s canonical input parseable, and a budget’s (no asOf in its schema) as validated', () => {
    const alimony = buildWorksheetDocument({ calculator: 'alimony', input: { ...ALIMONY_INPUT, asOf: undefined }, madeAt: MADE_AT });
    expect((alimony.payload.input as { asOf: string }).asOf).toBe(alimony.payload.asOf);
    expect(AlimonyInputSchema.parse(alimony.payload.input)).toEqual(alimony.payload.input);
    const budget = buildWorksheetDocument({ calculator: 'budget', input: BUDGET_INPUT, madeAt: MADE_AT });
    expect(budget.payload.asOf).toBe('2026-12-07');
    expect(budget.payload.input).toEqual(BudgetInputSchema.parse(BUDGET_INPUT));
    expect(budget.payload.input).not.toHaveProperty('asOf');
  });

  it('joins a step’s text and its source without ".;" after a sentence', () => {
    const texts = documentText(buildWorksheetDocument({ calculator: 'child-support', input: childSupportInput('texas'), madeAt: MADE_AT }));
    expect(texts.filter((text) => text.includes('.;'))).toEqual([]);
    expect(texts).toContain("Texas applies a percentage to the obligor's monthly net resources; the other parent's income does not enter the guideline. Tex. Fam. Code § 154.125(a)-(c)");
  });

  it('gives another code when the input, the rules date or the engine version changes', () => {
    const { payload } = buildWorksheetDocument({ calculator: 'child-support', input: childSupportInput('texas'), madeAt: MADE_AT });
    const { code, ...unsigned } = payload;
    const input = payload.input as Record<string, unknown>;
    expect(verificationCode({ ...unsigned, input: { ...input, nonCustodialParentIncome: 5001 } })).not.toBe(code);
    expect(verificationCode({ ...unsigned, asOf: '2026-06-02' })).not.toBe(code);
    expect(verificationCode({ ...unsigned, engineVersion: '9.9.9' })).not.toBe(code);
    // Key order does not matter: the digest is over canonical (sorted) JSON.
    const reversed = Object.fromEntries(Object.entries(input).reverse());
    expect(verificationCode({ ...unsigned, input: reversed })).toBe(code);
  });

  it('refuses bad input with the calculator’s own field errors', () => {
    const bad = { ...childSupportInput('texas'), custodialParentIncome: '', state: 'atlantis' };
    let calculatorErrors: unknown;
    try {
      calculateChildSupport(bad);
    } catch (error) {
      calculatorErrors = (error as EngineValidationError).errors;
    }
    expect(calculatorErrors).toBeDefined();
    expect(() => buildWorksheetDocument({ calculator: 'child-support', input: bad })).toThrow(EngineValidationError);
    try {
      buildWorksheetDocument({ calculator: 'child-support', input: bad });
    } catch (error) {
      expect((error as EngineValidationError).errors).toEqual(calculatorErrors);
    }
  });

  it('lists the figures of its text in order, the headline amount first', () => {
    const document = buildWorksheetDocument({ calculator: 'child-support', input: childSupportInput('texas'), madeAt: MADE_AT });
    const result = calculateChildSupport(childSupportInput('texas'));
    const figures = documentFigures(document);
    expect(figures[0]).toBe(formatMoney(result.monthlyPayment));
    expect(figures).toEqual(documentText(document).flatMap(figuresIn));
    expect(figures).toContain('$5,000.00');
  });

  it('prints the worksheet form and its line numbers when the steps follow a form', () => {
    // A result as the 10 states with an official form give it (Step.line, meta.worksheetForm).
    const document = buildWorksheetDocument({ calculator: 'child-support', input: childSupportInput('pennsylvania'), madeAt: MADE_AT });
    const result = calculateChildSupport(childSupportInput('pennsylvania'));
    const table = document.blocks.find((block) => block.kind === 'table' && block.caption === 'Worksheet steps');
    expect(table?.kind).toBe('table');
    if (table?.kind !== 'table') return;
    const withLines = result.steps.some((step) => step.line !== undefined);
    expect(table.columns[0]!.header).toBe(withLines ? 'Line' : 'Step');
    expect(table.rows).toHaveLength(result.steps.length);
    if (result.meta.worksheetForm) {
      expect(documentText(document).some((text) => text.includes(result.meta.worksheetForm!.name))).toBe(true);
    }
  });
});

describe.skipIf(!HAS_POPPLER)('the worksheet PDF', () => {
  it('Texas: amount, who pays, the rules and their date, the steps, the sources and the code', async () => {
    const result = calculateChildSupport(childSupportInput('texas'));
    const rendered = await childSupportPdf('texas');
    const text = pdfText(rendered.pdf);
    const flat = squash(pdfText(rendered.pdf, 'raw'));
    expect(text).toContain('Child support worksheet — Texas');
    expect(text).toContain(`${formatMoney(result.monthlyPayment)} per month`);
    expect(text).toContain('$1,049.79 per month');
    expect(text).toContain('The non-custodial parent pays the custodial parent.');
    expect(text).toContain('Every month');
    expect(text).toContain('Texas Family Code § 154.125');
    expect(text).toContain('From September 1, 2025');
    expect(text).toContain('June 1, 2026');
    expect(text).toMatch(/Estimate: 1 part of the rule is approximated/);
    expect(text).toContain('What this figure does not include');
    for (const step of result.steps) expect(flat).toContain(step.label);
    for (const step of result.steps.filter((s) => s.kind === 'money')) expect(text).toContain(formatMoney(step.value as number));
    for (const source of result.meta.sources) expect(flat).toContain(source.url);
    expect(text).toContain('Made on');
    expect(text).toContain('SecureSplit engine');
    expect(rendered.code).toMatch(VERIFICATION_CODE_PATTERN);
    expect(text).toContain(`https://securesplit.app/verify?code=${rendered.code}`);
    expectFurniture(rendered.pdf, rendered.code);
    expect(rendered.fileName).toBe('securesplit-child-support-texas-2026-12-07.pdf');
  });

  it('Pennsylvania: the worksheet steps in order, with form lines where the result has them', async () => {
    const result = calculateChildSupport(childSupportInput('pennsylvania'));
    const rendered = await childSupportPdf('pennsylvania');
    const text = pdfText(rendered.pdf);
    const flat = squash(pdfText(rendered.pdf, 'raw'));
    expect(text).toContain(`${formatMoney(result.monthlyPayment)} per month`);
    expect(text).toContain('The non-custodial parent pays the custodial parent.');
    expect(text).toContain('Pa.R.C.P. 1910.16-3');
    expect(text).toContain('From January 1, 2026');
    // Steps in the engine's (the form's) order.
    let from = 0;
    for (const step of result.steps) {
      const at = flat.indexOf(step.label, from);
      expect(at, step.label).toBeGreaterThanOrEqual(from);
      from = at;
    }
    if (result.meta.worksheetForm) expect(flat).toContain(result.meta.worksheetForm.name);
    for (const step of result.steps.filter((s) => s.line !== undefined)) {
      expect(text).toMatch(new RegExp(`^\\s*${escape(step.line!)}\\s+${escape(step.label.slice(0, 12))}`, 'm'));
    }
    for (const source of result.meta.sources) expect(flat).toContain(source.url);
    expectFurniture(rendered.pdf, rendered.code);
  });

  it('California: amount, payer, the formula steps and the sources', async () => {
    const result = calculateChildSupport(childSupportInput('california'));
    const rendered = await childSupportPdf('california');
    const text = pdfText(rendered.pdf);
    const flat = squash(pdfText(rendered.pdf, 'raw'));
    expect(text).toContain('Child support worksheet — California');
    expect(text).toContain(`${formatMoney(result.monthlyPayment)} per month`);
    expect(text).toContain('The non-custodial parent pays the custodial parent.');
    expect(text).toContain('California Family Code § 4055');
    expect(text).toContain('From September 1, 2024');
    expect(flat).toContain('TN: total net monthly disposable income');
    expect(flat).toContain('Multiplier for the number of children');
    for (const source of result.meta.sources) expect(flat).toContain(source.url);
    expectFurniture(rendered.pdf, rendered.code);
  });

  it('carries the payload, title, author, subject and language; tagged; US Letter; under 150 kB', async () => {
    const rendered = await childSupportPdf('texas');
    const info = pdfInfo(rendered.pdf);
    const payload = JSON.parse(info[WORKSHEET_PAYLOAD_KEY]!) as WorksheetPayload;
    expect(payload.code).toBe(rendered.code);
    expect(payload.calculator).toBe('child-support');
    expect(payload.asOf).toBe(AS_OF);
    expect((payload.input as { state: string }).state).toBe('texas');
    expect(info.Title).toBe('Child support worksheet — Texas');
    expect(info.Author).toBe('SecureSplit');
    expect(info.Subject).toContain('Child support worksheet for Texas');
    expect(info.Tagged).toBe('yes');
    expect(info['Page size']).toContain('612 x 792 pts (letter)');
    const raw = Buffer.from(rendered.pdf).toString('latin1');
    expect(raw).toContain('/Lang (en-US)');
    expect(raw).toMatch(/\/StructTreeRoot/);
    expect(raw).toMatch(/\/FontFile2/); // embedded TrueType
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/); // no standard font
    expect(rendered.pdf.byteLength).toBeLessThan(150_000);
  });

  it('tags headings, paragraphs, tables with header cells, links and the QR code for screen readers', async () => {
    const rendered = await childSupportPdf('texas');
    const structure = pdfStructure(rendered.pdf);
    expect(structure).toMatch(/^Document\n {2}H1 \(block\)\n {4}"Child support worksheet — Texas"/);
    expect(structure).toMatch(/TH:\s+\/Scope \/Row\s+"Monthly child support"\s+TD\s+"\$1,049\.79 per month"/);
    expect(structure).toMatch(/TH:\s+\/Scope \/Column\s+"Step"/);
    expect(structure).toMatch(/Caption\s+"Worksheet steps"/);
    expect(structure).toMatch(/Link \(inline\)\s+"https:\/\/statutes\.capitol\.texas\.gov\/[^"]+"\s+Object \d+ 0/);
    expect(structure).toMatch(/Link \(inline\)\s+Figure\s+""\s+Object \d+ 0\s*$/);
    // Page furniture is an artifact: the footer's code is not in the tree, only in "About this document" once.
    expect(structure.match(/Page 1 of/g)).toBeNull();
    expect(structure.match(new RegExp(rendered.code, 'g'))).toHaveLength(2); // the code, and the link holding it
  });

  it('prints in reading order exactly the figures documentFigures lists', async () => {
    for (const [calculator, input] of [
      ['child-support', childSupportInput('pennsylvania')],
      ['alimony', ALIMONY_INPUT],
      ['budget', BUDGET_INPUT],
      ['property-division', PROPERTY_DIVISION_INPUT],
    ] as const) {
      const document = buildWorksheetDocument({ calculator, input, madeAt: MADE_AT });
      const pdf = await renderDocument(document);
      expect(figuresIn(pdfText(pdf, 'raw')), calculator).toEqual(documentFigures(document));
    }
  });

  it('warms up without throwing, then renders a worksheet', async () => {
    // How fast is measured by `npm run bench`, never here (a timed test on a shared machine fails for the machine).
    await warmUpWorksheetPdf();
    const { pdf } = await childSupportPdf('ohio');
    expect(pdfText(pdf)).toContain('Ohio');
  });

  it('renders the same bytes for the same request', async () => {
    const a = await childSupportPdf('texas');
    const b = await childSupportPdf('texas');
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
  });

  it('renders every one of the 51 jurisdictions with its amount, its name and every figure', { timeout: 300_000 }, async () => {
    for (const { slug, name } of JURISDICTIONS) {
      const result = calculateChildSupport(childSupportInput(slug));
      const document = buildWorksheetDocument({ calculator: 'child-support', input: childSupportInput(slug), madeAt: MADE_AT });
      const pdf = await renderDocument(document);
      const text = pdfText(pdf);
      expect(text, slug).toContain(`Child support worksheet — ${name}`);
      expect(text, slug).toContain(`${formatMoney(result.monthlyPayment)} per month`);
      // What the verify page relies on: the printed figures, in reading order, are the document's.
      expect(figuresIn(pdfText(pdf, 'raw')), slug).toEqual(documentFigures(document));
      expect(pdf.byteLength, slug).toBeLessThan(150_000);
    }
  });

  it('alimony: the amount, who pays, how long, the rules and the steps', async () => {
    const result = calculateAlimony(ALIMONY_INPUT);
    const rendered = await renderWorksheetPdf({ calculator: 'alimony', input: ALIMONY_INPUT, madeAt: MADE_AT });
    const text = pdfText(rendered.pdf);
    const flat = squash(pdfText(rendered.pdf, 'raw'));
    expect(text).toContain('Alimony worksheet — New York');
    expect(text).toContain(formatMoney(result.monthlyPayment));
    expect(text).toContain('The paying spouse pays the receiving spouse.');
    expect(flat).toContain(result.duration);
    expect(flat).toContain(result.meta.sources[0]!.title);
    for (const step of result.steps) expect(flat).toContain(step.label);
    expect(text).toContain('Date of marriage');
    expect(text).toContain('May 1, 2010');
    expectFurniture(rendered.pdf, rendered.code);
  });

  it('budget: the surplus, the totals, each category and every input', async () => {
    const result = calculateBudget(BUDGET_INPUT);
    const rendered = await renderWorksheetPdf({ calculator: 'budget', input: BUDGET_INPUT, madeAt: MADE_AT });
    const text = pdfText(rendered.pdf);
    expect(text).toContain('Post-divorce budget worksheet');
    expect(text).toContain(`${formatMoney(result.monthlySurplus)} per month`);
    expect(text).toContain(formatMoney(result.totalIncome));
    expect(text).toContain(formatMoney(result.totalExpenses));
    for (const category of result.categories) expect(text).toMatch(new RegExp(`${category.label}\\s+\\${formatMoney(category.amount)}`));
    expect(text).toContain('Housing (rent or mortgage)');
    expect(rendered.fileName).toBe('securesplit-budget-2026-12-07.pdf');
    const pages = pdfPages(rendered.pdf);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('breaks a long table between rows and repeats its header row on each new page', async () => {
    const document: WorksheetDocument = {
      ...buildWorksheetDocument({ calculator: 'budget', input: BUDGET_INPUT, madeAt: MADE_AT }),
      blocks: [
        { kind: 'heading', level: 1, text: 'A long table' },
        {
          kind: 'table',
          caption: 'Rows',
          columns: [{ header: 'Item name' }, { header: 'Monthly amount', align: 'right' }, { header: 'Note' }],
          rows: Array.from({ length: 140 }, (_, index) => [
            `Row ${index + 1}`,
            formatMoney(index * 10.5),
            index % 7 === 0 ? 'A note long enough to wrap onto a second line of its cell, so rows differ in height across the page' : 'short',
          ]),
        },
      ],
    };
    const pdf = await renderDocument(document);
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(page).toMatch(/Item name\s+Monthly amount\s+Note/);
    for (let index = 0; index < 140; index++) {
      const holding = pages.filter((page) => new RegExp(`Row ${index + 1}\\s+\\${formatMoney(index * 10.5)}`).test(page));
      expect(holding, `Row ${index + 1}`).toHaveLength(1);
      if (index % 7 === 0) expect(holding[0]).toMatch(/rows differ in height/);
    }
  });

  it('splits a paragraph taller than a page and still numbers every page', async () => {
    const words = Array.from({ length: 1800 }, (_, index) => `word${index + 1}`).join(' ');
    const document: WorksheetDocument = {
      ...buildWorksheetDocument({ calculator: 'budget', input: BUDGET_INPUT, madeAt: MADE_AT }),
      blocks: [{ kind: 'heading', level: 1, text: 'A long paragraph' }, { kind: 'paragraph', text: words }],
    };
    const pdf = await renderDocument(document);
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    const printed = squash(pdfText(pdf, 'raw')).match(/word\d+/g) ?? [];
    expect(printed).toEqual(words.split(' '));
  });

  it('page 1 matches the reviewed reference image', async () => {
    const reference = new URL('./__reference__/child-support-texas-page1.png', import.meta.url);
    const rendered = await childSupportPdf('texas');
    const png = firstPagePng(rendered.pdf, 50);
    if (process.env.UPDATE_WORKSHEET_REFERENCE || !existsSync(reference)) {
      writeFileSync(reference, png);
      if (!process.env.UPDATE_WORKSHEET_REFERENCE) throw new Error(`No reference image yet: wrote ${reference.pathname}; review it and commit it`);
    }
    const actual = PNG.sync.read(png);
    const expected = PNG.sync.read(readFileSync(reference));
    expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
    let differing = 0;
    for (let i = 0; i < actual.data.length; i += 4) {
      const delta = Math.max(
        Math.abs(actual.data[i]! - expected.data[i]!),
        Math.abs(actual.data[i + 1]! - expected.data[i + 1]!),
        Math.abs(actual.data[i + 2]! - expected.data[i + 2]!),
      );
      if (delta > 64) differing++;
    }
    const share = differing / (actual.width * actual.height);
    expect(share, `${(share * 100).toFixed(2)}% of the pixels differ from the reference`).toBeLessThan(0.005);
  });
});

describe.runIf(!HAS_POPPLER)('the worksheet PDF without poppler', () => {
  it.skip(NO_POPPLER_MESSAGE, () => {});
});
