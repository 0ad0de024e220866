/**
 * Stripe.js, loaded from Stripe (as Stripe requires: never bundled or self-hosted) and only in Stripe
 * mode, when the payment step first needs it. The server's Content-Security-Policy allows
 * https://js.stripe.com only in that mode. The types cover just what the payment step uses.
 */

export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElement;
  submit(): Promise<{ error?: { message?: string } }>;
}

export interface StripeConfirmResult {
  error?: { message?: string };
  paymentIntent?: { id: string; status: string };
}

export interface StripeClient {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: { elements: StripeElements; redirect: 'if_required'; confirmParams: { return_url: string } }): Promise<StripeConfirmResult>;
}

type StripeFactory = (publishableKey: string) => StripeClient;

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

let loading: Promise<StripeFactory> | null = null;

function loadStripeJs(): Promise<StripeFactory> {
  const existing = (window as Window & { Stripe?: StripeFactory }).Stripe;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.addEventListener('load', () => {
      const factory = (window as Window & { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe failed to load'));
    });
    script.addEventListener('error', () => reject(new Error('Stripe failed to load')));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later attempt may succeed (for example after the connection comes back).
    loading = null;
    throw error;
  });
  return loading;
}

/** A Stripe client for the publishable key; rejects with 'Stripe failed to load' when the script cannot load. */
export async function stripeClient(publishableKey: string): Promise<StripeClient> {
  const factory = await loadStripeJs();
  return factory(publishableKey);
}
