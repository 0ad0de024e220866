import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that plays the Stripe API endpoints billing calls, for the real `stripe` SDK
 * (pointed here with its host/port/protocol settings). This is the one mock the billing tests use:
 * Stripe's network is the true external boundary. It keeps objects in memory, answers in Stripe's
 * shapes (API 2026-10-28: periods on subscription items, the invoice's confirmation_secret and
 * payments), honours `expand` for the paths billing expands, and records every request.
 */

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  params: Json;
  idempotencyKey: string | undefined;
}

/** Parses Stripe's form encoding (`items[0][price]=x&expand[0]=y&metadata[k]=v`) into nested values. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(keys[i + 1] ?? '');
      const container = node as Record<string, unknown>;
      if (last) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const PRICE_AMOUNTS: Record<string, { amount: number; months: number }> = {
  price_monthly_test: { amount: 1999, months: 1 },
  price_yearly_test: { amount: 14900, months: 12 },
};

export const TEST_PRICES = { monthly: 'price_monthly_test', yearly: 'price_yearly_test' } as const;

function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

export interface FakeStripe {
  url: string;
  port: number;
  requests: RecordedRequest[];
  subscriptions: Map<string, Json>;
  checkoutSessions: Map<string, Json>;
  /** The browser's Payment Element confirmation: pays the subscription's open invoice. */
  paySubscription(subscriptionId: string): void;
  /** The payer completes the hosted checkout page. */
  payCheckout(sessionId: string): void;
  /** Changes a subscription as Stripe would on its own (renewal, dunning, dashboard edits). */
  patchSubscription(subscriptionId: string, patch: Json): void;
  /** While set, every request answers 500 (Stripe having an outage). */
  failing: boolean;
  close(): Promise<void>;
}

export async function startFakeStripe(options: { now?: () => number } = {}): Promise<FakeStripe> {
  const nowSeconds = () => Math.floor((options.now?.() ?? Date.now()) / 1000);
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_${(++counter).toString().padStart(6, '0')}`;
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const refundsByKey = new Map<string, Json>();
  const requests: RecordedRequest[] = [];

  const missing = (what: string, id: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param: 'id' } },
  });

  const itemOf = (subscription: Json) => ((subscription.items as Json).data as Json[])[0] as Json;

  function invoiceView(invoice: Json, expand: string[], prefix: string): Json {
    const view: Json = { ...invoice };
    if (!expand.includes(`${prefix}confirmation_secret`)) delete view.confirmation_secret;
    if (!expand.includes(`${prefix}payments`)) delete view.payments;
    return view;
  }

  function subscriptionView(subscription: Json, expand: string[]): Json {
    const view: Json = { ...subscription };
    if (expand.some((path) => path.startsWith('latest_invoice'))) {
      const invoice = invoices.get(String(subscription.latest_invoice));
      if (invoice) view.latest_invoice = invoiceView(invoice, expand, 'latest_invoice.');
    }
    return view;
  }

  function newInvoice(subscriptionId: string, customer: string, amount: number): Json {
    const id = nextId('in');
    const paymentIntent = nextId('pi');
    const invoice: Json = {
      id,
      object: 'invoice',
      customer,
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} }, quote_details: null },
      confirmation_secret: { client_secret: `${paymentIntent}_secret_${nextId('s')}`, type: 'payment_intent' },
      payments: {
        object: 'list',
        has_more: false,
        url: `/v1/invoices/${id}/payments`,
        data: [{ id: nextId('inpay'), object: 'invoice_payment', status: 'open', amount_paid: null, payment: { type: 'payment_intent', payment_intent: paymentIntent } }],
      },
    };
    invoices.set(id, invoice);
    return invoice;
  }

  function route(method: string, path: string, params: Json, idempotencyKey: string | undefined): { status: number; body: unknown } {
    const expand = Array.isArray(params.expand) ? (params.expand as string[]) : [];
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const id = nextId('cus');
      const customer = { id, object: 'customer', email: params.email ?? null, name: params.name ?? null, metadata: params.metadata ?? {} };
      customers.set(id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = String(params.customer);
      if (!customers.has(customer)) return missing('customer', customer);
      const price = String(((params.items as Json[])[0] as Json).price);
      const priced = PRICE_AMOUNTS[price];
      if (!priced) return missing('price', price);
      const id = nextId('sub');
      const start = nowSeconds();
      const invoice = newInvoice(id, customer, priced.amount);
      const subscription: Json = {
        id,
        object: 'subscription',
        customer,
        status: 'incomplete',
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        start_date: start,
        metadata: params.metadata ?? {},
        latest_invoice: invoice.id,
        items: {
          object: 'list',
          data: [{ id: nextId('si'), object: 'subscription_item', price: { id: price, object: 'price', unit_amount: priced.amount }, current_period_start: start, current_period_end: addMonths(start, priced.months) }],
        },
      };
      subscriptions.set(id, subscription);
      return { status: 200, body: subscriptionView(subscription, expand) };
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(match[1] ?? '');
      const subscription = subscriptions.get(id);
      if (!subscription) return missing('subscription', id);
      if (method === 'GET') return { status: 200, body: subscriptionView(subscription, expand) };
      if (method === 'DELETE') {
        Object.assign(subscription, { status: 'canceled', canceled_at: nowSeconds(), cancel_at_period_end: false });
        return { status: 200, body: subscriptionView(subscription, expand) };
      }
      if (method === 'POST') {
        if (subscription.status === 'canceled') {
          return { status: 400, body: { error: { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' } } };
        }
        if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        const items = params.items as Json[] | undefined;
        if (items?.[0]) {
          const item = itemOf(subscription);
          if (items[0].id !== item.id) return missing('subscription item', String(items[0].id));
          const price = String(items[0].price);
          const priced = PRICE_AMOUNTS[price];
          if (!priced) return missing('price', price);
          const start = nowSeconds();
          // An interval change resets the billing cycle now, as Stripe does.
          Object.assign(item, { price: { id: price, object: 'price', unit_amount: priced.amount }, current_period_start: start, current_period_end: addMonths(start, priced.months) });
        }
        return { status: 200, body: subscriptionView(subscription, expand) };
      }
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = [...invoices.values()]
        .filter((invoice) => {
          const details = (invoice.parent as Json).subscription_details as Json;
          return details.subscription === params.subscription && (params.status === undefined || invoice.status === params.status);
        })
        .map((invoice) => invoiceView(invoice, expand, 'data.'));
      return { status: 200, body: { object: 'list', has_more: false, url: '/v1/invoices', data } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const earlier = idempotencyKey !== undefined ? refundsByKey.get(idempotencyKey) : undefined;
      if (earlier) return { status: 200, body: earlier };
      const paymentIntent = String(params.payment_intent);
      const payment = [...invoices.values()]
        .flatMap((invoice) => ((invoice.payments as Json).data as Json[]))
        .find((p) => (p.payment as Json).payment_intent === paymentIntent);
      if (!payment) return missing('payment_intent', paymentIntent);
      const refund = { id: nextId('re'), object: 'refund', amount: payment.amount_paid, payment_intent: paymentIntent, status: 'succeeded', metadata: params.metadata ?? {} };
      if (idempotencyKey !== undefined) refundsByKey.set(idempotencyKey, refund);
      return { status: 200, body: refund };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test');
      const lineItems = (params.line_items as Json[]) ?? [];
      const amountTotal = lineItems.reduce((sum, item) => sum + Number((item.price_data as Json).unit_amount) * Number(item.quantity), 0);
      const session = {
        id,
        object: 'checkout.session',
        mode: params.mode,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        payment_status: 'unpaid',
        status: 'open',
        amount_total: amountTotal,
        currency: (lineItems[0]?.price_data as Json | undefined)?.currency ?? 'usd',
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        customer_email: params.customer_email ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(match[1] ?? '');
      const session = sessions.get(id);
      return session ? { status: 200, body: session } : missing('checkout.session', id);
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const fake = {
    failing: false,
  } as FakeStripe;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const params = req.method === 'GET' || req.method === 'DELETE' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(text);
      const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
      requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey });
      const answer = fake.failing
        ? { status: 500, body: { error: { type: 'api_error', message: 'Stripe is having a bad day (test outage).' } } }
        : route(req.method ?? '', url.pathname, params, idempotencyKey);
      res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': nextId('req') });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    subscriptions,
    checkoutSessions: sessions,
    paySubscription(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const invoice = invoices.get(String(subscription.latest_invoice));
      if (!invoice) throw new Error(`no invoice for ${subscriptionId}`);
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      for (const payment of (invoice.payments as Json).data as Json[]) Object.assign(payment, { status: 'paid', amount_paid: invoice.amount_due });
      subscription.status = 'active';
    },
    payCheckout(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { payment_status: 'paid', status: 'complete' });
    },
    patchSubscription(subscriptionId: string, patch: Json) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      Object.assign(subscription, patch);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return fake;
}
