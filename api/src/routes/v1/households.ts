import {
  HouseholdsInputSchema,
  HouseholdsResultSchema,
  calculateHouseholdsFromValidInput,
} from '@securesplit/engine';
import { calculatorOperation } from './calculator.js';

const householdsInput = HouseholdsInputSchema.meta({ id: 'HouseholdsInput' });
const householdsResult = HouseholdsResultSchema.meta({ id: 'HouseholdsResult' });

/** New York, two children with the custodial parent, maintenance under a 2024 agreement ending mid-2028. */
export const HOUSEHOLDS_EXAMPLE = {
  state: 'new-york',
  asOf: '2026-06-01',
  custodial: { grossMonthly: 4000, filingStatus: 'head-of-household' },
  noncustodial: { grossMonthly: 7500, filingStatus: 'single' },
  children: [{ birthDate: '2014-09-01' }, { birthDate: '2018-03-15' }],
  custody: { custodyArrangement: 'primary', custodialParentTime: 75, nonCustodialParentTime: 25 },
  alimony: { monthlyAmount: 600, paidBy: 'noncustodial', agreementDate: '2024-05-01', endDate: '2028-06-01' },
};

/** Both homes as of the example's date: the answer's `households` and its first timeline entry are the same view. */
const HOUSEHOLDS_EXAMPLE_NOW = [
  {
    "role": "custodial",
    "filingStatus": "head-of-household",
    "grossMonthly": 4000,
    "federalIncomeTax": -157.42,
    "fica": 306,
    "stateIncomeTax": 168.28,
    "childSupportPaid": 0,
    "childSupportReceived": 1581.56,
    "alimonyPaid": 0,
    "alimonyReceived": 600,
    "netMonthly": 5864.7,
    "people": 3,
    "netPerPerson": 1954.9,
    "childrenClaimed": 2
  },
  {
    "role": "noncustodial",
    "filingStatus": "single",
    "grossMonthly": 7500,
    "federalIncomeTax": 914.67,
    "fica": 573.75,
    "stateIncomeTax": 322.85,
    "childSupportPaid": 1581.56,
    "childSupportReceived": 0,
    "alimonyPaid": 600,
    "alimonyReceived": 0,
    "netMonthly": 3507.17,
    "people": 1,
    "netPerPerson": 3507.17,
    "childrenClaimed": 0
  }
];

/**
 * The engine's answer to HOUSEHOLDS_EXAMPLE when written, cut to its first steps, the first two timeline entries,
 * two sources and two approximations; a test keeps it schema-valid and its households equal to the engine's.
 */
export const HOUSEHOLDS_EXAMPLE_RESULT = {
  "households": HOUSEHOLDS_EXAMPLE_NOW,
  "steps": [
    {
      "label": "As of",
      "value": "2026-06-01",
      "kind": "text"
    },
    {
      "label": "Child 1",
      "value": "born 2014-09-01 (birth date given); lives with the custodial parent; claimed by the custodial parent; support until 2035-09-01",
      "kind": "text"
    },
    {
      "label": "Child 2",
      "value": "born 2018-03-15 (birth date given); lives with the custodial parent; claimed by the custodial parent; support until 2039-03-15",
      "kind": "text"
    },
    {
      "label": "Age of emancipation",
      "value": "21 in New York (N.Y. Family Court Act § 413(1)(a); Domestic Relations Law § 240(1-b)(b)(2) (a \"child\" is under 21); text read 2026-12-07). Earlier emancipation (marriage, military service, self-support) and the extension to 26 for a developmentally disabled adult child (DRL § 240-d) are not modelled.",
      "kind": "text",
      "source": "FCA § 413(1)(a): parents are chargeable with the support of a child until age 21"
    },
    {
      "label": "Order of alimony and child support",
      "value": "New York: maintenance is set first; for the CSSA it is deducted from the payer's income and counted as the payee's income.",
      "kind": "text",
      "source": "DRL § 236(B)(6)(c); DRL § 240(1-b)(b)(5)(vii)(C) and (b)(5)(iii) (L.2015 ch. 269)"
    },
    {
      "label": "Child support (paid by the noncustodial parent)",
      "value": 1581.56,
      "kind": "money",
      "formula": "child-support calculator (new-york-cssa, New York) for incomes 4600 and 7500, deductions 0 and 600, 2 children",
      "source": "New York Domestic Relations Law § 240(1-b), Child Support Standards Act (same text: Family Court Act § 413(1))"
    },
    {
      "label": "Custodial parent: gross income",
      "value": 4000,
      "kind": "money"
    }
  ],
  "timeline": [
    {
      "from": "2026-06-01",
      "reason": "As of 2026-06-01",
      "children": 2,
      "households": HOUSEHOLDS_EXAMPLE_NOW
    },
    {
      "from": "2028-06-01",
      "reason": "Alimony ends",
      "children": 2,
      "households": [
        {
          "role": "custodial",
          "filingStatus": "head-of-household",
          "grossMonthly": 4000,
          "federalIncomeTax": -157.42,
          "fica": 306,
          "stateIncomeTax": 135.88,
          "childSupportPaid": 0,
          "childSupportReceived": 1731.56,
          "alimonyPaid": 0,
          "alimonyReceived": 0,
          "netMonthly": 5447.1,
          "people": 3,
          "netPerPerson": 1815.7,
          "childrenClaimed": 2
        },
        {
          "role": "noncustodial",
          "filingStatus": "single",
          "grossMonthly": 7500,
          "federalIncomeTax": 914.67,
          "fica": 573.75,
          "stateIncomeTax": 355.81,
          "childSupportPaid": 1731.56,
          "childSupportReceived": 0,
          "alimonyPaid": 0,
          "alimonyReceived": 0,
          "netMonthly": 3924.21,
          "people": 1,
          "netPerPerson": 3924.21,
          "childrenClaimed": 0
        }
      ]
    }
  ],
  "meta": {
    "jurisdiction": "new-york",
    "jurisdictionName": "New York",
    "model": "households-after-tax",
    "rulesEffective": {
      "from": "2026-01-01",
      "to": "2026-12-31"
    },
    "sources": [
      {
        "title": "N.Y. Family Court Act § 413(1)(a); Domestic Relations Law § 240(1-b)(b)(2) (a \"child\" is under 21)",
        "section": "FCA § 413(1)(a): parents are chargeable with the support of a child until age 21",
        "url": "https://www.nysenate.gov/legislation/laws/FCT/413",
        "lastChecked": "2026-12-07"
      },
      {
        "title": "N.Y. Domestic Relations Law §§ 236(B)(6)(c) and 240(1-b)(b)(5), as amended by L.2015 ch. 269",
        "section": "§ 236(B)(6)(c): maintenance is computed first, from income before child support; § 240(1-b)(b)(5)(vii)(C): maintenance paid to the other party is deducted from the payer’s CSSA income; maintenance received is CSSA income of the payee (§ 240(1-b)(b)(5)(iii) as amended by L.2015 ch. 269; the subparagraph letter was not read)",
        "url": "https://www.nysenate.gov/legislation/laws/DOM/240"
      }
    ],
    "confidence": "estimate",
    "approximations": [
      "Alimony received is added to the recipient's income for child support; where the child-support calculator estimates taxes or FICA from income, it treats that alimony like wages.",
      "Timeline dates after the last tax year held use that year’s tax parameters."
    ],
    "asOf": "2026-06-01"
  }
};

export const householdsOperation = calculatorOperation({
  type: 'households',
  path: '/api/v1/households',
  operationId: 'calculateHouseholds',
  summary: 'Both households after tax, child support and alimony, month by month',
  description:
    "Each home's gross income, federal income tax (single or head of household, with the children each parent " +
    'claims), FICA, state income tax, child support and alimony paid or received, what is left a month and per ' +
    "person, as of a date and again as each child reaches the state's age of emancipation and as alimony ends. " +
    "Child support is the child-support calculator's amount (unless given), taxes the income-tax calculator's; " +
    "the state's order of alimony and child support is applied and cited in the steps. Alimony counts for federal " +
    'tax only under agreements executed before 2019 (TCJA § 11051).',
  tag: 'Calculators',
  inputSchema: householdsInput,
  resultSchema: householdsResult,
  calculate: calculateHouseholdsFromValidInput,
  example: { input: HOUSEHOLDS_EXAMPLE, result: HOUSEHOLDS_EXAMPLE_RESULT },
});
