import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { z } from 'zod';
import { currentAccount } from '../../auth/sessions.js';
import { WebhookSignatureError, type ProviderSubscription } from '../../billing/billing.js';
import { hasFullAccess, subscriptionGivesAccess } from '../../billing/entitlement.js';
import { callProvider, webhookRetryProblem } from '../../billing/errors.js';
import { CURRENCY, MONEY_BACK_DAYS, PLAN_NAMES, PLANS, REVIEW_PRICE_CENTS, REVIEW_SERVICE } from '../../billing/plans.js';
import { ownOrigins, returnUrlProblem } from '../../billing/return-urls.js';
import { ReviewContactSchema } from '../../billing/review-contact.js';
import { checkHandOff, ReviewHandOffSchema } from '../../billing/review-hand-off.js';
import { customerFor, processWebhookEvent, recordPaidReview, recordSubscription } from '../../billing/service.js';
import { HttpProblem, PROBLEM_TYPE_BASE, validationProblem } from '../../http/problem.js';
import { ENDED_STATUSES, type Subscription } from '../../store/subscriptions.js';
import type { User } from '../../store/users.js';
import { defineOperation, type OperationDeps } from '../operation.js';
import { MessageSchema } from './account-schemas.js';

const TAG = 'Billing';
const BASE = '/api/v1/billing';
export const STRIPE_WEBHOOK_PATH = `${BASE}/stripe-webhook`;
/** Stripe's webhook payloads are small; a megabyte is far beyond any event we handle. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

const PlanSchema = z.enum(PLAN_NAMES, { message: 'Choose monthly or yearly' }).meta({ id: 'Plan', description: 'Full Access plan' });

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function billingSignedOut(): HttpProblem {
  return new HttpProblem(401, 'Authentication required: log in or create an account to continue.', {
    type: `${PROBLEM_TYPE_BASE}signed-out`,
    title: 'Authentication required',
  });
}

async function signedIn(ctx: Context, deps: OperationDeps): Promise<User> {
  const account = await currentAccount(ctx, deps);
  if (!account) throw billingSignedOut();
  ctx.set('Cache-Control', 'no-store');
  return account.user;
}

const noSubscription = () =>
  new HttpProblem(404, "You don't have an active subscription.", { type: `${PROBLEM_TYPE_BASE}no-subscription`, title: 'No subscription' });

/** The account's subscription row if it is one the person can still act on (not ended, not unpaid). */
async function currentSubscription(deps: OperationDeps, user: User): Promise<Subscription> {
  const row = await deps.store.subscriptions.findForUser(user.id);
  if (!row || row.provider !== deps.billing.billing.provider || ENDED_STATUSES.has(row.status) || row.status === 'incomplete') {
    throw noSubscription();
  }
  return row;
}

/** Calls the provider and records its answer (same code for Stripe and the sandbox). */
async function applyToSubscription(
  deps: OperationDeps,
  userId: number,
  call: () => Promise<ProviderSubscription>,
  options: { replace?: boolean } = {},
): Promise<ProviderSubscription> {
  const readAt = deps.now();
  const subscription = await callProvider(call);
  await recordSubscription(deps.store, deps.billing.billing, userId, subscription, readAt, options);
  return subscription;
}

// ---- config ---------------------------------------------------------------------------------------

const BillingConfigSchema = z
  .object({
    mode: z.enum(['sandbox', 'stripe']).meta({ description: 'sandbox: no card is charged (the default without STRIPE_SECRET_KEY)' }),
    publishableKey: z.string().nullable().meta({ description: 'Stripe publishable key for Stripe.js; null in the sandbox' }),
    plans: z.object({
      monthly: z.object({ amountCents: z.literal(1999), interval: z.literal('month') }),
      yearly: z.object({ amountCents: z.literal(14900), interval: z.literal('year') }),
    }),
    reviewPriceCents: z.literal(REVIEW_PRICE_CENTS),
    moneyBackDays: z.literal(MONEY_BACK_DAYS),
  })
  .meta({ id: 'BillingConfig' });

export const billingConfigOperation = defineOperation({
  method: 'get',
  path: `${BASE}/config`,
  operationId: 'getBillingConfig',
  auth: 'none',
  summary: 'Billing mode, plans and prices',
  description: 'What the subscribe page and the review purchase need: sandbox or Stripe, the publishable key, the prices in cents.',
  tag: TAG,
  success: {
    status: 200,
    description: 'The billing configuration',
    schema: BillingConfigSchema,
    example: { mode: 'sandbox', publishableKey: null, plans: PLANS, reviewPriceCents: REVIEW_PRICE_CENTS, moneyBackDays: MONEY_BACK_DAYS },
  },
  errors: [],
  handler({ deps }) {
    const { billing } = deps.billing;
    return {
      body: { mode: billing.provider, publishableKey: billing.publishableKey, plans: PLANS, reviewPriceCents: REVIEW_PRICE_CENTS, moneyBackDays: MONEY_BACK_DAYS },
    };
  },
});

// ---- subscriptions --------------------------------------------------------------------------------

const CreateSubscriptionSchema = z.object({ plan: PlanSchema }).meta({ id: 'CreateSubscriptionInput' });
const CreatedSubscriptionSchema = z
  .object({
    clientSecret: z.string().meta({ description: 'For the payment form (Stripe Payment Element); starts with sandbox_ in the sandbox' }),
    subscriptionId: z.string(),
  })
  .meta({ id: 'CreatedSubscription' });

export const createSubscriptionOperation = defineOperation({
  method: 'post',
  path: `${BASE}/create-subscription`,
  aliases: ['/api/create-subscription'],
  operationId: 'createSubscription',
  summary: 'Start a Full Access subscription',
  description:
    'Creates an incomplete subscription at the payment provider (Stripe: payment_behavior default_incomplete) and ' +
    'answers the client secret the payment form confirms; then call subscription-success. An unpaid earlier ' +
    'attempt is cancelled. 401 when signed out; 409 "Already Premium" with Full Access.',
  tag: TAG,
  body: { schema: CreateSubscriptionSchema, example: { plan: 'monthly' } },
  success: {
    status: 200,
    description: 'The subscription waits for its first payment',
    schema: CreatedSubscriptionSchema,
    example: { clientSecret: 'sandbox_pi_3b1c_secret_9f2e', subscriptionId: 'sandbox_sub_8d0a' },
  },
  errors: [400, 401, 403, 409, 413, 415, 429, 503],
  async handler({ body, ctx, deps }) {
    const user = await signedIn(ctx, deps);
    const { billing } = deps.billing;
    if (await hasFullAccess(deps.store, user, deps.now())) {
      throw new HttpProblem(409, 'You already have an active subscription!', { title: 'Already Premium', type: `${PROBLEM_TYPE_BASE}already-premium` });
    }
    const earlier = await deps.store.subscriptions.findForUser(user.id);
    if (earlier && earlier.provider === billing.provider && !ENDED_STATUSES.has(earlier.status)) {
      // An unpaid attempt (or a subscription whose payments failed) must not keep running next to the new one.
      await applyToSubscription(deps, user.id, () => billing.cancelNow(earlier.providerSubscriptionId));
    }
    const customerId = await callProvider(() => customerFor(deps.store, billing, user));
    const readAt = deps.now();
    const created = await callProvider(() => billing.createSubscription(customerId, body.plan, user.id));
    await recordSubscription(deps.store, billing, user.id, created.subscription, readAt, { replace: true });
    deps.logger.info({ userId: user.id, plan: body.plan, provider: billing.provider }, 'subscription started, waiting for payment');
    return { body: { clientSecret: created.clientSecret, subscriptionId: created.subscription.id } };
  },
});

const SubscriptionSuccessSchema = z
  .object({
    paymentIntentId: z.string({ message: 'paymentIntentId is required' }).min(1, 'paymentIntentId is required').max(255),
    subscriptionId: z.string({ message: 'subscriptionId is required' }).min(1, 'subscriptionId is required').max(255),
    plan: PlanSchema.meta({ description: "Ignored for the decision: the plan is the provider's" }),
  })
  .meta({ id: 'SubscriptionSuccessInput' });

const SuccessMessageSchema = MessageSchema;

export const subscriptionSuccessOperation = defineOperation({
  method: 'post',
  path: `${BASE}/subscription-success`,
  aliases: ['/api/subscription-success'],
  operationId: 'confirmSubscription',
  summary: 'Activate a subscription after its payment',
  description:
    'Checked with the payment provider, never taken from the client: the subscription must be this account’s, the ' +
    'payment intent its own, and the provider must report it active. 409 "Payment not completed" otherwise.',
  tag: TAG,
  body: { schema: SubscriptionSuccessSchema, example: { paymentIntentId: 'sandbox_pi_3b1c', subscriptionId: 'sandbox_sub_8d0a', plan: 'monthly' } },
  success: {
    status: 200,
    description: 'Active',
    schema: SuccessMessageSchema,
    example: { success: true, message: 'Your subscription is now active. Enjoy unlimited calculations!' },
  },
  errors: [400, 401, 403, 404, 409, 413, 415, 429, 503],
  async handler({ body, ctx, deps }) {
    const user = await signedIn(ctx, deps);
    const { billing } = deps.billing;
    const customerId = await deps.store.billingCustomers.findCustomerId(user.id, billing.provider);
    if (customerId === undefined) throw new HttpProblem(404, 'The payment provider does not know this subscription or payment.');
    // A paid subscription is the account's current one, even if another attempt was started meanwhile.
    const subscription = await applyToSubscription(
      deps,
      user.id,
      () => billing.confirmSubscription(customerId, body.subscriptionId, body.paymentIntentId),
      { replace: true },
    );
    if (!subscriptionGivesAccess(subscription, deps.now())) {
      throw new HttpProblem(409, `The payment for this subscription has not gone through (status: ${subscription.status}).`, {
        title: 'Payment not completed',
        type: `${PROBLEM_TYPE_BASE}payment-not-completed`,
      });
    }
    deps.logger.info({ userId: user.id, plan: subscription.plan }, 'subscription active');
    return { body: { success: true, message: 'Your subscription is now active. Enjoy unlimited calculations!' } };
  },
});

const SubscriptionDetailsSchema = z
  .object({
    hasSubscription: z.boolean(),
    currentPlan: PlanSchema.nullable(),
    amount: z.number().nullable().meta({ description: 'Price per interval in dollars (19.99 or 149)' }),
    amountCents: z.number().int().nullable(),
    interval: z.enum(['month', 'year']).nullable(),
    status: z.string().nullable().meta({ description: "The provider's status: active, trialing, past_due, canceled..." }),
    cancelAtPeriodEnd: z.boolean(),
    currentPeriodEnd: z.string().nullable().meta({ format: 'date-time' }),
    fullAccess: z.boolean().meta({ description: 'Whether the account has Full Access now (the server’s one rule)' }),
    moneyBackUntil: z
      .string()
      .nullable()
      .meta({ format: 'date-time', description: 'Until when POST subscription/refund refunds in full (7-day money-back guarantee)' }),
  })
  .meta({ id: 'SubscriptionDetails' });

const DAY_MS = 24 * 60 * 60 * 1000;

async function subscriptionDetails(deps: OperationDeps, user: User) {
  const { billing } = deps.billing;
  const now = deps.now();
  let row = await deps.store.subscriptions.findForUser(user.id);
  // The sandbox's periods run by its clock, and a Stripe renewal may not have reached us yet: read again.
  const due = row && row.currentPeriodEnd !== null && new Date(row.currentPeriodEnd).getTime() <= now.getTime();
  if (row && row.provider === billing.provider && !ENDED_STATUSES.has(row.status) && (billing.provider === 'sandbox' || due)) {
    const subscriptionId = row.providerSubscriptionId;
    await applyToSubscription(deps, user.id, () => billing.retrieveSubscription(subscriptionId));
    row = await deps.store.subscriptions.findForUser(user.id);
  }
  const fullAccess = await hasFullAccess(deps.store, user, now);
  const shown = row && !ENDED_STATUSES.has(row.status) && row.status !== 'incomplete' ? row : undefined;
  if (!shown) {
    return {
      hasSubscription: false,
      currentPlan: null,
      amount: null,
      amountCents: null,
      interval: null,
      status: null,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      fullAccess,
      moneyBackUntil: null,
    };
  }
  const plan = PLANS[shown.plan];
  const moneyBackUntil = new Date(new Date(shown.createdAt).getTime() + MONEY_BACK_DAYS * DAY_MS);
  return {
    hasSubscription: true,
    currentPlan: shown.plan,
    amount: plan.amountCents / 100,
    amountCents: plan.amountCents,
    interval: plan.interval,
    status: shown.status,
    cancelAtPeriodEnd: shown.cancelAtPeriodEnd,
    currentPeriodEnd: shown.currentPeriodEnd ? new Date(shown.currentPeriodEnd).toISOString() : null,
    fullAccess,
    moneyBackUntil: subscriptionGivesAccess(shown, now) && moneyBackUntil.getTime() > now.getTime() ? moneyBackUntil.toISOString() : null,
  };
}

const SUBSCRIPTION_EXAMPLE = {
  hasSubscription: true,
  currentPlan: 'monthly',
  amount: 19.99,
  amountCents: 1999,
  interval: 'month',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-26T12:00:00.000Z',
  fullAccess: true,
  moneyBackUntil: '2026-12-03T12:00:00.000Z',
};

export const getSubscriptionOperation = defineOperation({
  method: 'get',
  path: `${BASE}/subscription`,
  aliases: ['/api/subscription'],
  operationId: 'getSubscription',
  summary: 'My subscription',
  description: 'hasSubscription is false without a subscription, or after it ended (then the other fields are null).',
  tag: TAG,
  success: { status: 200, description: 'The subscription', schema: SubscriptionDetailsSchema, example: SUBSCRIPTION_EXAMPLE },
  errors: [401, 503],
  async handler({ ctx, deps }) {
    const user = await signedIn(ctx, deps);
    return { body: await subscriptionDetails(deps, user) };
  },
});

export const cancelSubscriptionOperation = defineOperation({
  method: 'post',
  path: `${BASE}/subscription/cancel`,
  aliases: ['/api/subscription/cancel'],
  operationId: 'cancelSubscription',
  summary: 'Cancel at the end of the paid period',
  description: 'Full Access stays until the period end; no refund (see subscription/refund for the 7-day money-back guarantee).',
  tag: TAG,
  success: {
    status: 200,
    description: 'Set to cancel',
    schema: MessageSchema,
    example: { success: true, message: 'Your subscription will end on December 26, 2026. You keep Full Access until then.' },
  },
  errors: [401, 403, 404, 429, 503],
  async handler({ ctx, deps }) {
    const user = await signedIn(ctx, deps);
    const row = await currentSubscription(deps, user);
    const { billing } = deps.billing;
    const subscription = row.cancelAtPeriodEnd
      ? row
      : await applyToSubscription(deps, user.id, () => billing.setCancelAtPeriodEnd(row.providerSubscriptionId, true));
    const end = subscription.currentPeriodEnd ? ` on ${longDate(new Date(subscription.currentPeriodEnd))}` : ' at the end of the paid period';
    deps.logger.info({ userId: user.id }, 'subscription set to cancel at period end');
    return { body: { success: true, message: `Your subscription will end${end}. You keep Full Access until then.` } };
  },
});

export const reactivateSubscriptionOperation = defineOperation({
  method: 'post',
  path: `${BASE}/subscription/reactivate`,
  aliases: ['/api/subscription/reactivate'],
  operationId: 'reactivateSubscription',
  summary: 'Keep a subscription that was set to cancel',
  description: 'Only before the period ends; after that, subscribe again.',
  tag: TAG,
  success: {
    status: 200,
    description: 'Renews again',
    schema: MessageSchema,
    example: { success: true, message: 'Your subscription has been reactivated and renews on December 26, 2026.' },
  },
  errors: [401, 403, 404, 429, 503],
  async handler({ ctx, deps }) {
    const user = await signedIn(ctx, deps);
    const row = await currentSubscription(deps, user);
    if (!subscriptionGivesAccess(row, deps.now())) throw noSubscription();
    const { billing } = deps.billing;
    const subscription = row.cancelAtPeriodEnd
      ? await applyToSubscription(deps, user.id, () => billing.setCancelAtPeriodEnd(row.providerSubscriptionId, false))
      : row;
    const renews = subscription.currentPeriodEnd ? ` and renews on ${longDate(new Date(subscription.currentPeriodEnd))}` : '';
    return { body: { success: true, message: `Your subscription has been reactivated${renews}.` } };
  },
});

const ChangePlanSchema = z.object({ newPlan: PlanSchema }).meta({ id: 'ChangePlanInput' });

export const changePlanOperation = defineOperation({
  method: 'post',
  path: `${BASE}/subscription/change-plan`,
  aliases: ['/api/subscription/change-plan'],
  operationId: 'changePlan',
  summary: 'Switch between monthly and yearly',
  description: 'The price difference is prorated on the next invoice. Not while the subscription is set to cancel (reactivate first).',
  tag: TAG,
  body: { schema: ChangePlanSchema, example: { newPlan: 'yearly' } },
  success: {
    status: 200,
    description: 'Changed',
    schema: MessageSchema,
    example: { success: true, message: 'Your plan is now Yearly ($149 a year). The difference is prorated on your next invoice.' },
  },
  errors: [400, 401, 403, 404, 409, 413, 415, 429, 503],
  async handler({ body, ctx, deps }) {
    const user = await signedIn(ctx, deps);
    const row = await currentSubscription(deps, user);
    if (row.plan === body.newPlan) {
      throw new HttpProblem(409, `You are already on the ${body.newPlan} plan.`, { type: `${PROBLEM_TYPE_BASE}same-plan` });
    }
    if (row.cancelAtPeriodEnd) {
      throw new HttpProblem(409, 'Your subscription is set to cancel; reactivate it before changing plans.', {
        type: `${PROBLEM_TYPE_BASE}subscription-canceling`,
      });
    }
    const { billing } = deps.billing;
    await applyToSubscription(deps, user.id, () => billing.changePlan(row.providerSubscriptionId, body.newPlan));
    const plan = PLANS[body.newPlan];
    const name = body.newPlan === 'monthly' ? 'Monthly' : 'Yearly';
    deps.logger.info({ userId: user.id, plan: body.newPlan }, 'subscription plan changed');
    return {
      body: {
        success: true,
        message: `Your plan is now ${name} (${dollars(plan.amountCents)} a ${plan.interval}). The difference is prorated on your next invoice.`,
      },
    };
  },
});

export const refundSubscriptionOperation = defineOperation({
  method: 'post',
  path: `${BASE}/subscription/refund`,
  operationId: 'refundSubscription',
  summary: 'Money-back guarantee: refund and end the subscription',
  description:
    `Within ${MONEY_BACK_DAYS} days of the subscription's start, refunds every payment of it in full and ends it now ` +
    '(Full Access ends with it). After that, 409: cancel instead (access until the period end, no refund).',
  tag: TAG,
  success: {
    status: 200,
    description: 'Refunded and ended',
    schema: MessageSchema,
    example: { success: true, message: 'We refunded $19.99 and ended your subscription.' },
  },
  errors: [401, 403, 404, 409, 429, 503],
  async handler({ ctx, deps }) {
    const user = await signedIn(ctx, deps);
    const row = await currentSubscription(deps, user);
    const { billing } = deps.billing;
    const current = await callProvider(() => billing.retrieveSubscription(row.providerSubscriptionId));
    if (deps.now().getTime() - current.startedAt.getTime() > MONEY_BACK_DAYS * DAY_MS) {
      throw new HttpProblem(
        409,
        `The ${MONEY_BACK_DAYS}-day money-back guarantee ended on ${longDate(new Date(current.startedAt.getTime() + MONEY_BACK_DAYS * DAY_MS))}. You can cancel at the end of the paid period instead.`,
        { title: 'Refund period over', type: `${PROBLEM_TYPE_BASE}refund-period-over` },
      );
    }
    const readAt = deps.now();
    const { subscription, refundedCents } = await callProvider(() => billing.refundAndCancel(row.providerSubscriptionId));
    await recordSubscription(deps.store, billing, user.id, subscription, readAt);
    deps.logger.info({ userId: user.id, refundedCents }, 'subscription refunded and ended (money-back guarantee)');
    return { body: { success: true, message: `We refunded ${dollars(refundedCents)} and ended your subscription.` } };
  },
});

// ---- the $99 priority review ----------------------------------------------------------------------

const CheckoutInputSchema = z
  .object({
    amount: z
      .number({ message: 'amount must be a number' })
      .optional()
      .meta({
        description: 'Optional; the price is the server’s ($99). Anything but 99 is refused so nobody pays what they did not see.',
        enum: [REVIEW_PRICE_CENTS / 100],
      }),
    service: z.literal(REVIEW_SERVICE, { message: `service must be "${REVIEW_SERVICE}"` }),
    successUrl: z.string({ message: 'successUrl is required' }).max(2000, 'successUrl is at most 2000 characters'),
    cancelUrl: z.string({ message: 'cancelUrl is required' }).max(2000, 'cancelUrl is at most 2000 characters'),
    contact: ReviewContactSchema,
    handOff: ReviewHandOffSchema.optional(),
  })
  .meta({ id: 'ReviewCheckoutInput' });

const CheckoutSchema = z
  .object({
    sessionId: z.string(),
    url: z.string().meta({ description: "The provider's hosted checkout (sandbox: the site's /sandbox-checkout page)" }),
  })
  .meta({ id: 'ReviewCheckout' });

export const createReviewCheckoutOperation = defineOperation({
  method: 'post',
  path: `${BASE}/create-cdfa-checkout`,
  aliases: ['/api/create-cdfa-checkout'],
  operationId: 'createReviewCheckout',
  auth: 'session-optional',
  summary: 'Buy the $99 priority CDFA review',
  description:
    'A one-time checkout (Stripe Checkout, mode payment) at the server’s price of $99. successUrl and cancelUrl must be ' +
    'pages of this site (no open redirect); successUrl may contain {CHECKOUT_SESSION_ID}. Signed in or not; a ' +
    'member’s purchase gets priority booking. contact says who the analyst contacts within 72 hours of payment to ' +
    'arrange the review, and when; it is stored with the order and shown in the analysts’ queue. handOff (signed in only) ' +
    'records the buyer’s consent, with its time, to show the chosen saved calculations to the analyst; the queue shows ' +
    'calculations only for an order that has it.',
  tag: TAG,
  body: {
    schema: CheckoutInputSchema,
    example: {
      amount: 99,
      service: REVIEW_SERVICE,
      successUrl: 'https://securesplit.app/cdfa-review-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://securesplit.app/',
      contact: { name: 'Jordan Rivera', email: 'jordan@example.com', phone: '+1 (555) 010-2030', preferredTime: 'weekday-evening', timeZone: 'America/Chicago' },
    },
  },
  success: {
    status: 200,
    description: 'Go to url to pay',
    schema: CheckoutSchema,
    example: { sessionId: 'sandbox_cs_5e7f', url: 'https://securesplit.app/sandbox-checkout?session_id=sandbox_cs_5e7f' },
  },
  errors: [400, 403, 413, 415, 429, 503],
  async handler({ body, ctx, deps }) {
    const origins = ownOrigins(deps.auth.firstPartyOrigins, deps.auth.config.publicBaseUrl, deps.auth.config.localReturnOrigins);
    const errors = [];
    if (body.amount !== undefined && body.amount !== REVIEW_PRICE_CENTS / 100) {
      errors.push({ path: 'amount', message: `The priority review costs ${dollars(REVIEW_PRICE_CENTS)}; send 99 or leave amount out` });
    }
    for (const field of ['successUrl', 'cancelUrl'] as const) {
      const problem = returnUrlProblem(body[field], origins);
      if (problem) errors.push({ path: field, message: problem });
    }
    const account = await currentAccount(ctx, deps);
    const handOff = body.handOff ? await checkHandOff(deps.store, body.handOff, account?.user.id, deps.now()) : undefined;
    if (handOff && 'errors' in handOff) errors.push(...handOff.errors);
    if (errors.length > 0) throw validationProblem(errors);
    const { billing } = deps.billing;
    const checkout = await callProvider(() =>
      billing.createReviewCheckout({
        amountCents: REVIEW_PRICE_CENTS,
        service: REVIEW_SERVICE,
        successUrl: body.successUrl,
        cancelUrl: body.cancelUrl,
        userId: account?.user.id ?? null,
        // The receipt goes where the buyer asked to be contacted.
        customerEmail: body.contact.email,
      }),
    );
    await deps.store.reviewPurchases.create({
      provider: billing.provider,
      sessionId: checkout.sessionId,
      userId: account?.user.id ?? null,
      service: REVIEW_SERVICE,
      amountCents: REVIEW_PRICE_CENTS,
      currency: CURRENCY,
      contact: {
        name: body.contact.name,
        email: body.contact.email,
        phone: body.contact.phone ?? null,
        preferredTime: body.contact.preferredTime,
        timeZone: body.contact.timeZone ?? null,
      },
      ...(handOff && 'handOff' in handOff ? { handOff: handOff.handOff } : {}),
    });
    return { body: checkout };
  },
});

const SessionIdParams = z.object({ sessionId: z.string().min(1).max(255).regex(/^[A-Za-z0-9_-]+$/) });

const ReviewPaymentSchema = z
  .object({ paid: z.boolean(), amountCents: z.number().int(), service: z.string() })
  .meta({ id: 'ReviewPayment' });

export const getReviewCheckoutOperation = defineOperation({
  method: 'get',
  path: `${BASE}/cdfa-checkout/{sessionId}`,
  operationId: 'getReviewCheckout',
  auth: 'none',
  summary: 'Whether a review checkout was paid',
  description: 'Verified on the server (with the provider when our record is not yet paid); 404 when the session is unknown.',
  tag: TAG,
  params: SessionIdParams,
  success: {
    status: 200,
    description: 'The payment',
    schema: ReviewPaymentSchema,
    example: { paid: true, amountCents: REVIEW_PRICE_CENTS, service: REVIEW_SERVICE },
  },
  errors: [404, 503],
  async handler({ params, ctx, deps }) {
    const sessionId = params.sessionId ?? '';
    const { billing } = deps.billing;
    ctx.set('Cache-Control', 'no-store');
    const ours = await deps.store.reviewPurchases.findBySession(billing.provider, sessionId);
    if (ours?.status === 'paid') return { body: { paid: true, amountCents: ours.amountCents, service: ours.service } };
    // Not paid in our records yet (the webhook may be on its way): ask the provider.
    const theirs = await callProvider(() => billing.retrieveReviewCheckout(sessionId));
    if (!theirs || (!ours && theirs.service !== REVIEW_SERVICE)) {
      throw new HttpProblem(404, 'We cannot find this payment.', { type: `${PROBLEM_TYPE_BASE}payment-not-found` });
    }
    if (theirs.paid) {
      const recorded = await deps.store.transaction((stores) => recordPaidReview(stores, billing, theirs, deps.now()));
      return { body: { paid: true, amountCents: recorded.amountCents, service: recorded.service } };
    }
    return { body: { paid: false, amountCents: theirs.amountCents, service: theirs.service } };
  },
});

// ---- the Stripe webhook ---------------------------------------------------------------------------

export const stripeWebhookOperation = defineOperation({
  method: 'post',
  path: STRIPE_WEBHOOK_PATH,
  operationId: 'stripeWebhook',
  summary: 'Stripe webhook endpoint',
  description:
    'Called by Stripe, not by browsers (no cookie, no Origin check). The Stripe-Signature header is checked on the raw ' +
    'body, and its timestamp must be within 300 seconds of now on either side (400 otherwise). Each event id is applied once; subscription events read the ' +
    'subscription again from Stripe, so late, repeated or out-of-order events never undo a newer state. Handles ' +
    'customer.subscription.created/updated/deleted, invoice.paid, invoice.payment_failed and checkout.session.completed. ' +
    'A failure answers 5xx and stores nothing, so Stripe sends the event again: 503 with Retry-After when Stripe could not be reached ' +
    'to read the event’s subscription. 404 in the sandbox.',
  tag: TAG,
  success: {
    status: 200,
    description: 'Applied, or already applied before',
    schema: z.object({ received: z.literal(true), duplicate: z.boolean() }).meta({ id: 'WebhookReceipt' }),
    example: { received: true, duplicate: false },
  },
  errors: [400, 404, 413, 503],
  async handler({ ctx, deps }) {
    const { billing } = deps.billing;
    if (billing.provider !== 'stripe') throw new HttpProblem(404, 'Webhooks are off: this server uses the billing sandbox.');
    const signature = ctx.get('Stripe-Signature');
    if (signature === '') throw new HttpProblem(400, 'The Stripe-Signature header is missing.');
    let raw: Buffer;
    try {
      raw = await getRawBody(ctx.req, { limit: WEBHOOK_BODY_LIMIT_BYTES });
    } catch (error) {
      if ((error as { type?: unknown }).type === 'entity.too.large') throw new HttpProblem(413, 'The webhook body is too large.');
      throw new HttpProblem(400, 'The request body could not be read.');
    }
    let event;
    try {
      event = billing.parseWebhook(raw, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        // The SDK's own wording goes to the log only; the caller gets ours.
        const sdkReason = error.cause instanceof Error ? error.cause.message : undefined;
        deps.logger.warn({ reason: error.message, ...(sdkReason ? { sdkReason } : {}) }, 'stripe webhook refused: bad signature');
        throw new HttpProblem(400, `The webhook signature is not valid: ${error.message}`, { type: `${PROBLEM_TYPE_BASE}bad-signature` });
      }
      throw error;
    }
    let outcome;
    try {
      outcome = await processWebhookEvent(deps.store, billing, event, deps.now);
    } catch (error) {
      const retry = webhookRetryProblem(error);
      if (!retry) throw error;
      // The cause (the SDK's connection error) goes to the log; Stripe gets our words and sends the event again.
      deps.logger.warn({ eventId: event.id, type: event.type, err: error }, 'stripe webhook not applied: payment provider unreachable');
      throw retry;
    }
    deps.logger.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
    return { body: { received: true, duplicate: outcome === 'duplicate' } };
  },
});

// ---- sandbox only ---------------------------------------------------------------------------------

function sandboxOrNotFound(deps: OperationDeps) {
  const { sandbox } = deps.billing;
  if (!sandbox) throw new HttpProblem(404, 'This is only available with the billing sandbox.');
  return sandbox;
}

const SandboxCheckoutSchema = z
  .object({
    sessionId: z.string(),
    amountCents: z.number().int(),
    service: z.string(),
    paid: z.boolean(),
    successUrl: z.string().meta({ description: 'With {CHECKOUT_SESSION_ID} replaced' }),
    cancelUrl: z.string(),
  })
  .meta({ id: 'SandboxCheckoutSession' });

export const getSandboxCheckoutOperation = defineOperation({
  method: 'get',
  path: `${BASE}/sandbox/checkout-sessions/{sessionId}`,
  operationId: 'getSandboxCheckout',
  auth: 'none',
  summary: 'Sandbox: a checkout session',
  description: 'What the site’s /sandbox-checkout page shows. 404 with Stripe or for an unknown session.',
  tag: TAG,
  params: SessionIdParams,
  success: {
    status: 200,
    description: 'The session',
    schema: SandboxCheckoutSchema,
    example: {
      sessionId: 'sandbox_cs_5e7f',
      amountCents: REVIEW_PRICE_CENTS,
      service: REVIEW_SERVICE,
      paid: false,
      successUrl: 'https://securesplit.app/cdfa-review-success?session_id=sandbox_cs_5e7f',
      cancelUrl: 'https://securesplit.app/',
    },
  },
  errors: [404],
  async handler({ params, deps }) {
    const sandbox = sandboxOrNotFound(deps);
    const session = await sandbox.findCheckout(params.sessionId ?? '');
    if (!session) throw new HttpProblem(404, 'We cannot find this checkout session.');
    return {
      body: {
        sessionId: session.id,
        amountCents: session.amountCents,
        service: session.service,
        paid: session.paid,
        successUrl: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id),
        cancelUrl: session.cancelUrl,
      },
    };
  },
});

export const completeSandboxCheckoutOperation = defineOperation({
  method: 'post',
  path: `${BASE}/sandbox/checkout-sessions/{sessionId}/complete`,
  operationId: 'completeSandboxCheckout',
  auth: 'none',
  summary: 'Sandbox: pay a checkout session (no card is charged)',
  description: 'Records the review as paid exactly as the Stripe webhook would, then answers where to go next.',
  tag: TAG,
  params: SessionIdParams,
  success: {
    status: 200,
    description: 'Paid',
    schema: z.object({ paid: z.literal(true), sessionId: z.string(), successUrl: z.string() }).meta({ id: 'SandboxCheckoutPaid' }),
    example: { paid: true, sessionId: 'sandbox_cs_5e7f', successUrl: 'https://securesplit.app/cdfa-review-success?session_id=sandbox_cs_5e7f' },
  },
  errors: [403, 404, 429],
  async handler({ params, deps }) {
    const sandbox = sandboxOrNotFound(deps);
    const { billing } = deps.billing;
    const paid = await callProvider(() => sandbox.completeCheckout(params.sessionId ?? ''));
    await deps.store.transaction((stores) => recordPaidReview(stores, billing, paid, deps.now()));
    return { body: { paid: true, sessionId: paid.id, successUrl: paid.successUrl } };
  },
});

export const endSandboxPeriodOperation = defineOperation({
  method: 'post',
  path: `${BASE}/sandbox/subscription/end-period`,
  operationId: 'endSandboxPeriod',
  summary: 'Sandbox: move my subscription to the end of its period',
  description:
    'As if the clock reached the period end: the subscription renews, or ends when it was set to cancel. Only with the ' +
    'sandbox and BILLING_SANDBOX_CONTROLS=1 (or the test login on); 404 otherwise.',
  tag: TAG,
  success: { status: 200, description: 'The subscription afterwards', schema: SubscriptionDetailsSchema, example: SUBSCRIPTION_EXAMPLE },
  errors: [401, 403, 404, 409, 429],
  async handler({ ctx, deps }) {
    const sandbox = sandboxOrNotFound(deps);
    if (!deps.billing.sandboxControls) throw new HttpProblem(404, 'The sandbox controls are off on this server.');
    const user = await signedIn(ctx, deps);
    const row = await currentSubscription(deps, user);
    await applyToSubscription(deps, user.id, () => sandbox.endPeriod(row.providerSubscriptionId));
    return { body: await subscriptionDetails(deps, user) };
  },
});

export const BILLING_OPERATIONS = [
  billingConfigOperation,
  createSubscriptionOperation,
  subscriptionSuccessOperation,
  getSubscriptionOperation,
  cancelSubscriptionOperation,
  reactivateSubscriptionOperation,
  changePlanOperation,
  refundSubscriptionOperation,
  createReviewCheckoutOperation,
  getReviewCheckoutOperation,
  stripeWebhookOperation,
  getSandboxCheckoutOperation,
  completeSandboxCheckoutOperation,
  endSandboxPeriodOperation,
];

