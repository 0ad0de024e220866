import type { Operation } from '../operation.js';
import { ACCOUNT_OPERATIONS } from './account.js';
import { SCENARIO_OPERATIONS } from './account-scenarios.js';
import { SHARE_OPERATIONS } from './account-shares.js';
import { ADMIN_OPERATIONS } from './admin.js';
import { alimonyOperation } from './alimony.js';
import { aiSupportOperation, assistantMessageOperation } from './assistant.js';
import { AUTH_OPERATIONS } from './auth.js';
import { BILLING_OPERATIONS } from './billing.js';
import { budgetOperation } from './budget.js';
import { childSupportOperation } from './child-support.js';
import { childSupportSensitivityOperation } from './child-support-sensitivity.js';
import { confirmDataDeletionRequestOperation, createDataDeletionRequestOperation } from './data-deletion-requests.js';
import { EMAIL_VERIFICATION_OPERATIONS } from './email-verification.js';
import { incomeTaxOperation } from './income-tax.js';
import { householdsOperation } from './households.js';
import { parentingTimeOperation } from './parenting-time.js';
import { healthOperation, readyOperation } from './health.js';
import { getJurisdictionOperation, listJurisdictionsOperation } from './jurisdictions.js';
import { leadCaptureOperation } from './lead-capture.js';
import { createLeadOperation } from './leads.js';
import { membersGroupOperation } from './members-group.js';
import { checkPasswordResetOperation } from './password-reset-check.js';
import { premiumAccessOperation } from './premium-access.js';
import { PREMIUM_CALCULATOR_OPERATIONS } from './premium-calculators.js';
import { getQuizOperation, scoreQuizOperation } from './quiz.js';
import { createSupportTicketOperation } from './support-tickets.js';
import { verifyWorksheetOperation } from './worksheet-verification.js';
import { createWorksheetOperation } from './worksheets.js';

/** Every v1 operation, in the order the reference lists them. */
export const V1_OPERATIONS: readonly Operation[] = [
  childSupportOperation,
  childSupportSensitivityOperation,
  alimonyOperation,
  budgetOperation,
  incomeTaxOperation,
  parentingTimeOperation,
  householdsOperation,
  ...PREMIUM_CALCULATOR_OPERATIONS,
  premiumAccessOperation,
  createWorksheetOperation,
  verifyWorksheetOperation,
  listJurisdictionsOperation,
  getJurisdictionOperation,
  getQuizOperation,
  scoreQuizOperation,
  createLeadOperation,
  leadCaptureOperation,
  createSupportTicketOperation,
  assistantMessageOperation,
  aiSupportOperation,
  createDataDeletionRequestOperation,
  confirmDataDeletionRequestOperation,
  ...AUTH_OPERATIONS,
  checkPasswordResetOperation,
  ...EMAIL_VERIFICATION_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...SCENARIO_OPERATIONS,
  ...SHARE_OPERATIONS,
  membersGroupOperation,
  ...BILLING_OPERATIONS,
  ...ADMIN_OPERATIONS,
  healthOperation,
  readyOperation,
];
