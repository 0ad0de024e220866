import type { Operation } from '../operation.js';
import { ACCOUNT_OPERATIONS } from './account.js';
import { ADMIN_OPERATIONS } from './admin.js';
import { alimonyOperation } from './alimony.js';
import { aiSupportOperation, assistantMessageOperation } from './assistant.js';
import { AUTH_OPERATIONS } from './auth.js';
import { BILLING_OPERATIONS } from './billing.js';
import { budgetOperation } from './budget.js';
import { childSupportOperation } from './child-support.js';
import { confirmDataDeletionRequestOperation, createDataDeletionRequestOperation } from './data-deletion-requests.js';
import { incomeTaxOperation } from './income-tax.js';
import { healthOperation, readyOperation } from './health.js';
import { getJurisdictionOperation, listJurisdictionsOperation } from './jurisdictions.js';
import { leadCaptureOperation } from './lead-capture.js';
import { createLeadOperation } from './leads.js';
import { premiumAccessOperation } from './premium-access.js';
import { PREMIUM_CALCULATOR_OPERATIONS } from './premium-calculators.js';
import { getQuizOperation, scoreQuizOperation } from './quiz.js';
import { createSupportTicketOperation } from './support-tickets.js';

/** Every v1 operation, in the order the reference lists them. */
export const V1_OPERATIONS: readonly Operation[] = [
  childSupportOperation,
  alimonyOperation,
  budgetOperation,
  incomeTaxOperation,
  ...PREMIUM_CALCULATOR_OPERATIONS,
  premiumAccessOperation,
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
  ...ACCOUNT_OPERATIONS,
  ...BILLING_OPERATIONS,
  ...ADMIN_OPERATIONS,
  healthOperation,
  readyOperation,
];
