import { Consultation, ProWaitlist } from '@securesplit/widgets';
import { SCHEDULING_URL } from '../config.js';

/**
 * The premium pages' promo block (spec part 2, section 2): "Book Professional Consultation", saved
 * with the page's own lead source, and the professional waitlist the consumer-only note points to.
 */
export function PromoBlock({ leadSource }: { leadSource: string }) {
  return (
    <section className="section premium-promo" aria-labelledby="premium-promo-heading">
      <h2 id="premium-promo-heading">Talk it through with a professional</h2>
      <div className="card-grid">
        <div className="card">
          <h3>Professional consultation</h3>
          <p>A certified divorce financial analyst (CDFA) reviews your figures with you and answers your questions.</p>
          <Consultation consultationType="professional-consultation" label="Book Professional Consultation" source={leadSource} schedulingUrl={SCHEDULING_URL} />
        </div>
        <div id="professional-waitlist" className="premium-waitlist">
          <ProWaitlist />
        </div>
      </div>
    </section>
  );
}

/**
 * Spec part 2, sections 1 and 2: the premium calculators are for consumers' personal planning;
 * professionals are sent to the waitlist (in the promo block below).
 */
export function ConsumerOnlyNote({ path }: { path: string }) {
  return (
    <p className="premium-consumer-note" role="note">
      For consumers’ personal planning only. Attorneys, mediators and divorce financial analysts: these calculators are
      not made for client work; <a href={`${path}#professional-waitlist`}>join the professional waitlist</a> for SecureSplit
      Pro.
    </p>
  );
}

/** The tax page's disclaimer (spec part 2, section 1): estimates, not tax advice; see a tax professional. */
export function TaxDisclaimer() {
  return (
    <p className="card warning premium-tax-disclaimer" role="note">
      <strong>Not tax advice.</strong> These results are estimates from the federal and state tax rules for the year you
      choose and the figures you enter. Your actual tax depends on everything in your return; consult a tax
      professional (a CPA or an enrolled agent) before you decide anything based on them.
    </p>
  );
}
