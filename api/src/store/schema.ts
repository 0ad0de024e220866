import type { ColumnType, Generated } from 'kysely';

/** Timestamps are read as Date and written by the database's default. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** jsonb: written as JSON text (cast in SQL), read back as parsed JSON. */
type Json = ColumnType<unknown, string, string>;

export interface LeadsTable {
  id: Generated<number>;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  profession: string | null;
  practice: string | null;
  clientVolume: string | null;
  interests: string[] | null;
  timeline: string | null;
  leadType: string;
  tags: string[];
  source: string;
  calculationType: string | null;
  calculationId: number | null;
  notes: string | null;
  createdAt: CreatedAt;
}

export interface CalculationsTable {
  id: Generated<number>;
  type: string;
  input: Json;
  result: Json;
  /** The account it was made under, when signed in on the site; null for anonymous and partner calls. */
  userId: ColumnType<number | null, number | null | undefined, never>;
  createdAt: CreatedAt;
}

export interface SupportTicketsTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  priority: string;
  status: Generated<string>;
  createdAt: CreatedAt;
}

export interface DataDeletionRequestsTable {
  id: Generated<number>;
  email: string;
  reason: string | null;
  requestedAt: Date | string | null;
  status: Generated<string>;
  createdAt: CreatedAt;
  /** Digest of the confirmation link's token, mailed to the address; null once used or processed. */
  confirmTokenHash: ColumnType<string | null, string | null | undefined, string | null>;
  confirmExpiresAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  processedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 'confirmation-link' (the person) or 'admin:<who>'. */
  processedBy: ColumnType<string | null, string | null | undefined, string | null>;
  erasedRows: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  requestHash: string;
  responseStatus: number | null;
  /** jsonb: the response body as first sent. */
  responseBody: ColumnType<unknown, string | undefined, string>;
  createdAt: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  role: ColumnType<'member' | 'admin', 'member' | 'admin' | undefined, 'member' | 'admin'>;
  isPremium: ColumnType<boolean, boolean | undefined, boolean>;
  /** When the owner opened the verification link mailed to `email`; null until then. */
  emailVerifiedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: CreatedAt;
}

export interface SessionsTable {
  idHash: string;
  userId: number;
  createdAt: CreatedAt;
  lastSeenAt: Date | string;
  idleExpiresAt: Date | string;
  absoluteExpiresAt: Date | string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  key: string;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
}

export interface PasswordResetsTable {
  tokenHash: string;
  userId: number;
  createdAt: CreatedAt;
  expiresAt: Date | string;
  usedAt: Date | string | null;
}

export interface EmailVerificationsTable {
  tokenHash: string;
  userId: number;
  /** The address the link was mailed to. */
  email: string;
  createdAt: CreatedAt;
  expiresAt: Date | string;
  usedAt: Date | string | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  /** The account the mail was sent for (a verification or reset link); null for mail to an address alone. */
  userId: ColumnType<number | null, number | null | undefined, never>;
  subject: string;
  body: string;
  createdAt: CreatedAt;
}

export type BillingProviderName = 'stripe' | 'sandbox';
export type PlanName = 'monthly' | 'yearly';

export interface BillingCustomersTable {
  userId: number;
  provider: BillingProviderName;
  customerId: string;
  createdAt: CreatedAt;
}

export interface SubscriptionsTable {
  userId: number;
  provider: BillingProviderName;
  providerCustomerId: string;
  providerSubscriptionId: string;
  plan: PlanName;
  /** The provider's status: incomplete, incomplete_expired, trialing, active, past_due, canceled, unpaid, paused. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  stateAt: ColumnType<Date, Date, Date>;
  /** When the subscription in this row was first recorded (a new subscription replacing the row resets it). */
  createdAt: ColumnType<Date, Date | undefined, Date>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface BillingWebhookEventsTable {
  eventId: string;
  type: string;
  processedAt: Date;
}

export interface ReviewPurchasesTable {
  id: Generated<number>;
  provider: BillingProviderName;
  sessionId: string;
  userId: number | null;
  service: string;
  amountCents: number;
  currency: string;
  status: ColumnType<'open' | 'paid', 'open' | 'paid' | undefined, 'open' | 'paid'>;
  memberPriority: ColumnType<boolean, boolean | undefined, boolean>;
  paidAt: Date | null;
  /** Who the analyst contacts (given before checkout); null on older orders and once erased. */
  contactName: ColumnType<string | null, string | null | undefined, string | null>;
  /** Stored normalised, like every address (email-address.ts). */
  contactEmail: ColumnType<string | null, string | null | undefined, string | null>;
  contactPhone: ColumnType<string | null, string | null | undefined, string | null>;
  /** One of REVIEW_PREFERRED_TIMES (billing/review-contact.ts). */
  preferredTime: ColumnType<string | null, string | null | undefined, string | null>;
  /** The buyer's IANA time zone, so "weekday mornings" means their mornings. */
  timeZone: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the buyer agreed to show the chosen calculations to the analyst (issue 32 §2); null: nothing is shown. */
  handOffConsentedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The calculations (ids of the buyer's account) the analyst may see; jsonb, null without consent. */
  handOffCalculationIds: ColumnType<number[] | null, string | null | undefined, string | null>;
  handOffScenarioIds: ColumnType<number[] | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

export interface SharesTable {
  id: Generated<number>;
  userId: number;
  /** SHA-256 digest of the link's token (base64url); the token itself is never stored. */
  tokenHash: string;
  /** jsonb arrays of ids of the owner's calculations and scenarios. */
  calculationIds: ColumnType<number[], string, string>;
  scenarioIds: ColumnType<number[], string | undefined, string>;
  createdAt: CreatedAt;
  expiresAt: ColumnType<Date, Date, Date>;
  revokedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  viewCount: ColumnType<number, number | undefined, number>;
  lastViewedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SandboxSubscriptionsTable {
  id: string;
  customerId: string;
  plan: PlanName;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  paymentIntentId: string;
  paidAt: Date | null;
  refundedAt: Date | null;
  createdAt: Date;
}

export interface SandboxCheckoutSessionsTable {
  id: string;
  amountCents: number;
  service: string;
  successUrl: string;
  cancelUrl: string;
  paidAt: Date | null;
  createdAt: Date;
}

export interface PremiumUsageTable {
  userId: number;
  /** `YYYY-MM`, the calendar month in UTC. */
  month: string;
  count: number;
  firstUsedAt: ColumnType<Date, Date | string, Date | string>;
  lastUsedAt: ColumnType<Date, Date | string, Date | string>;
}

export interface AdminAuditLogTable {
  id: Generated<number>;
  /** 'token' (the ADMIN_TOKEN bearer) or 'account:<email>'. */
  actor: string;
  actorUserId: number | null;
  action: string;
  /** 'allowed' or 'denied'. */
  outcome: ColumnType<string, string | undefined, never>;
  detail: ColumnType<unknown, string | undefined, never>;
  clientAddress: string;
  createdAt: CreatedAt;
}

/** A named scenario of an account (issue 31 §3); see migrations/0011-scenarios.ts. */
export interface ScenariosTable {
  id: Generated<number>;
  userId: ColumnType<number, number, never>;
  name: string;
  /** The free calculator: child-support, alimony or budget. */
  calculator: string;
  input: Json;
  result: Json;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Table names as Kysely sees them: camelCase here, snake_case in SQL (CamelCasePlugin). */
export interface Database {
  leads: LeadsTable;
  calculations: CalculationsTable;
  supportTickets: SupportTicketsTable;
  dataDeletionRequests: DataDeletionRequestsTable;
  idempotencyKeys: IdempotencyKeysTable;
  users: UsersTable;
  sessions: SessionsTable;
  loginAttempts: LoginAttemptsTable;
  passwordResets: PasswordResetsTable;
  emailVerifications: EmailVerificationsTable;
  mailOutbox: MailOutboxTable;
  billingCustomers: BillingCustomersTable;
  subscriptions: SubscriptionsTable;
  billingWebhookEvents: BillingWebhookEventsTable;
  reviewPurchases: ReviewPurchasesTable;
  sandboxSubscriptions: SandboxSubscriptionsTable;
  sandboxCheckoutSessions: SandboxCheckoutSessionsTable;
  premiumUsage: PremiumUsageTable;
  adminAuditLog: AdminAuditLogTable;
  scenarios: ScenariosTable;
  shares: SharesTable;
}
