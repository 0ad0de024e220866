import { FreeCalculators, Newsletter, ProWaitlist } from '@securesplit/widgets';
import { HomeFaq, InfoCards, PremiumCards } from './HomeSections.js';

export default function HomePage() {
  return (
    <div>
      <section className="hero">
        <h1>Know the numbers before you decide</h1>
        <p>
          Free child support, alimony and budget calculators that follow your state’s official guideline, show every line
          of the worksheet with its sources, and say plainly when a figure is only an estimate.
        </p>
      </section>
      <PremiumCards />
      <section id="calculators" className="section" aria-labelledby="calculators-heading">
        <h2 id="calculators-heading">Free calculators</h2>
        <FreeCalculators />
      </section>
      <section className="section" aria-labelledby="pro-heading">
        <h2 id="pro-heading">For attorneys, mediators and financial professionals</h2>
        <p>SecureSplit is for consumer planning. A professional edition is coming: join the waitlist for early access.</p>
        <ProWaitlist />
      </section>
      <InfoCards />
      <section className="section" aria-labelledby="newsletter-heading">
        <h2 id="newsletter-heading">Guidance in your inbox</h2>
        <Newsletter />
      </section>
      <HomeFaq />
    </div>
  );
}
