/** Results the engine produced for these inputs (2026-11-21), used by component tests and stories. */
import type { AlimonyResult, BudgetResult, ChildSupportResult, WellnessQuizResult } from '@securesplit/engine';

export const CHILD_SUPPORT_RESULT: ChildSupportResult & { id: number } = {
  "monthlyPayment": 1154.38,
  "payer": "noncustodial",
  "combinedIncome": 7388,
  "nonCustodialPercentage": 62.5,
  "baseAmount": 1154.38,
  "adjustment": 0,
  "parentingTimeAdjustment": 0,
  "withoutParentingTime": { "monthlyPayment": 1154.38, "payer": "noncustodial" },
  "steps": [
    {
      "label": "Worksheet period",
      "value": "The CSSA worksheet is annual; monthly amounts are the annual figures ÷ 12.",
      "kind": "text"
    },
    {
      "label": "Noncustodial parent: gross income (annual)",
      "value": 60000,
      "kind": "money",
      "formula": "5000 × 12",
      "source": "DRL § 240(1-b)(b)(5)(i)"
    },
    {
      "label": "Noncustodial parent: less FICA",
      "value": 4590,
      "kind": "money",
      "formula": "Social Security 3720 + Medicare 870 (tax year 2026)",
      "source": "DRL § 240(1-b)(b)(5)(vii)(H)"
    },
    {
      "label": "Noncustodial parent: CSSA income",
      "value": 55410,
      "kind": "money"
    },
    {
      "label": "Custodial parent: gross income (annual)",
      "value": 36000,
      "kind": "money",
      "formula": "3000 × 12",
      "source": "DRL § 240(1-b)(b)(5)(i)"
    },
    {
      "label": "Custodial parent: less FICA",
      "value": 2754,
      "kind": "money",
      "formula": "Social Security 2232 + Medicare 522 (tax year 2026)",
      "source": "DRL § 240(1-b)(b)(5)(vii)(H)"
    },
    {
      "label": "Custodial parent: CSSA income",
      "value": 33246,
      "kind": "money"
    },
    {
      "label": "FICA",
      "value": "FICA is computed on the income as wages; self-employment tax and local income taxes are deducted only if entered as deductions.",
      "kind": "text"
    },
    {
      "label": "Combined parental income",
      "value": 88656,
      "kind": "money",
      "formula": "55410 + 33246",
      "source": "DRL § 240(1-b)(b)(4)"
    },
    {
      "label": "Who pays",
      "value": "The noncustodial parent has fewer overnights and pays; the CSSA has no formula for parenting time.",
      "kind": "text"
    },
    {
      "label": "Paying parent's share of combined parental income",
      "value": 62.5,
      "kind": "percent",
      "formula": "55410 ÷ 88656",
      "source": "DRL § 240(1-b)(c)(2)"
    },
    {
      "label": "Combined parental income up to the combined parental income amount",
      "value": 88656,
      "kind": "money",
      "formula": "not above 193000",
      "source": "DRL § 240(1-b)(c)(2); combined parental income amount $193,000 from 2026-03-01 (gilmerlegal.com, observed.org)"
    },
    {
      "label": "Child support percentage",
      "value": 25,
      "kind": "percent",
      "source": "DRL § 240(1-b)(b)(3)"
    },
    {
      "label": "Combined child support obligation (annual)",
      "value": 22164,
      "kind": "money",
      "formula": "88656 × 25%"
    },
    {
      "label": "Paying parent's pro rata share (annual)",
      "value": 13852.5,
      "kind": "money",
      "formula": "22164 × 62.5%",
      "source": "DRL § 240(1-b)(c)(2)"
    },
    {
      "label": "Paying parent's income less the obligation",
      "value": 41557.5,
      "kind": "money",
      "formula": "55410 − 13852.5",
      "source": "DRL § 240(1-b)(d)"
    },
    {
      "label": "Self-support reserve (not reached)",
      "value": 21546,
      "kind": "money",
      "source": "2026 HHS poverty guideline $15,960 (91 FR 1797, Jan. 15, 2026); reserve 135% = $21,546"
    },
    {
      "label": "Basic child support obligation per month",
      "value": 1154.38,
      "kind": "money",
      "formula": "13852.5 ÷ 12"
    },
    {
      "label": "Monthly child support",
      "value": 1154.38,
      "kind": "money"
    }
  ],
  "meta": {
    "jurisdiction": "new-york",
    "jurisdictionName": "New York",
    "model": "new-york-cssa",
    "rulesEffective": {
      "from": "2026-03-01"
    },
    "sources": [
      {
        "title": "New York Domestic Relations Law § 240(1-b), Child Support Standards Act (same text: Family Court Act § 413(1))",
        "section": "DRL § 240(1-b)(b)(3) percentages, (b)(4)-(5) income, (c)(2)-(3) combined parental income amount, (c)(4)-(5) add-ons, (d) low income",
        "url": "https://www.nysenate.gov/legislation/laws/DOM/240",
        "lastChecked": "2026-11-21"
      },
      {
        "title": "NYS Office of Temporary and Disability Assistance, Child Support Standards Chart (LDSS-4515), released each March",
        "section": "Combined parental income amount, poverty income guideline and self-support reserve",
        "url": "https://www.childsupport.ny.gov/dcse/child_support_standards.html",
        "lastChecked": "2026-11-21"
      },
      {
        "title": "18 NYCRR 347.10(b), child support guidelines worksheet (lines 16-22: income less the pro rata obligation compared with the self-support reserve and the poverty guideline)",
        "section": "18 NYCRR 347.10(a)(8)-(9), (b)",
        "url": "https://govt.westlaw.com/nyreg/Document/I28ea3d1dc9b811e0b63a0000845b8d3e",
        "lastChecked": "2026-11-21"
      },
      {
        "title": "Baraby v. Baraby, 250 A.D.2d 201 (3d Dept 1998); Bast v. Rossoff, 91 N.Y.2d 723 (1998)",
        "section": "Equal parenting time: the parent with the higher income is the noncustodial parent for the CSSA",
        "lastChecked": "2026-11-21"
      }
    ],
    "confidence": "official",
    "approximations": [],
    "asOf": "2026-11-21"
  },
  "id": 101
};

export const CHILD_SUPPORT_ESTIMATE: ChildSupportResult & { id: number } = {
  "monthlyPayment": 1049.79,
  "payer": "noncustodial",
  "combinedIncome": 6791.34,
  "nonCustodialPercentage": 61.83,
  "baseAmount": 1049.79,
  "adjustment": 0,
  "parentingTimeAdjustment": 0,
  "withoutParentingTime": { "monthlyPayment": 1049.79, "payer": "noncustodial" },
  "steps": [
    {
      "label": "Model",
      "value": "Texas applies a percentage to the obligor's monthly net resources; the other parent's income does not enter the guideline.",
      "kind": "text",
      "source": "Tex. Fam. Code § 154.125(a)-(c)"
    },
    {
      "label": "Noncustodial parent's gross monthly income",
      "value": 5000,
      "kind": "money"
    },
    {
      "label": "Noncustodial parent's taxes",
      "value": "Estimated for tax year 2026, filing status single: federal income tax 418.33, FICA 382.5, state income tax 0 per month.",
      "kind": "text"
    },
    {
      "label": "Noncustodial parent's monthly net income (estimated)",
      "value": 4199.17,
      "kind": "money",
      "formula": "5000 − 418.33 − 382.5 − 0"
    },
    {
      "label": "Obligor's monthly net resources",
      "value": 4199.17,
      "kind": "money",
      "source": "Tex. Fam. Code § 154.061(b) (tax charts: single person, standard deduction); § 154.062(d) (deductions)"
    },
    {
      "label": "Net resources the percentage applies to",
      "value": 4199.17,
      "kind": "money",
      "formula": "not above the cap of 11700",
      "source": "§ 154.125(a), (a-1)"
    },
    {
      "label": "Guideline percentage",
      "value": 25,
      "kind": "percent",
      "formula": "2 children",
      "source": "§ 154.125(b)"
    },
    {
      "label": "Guideline child support",
      "value": 1049.79,
      "kind": "money",
      "formula": "4199.17 × 25%",
      "source": "Tex. Fam. Code § 154.125(a)-(c)"
    },
    {
      "label": "Parenting time",
      "value": "Texas has no shared-parenting formula: the amount of possession and access is a ground for the court to deviate from the guideline (§ 154.123(b)), not a calculation step.",
      "kind": "text",
      "source": "Tex. Fam. Code § 154.123(b)"
    },
    {
      "label": "Monthly child support",
      "value": 1049.79,
      "kind": "money"
    }
  ],
  "meta": {
    "jurisdiction": "texas",
    "jurisdictionName": "Texas",
    "model": "texas-net-resources",
    "rulesEffective": {
      "from": "2025-09-01"
    },
    "sources": [
      {
        "title": "Texas Family Code § 154.125, Application of Guidelines to Net Resources",
        "section": "Tex. Fam. Code § 154.125(a)-(c)",
        "url": "https://statutes.capitol.texas.gov/Docs/FA/htm/FA.154.htm#154.125",
        "lastChecked": "2026-11-21"
      },
      {
        "title": "Office of the Attorney General of Texas, adjusted maximum monthly net resources ($11,700), Texas Register, August 15, 2025 (as reported by dentonfamilyattorneys.com and paralegaltexas.com)",
        "section": "Tex. Fam. Code § 154.125(a-1) adjustment effective September 1, 2025",
        "url": "https://www.dentonfamilyattorneys.com/?p=19511",
        "lastChecked": "2026-11-21"
      },
      {
        "title": "Texas Family Code §§ 154.061-154.062, Computing Net Resources",
        "section": "Tex. Fam. Code § 154.061(b) (tax charts: single person, standard deduction); § 154.062(d) (deductions)",
        "url": "https://statutes.capitol.texas.gov/Docs/FA/htm/FA.154.htm#154.062",
        "lastChecked": "2026-11-21"
      },
      {
        "title": "Texas Family Code § 154.126, Application of Guidelines to Additional Net Resources",
        "section": "Tex. Fam. Code § 154.126",
        "url": "https://statutes.capitol.texas.gov/Docs/FA/htm/FA.154.htm#154.126",
        "lastChecked": "2026-11-21"
      },
      {
        "title": "Texas Family Code §§ 154.182, 154.1826, Health Care and Dental Care Coverage",
        "section": "Tex. Fam. Code § 154.182(b); § 154.1826",
        "url": "https://statutes.capitol.texas.gov/Docs/FA/htm/FA.154.htm#154.182",
        "lastChecked": "2026-11-21"
      }
    ],
    "confidence": "estimate",
    "approximations": [
      "Net resources were estimated from gross income with standard federal income tax for a single person with the standard deduction and FICA (Tex. Fam. Code § 154.061(b)); the Attorney General's annual Tax Charts, which courts use, are not transcribed, so the figure can differ by a few dollars."
    ],
    "asOf": "2026-11-21"
  },
  "id": 102
};

export const ALIMONY_RESULT: AlimonyResult & { id: number } = {
  "monthlyPayment": 1662.3,
  "monthlyRange": {
    "low": 1662.3,
    "high": 1662.3
  },
  "incomeDifferential": 5541,
  "percentage": 30,
  "duration": "Until the divorce is final or a further order (temporary support)",
  "durationMonths": null,
  "isGuidelineFormula": true,
  "amountIsCeiling": false,
  "steps": [
    {
      "label": "Marriage",
      "value": "2010-06-15 to 2024-03-01",
      "kind": "text"
    },
    {
      "label": "Length of marriage (months)",
      "value": 164,
      "kind": "number",
      "formula": "5008 days ÷ 30.44, whole months"
    },
    {
      "label": "Length of marriage (whole years)",
      "value": 13,
      "kind": "number",
      "formula": "5008 days ÷ 365.25"
    },
    {
      "label": "Measured to",
      "value": "The law counts the marriage to the date the action was commenced (§ 236(B)(6)(f)); enter that date as the separation date for an exact term.",
      "kind": "text"
    },
    {
      "label": "Payer's monthly gross income",
      "value": 9000,
      "kind": "money"
    },
    {
      "label": "Recipient's monthly gross income",
      "value": 3000,
      "kind": "money"
    },
    {
      "label": "Payer's annual gross income",
      "value": 108000,
      "kind": "money",
      "formula": "9000 × 12"
    },
    {
      "label": "Payer's FICA",
      "value": 8262,
      "kind": "money",
      "formula": "tax year 2026",
      "source": "26 U.S.C. § 3101"
    },
    {
      "label": "Payer's annual income (gross less FICA)",
      "value": 99738,
      "kind": "money",
      "source": "DRL § 240(1-b)(b)(5)(vii)(H)"
    },
    {
      "label": "Payee's annual gross income",
      "value": 36000,
      "kind": "money",
      "formula": "3000 × 12"
    },
    {
      "label": "Payee's FICA",
      "value": 2754,
      "kind": "money",
      "formula": "tax year 2026"
    },
    {
      "label": "Payee's annual income (gross less FICA)",
      "value": 33246,
      "kind": "money"
    },
    {
      "label": "New York City residents",
      "value": "CSSA income also deducts New York City (and Yonkers) income tax; it is not deducted here.",
      "kind": "text"
    },
    {
      "label": "Income cap on the payer",
      "value": 241000,
      "kind": "money",
      "source": "§ 236(B)(6)(b)(4)"
    },
    {
      "label": "Payer's income up to the cap",
      "value": 99738,
      "kind": "money"
    },
    {
      "label": "Formula",
      "value": "No child support paid by the maintenance payer: 30% of payer − 20% of payee",
      "kind": "text",
      "source": "§ 236(B)(6)(c)(2)"
    },
    {
      "label": "(a) 30% of payer − 20% of payee",
      "value": 23272.2,
      "kind": "money",
      "formula": "99738 × 30% − 33246 × 20%"
    },
    {
      "label": "(b) 40% of combined income − payee income",
      "value": 19947.6,
      "kind": "money",
      "formula": "(99738 + 33246) × 40% − 33246"
    },
    {
      "label": "Guideline annual maintenance (lower of (a) and (b), not below 0)",
      "value": 19947.6,
      "kind": "money"
    },
    {
      "label": "Guideline monthly maintenance",
      "value": 1662.3,
      "kind": "money",
      "formula": "19947.6 ÷ 12"
    },
    {
      "label": "Duration",
      "value": "Temporary maintenance ends with the judgment",
      "kind": "text",
      "source": "§ 236(B)(5-a)"
    },
    {
      "label": "Duration",
      "value": "Until the divorce is final or a further order (temporary support)",
      "kind": "text"
    },
    {
      "label": "Federal tax treatment",
      "value": "Instrument dated 2026-11-21 (after 2018-12-31): payments are not deductible by the payer and not income to the recipient.",
      "kind": "text",
      "source": "Tax Cuts and Jobs Act § 11051 (IRS, Clarification: changes to deduction for certain alimony payments effective in 2019)"
    }
  ],
  "meta": {
    "jurisdiction": "new-york",
    "jurisdictionName": "New York",
    "model": "new-york-maintenance-guidelines",
    "rulesEffective": {
      "from": "2026-03-01"
    },
    "sources": [
      {
        "title": "New York Domestic Relations Law § 236(B)(5-a) (temporary) and (6) (post-divorce maintenance), L.2015 ch. 269",
        "section": "§ 236(B)(6)(c) guideline formulas; (6)(b)(4) income cap; (6)(f) advisory duration schedule",
        "url": "https://www.nysenate.gov/legislation/laws/DOM/236"
      },
      {
        "title": "Office of Court Administration biennial maintenance income cap, March 1, 2026 (as reported by gilmerlegal.com and rubenfelddivorce.com)",
        "url": "https://www.rubenfelddivorce.com/blog/2026/march/new-york-s-updated-support-caps-for-2026-what-di"
      }
    ],
    "confidence": "official",
    "approximations": [],
    "asOf": "2026-11-21"
  },
  "id": 103
};

export const ALIMONY_ESTIMATE: AlimonyResult & { id: number } = {
  "monthlyPayment": 1007.63,
  "monthlyRange": {
    "low": 1007.63,
    "high": 1007.63
  },
  "incomeDifferential": 6000,
  "percentage": 16.79,
  "duration": "Until the divorce is final or a further order (temporary support)",
  "durationMonths": null,
  "isGuidelineFormula": false,
  "amountIsCeiling": false,
  "steps": [
    {
      "label": "Estimate",
      "value": "No statutory alimony formula: the court weighs the factors of O.C.G.A. § 19-6-5. The figures below are an estimate, not a guideline amount.",
      "kind": "text"
    },
    {
      "label": "Marriage",
      "value": "2010-06-15 to 2024-03-01",
      "kind": "text"
    },
    {
      "label": "Length of marriage (months)",
      "value": 164,
      "kind": "number",
      "formula": "5008 days ÷ 30.44, whole months"
    },
    {
      "label": "Length of marriage (whole years)",
      "value": 13,
      "kind": "number",
      "formula": "5008 days ÷ 365.25"
    },
    {
      "label": "Payer's monthly gross income",
      "value": 9000,
      "kind": "money"
    },
    {
      "label": "Recipient's monthly gross income",
      "value": 3000,
      "kind": "money"
    },
    {
      "label": "Difference in gross incomes",
      "value": 6000,
      "kind": "money",
      "formula": "9000 − 3000"
    },
    {
      "label": "Low end: 20% of the difference",
      "value": 1200,
      "kind": "money",
      "formula": "6000 × 20%"
    },
    {
      "label": "AAML: 30% of payer − 20% of recipient",
      "value": 2100,
      "kind": "money",
      "formula": "9000 × 30% − 3000 × 20%",
      "source": "American Academy of Matrimonial Lawyers, Considerations When Determining Alimony, Spousal Support or Maintenance (2007 recommendations, as widely reported)"
    },
    {
      "label": "AAML cap: 40% of combined − recipient",
      "value": 1800,
      "kind": "money",
      "formula": "(9000 + 3000) × 40% − 3000"
    },
    {
      "label": "High end: lower of the two, not below 0",
      "value": 1800,
      "kind": "money"
    },
    {
      "label": "Recipient's need (expenses less own net income)",
      "value": 1007.63,
      "kind": "money",
      "formula": "3500 − 2492.37"
    },
    {
      "label": "Range capped at need: high",
      "value": 1007.63,
      "kind": "money"
    },
    {
      "label": "Range capped at need: low",
      "value": 1007.63,
      "kind": "money"
    },
    {
      "label": "Estimated monthly alimony (midpoint of the range)",
      "value": 1007.63,
      "kind": "money",
      "formula": "(1007.63 + 1007.63) ÷ 2"
    },
    {
      "label": "Estimate as a share of the income difference",
      "value": 16.79,
      "kind": "percent"
    },
    {
      "label": "Duration (estimate)",
      "value": "Until the divorce is final or a further order (temporary support)",
      "kind": "text"
    },
    {
      "label": "Federal tax treatment",
      "value": "Instrument dated 2026-11-21 (after 2018-12-31): payments are not deductible by the payer and not income to the recipient.",
      "kind": "text",
      "source": "Tax Cuts and Jobs Act § 11051 (IRS, Clarification: changes to deduction for certain alimony payments effective in 2019)"
    }
  ],
  "meta": {
    "jurisdiction": "georgia",
    "jurisdictionName": "Georgia",
    "model": "estimate",
    "rulesEffective": {
      "from": "2019-01-01"
    },
    "sources": [
      {
        "title": "O.C.G.A. § 19-6-5 (alimony factors; no amount formula)"
      },
      {
        "title": "American Academy of Matrimonial Lawyers, Considerations When Determining Alimony, Spousal Support or Maintenance (2007 recommendations, as widely reported)",
        "section": "30% of payer gross − 20% of recipient gross, recipient total not above 40% of combined gross"
      }
    ],
    "confidence": "estimate",
    "approximations": [
      "Amount is an estimate range: the low end is 20% of the difference in gross incomes, the high end the AAML recommendation (30% of payer gross − 20% of recipient gross, recipient total capped at 40% of combined gross); the figure shown is the midpoint, capped at the recipient's need when expenses are entered.",
      "Duration is an estimate by marriage length (under 10 years: half the marriage; 10-20 years: 60% rising to 78%; over 20 years: possibly indefinite), as commonly seen in practice, not a statutory rule."
    ],
    "asOf": "2026-11-21"
  },
  "id": 106
};

export const BUDGET_DEFICIT: BudgetResult & { id: number } = {
  "totalIncome": 4000,
  "totalExpenses": 4800,
  "monthlySurplus": -800,
  "isDeficit": true,
  "classification": "deficit",
  "categories": [
    {
      "category": "housingCost",
      "label": "Housing",
      "amount": 2500,
      "shareOfExpenses": 52.1
    },
    {
      "category": "utilities",
      "label": "Utilities",
      "amount": 300,
      "shareOfExpenses": 6.3
    },
    {
      "category": "insurance",
      "label": "Insurance",
      "amount": 400,
      "shareOfExpenses": 8.3
    },
    {
      "category": "groceries",
      "label": "Groceries",
      "amount": 800,
      "shareOfExpenses": 16.7
    },
    {
      "category": "transportation",
      "label": "Transportation",
      "amount": 500,
      "shareOfExpenses": 10.4
    },
    {
      "category": "healthcare",
      "label": "Healthcare",
      "amount": 300,
      "shareOfExpenses": 6.3
    },
    {
      "category": "childcare",
      "label": "Childcare",
      "amount": 0,
      "shareOfExpenses": 0
    },
    {
      "category": "personalCare",
      "label": "Personal care",
      "amount": 0,
      "shareOfExpenses": 0
    },
    {
      "category": "entertainment",
      "label": "Entertainment",
      "amount": 0,
      "shareOfExpenses": 0
    },
    {
      "category": "miscellaneous",
      "label": "Miscellaneous",
      "amount": 0,
      "shareOfExpenses": 0
    }
  ],
  "housingShareOfIncome": 62.5,
  "steps": [
    {
      "label": "Primary income",
      "value": 4000,
      "kind": "money"
    },
    {
      "label": "Total monthly income",
      "value": 4000,
      "kind": "money",
      "formula": "Primary income + Child support received + Alimony received + Other income"
    },
    {
      "label": "Housing",
      "value": 2500,
      "kind": "money"
    },
    {
      "label": "Utilities",
      "value": 300,
      "kind": "money"
    },
    {
      "label": "Insurance",
      "value": 400,
      "kind": "money"
    },
    {
      "label": "Groceries",
      "value": 800,
      "kind": "money"
    },
    {
      "label": "Transportation",
      "value": 500,
      "kind": "money"
    },
    {
      "label": "Healthcare",
      "value": 300,
      "kind": "money"
    },
    {
      "label": "Total monthly expenses",
      "value": 4800,
      "kind": "money"
    },
    {
      "label": "Net monthly cash flow",
      "value": -800,
      "kind": "money",
      "formula": "total income − total expenses"
    },
    {
      "label": "Housing as a share of income",
      "value": 62.5,
      "kind": "percent"
    },
    {
      "label": "Classification",
      "value": "Deficit: expenses exceed income",
      "kind": "text"
    }
  ],
  "id": 104
};

export const QUIZ_RESULT: WellnessQuizResult & { id: number } = {
  "score": 16,
  "maxScore": 24,
  "percent": 66.7,
  "level": "good",
  "title": "On Solid Ground",
  "description": "Most of the essentials are in place. A few gaps remain; closing them now will make the settlement and the first year after it easier.",
  "recommendations": [
    "Keep your records current and revisit your plan when the settlement terms change."
  ],
  "nextSteps": [
    "Build a post-divorce budget with the budget planner",
    "Estimate support with the free calculators",
    "Book a free consultation to go over the recommendations above"
  ],
  "weakestAreas": [],
  "id": 105
};
