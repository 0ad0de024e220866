import { AlimonyInputSchema, AlimonyResultSchema, calculateAlimonyFromValidInput } from '@securesplit/engine';
import { calculatorOperation } from './calculator.js';

const alimonyInput = AlimonyInputSchema.meta({ id: 'AlimonyInput' });
const alimonyResult = AlimonyResultSchema.meta({ id: 'AlimonyResult' });

/** As the earlier product's form sent it, marriageLength included (spec part 1, section 7). */
const EXAMPLE = {
  marriageDate: '2012-06-16',
  separationDate: '2026-03-01',
  payerIncome: 9000,
  recipientIncome: 3500,
  payerExpenses: 4000,
  recipientExpenses: 3200,
  alimonyType: 'temporary',
  payerAge: 45,
  recipientAge: 43,
  state: 'new-york',
  marriageLength: '13',
  asOf: '2026-11-01',
};

/** The engine's answer to EXAMPLE when written (worksheet shortened); a test keeps it schema-valid. */
const EXAMPLE_RESULT = {
  monthlyPayment: 1385.25,
  monthlyRange: { low: 1385.25, high: 1385.25 },
  incomeDifferential: 5079.25,
  percentage: 30,
  duration: 'Until the divorce is final or a further order (temporary support)',
  durationMonths: null,
  isGuidelineFormula: true,
  amountIsCeiling: false,
  steps: [
    { label: 'Marriage', value: '2012-06-16 to 2026-03-01', kind: 'text' },
    { label: 'Length of marriage (years, as entered)', value: 13, kind: 'number' },
    { label: "Payer's monthly gross income", value: 9000, kind: 'money' },
  ],
  meta: {
    jurisdiction: 'new-york',
    jurisdictionName: 'New York',
    model: 'new-york-maintenance-guidelines',
    rulesEffective: { from: '2026-03-01' },
    sources: [
      {
        title:
          'New York Domestic Relations Law § 236(B)(5-a) (temporary) and (6) (post-divorce maintenance), L.2015 ch. 269',
        section: '§ 236(B)(6)(c) guideline formulas; (6)(b)(4) income cap; (6)(f) advisory duration schedule',
        url: 'https://www.nysenate.gov/legislation/laws/DOM/236',
      },
    ],
    confidence: 'official',
    approximations: [],
    asOf: '2026-11-01',
  },
};

export const alimonyOperation = calculatorOperation({
  type: 'alimony',
  path: '/api/v1/calculators/alimony',
  aliases: ['/api/alimony/calculate'],
  operationId: 'calculateAlimony',
  summary: 'Calculate alimony (spousal support)',
  description:
    "Monthly alimony and its duration under the state's guideline formula where one exists (otherwise an " +
    'estimate that says so), with the worksheet line by line. Dates as YYYY-MM-DD.',
  tag: 'Calculators',
  inputSchema: alimonyInput,
  resultSchema: alimonyResult,
  calculate: calculateAlimonyFromValidInput,
  example: { input: EXAMPLE, result: EXAMPLE_RESULT },
});
