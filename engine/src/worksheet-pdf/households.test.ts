import { describe, expect, it } from 'vitest';
import { calculateHouseholds } from '../households/calculate.js';
import type { HouseholdsInput } from '../households/schema.js';
import { buildWorksheetDocument, documentText } from './document.js';
import { formatMoney } from './format.js';
import { renderWorksheetPdf } from './render.js';
import { HAS_POPPLER, NO_POPPLER_MESSAGE, pdfText, squash } from './test-support.js';
import { verifyWorksheet } from './verify.js';

const MADE_AT = new Date('2026-12-07T09:30:00Z');

const INPUT: HouseholdsInput = {
  state: 'new-york',
  asOf: '2026-06-01',
  custodial: { grossMonthly: 4000, filingStatus: 'head-of-household' },
  noncustodial: { grossMonthly: 7500, filingStatus: 'single' },
  children: [{ birthDate: '2014-09-01' }, { birthDate: '2018-03-15' }],
  custody: { custodyArrangement: 'primary', custodialParentTime: 75, nonCustodialParentTime: 25 },
  alimony: { monthlyAmount: 600, paidBy: 'noncustodial', agreementDate: '2024-05-01', endDate: '2028-06-01' },
};

describe('households worksheet', () => {
  it('prints both homes, the timeline, the order of support with its source, and verifies', () => {
    const document = buildWorksheetDocument({ calculator: 'households', input: INPUT, madeAt: MADE_AT });
    const result = calculateHouseholds(INPUT);
    const text = documentText(document).join('\n');
    expect(document.title).toBe('Both households after tax — New York');
    for (const h of result.households) expect(text).toContain(formatMoney(h.netMonthly));
    for (const entry of result.timeline) expect(text).toContain(formatMoney(entry.households[1]!.netMonthly));
    expect(text).toContain('Order of alimony and child support');
    expect(text).toContain('DRL § 240(1-b)(b)(5)(vii)(C)');
    expect(text).toContain('neither deductible by the payer nor taxable to the recipient');
    // The custodial home's refundable child tax credit exceeds its tax: printed as money coming in.
    expect(result.households[0]!.federalIncomeTax).toBeLessThan(0);
    expect(text).toContain(`+ ${formatMoney(-result.households[0]!.federalIncomeTax)}`);
    expect(text).not.toContain('− -');
    const verified = verifyWorksheet({ payload: document.payload, text }, '2026-12-07');
    expect(verified.status).toBe('matches');
  });

  it.skipIf(!HAS_POPPLER)('renders a PDF whose text holds what each home has left', async () => {
    const rendered = await renderWorksheetPdf({ calculator: 'households', input: INPUT, madeAt: MADE_AT });
    const text = squash(pdfText(rendered.pdf));
    const [custodial, noncustodial] = calculateHouseholds(INPUT).households;
    expect(text).toContain(`Custodial home has left ${formatMoney(custodial!.netMonthly)} per month`);
    expect(text).toContain(`Non-custodial home has left ${formatMoney(noncustodial!.netMonthly)} per month`);
  }, 30_000);
  if (!HAS_POPPLER) console.warn(NO_POPPLER_MESSAGE);
});
