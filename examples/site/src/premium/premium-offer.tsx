import { useAuth, type VerificationMail } from '../account/auth.js';
import { ResendVerification, resendLabel, VerificationMailSentence } from '../account/email-verification.js';
import { useBillingConfig } from '../billing/use-billing-config.js';
import { formatCents } from '../billing/billing-api.js';
import { useSiteI18n, type SiteI18n } from '../locale/i18n.js';
import { Link } from '../router.js';
import { usePremiumAccess } from './use-premium-access.js';

/**
 * What the premium calculators are for the person reading (issue 33 §1): signed out, a free account
 * with its free calculations this month, or Full Access. Read from the server's premium access answer,
 * the one the calculators' gate reads, so the home page never says something the gate then contradicts.
 */
export type PremiumReader =
  | { kind: 'unknown' }
  | { kind: 'signed-out'; perMonth: number }
  /** `verified`: the free calculations need a verified email address (issue 25); until then they wait. */
  | { kind: 'free'; perMonth: number; remaining: number; verified: boolean; email: string | null; mail: VerificationMail | null | undefined }
  | { kind: 'full'; perMonth: number };

/** The Full Access prices as the server states them ("$19.99 a month", "$149 a year"), null until known. */
export interface FullAccessPrices {
  monthly: string;
  yearly: string;
}

export function usePremiumOffer(): { reader: PremiumReader; prices: FullAccessPrices | null } {
  const { user } = useAuth();
  const { state } = usePremiumAccess(user === undefined ? undefined : (user?.id ?? null));
  const billing = useBillingConfig();
  const { t } = useSiteI18n();
  let reader: PremiumReader = { kind: 'unknown' };
  if (state.status === 'ready') {
    const { access } = state;
    if (access.kind === 'full') reader = { kind: 'full', perMonth: access.freeCalculationsPerMonth };
    else if (access.signedIn) {
      reader = {
        kind: 'free',
        perMonth: access.freeCalculationsPerMonth,
        remaining: access.freeCalculationsRemaining ?? 0,
        verified: !access.emailVerificationRequired,
        email: user?.email ?? null,
        mail: user?.verificationMail,
      };
    }
    else reader = { kind: 'signed-out', perMonth: access.freeCalculationsPerMonth };
  }
  const prices =
    billing.status === 'ready'
      ? {
          monthly: t('site.price.monthly', { amount: formatCents(billing.config.plans.monthly.amountCents) }),
          yearly: t('site.price.yearly', { amount: formatCents(billing.config.plans.yearly.amountCents) }),
        }
      : null;
  return { reader, prices };
}

const calculations = (count: number) => `${count} free premium ${count === 1 ? 'calculation' : 'calculations'}`;

/** "Full Access is unlimited: $19.99 a month or $149 a year." (without prices until they are known). */
function fullAccessSentence(t: SiteI18n['t'], prices: FullAccessPrices | null): string {
  return prices ? t('site.offer.fullAccessPrices', { monthly: prices.monthly, yearly: prices.yearly }) : t('site.offer.fullAccess');
}

/**
 * The one or two sentences, and the next step, that are true for this reader: what a free account
 * gives (premium free calculations need a verified email), what is left this month, or that Full
 * Access opens everything. Says nothing about the reader until the server has answered.
 */
export function PremiumOfferLine({ reader, prices }: { reader: PremiumReader; prices: FullAccessPrices | null }) {
  const { openDialog } = useAuth();
  const { t } = useSiteI18n();
  if (reader.kind === 'unknown') {
    return (
      <p className="premium-offer">
        <Link to="/subscribe">{t('site.offer.seePricing')}</Link>
      </p>
    );
  }
  if (reader.kind === 'full') {
    return (
      <p className="premium-offer">
        {t('site.offer.full')}
      </p>
    );
  }
  if (reader.kind === 'signed-out') {
    return (
      <div className="premium-offer">
        <p>
          {`${t('site.offer.signedOut', { perMonth: reader.perMonth })} `}
          {fullAccessSentence(t, prices)}
        </p>
        <p className="inline-form">
          <button type="button" className="button button-primary" onClick={() => openDialog('register', { stay: true })}>
            {t('site.offer.createAccount')}
          </button>
          <Link to="/subscribe" className="button button-secondary">
            {t('site.offer.seePricing')}
          </Link>
        </p>
      </div>
    );
  }
  if (!reader.verified) {
    return (
      <div className="premium-offer">
        <p>
          {reader.mail?.sentAt === null ? (
            // No link went out (the hourly limits held it back): say so, and when one can be asked for.
            <>
              {`Verify your email to use your free account’s ${calculations(reader.perMonth)} this month. `}
              <VerificationMailSentence email={reader.email} mail={reader.mail} />{' '}
            </>
          ) : (
            `Verify your email to use your free account’s ${calculations(reader.perMonth)} this month: open the link we sent${reader.email ? ` to ${reader.email}` : ''}. `
          )}
          {fullAccessSentence(t, prices)}
        </p>
        <ResendVerification label={resendLabel(reader.mail)} />
        <p>
          <Link to="/subscribe" className="button button-secondary">
            {t('site.offer.seePricing')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="premium-offer">
      <p>
        {reader.remaining > 0
          ? `Your free account: ${reader.remaining} of ${calculations(reader.perMonth)} left this month. `
          : `You have used this month’s ${calculations(reader.perMonth)}; they come back at the start of next month. `}
        {fullAccessSentence(t, prices)}
      </p>
      <p>
        <Link to="/subscribe" className="button button-secondary">
          {t('site.offer.seePricing')}
        </Link>
      </p>
    </div>
  );
}
