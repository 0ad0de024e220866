import { describe, expect, it } from 'vitest';
import { verificationCode } from './code.js';
import { buildWorksheetDocument, documentFigures, documentText } from './document.js';
import type { WorksheetCalculator, WorksheetDocument } from './types.js';
import { figureDifferences, verifyWorksheet } from './verify.js';

const TODAY = '2026-12-07';

/**
 * Texas raised its cap on net resources from $9,200 to $11,700 a month on September 1, 2025 (Tex. Fam. Code
 * § 154.125, engine/src/child-support/jurisdictions/texas.ts). One child, a non-custodial parent above both caps:
 * 20% of $9,200 = $1,840.00 under the rules of June 1, 2024; 20% of $11,700 = $2,340.00 today.
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

function build(calculator: WorksheetCalculator, input: unknown, madeOn: string = TODAY): WorksheetDocument {
  return buildWorksheetDocument({ calculator, input, madeAt: new Date(`${madeOn}T09:30:00Z`) });
}

/** The text as the verify page sends it: every string drawn, one a line (pdf.js gives the same in reading order). */
const textOf = (document: WorksheetDocument) => documentText(document).join('\n');

describe('verifyWorksheet', () => {
  it('says every figure of a genuine worksheet matches, and finds no newer rule under today’s rules', () => {
    const document = build('child-support', TEXAS);
    const result = verifyWorksheet({ payload: JSON.stringify(document.payload), text: textOf(document) }, TODAY);
    expect(result).toMatchObject({
      status: 'matches',
      calculator: 'child-support',
      code: document.payload.code,
      rulesAsOf: TODAY,
      engineVersion: document.payload.engineVersion,
      differences: [],
      message: 'Every figure matches the rules of December 7, 2026 (engine 0.1.0).',
    });
    expect(result.checkedFigures).toBe(documentFigures(document).length);
    expect(result.checkedFigures).toBeGreaterThan(10);
    expect(result.newerRule).toBeUndefined();
  });

  it('takes the payload parsed as well as the JSON text the PDF holds', () => {
    const document = build('alimony', {
      marriageDate: '2010-05-01',
      separationDate: '2024-03-01',
      payerIncome: 9000,
      recipientIncome: 3000,
      alimonyType: 'permanent',
      payerAge: 48,
      recipientAge: 46,
      state: 'pennsylvania',
    });
    expect(verifyWorksheet({ payload: document.payload, text: textOf(document) }, TODAY).status).toBe('matches');
  });

  it('refuses a PDF whose amount was edited, naming the figure printed and the one the rules give', () => {
    const document = build('child-support', TEXAS);
    expect(documentFigures(document)[0]).toBe('$2,340.00');
    const edited = textOf(document).replace('$2,340.00', '$2,430.00');
    const result = verifyWorksheet({ payload: document.payload, text: edited }, TODAY);
    expect(result.status).toBe('figures-differ');
    expect(result.differences).toEqual([{ expected: '$2,340.00', found: '$2,430.00' }]);
    expect(result.message).toBe('This PDF was changed: one figure is not what the rules of December 7, 2026 give.');
  });

  it('refuses a PDF whose words were edited with every figure kept: who pays, how often, the state', () => {
    const document = build('child-support', TEXAS);
    const text = textOf(document);
    const payer = 'The non-custodial parent pays the custodial parent.';
    expect(text).toContain(payer);
    const swapped = verifyWorksheet({ payload: document.payload, text: text.replace(payer, 'The custodial parent pays the non-custodial parent.') }, TODAY);
    expect(swapped.status).toBe('figures-differ');
    expect(swapped.differences).toEqual([{ expected: `“Who pays: ${payer}”`, found: null }]);
    expect(verifyWorksheet({ payload: document.payload, text: text.replace('per month', 'per week') }, TODAY).status).toBe('figures-differ');
    expect(verifyWorksheet({ payload: document.payload, text: text.replaceAll('Texas', 'Ohio') }, TODAY).status).toBe('figures-differ');
    // Wrapped or joined differently by a reader, the same words still match.
    expect(verifyWorksheet({ payload: document.payload, text: documentText(document).join(' ').replaceAll(' ', '\n') }, TODAY).status).toBe('matches');
  });

  it('refuses a PDF whose amount was deleted or whose text is empty', () => {
    const document = build('child-support', TEXAS);
    const dropped = verifyWorksheet({ payload: document.payload, text: textOf(document).replace('$2,340.00', 'two thousand') }, TODAY);
    expect(dropped.status).toBe('figures-differ');
    // The figure is missing, and so is the summary's statement it stood in ("$2,340.00 per month").
    expect(dropped.differences).toEqual([
      { expected: '$2,340.00', found: null },
      { expected: '“Monthly child support: $2,340.00 per month”', found: null },
    ]);
    expect(verifyWorksheet({ payload: document.payload, text: '' }, TODAY).status).toBe('figures-differ');
  });

  it('answers code-mismatch when an input in the payload was changed (the code no longer fits)', () => {
    const document = build('child-support', TEXAS);
    const payload = { ...document.payload, input: { ...(document.payload.input as object), nonCustodialParentIncome: 8000 } };
    const result = verifyWorksheet({ payload, text: textOf(document) }, TODAY);
    expect(result).toMatchObject({ status: 'code-mismatch', checkedFigures: 0, differences: [] });
  });

  it('answers code-mismatch when the rules date or the engine version in the payload was changed', () => {
    const document = build('child-support', TEXAS);
    for (const change of [{ asOf: '2024-06-01' }, { engineVersion: '9.9.9' }]) {
      expect(verifyWorksheet({ payload: { ...document.payload, ...change }, text: textOf(document) }, TODAY).status).toBe('code-mismatch');
    }
  });

  it('answers code-mismatch for one worksheet’s text checked against another’s data', () => {
    const mine = build('child-support', TEXAS);
    const other = build('child-support', { ...TEXAS, numberOfChildren: 2 });
    expect(verifyWorksheet({ payload: other.payload, text: textOf(mine) }, TODAY).status).toBe('code-mismatch');
  });

  it('still catches changed inputs whose code was computed again (the code is no signature): the figures differ', () => {
    const document = build('child-support', TEXAS);
    const { code: _code, ...rest } = document.payload;
    const forged = { ...rest, input: { ...(rest.input as object), nonCustodialParentIncome: 6000 } };
    const payload = { ...forged, code: verificationCode(forged) };
    const result = verifyWorksheet({ payload, text: textOf(document).replaceAll(document.payload.code, payload.code) }, TODAY);
    expect(result.status).toBe('figures-differ');
    expect(result.differences).toContainEqual({ expected: '$6,000.00', found: '$16,000.00' });
  });

  it('checks a worksheet made under an older rule by that rule, and says a newer rule now gives another amount', () => {
    // Made on June 3, 2024: the rules in force then (cap $9,200) gave $1,840.00; today's (cap $11,700) give $2,340.00.
    const document = build('child-support', TEXAS, '2024-06-03');
    expect(document.payload.asOf).toBe('2024-06-03');
    expect(documentFigures(document)[0]).toBe('$1,840.00');
    const result = verifyWorksheet({ payload: document.payload, text: textOf(document) }, TODAY);
    expect(result.status).toBe('matches');
    expect(result.message).toBe('Every figure matches the rules of June 3, 2024 (engine 0.1.0).');
    expect(result.newerRule).toEqual({
      asOf: TODAY,
      amount: '$2,340.00',
      previousAmount: '$1,840.00',
      rules: 'Texas rules in force from September 1, 2025',
      summary: 'A newer rule now gives $2,340.00 a month (was $1,840.00): Texas rules in force from September 1, 2025.',
    });
  });

  it('finds no newer rule for a worksheet made under the rules still in force', () => {
    const document = build('child-support', TEXAS, '2026-10-01');
    const result = verifyWorksheet({ payload: document.payload, text: textOf(document) }, TODAY);
    expect(result.status).toBe('matches');
    expect(result.newerRule).toBeUndefined();
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['text that is not JSON', 'not json {'],
    ['another document’s metadata', { title: 'Invoice 42' }],
    ['an unknown calculator', { v: 1, calculator: 'lottery', input: {}, asOf: TODAY, engineVersion: '0.1.0', code: 'SS1-0000-0000-0000' }],
    ['a later payload version', { v: 2, calculator: 'budget', input: {}, asOf: TODAY, engineVersion: '0.1.0', code: 'SS1-0000-0000-0000' }],
  ])('answers unreadable for %s', (_name, payload) => {
    const result = verifyWorksheet({ payload, text: '$1.00' }, TODAY);
    expect(result).toMatchObject({ status: 'unreadable', checkedFigures: 0, differences: [] });
    expect(result.message).toMatch(/^This is not a SecureSplit worksheet/);
  });

  it('answers unreadable for a consistent payload whose input the calculator refuses', () => {
    const unsigned = { v: 1 as const, calculator: 'child-support' as const, input: { state: 'texas' }, asOf: TODAY, engineVersion: '0.1.0' };
    const result = verifyWorksheet({ payload: { ...unsigned, code: verificationCode(unsigned) }, text: '' }, TODAY);
    expect(result.status).toBe('unreadable');
  });

  it('withholds what the rules give for a premium worksheet, so a made-up payload reveals no premium figure', () => {
    // The API's documented example input (api/src/routes/v1/premium-examples.ts).
    const document = build('custody-costs', {
      custodyArrangement: '70-30',
      numberOfChildren: 2,
      childAge1: 5,
      childAge2: 9,
      custodialHousingCost: 2000,
      nonCustodialHousingCost: 1500,
      daycareCost: 400,
      distanceBetweenHomes: 10,
      state: 'ohio',
      costYear: 2025,
    });
    const genuine = verifyWorksheet({ payload: document.payload, text: textOf(document) }, TODAY);
    expect(genuine.status).toBe('matches');
    const result = verifyWorksheet({ payload: document.payload, text: 'no figures at all, $1.00' }, TODAY);
    expect(result.status).toBe('figures-differ');
    expect(result.differences.length).toBeGreaterThan(0);
    expect(result.differences.every((d) => d.expected === null)).toBe(true);
    expect(result.differences.map((d) => d.found).filter(Boolean)).toEqual(['$1.00']);
  });
});

describe('figureDifferences', () => {
  it('pairs a figure changed in place', () => {
    expect(figureDifferences(['$1.00', '$2.00', '5%'], ['$1.00', '$3.00', '5%'])).toEqual([{ expected: '$2.00', found: '$3.00' }]);
  });

  it('lines up the rest when one figure was dropped or added, instead of calling every later one different', () => {
    expect(figureDifferences(['$1.00', '$2.00', '$3.00', '$4.00'], ['$1.00', '$3.00', '$4.00'])).toEqual([{ expected: '$2.00', found: null }]);
    expect(figureDifferences(['$1.00', '$3.00'], ['$1.00', '$9.00', '$3.00'])).toEqual([{ expected: null, found: '$9.00' }]);
  });

  it('finds no difference between equal lists', () => {
    expect(figureDifferences(['$1.00', '50%'], ['$1.00', '50%'])).toEqual([]);
  });
});
