import { useCallback } from 'react';
import { AccountProblem, useAuth } from '../account/auth.js';
import { useToast } from '../components/Toast.js';
import { useRouter } from '../router.js';
import { billingApi } from './billing-api.js';
import { loadBillingConfig } from './use-billing-config.js';

/** Stripe (and the sandbox) put the session's id where this placeholder stands in the success URL. */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

const BOOKING_FAILED = { title: 'Booking Failed', description: 'Unable to process your booking. Please try again.', variant: 'destructive' } as const;

/**
 * Starts the $99 priority review checkout from a result (spec part 1 §4 "Review purchase"): the server
 * creates the session at its own price and answers with where to pay — the sandbox page on this site,
 * or Stripe's hosted checkout — and the browser goes there. A failure shows the spec's toast.
 */
export function usePriorityReviewCheckout(): () => Promise<void> {
  const { navigate, path } = useRouter();
  const { openDialog, refresh } = useAuth();
  const toast = useToast();
  return useCallback(async () => {
    const origin = window.location.origin;
    try {
      const config = await loadBillingConfig();
      const checkout = await billingApi.createCdfaCheckout({
        amount: config.reviewPriceCents / 100,
        service: 'cdfa-review',
        successUrl: `${origin}/cdfa-review-success?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
        cancelUrl: `${origin}${path}${window.location.search}`,
      });
      const target = new URL(checkout.url, origin);
      if (target.origin === origin) navigate(`${target.pathname}${target.search}`);
      else if (target.protocol === 'https:') window.location.assign(target.href);
      else throw new Error(`Refusing to go to a checkout address that is not https: ${target.protocol}`);
    } catch (error) {
      if (error instanceof AccountProblem && error.status === 401) {
        await refresh();
        toast({ title: 'Log in to book', description: 'Log in or create a free account to book the priority review.' });
        openDialog('login', { stay: true });
        return;
      }
      toast(BOOKING_FAILED);
    }
  }, [navigate, path, openDialog, refresh, toast]);
}
