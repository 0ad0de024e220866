import type { PremiumPagePath } from '../premium/calculators.js';
import { PremiumOfferLine, usePremiumOffer } from '../premium/premium-offer.js';
import { Link } from '../router.js';

/** The four premium calculators, each a link to its page (whose gate says what the reader may do there). */
const PREMIUM: { path: PremiumPagePath; title: string; text: string }[] = [
  { path: '/property-division', title: 'Property Division', text: 'Split real estate, vehicles, accounts and debts 50/50, 60/40, 70/30 or your own way.' },
  { path: '/qdro', title: 'QDRO Calculator', text: 'Divide 401(k)s and pensions and see what each share may grow to.' },
  { path: '/tax-impact', title: 'Tax Impact', text: 'Filing status, child tax credits and alimony treatment after the divorce.' },
  { path: '/custody-costs', title: 'Custody Costs', text: 'What two homes, travel between them and child expenses cost each parent.' },
];

export function PremiumCards() {
  const { reader, prices } = usePremiumOffer();
  return (
    <section className="section" aria-labelledby="premium-heading">
      <h2 id="premium-heading">Premium calculators</h2>
      <PremiumOfferLine reader={reader} prices={prices} />
      <div className="card-grid">
        {PREMIUM.map((card) => (
          <article key={card.path} className="card premium-card">
            <h3>
              <Link to={card.path}>{card.title}</Link>
            </h3>
            <p>{card.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

/** The FAQ's "What does it cost?", with the server's prices and the reader's free allowance. */
function CostsAnswer() {
  const { reader, prices } = usePremiumOffer();
  return (
    <>
      The child support, alimony and budget calculators and the wellness quiz are free, with no account and no card
      needed. The four premium calculators (property division, QDRO, tax impact and custody costs) come with Full Access
      {prices ? ` at ${prices.monthly} or ${prices.yearly}` : ''}, with a 7-day money-back guarantee and cancellation at any time; a
      free account includes {reader.kind === 'unknown' ? 'free' : reader.perMonth} premium calculations a month (verify your email). The priority review with a
      certified divorce financial analyst is $99, once. See <Link to="/subscribe">pricing</Link>.
    </>
  );
}

const INFO = [
  { title: 'Your state’s official guideline', text: 'Child support follows the worksheet your state publishes, line by line, with its sources.' },
  { title: 'Honest about estimates', text: 'When part of a rule is approximated, the result says so and says what.' },
  { title: 'Private by default', text: 'No account needed. Calculations are stored without your name.' },
];

export function InfoCards() {
  return (
    <section className="section" aria-labelledby="info-heading">
      <h2 id="info-heading">Why SecureSplit</h2>
      <div className="card-grid">
        {INFO.map((card) => (
          <article key={card.title} className="card">
            <h3>{card.title}</h3>
            <p>{card.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

/** The FAQ topics of the home page (spec part 1, section 2). */
const FAQ = [
  {
    id: 'accuracy',
    q: 'How accurate are the estimates?',
    a: (
      <>
        Child support follows your state’s official guideline where we have implemented it, and every result labels itself
        official or estimate. The <Link to="/calculator-accuracy">accuracy report</Link> lists the published examples we
        reproduce, state by state.
      </>
    ),
  },
  {
    id: 'states',
    q: 'Which states are covered?',
    a: <>All 50 states and the District of Columbia. Each result names the rules it used and the date they took effect.</>,
  },
  {
    id: 'services',
    q: 'What services do you offer beyond the calculators?',
    a: (
      <>
        A free 30-minute consultation with a certified divorce financial analyst and the Divorce Clarity Package, a
        full financial plan: ask for either from any calculator result. Or book the $99 priority review from a result: a
        45-minute call with an analyst about your figures, with a written summary.
      </>
    ),
  },
  { id: 'virtual', q: 'Are consultations virtual?', a: <>Yes, every consultation is by video or phone, wherever you live.</> },
  {
    id: 'cdfa',
    q: 'What is a CDFA?',
    a: <>A Certified Divorce Financial Analyst: a financial professional trained in the money side of divorce.</>,
  },
  {
    id: 'timing',
    q: 'When should I run the numbers?',
    a: <>As early as possible: before mediation, before you sign anything, and again when incomes or parenting time change.</>,
  },
  {
    id: 'security',
    q: 'Is my information secure?',
    a: (
      <>
        Connections are encrypted and calculations are stored without your name. Read the{' '}
        <Link to="/privacy-policy">privacy policy</Link> or <Link to="/data-deletion">ask us to delete your data</Link>.
      </>
    ),
  },
  {
    id: 'costs',
    q: 'What does it cost?',
    a: <CostsAnswer />,
  },
];

export function HomeFaq() {
  return (
    <section className="section" aria-labelledby="faq-heading">
      <h2 id="faq-heading">Frequently asked questions</h2>
      {FAQ.map((item) => (
        <details key={item.id} id={`faq-${item.id}`} className="faq-item">
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </section>
  );
}
