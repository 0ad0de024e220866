import type { ReactNode } from 'react';
import { useSiteI18n, type SiteI18n } from '../locale/i18n.js';
import { richText } from '../locale/rich-text.js';
import type { PremiumPagePath } from '../premium/calculators.js';
import { PremiumOfferLine, usePremiumOffer } from '../premium/premium-offer.js';
import { Link } from '../router.js';

type SiteMessage = Parameters<SiteI18n['t']>[0];

/** The four premium calculators, each a link to its page (whose gate says what the reader may do there). */
const PREMIUM: { path: PremiumPagePath; title: SiteMessage; text: SiteMessage }[] = [
  { path: '/property-division', title: 'site.home.premium.propertyDivision.title', text: 'site.home.premium.propertyDivision.text' },
  { path: '/qdro', title: 'site.home.premium.qdro.title', text: 'site.home.premium.qdro.text' },
  { path: '/tax-impact', title: 'site.home.premium.taxImpact.title', text: 'site.home.premium.taxImpact.text' },
  { path: '/custody-costs', title: 'site.home.premium.custodyCosts.title', text: 'site.home.premium.custodyCosts.text' },
];

export function PremiumCards() {
  const { reader, prices } = usePremiumOffer();
  const { t } = useSiteI18n();
  return (
    <section className="section" aria-labelledby="premium-heading">
      <h2 id="premium-heading">{t('site.home.premiumHeading')}</h2>
      <PremiumOfferLine reader={reader} prices={prices} />
      <div className="card-grid">
        {PREMIUM.map((card) => (
          <article key={card.path} className="card premium-card">
            <h3>
              <Link to={card.path}>{t(card.title)}</Link>
            </h3>
            <p>{t(card.text)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

/** The FAQ's "What does it cost?", with the server's prices and the reader's free allowance. */
function CostsAnswer() {
  const { reader, prices } = usePremiumOffer();
  const { t } = useSiteI18n();
  const message = t('site.faq.costs.a', {
    prices: prices ? 'known' : 'none',
    monthly: prices?.monthly ?? '',
    yearly: prices?.yearly ?? '',
    perMonth: reader.kind === 'unknown' ? 'unknown' : reader.perMonth,
  });
  return <>{richText(message, [(words) => <Link to="/subscribe">{words}</Link>])}</>;
}

const INFO = [
  { id: 'guideline', title: 'site.home.info.guideline.title', text: 'site.home.info.guideline.text' },
  { id: 'estimates', title: 'site.home.info.estimates.title', text: 'site.home.info.estimates.text' },
  { id: 'private', title: 'site.home.info.private.title', text: 'site.home.info.private.text' },
] as const satisfies readonly { id: string; title: SiteMessage; text: SiteMessage }[];

export function InfoCards() {
  const { t } = useSiteI18n();
  return (
    <section className="section" aria-labelledby="info-heading">
      <h2 id="info-heading">{t('site.home.infoHeading')}</h2>
      <div className="card-grid">
        {INFO.map((card) => (
          <article key={card.id} className="card">
            <h3>{t(card.title)}</h3>
            <p>{t(card.text)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

/** A link inside an answer, around the translation's own words. */
const linkTo = (to: string) => (words: string) => <Link to={to}>{words}</Link>;

/** The FAQ topics of the home page (spec part 1, section 2): each answer's `[[...]]` spans are its links, in order. */
const FAQ: { id: string; q: SiteMessage; a: SiteMessage | (() => ReactNode); links?: ((words: string) => ReactNode)[] }[] = [
  { id: 'accuracy', q: 'site.faq.accuracy.q', a: 'site.faq.accuracy.a', links: [linkTo('/calculator-accuracy')] },
  { id: 'states', q: 'site.faq.states.q', a: 'site.faq.states.a' },
  { id: 'services', q: 'site.faq.services.q', a: 'site.faq.services.a' },
  { id: 'virtual', q: 'site.faq.virtual.q', a: 'site.faq.virtual.a' },
  { id: 'cdfa', q: 'site.faq.cdfa.q', a: 'site.faq.cdfa.a' },
  { id: 'timing', q: 'site.faq.timing.q', a: 'site.faq.timing.a' },
  { id: 'security', q: 'site.faq.security.q', a: 'site.faq.security.a', links: [linkTo('/privacy-policy'), linkTo('/data-deletion')] },
  { id: 'costs', q: 'site.faq.costs.q', a: () => <CostsAnswer /> },
];

export function HomeFaq() {
  const { t } = useSiteI18n();
  return (
    <section className="section" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{t('site.home.faqHeading')}</h2>
      {FAQ.map((item) => (
        <details key={item.id} id={`faq-${item.id}`} className="faq-item">
          <summary>{t(item.q)}</summary>
          <p>{typeof item.a === 'function' ? item.a() : richText(t(item.a), item.links ?? [])}</p>
        </details>
      ))}
    </section>
  );
}
