import { JURISDICTIONS } from '@securesplit/engine/jurisdictions';

/** Spec part 1, section 9: the lists the forms offer. */
export const STATE_OPTIONS = JURISDICTIONS.map((j) => ({ value: j.slug, label: j.name }));

export const CHILD_COUNT_OPTIONS = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: '5', label: '5+' },
] as const;

export const CUSTODY_OPTIONS = [
  { value: 'primary', label: 'Primary (one parent has 75% or more of the time)' },
  { value: 'joint', label: 'Joint' },
  { value: 'shared', label: 'Shared (typically 35–65% each)' },
  { value: 'split', label: 'Split (each parent has primary custody of at least one child)' },
] as const;

export const ALIMONY_TYPE_OPTIONS = [
  { value: 'temporary', label: 'Temporary' },
  { value: 'permanent', label: 'Permanent' },
  { value: 'rehabilitative', label: 'Rehabilitative' },
  { value: 'reimbursement', label: 'Reimbursement' },
] as const;

export const PROFESSION_OPTIONS = [
  { value: 'attorney', label: 'Attorney' },
  { value: 'mediator', label: 'Mediator' },
  { value: 'cdfa', label: 'CDFA' },
  { value: 'financial-planner', label: 'Financial planner' },
  { value: 'cpa', label: 'CPA' },
  { value: 'other', label: 'Other' },
] as const;

export const CLIENT_VOLUME_OPTIONS = [
  { value: '1-5', label: '1–5 cases a month' },
  { value: '6-15', label: '6–15 cases a month' },
  { value: '16-30', label: '16–30 cases a month' },
  { value: '30+', label: 'More than 30 cases a month' },
] as const;

export const TIMELINE_OPTIONS = [
  { value: 'immediately', label: 'Immediately' },
  { value: '1-3-months', label: 'In 1–3 months' },
  { value: '3-6-months', label: 'In 3–6 months' },
  { value: '6-12-months', label: 'In 6–12 months' },
  { value: 'exploring', label: 'Just exploring' },
] as const;

export const FEEDBACK_CATEGORY_OPTIONS = [
  { value: 'user-experience', label: 'User experience' },
  { value: 'calculation-accuracy', label: 'Calculation accuracy' },
  { value: 'feature-request', label: 'Feature request' },
  { value: 'bug-report', label: 'Bug report' },
  { value: 'design-feedback', label: 'Design' },
  { value: 'pricing-feedback', label: 'Pricing' },
  { value: 'general', label: 'General' },
] as const;

export const USER_TYPE_OPTIONS = [
  { value: 'individual', label: 'Individual' },
  { value: 'attorney', label: 'Attorney' },
  { value: 'mediator', label: 'Mediator' },
  { value: 'cdfa', label: 'CDFA' },
  { value: 'financial-advisor', label: 'Financial advisor' },
  { value: 'other', label: 'Other' },
] as const;

/** Every lead carries the app tag plus a type tag (spec part 1, section 9). */
export const APP_TAG = 'securesplit';

/** Spec part 1, section 9. */
export const BUDGET_TIGHT_THRESHOLD = 500;
export const LOADING_MESSAGE_INTERVAL_MS = 3000;
export const SCHEDULER_DELAY_MS = 1000;
