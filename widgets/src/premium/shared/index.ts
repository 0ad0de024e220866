/** What every premium calculator shares (contract C6): rows, money fields, the API call and its notices. */
export { formatPremiumMoney } from './money.js';
export { PremiumMoneyField } from './PremiumMoneyField.js';
export { RepeatableRows, MAX_ROWS, type RepeatableRowsProps } from './RepeatableRows.js';
export { addRow, newRowKey, removeRow, updateRow, withKey, withoutKeys, type Keyed } from './rows.js';
export {
  DEFAULT_SIGN_IN_PATH,
  DEFAULT_SUBSCRIBE_PATH,
  fieldErrorsByPath,
  premiumFailure,
  resolveLink,
  type PremiumFailure,
  type PremiumLinks,
} from './premium-failure.js';
export { usePremiumCalculation, type PremiumCalculation, type PremiumCalculatorName, type PremiumNoticeState } from './use-premium-calculation.js';
export { FreeCalculationsLeft, PremiumNotice } from './PremiumNotice.js';
export { ErrorSummary } from './ErrorSummary.js';
export { ShareBar } from './ShareBar.js';
export { PremiumFormActions, type PremiumFormActionsProps } from './PremiumFormActions.js';
export { PremiumResultsPanel, type PremiumResultsPanelProps } from './PremiumResultsPanel.js';
export { PREMIUM_ELEMENT_PROPS, type PremiumBodyProps, type PremiumCalculatorProps } from './PremiumCalculatorProps.js';
export { preselectedState, useSignalForm, type SignalFormOptions } from './use-signal-form.js';
