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

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
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
  createdAt: CreatedAt;
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
  mailOutbox: MailOutboxTable;
  billingCustomers: BillingCustomersTable;
  subscriptions: SubscriptionsTable;
  billingWebhookEvents: BillingWebhookEventsTable;
  reviewPurchases: ReviewPurchasesTable;
  sandboxSubscriptions: SandboxSubscriptionsTable;
  sandboxCheckoutSessions: SandboxCheckoutSessionsTable;
  premiumUsage: PremiumUsageTable;
  adminAuditLog: AdminAuditLogTable;
}
