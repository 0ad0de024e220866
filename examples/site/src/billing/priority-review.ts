import { useCallback } from 'react';
import { useRouter } from '../router.js';

/** Stripe (and the sandbox) put the session's id where this placeholder stands in the success URL. */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** The page that says what the review is and asks who to contact, before any checkout (issue 33 §5). */
export const PRIORITY_REVIEW_PATH = '/priority-review';

/**
 * The path of this site a `from` parameter names, or "/" for anything else (another site, a
 * protocol-relative `//host`, a backslash trick): the booking page's way back and the checkout's
 * cancel page stay on this site.
 */
export function sameSitePath(from: string | null): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return '/';
  try {
    const url = new URL(from, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

/**
 * Starts the $99 priority review from a result (spec part 1 §4 "Review purchase"): first the booking
 * page (what the review is, who calls and when, the contact details), which then opens the checkout.
 */
export function usePriorityReviewCheckout(): () => Promise<void> {
  const { navigate, path } = useRouter();
  // The widgets' result panel awaits this (it may start a checkout elsewhere); going to a page is at once.
  return useCallback(() => {
    navigate(`${PRIORITY_REVIEW_PATH}?from=${encodeURIComponent(`${path}${window.location.search}`)}`);
    return Promise.resolve();
  }, [navigate, path]);
}
