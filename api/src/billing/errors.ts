import { HttpProblem, PROBLEM_TYPE_BASE } from '../http/problem.js';
import { BillingRefusal } from './billing.js';

/** Seconds a client is asked to wait when the payment provider could not be reached. */
const PROVIDER_RETRY_AFTER_SECONDS = 10;

/** The fields of a Stripe SDK error that decide the answer (its classes share `type`, `code` and `statusCode`). */
interface ProviderErrorLike {
  type?: unknown;
  code?: unknown;
  statusCode?: unknown;
  message?: unknown;
}

/**
 * The answer to a provider failure: a card declined (the provider's message is meant for the payer),
 * an object the provider does not know (404), or the provider unreachable or failing (503, try again:
 * nothing was changed on our side). Anything else is not the client's fault and stays a 500.
 */
export function providerProblem(error: unknown): HttpProblem | undefined {
  if (error instanceof HttpProblem) return error;
  if (error instanceof BillingRefusal) return new HttpProblem(error.status, error.message);
  const e = (error ?? {}) as ProviderErrorLike;
  if (typeof e.type !== 'string' || !e.type.startsWith('Stripe')) return undefined;
  if (e.type === 'StripeCardError') {
    return new HttpProblem(409, typeof e.message === 'string' ? e.message : 'The card was declined.', {
      title: 'Payment Failed',
      type: `${PROBLEM_TYPE_BASE}payment-failed`,
    });
  }
  if (e.type === 'StripeInvalidRequestError' && (e.code === 'resource_missing' || e.statusCode === 404)) {
    return new HttpProblem(404, 'The payment provider does not know this subscription or payment.');
  }
  if (['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError'].includes(e.type)) {
    return new HttpProblem(503, 'The payment provider could not be reached. Nothing was changed; please try again shortly.', {
      type: `${PROBLEM_TYPE_BASE}payment-provider-unavailable`,
      retryAfter: PROVIDER_RETRY_AFTER_SECONDS,
    });
  }
  return undefined;
}

/** Runs a provider call; its known failures become problems, anything else is rethrown as is. */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerProblem(error) ?? error;
  }
}

/**
 * A webhook event that could not be applied because the provider was unreachable (the event is read
 * again from it): a 503 in our words, so the provider sends the event again, instead of a 500. Nothing
 * was stored (the event id is claimed only with its effect). Other failures are not this one.
 */
export function webhookRetryProblem(error: unknown): HttpProblem | undefined {
  if (error instanceof HttpProblem || error instanceof BillingRefusal) return undefined;
  if (providerProblem(error)?.status !== 503) return undefined;
  return new HttpProblem(503, 'We could not reach the payment provider to apply this event. Nothing was stored; please send it again later.', {
    type: `${PROBLEM_TYPE_BASE}payment-provider-unavailable`,
    retryAfter: PROVIDER_RETRY_AFTER_SECONDS,
  });
}
