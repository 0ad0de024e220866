import { useEffect, useState } from 'react';
import { billingApi, type BillingConfig } from './billing-api.js';

let cached: Promise<BillingConfig> | null = null;

/** The billing mode and prices (C4 `GET config`), asked once per page load; retried after a failure. */
export function loadBillingConfig(): Promise<BillingConfig> {
  cached ??= billingApi.config().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

export type ConfigState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; config: BillingConfig };

export function useBillingConfig(): ConfigState {
  const [state, setState] = useState<ConfigState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadBillingConfig().then(
      (config) => live && setState({ status: 'ready', config }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
