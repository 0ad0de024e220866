import { useEffect, useState } from 'react';
import { billingApi, type SubscriptionDetails } from './billing-api.js';

/**
 * True when the subscription gives access now, by the server's rule (billing/entitlement.ts): active or
 * trialing, and when cancelling only until the period end. For display; the server decides access.
 */
export function isLiveSubscription(details: SubscriptionDetails, now: Date = new Date()): boolean {
  if (!details.hasSubscription || (details.status !== 'active' && details.status !== 'trialing')) return false;
  if (!details.cancelAtPeriodEnd) return true;
  return details.currentPeriodEnd !== null && new Date(details.currentPeriodEnd).getTime() > now.getTime();
}

/**
 * The signed-in person's subscription (C4 `GET subscription`) for display: null while loading or when
 * signed out or when it could not be read (the page then shows what it knows from the user alone).
 */
export function useSubscriptionDetails(signedIn: boolean): SubscriptionDetails | null {
  const [details, setDetails] = useState<SubscriptionDetails | null>(null);
  useEffect(() => {
    if (!signedIn) {
      setDetails(null);
      return undefined;
    }
    let live = true;
    billingApi.subscription().then(
      (found) => live && setDetails(found),
      () => live && setDetails(null),
    );
    return () => {
      live = false;
    };
  }, [signedIn]);
  return details;
}
