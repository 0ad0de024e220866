import { Feedback, FreeCalculators, Newsletter, ProWaitlist } from '@securesplit/widgets';
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
      <section className="section" aria-label="Professional edition waitlist">
        <ProWaitlist />
      </section>
      <InfoCards />
      <section className="section" aria-label="Newsletter">
        <Newsletter />
      </section>
      <HomeFaq />
      <section className="section" aria-labelledby="feedback-heading">
        <h2 id="feedback-heading">Help us improve</h2>
        <p>Tell us what worked, what didn’t, or what you would like the calculators to do next.</p>
        <Feedback />
      </section>
    </div>
  );
}
