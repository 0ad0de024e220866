/**
 * The engine's constants a form needs, without its rules: the entry point `@securesplit/engine/constants`.
 * Everything here (and everything it imports) is free of rule data and of zod, so a page that only
 * collects input and asks the API for the result loads a few hundred bytes instead of the whole engine;
 * engine/src/entry-points.test.ts checks that it stays so.
 */
export { MONEY_MAXIMUM_DOLLARS, moneyMaximumMessage } from './validation/money-maximum.js';
export { FILING_STATUSES, TAX_YEARS, type FilingStatus, type TaxYear } from './tax/types.js';
export { CHILD_SUPPORT_INCOMES_USED, sharesByIncome } from './child-support-incomes.js';
