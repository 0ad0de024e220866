/**
 * Request and response examples of the premium calculators (openapi.yaml). Each input is a case of the
 * engine's own tests; each result is the engine's answer to it when written, with the worksheet steps and
 * sources shortened. premium-calculators.test.ts ("the documented examples") keeps their figures equal to
 * the engine's, and premium-strict-bodies.test.ts has the API accept each input.
 */

/** House $400,000 less a $250,000 mortgage kept by spouse 1; a car ($30,000 less $10,000) and a $100,000 401(k) kept by spouse 2; $25,000 in cash accounts and a $5,000 credit card left to split; Texas, 2024, 50-50 (the engine tests' base case with assignments). */
export const PROPERTY_DIVISION_EXAMPLE_INPUT = {
  "primaryResidenceValue": "$400,000",
  "primaryResidenceMortgage": "$250,000",
  "primaryResidenceKeptBy": "spouse1",
  "vehicles": [
    {
      "name": "Car",
      "value": 30000,
      "loan": 10000,
      "keptBy": "spouse2"
    }
  ],
  "checkingAccounts": [
    {
      "name": "Joint checking",
      "balance": 5000
    }
  ],
  "savingsAccounts": [
    {
      "name": "Savings",
      "balance": 20000
    }
  ],
  "retirementAccounts": [
    {
      "name": "401(k)",
      "balance": 100000,
      "keptBy": "spouse2"
    }
  ],
  "creditCards": [
    {
      "name": "Visa",
      "balance": 5000
    }
  ],
  "divisionMethod": "50-50",
  "state": "texas",
  "taxYear": 2024
};

export const PROPERTY_DIVISION_EXAMPLE_RESULT = {
  "netWorth": 290000,
  "spouse1NetValue": 145000,
  "spouse2NetValue": 145000,
  "spouse1Percentage": 50,
  "divisionMethod": "50-50",
  "breakdown": {
    "realEstate": {
      "total": 150000,
      "items": [
        {
          "name": "Primary residence",
          "category": "realEstate",
          "netValue": 150000,
          "ownership": "marital",
          "keptBy": "spouse1"
        }
      ]
    },
    "vehicles": {
      "total": 20000,
      "items": [
        {
          "name": "Car",
          "category": "vehicles",
          "netValue": 20000,
          "ownership": "marital",
          "keptBy": "spouse2"
        }
      ]
    },
    "financialAssets": {
      "total": 125000,
      "items": [
        {
          "name": "Joint checking",
          "category": "financialAssets",
          "netValue": 5000,
          "ownership": "marital",
          "keptBy": null
        },
        {
          "name": "Savings",
          "category": "financialAssets",
          "netValue": 20000,
          "ownership": "marital",
          "keptBy": null
        },
        {
          "name": "401(k)",
          "category": "financialAssets",
          "netValue": 100000,
          "ownership": "marital",
          "keptBy": "spouse2"
        }
      ]
    },
    "debts": {
      "total": -5000,
      "items": [
        {
          "name": "Visa",
          "category": "debts",
          "netValue": -5000,
          "ownership": "marital",
          "keptBy": null
        }
      ]
    }
  },
  "separateProperty": {
    "spouse1": {
      "total": 0,
      "items": []
    },
    "spouse2": {
      "total": 0,
      "items": []
    }
  },
  "equalization": {
    "spouse1Receives": 160000,
    "spouse2Receives": 130000,
    "amount": 15000,
    "payer": "spouse1",
    "assignedItems": 3
  },
  "retirement": {
    "pretaxTotal": 100000,
    "afterTaxEstimate": 90000,
    "items": [
      {
        "name": "401(k)",
        "balance": 100000,
        "marginalRate": 10,
        "afterTaxEstimate": 90000
      }
    ]
  },
  "netWorthAfterTaxEstimate": 280000,
  "regime": {
    "kind": "community-property",
    "presumption": "Texas is a community property state: property acquired during the marriage belongs to both spouses; how the court divides it follows the state's own statute, which we have not recorded here."
  },
  "steps": [
    {
      "label": "Property regime",
      "value": "Community property",
      "kind": "text",
      "source": "IRS Publication 555, Community Property (rev. December 2024)"
    },
    {
      "label": "What the state presumes",
      "value": "Texas is a community property state: property acquired during the marriage belongs to both spouses; how the court divides it follows the state's own statute, which we have not recorded here.",
      "kind": "text",
      "source": "IRS Publication 555, Community Property (rev. December 2024)"
    },
    {
      "label": "Real estate (net of mortgages)",
      "value": 150000,
      "kind": "money"
    },
    {
      "label": "Vehicles (net of loans)",
      "value": 20000,
      "kind": "money"
    }
  ],
  "meta": {
    "jurisdiction": "texas",
    "jurisdictionName": "Texas",
    "model": "property-division-community-property",
    "rulesEffective": {
      "from": "2024-01-01",
      "to": "2024-12-31"
    },
    "sources": [
      {
        "title": "IRS Publication 555, Community Property (rev. December 2024)",
        "section": "Introduction: the community property states are Arizona, California, Idaho, Louisiana, Nevada, New Mexico, Texas, Washington and Wisconsin",
        "url": "https://www.irs.gov/publications/p555",
        "lastChecked": "2026-11-26"
      },
      {
        "title": "IRS Rev. Proc. 2023-34 (inflation adjustments for tax year 2024)",
        "section": "§3.01 tax rate tables; standard deduction; child tax credit",
        "url": "https://www.irs.gov/pub/irs-drop/rp-23-34.pdf"
      }
    ],
    "confidence": "estimate",
    "approximations": [
      "Pre-tax retirement balances are also shown after tax at the holder's 2024 federal + state marginal rate as a single filer (spouse 1's rate when the account is not assigned to spouse 2); the tax actually owed depends on when and how the money is withdrawn.",
      "Values are as entered; no appraisal, capital gains tax or tax basis is considered."
    ],
    "asOf": "2026-11-26"
  }
};

/** A $200,000 401(k): participation from 2005-06-15, married 2010-06-15 to 2024-06-15, valued 2025-06-15, 50% of the account to the spouse; Texas, 2024 (the engine tests' base case). */
export const QDRO_EXAMPLE_INPUT = {
  "accountType": "401k",
  "currentBalance": "$200,000",
  "employeeAge": 45,
  "spouseAge": 43,
  "divisionMethod": "percentage",
  "divisionPercentage": 50,
  "marriageDate": "2010-06-15",
  "separationDate": "2024-06-15",
  "employmentStartDate": "2005-06-15",
  "annualContribution": 10000,
  "employerMatch": 2000,
  "expectedGrowthRate": 7,
  "state": "texas",
  "taxYear": 2024,
  "valuationDate": "2025-06-15"
};

export const QDRO_EXAMPLE_RESULT = {
  "accountType": "401k",
  "divisionMethod": "percentage",
  "spouseEntitlement": 100000,
  "employeeRetains": 100000,
  "maritalPortion": 140000,
  "presentValue": 100000,
  "futureValue": 443040.17,
  "employeeFutureValue": 878914.35,
  "division": {
    "basis": "whole-account",
    "sharePercent": 50,
    "defaultShare": false,
    "text": "50% of the whole account ($200,000), as chosen."
  },
  "breakdown": {
    "totalAccountValue": 200000,
    "maritalMonths": 168,
    "employmentMonths": 240,
    "maritalPercentage": 70
  },
  "taxImplications": {
    "immediateDistributionTax": 0,
    "incomeTaxOnDistribution": 0,
    "earlyDistributionTax": 0,
    "earlyDistributionTaxApplies": false,
    "mandatoryWithholding": 0,
    "deferredTaxLiability": 10000,
    "marginalRate": 10,
    "taxYear": 2024
  },
  "qdroRequired": true,
  "divisionInstrument": "A qualified domestic relations order (IRC §414(p), ERISA §206(d)(3)) approved by the plan administrator; government plans (federal FERS/CSRS, TSP, military) use their own court-order rules instead.",
  "notes": [
    "50% of the whole account gives the spouse $100,000, $30,000 more than 50% of the marital portion ($70,000): it also divides what was earned before the marriage or after the separation, which is usually the employee's alone. Choose \"Share of the marital portion\" unless that is what you agreed."
  ],
  "steps": [
    {
      "label": "Total account value",
      "value": 200000,
      "kind": "money"
    },
    {
      "label": "Months of participation during the marriage",
      "value": 168,
      "kind": "number",
      "formula": "2010-06-15 to 2024-06-15"
    },
    {
      "label": "Months of participation",
      "value": 240,
      "kind": "number",
      "formula": "2005-06-15 to 2025-06-15"
    },
    {
      "label": "Marital percentage (coverture fraction)",
      "value": 70,
      "kind": "percent",
      "formula": "168 ÷ 240",
      "source": "Coverture (time-rule) fraction: months of service during the marriage over total months of service (state case law; e.g. Pennsylvania SERS on dividing pensions in divorce)"
    }
  ],
  "meta": {
    "jurisdiction": "texas",
    "jurisdictionName": "Texas",
    "model": "qdro-coverture",
    "rulesEffective": {
      "from": "2024-01-01",
      "to": "2024-12-31"
    },
    "sources": [
      {
        "title": "Coverture (time-rule) fraction: months of service during the marriage over total months of service (state case law; e.g. Pennsylvania SERS on dividing pensions in divorce)",
        "url": "https://www.sers.pa.gov/"
      },
      {
        "title": "IRS Rev. Proc. 2023-34 (inflation adjustments for tax year 2024)",
        "section": "§3.01 tax rate tables; standard deduction; child tax credit",
        "url": "https://www.irs.gov/pub/irs-drop/rp-23-34.pdf"
      }
    ],
    "confidence": "estimate",
    "approximations": [
      "Growth is compounded once a year at a constant rate, with contributions at each year-end; real returns vary.",
      "Taxes use the tax engine's single-filer rates for the spouse in the tax year shown; local taxes and other credits are left out."
    ],
    "asOf": "2025-06-15"
  }
};

/** $60,000 and $40,000, married filing jointly, two children who live with this parent, head of household after the divorce; Texas, 2024 (the engine tests' family). */
export const TAX_IMPACT_EXAMPLE_INPUT = {
  "annualIncome": 60000,
  "spouseIncome": 40000,
  "currentFilingStatus": "married-joint",
  "projectedFilingStatus": "head-of-household",
  "numberOfChildren": 2,
  "childrenWithPrimaryParent": 2,
  "divorceYear": 2024,
  "state": "texas"
};

export const TAX_IMPACT_EXAMPLE_RESULT = {
  "taxDifference": -972,
  "currentYearTax": 4035,
  "projectedTax": 244,
  "spouseProjectedTax": 2819,
  "householdProjectedTax": 3063,
  "personalChange": -2177,
  "federalTaxCurrent": 4035,
  "federalTaxProjected": 244,
  "stateTaxCurrent": 0,
  "stateTaxProjected": 0,
  "alimonyTaxBenefit": 0,
  "childTaxCredits": 4000,
  "breakdown": {
    "standardDeduction": 21900,
    "itemizedDeductions": 0,
    "saltCap": 10000,
    "taxableIncome": 38100,
    "effectiveTaxRate": 0.4,
    "marginalTaxRate": 12
  },
  "scenarios": {
    "current": {
      "filingStatus": "married-joint",
      "wages": 100000,
      "federalIncomeTax": 4035,
      "stateIncomeTax": 0,
      "incomeTax": 4035,
      "deduction": 29200,
      "deductionKind": "standard",
      "childTaxCredit": 4000,
      "childrenClaimed": 2
    },
    "projected": {
      "filingStatus": "head-of-household",
      "wages": 60000,
      "federalIncomeTax": 244,
      "stateIncomeTax": 0,
      "incomeTax": 244,
      "deduction": 21900,
      "deductionKind": "standard",
      "childTaxCredit": 4000,
      "childrenClaimed": 2
    },
    "spouseProjected": {
      "filingStatus": "single",
      "wages": 40000,
      "federalIncomeTax": 2819,
      "stateIncomeTax": 0,
      "incomeTax": 2819,
      "deduction": 14600,
      "deductionKind": "standard",
      "childTaxCredit": 0,
      "childrenClaimed": 0
    }
  },
  "recommendations": [
    "Give your employer a new Form W-4 for your new filing status so that withholding matches your own return (IRS Form W-4; Publication 505)."
  ],
  "taxYear": 2024,
  "steps": [
    {
      "label": "Current filing status",
      "value": "married-joint",
      "kind": "text"
    },
    {
      "label": "Current federal income tax",
      "value": 4035,
      "kind": "money",
      "source": "2024 federal rates"
    },
    {
      "label": "Current state income tax",
      "value": 0,
      "kind": "money"
    },
    {
      "label": "Current income tax (federal + state)",
      "value": 4035,
      "kind": "money"
    }
  ],
  "meta": {
    "jurisdiction": "texas",
    "jurisdictionName": "Texas",
    "model": "tax-impact",
    "rulesEffective": {
      "from": "2024-01-01",
      "to": "2024-12-31"
    },
    "sources": [
      {
        "title": "IRS Rev. Proc. 2023-34 (inflation adjustments for tax year 2024)",
        "section": "§3.01 tax rate tables; standard deduction; child tax credit",
        "url": "https://www.irs.gov/pub/irs-drop/rp-23-34.pdf"
      },
      {
        "title": "26 U.S.C. §24, Child tax credit",
        "section": "§24(b), (d), (h)",
        "url": "https://www.law.cornell.edu/uscode/text/26/24"
      }
    ],
    "confidence": "official",
    "approximations": [
      "All children are taken to be under 17 and qualifying for the child tax credit; income is wages; FICA is left out because a divorce does not change it.",
      "Mortgage interest, property taxes and charity are this person's after the divorce; the spouse's projection takes the standard deduction.",
      "Only the standard or itemized deduction and the child tax credit are applied; other credits, deductions (including the 2025-2028 senior, tips, overtime and car-loan deductions), the alternative minimum tax and capital-gains rates are not computed.",
      "Local (city and county) income taxes are not included."
    ],
    "asOf": "2024-12-31"
  }
};

/** Two children (5 and 9), 70-30, homes 10 miles apart with weekly exchanges; Ohio (urban Midwest), 2025 (the engine tests' base case): USDA typical amounts shown, food the one empty category. */
export const CUSTODY_COSTS_EXAMPLE_INPUT = {
  "custodyArrangement": "70-30",
  "numberOfChildren": 2,
  "childAge1": 5,
  "childAge2": 9,
  "custodialHousingCost": "$2,000",
  "nonCustodialHousingCost": 1500,
  "daycareCost": 400,
  "afterSchoolCare": 200,
  "distanceBetweenHomes": 10,
  "transportationFrequency": "weekly",
  "vehicleCosts": 100,
  "schoolSupplies": 20,
  "extracurricularActivities": 80,
  "healthInsurance": 300,
  "medicalCopays": 50,
  "clothingCosts": 100,
  "state": "ohio",
  "costYear": 2025,
  "areaType": "urban"
};

export const CUSTODY_COSTS_EXAMPLE_RESULT = {
  "totalAnnualCost": 36728.04,
  "custodialParentCosts": 25709.63,
  "nonCustodialParentCosts": 11018.41,
  "monthlyCostBreakdown": {
    "housing": 1750,
    "childcare": 600,
    "transportation": 160.67,
    "activities": 100,
    "healthcare": 350,
    "other": 100
  },
  "housingShare": {
    "childrenPercent": 50,
    "custodialHome": 1000,
    "otherHome": 750,
    "method": "The children's bedrooms: 2 of 4 rooms in each home (a bedroom per child, the parent's bedroom and the shared rooms counted as one), as USDA counts a child's housing by the cost of an additional bedroom."
  },
  "costSharing": {
    "custodialPercentage": 70,
    "nonCustodialPercentage": 30,
    "suggestedSharing": "70% / 30% by time",
    "basis": "time"
  },
  "timeShare": {
    "custodialPercentage": 70,
    "basis": "5 days of 7 ≈ 70%"
  },
  "perChildCost": 18364.02,
  "guidelineCoverage": {
    "addedOn": [
      "childcare",
      "health insurance"
    ],
    "inBasicObligation": [
      "housing",
      "food",
      "transportation",
      "clothing",
      "ordinary activities",
      "ordinary medical costs"
    ],
    "note": "Ohio's guideline, as this engine computes it, adds childcare and health insurance on top of the basic obligation, shared by income; the basic obligation is meant to cover the children's everyday costs (housing, food, transportation, clothing, ordinary activities and medical costs). Extraordinary medical, educational and activity costs follow the state's own rules, which are not recorded here."
  },
  "typicalAmounts": {
    "label": "USDA typical (estimate)",
    "edition": "Expenditures on Children by Families, 2015 (USDA Miscellaneous Publication No. 1528-2015, revised March 2017; the latest edition)",
    "table": {
      "number": 4,
      "name": "Urban Midwest",
      "area": "urban",
      "region": "midwest",
      "familyType": "married-couple",
      "basis": "a child in a two-child, married-couple family (USDA's tables); not adjusted for other family sizes"
    },
    "incomeGroup": {
      "group": "middle",
      "label": "$59,200 to $107,400 (2015 dollars)",
      "assumed": true,
      "reason": "Both parents' incomes are needed to place the family in one of USDA's income groups; without them the middle group is assumed, the one USDA's headline figures describe.",
      "combinedAnnualIncome": null,
      "incomeIn2015Dollars": null
    },
    "priceLevel": {
      "year": 2025,
      "label": "2025 dollars",
      "cpi2015": 237.017,
      "cpiPriceYear": 321.943,
      "factor": 1.3583
    },
    "children": [
      {
        "child": 1,
        "age": 5,
        "ageBand": "3-5",
        "annual": {
          "housing": 4754.09,
          "food": 2173.3,
          "transportation": 2390.63,
          "clothing": 1005.15,
          "healthCare": 1480.56,
          "childCareAndEducation": 3708.19,
          "miscellaneous": 1358.31
        },
        "monthly": {
          "housing": 396.17,
          "food": 181.11,
          "transportation": 199.22,
          "clothing": 83.76,
          "healthCare": 123.38,
          "childCareAndEducation": 309.02,
          "miscellaneous": 113.19
        }
      },
      {
        "child": 2,
        "age": 9,
        "ageBand": "9-11",
        "annual": {
          "housing": 4754.09,
          "food": 3463.7,
          "transportation": 2526.46,
          "clothing": 1263.23,
          "healthCare": 1711.47,
          "childCareAndEducation": 2118.97,
          "miscellaneous": 1589.22
        },
        "monthly": {
          "housing": 396.17,
          "food": 288.64,
          "transportation": 210.54,
          "clothing": 105.27,
          "healthCare": 142.62,
          "childCareAndEducation": 176.58,
          "miscellaneous": 132.44
        }
      }
    ],
    "categories": [
      {
        "category": "housing",
        "label": "Housing",
        "calculatorLine": "housing",
        "yourMonthly": 1750,
        "typicalMonthly": 792.34,
        "typicalAnnual": 9508.18,
        "empty": false,
        "used": false,
        "comparisonOnly": true
      },
      {
        "category": "food",
        "label": "Food",
        "calculatorLine": "other",
        "yourMonthly": null,
        "typicalMonthly": 469.75,
        "typicalAnnual": 5637,
        "empty": true,
        "used": false,
        "comparisonOnly": false
      },
      {
        "category": "transportation",
        "label": "Transportation",
        "calculatorLine": "transportation",
        "yourMonthly": 100,
        "typicalMonthly": 409.76,
        "typicalAnnual": 4917.09,
        "empty": false,
        "used": false,
        "comparisonOnly": false
      },
      {
        "category": "clothing",
        "label": "Clothing",
        "calculatorLine": "other",
        "yourMonthly": 100,
        "typicalMonthly": 189.03,
        "typicalAnnual": 2268.38,
        "empty": false,
        "used": false,
        "comparisonOnly": false
      },
      {
        "category": "healthCare",
        "label": "Health care",
        "calculatorLine": "healthcare",
        "yourMonthly": 350,
        "typicalMonthly": 266,
        "typicalAnnual": 3192.03,
        "empty": false,
        "used": false,
        "comparisonOnly": false
      },
      {
        "category": "childCareAndEducation",
        "label": "Child care and education",
        "calculatorLine": "childcare",
        "yourMonthly": 620,
        "typicalMonthly": 485.6,
        "typicalAnnual": 5827.16,
        "empty": false,
        "used": false,
        "comparisonOnly": false
      },
      {
        "category": "miscellaneous",
        "label": "Miscellaneous (personal care, entertainment, reading)",
        "calculatorLine": "activities",
        "yourMonthly": 80,
        "typicalMonthly": 245.63,
        "typicalAnnual": 2947.53,
        "empty": false,
        "used": false,
        "comparisonOnly": false
      }
    ],
    "useTypicalAmounts": false,
    "filledMonthly": 0,
    "notes": [
      "Typical amounts are USDA's 2015 figures for a child in a two-child, married-couple family (USDA's tables); not adjusted for other family sizes, brought to 2025 dollars with CPI-U (× 321.943 ÷ 237.017 = 1.3583); each is labelled USDA typical (estimate).",
      "Both parents' incomes are needed to place the family in one of USDA's income groups; without them the middle group is assumed, the one USDA's headline figures describe.",
      "USDA's figures are per child in a two-child family, like this one.",
      "Housing is shown for comparison only: the calculator already counts the children’s share of both homes from your housing costs.",
      "Typical amounts are shown beside your figures and not added to the totals; choose to fill empty categories to use them."
    ],
    "sources": [
      {
        "title": "USDA Center for Nutrition Policy and Promotion, Expenditures on Children by Families, 2015 (Miscellaneous Publication No. 1528-2015, revised March 2017)",
        "section": "Tables 1-6 (married-couple families, overall United States, urban regions and rural areas); read from the transcriptions named in usda-2015.ts, not the PDF",
        "url": "https://www.cnpp.usda.gov/sites/default/files/expenditures_on_children_by_families/crc2015.pdf"
      },
      {
        "title": "U.S. Census Bureau, Census Regions and Divisions of the United States",
        "section": "Four regions: Northeast, Midwest, South (with the District of Columbia), West",
        "url": "https://www2.census.gov/geo/pdfs/maps-data/maps/reference/us_regdiv.pdf"
      },
      {
        "title": "U.S. Bureau of Labor Statistics, Consumer Price Index for All Urban Consumers (CPI-U), U.S. city average, all items, not seasonally adjusted, series CUUR0000SA0",
        "section": "Annual averages, 1982-84=100; read from the transcription in PolicyEngine/spm-calculator spm_calculator/data/bls/cpi_annual.json (retrieved from BLS/FRED 2026-07-18), not from BLS directly",
        "url": "https://api.bls.gov/publicAPI/v2/timeseries/data/CUUR0000SA0?startyear=2024&endyear=2025&annualaverage=true"
      }
    ]
  },
  "recommendations": [
    "Enter the $600 monthly childcare in the child support calculator: Ohio's guideline adds it to the basic obligation and shares it by income.",
    "Enter the children's health insurance premium in the child support calculator: Ohio's guideline adds it on and credits the parent who pays it.",
    "Exchanges cost about $61 a month in driving at the IRS rate; agree in the parenting plan who drives or meet halfway.",
    "Agree in writing how activities, tutoring and other extras are shared, and how either parent approves new ones; these are often outside the basic child support amount.",
    "No figure of yours for food: USDA's typical amounts for them come to about $470 a month (USDA typical (estimate)). Enter your own figures, or choose to fill the empty categories with the typical amounts.",
    "Add both parents’ incomes to see a sharing by income, which is how child support guidelines share costs."
  ],
  "steps": [
    {
      "label": "Children's share of each home (their bedrooms)",
      "value": 50,
      "kind": "percent",
      "formula": "2 bedrooms ÷ (2 + the parent's bedroom + the shared rooms) = 2/4",
      "source": "USDA's additional-bedroom approach to children's housing (Expenditures on Children by Families, 2015: a child's housing is the cost of an additional bedroom), applied to each home's cost"
    },
    {
      "label": "Custodial home, children’s share",
      "value": 1000,
      "kind": "money",
      "formula": "2000 × 2/4"
    },
    {
      "label": "Other home, children’s share",
      "value": 750,
      "kind": "money",
      "formula": "1500 × 2/4"
    },
    {
      "label": "Housing (both homes, children’s share)",
      "value": 1750,
      "kind": "money",
      "formula": "1000 + 750"
    }
  ],
  "meta": {
    "jurisdiction": "ohio",
    "jurisdictionName": "Ohio",
    "model": "custody-costs",
    "rulesEffective": {
      "from": "2025-01-01",
      "to": "2025-12-31"
    },
    "sources": [
      {
        "title": "USDA's additional-bedroom approach to children's housing (Expenditures on Children by Families, 2015: a child's housing is the cost of an additional bedroom), applied to each home's cost",
        "section": "children's bedrooms ÷ (children's bedrooms + the parent's bedroom + the shared rooms counted as one)",
        "url": "https://www.fns.usda.gov/cnpp/expenditures-children-families"
      },
      {
        "title": "IRS Notice 2025-5: 2025 standard mileage rates",
        "section": "70 cents per mile, business",
        "url": "https://www.irs.gov/pub/irs-drop/n-25-05.pdf",
        "lastChecked": "2026-12-07"
      }
    ],
    "confidence": "estimate",
    "approximations": [
      "Typical amounts come from USDA's Expenditures on Children by Families, 2015 (its latest edition), read from two public transcriptions of its tables that agree with each other and with the report's published headline figures, not from the PDF itself.",
      "USDA's figures describe a child in a two-child, married-couple family at the household's before-tax income; they are not adjusted for one child or for three or more, nor for the cost of running two homes.",
      "They are brought from 2015 to the cost year with the all-items CPI-U, not with category price indexes (child care and health care rose faster than prices overall, clothing slower).",
      "Housing follows USDA's additional-bedroom approach without the homes' rents by size: each home's cost is spread over a bedroom per child, the parent's bedroom and the shared rooms (counted as one), and the children's bedrooms are their share, children ÷ (children + 2). A home with more or fewer rooms, or children sharing a bedroom, changes it.",
      "Exchange driving is the round trip at the IRS business mileage rate of the cost year; the newest recorded rate (2026) is used for later years until a newer one is recorded."
    ],
    "asOf": "2025-06-30"
  }
};
