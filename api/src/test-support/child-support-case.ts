/** The accuracy page's New York case (3,000 and 4,000 a month, two children, 70/30 time), as a request body. */
export const NEW_YORK_CHILD_SUPPORT = {
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 4000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 70,
  nonCustodialParentTime: 30,
  state: 'new-york',
  asOf: '2026-11-01',
};
