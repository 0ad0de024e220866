import type { ReactNode } from 'react';
import './sandbox-notice.css';
import { useSiteI18n } from '../locale/i18n.js';
import { useBillingConfig } from './use-billing-config.js';

/**
 * "Sandbox: no card is charged." while the server runs the billing sandbox (the default outside production;
 * in production only with BILLING_SANDBOX=true), so a price shown there is never taken for a charge. Nothing
 * while the mode is unknown or billing goes through Stripe.
 */
export function SandboxNotice({ children }: { children?: ReactNode }) {
  const billing = useBillingConfig();
  const { t } = useSiteI18n();
  if (billing.status !== 'ready' || billing.config.mode !== 'sandbox') return null;
  return (
    <p className="sandbox-notice" role="note">
      <strong>{t('site.sandbox.notice')}</strong>
      {children ? <> {children}</> : null}
    </p>
  );
}
