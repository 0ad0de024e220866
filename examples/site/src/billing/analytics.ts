/** The analytics function a page may have (Google tag); the site itself loads none. */
type Gtag = (command: 'event', name: string, parameters: Record<string, unknown>) => void;

export interface PurchaseItem {
  item_name: string;
  item_category: string;
  quantity: number;
  price: number;
}

/**
 * Sends a purchase event when the page has `window.gtag` (spec part 1 §4 /success, part 2
 * /cdfa-review-success); without it nothing is sent and nothing is loaded. Values are in dollars, as
 * the analytics event takes them.
 */
export function trackPurchase(purchase: { transactionId?: string; value: number; currency: 'USD'; items: PurchaseItem[] }): boolean {
  const gtag = (window as Window & { gtag?: unknown }).gtag;
  if (typeof gtag !== 'function') return false;
  (gtag as Gtag)('event', 'purchase', {
    ...(purchase.transactionId ? { transaction_id: purchase.transactionId } : {}),
    value: purchase.value,
    currency: purchase.currency,
    items: purchase.items,
  });
  return true;
}
