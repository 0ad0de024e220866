import type { ReactNode } from 'react';
import { BackToCalculators } from '../components/Layout.js';
import { LEGAL_UPDATED, PRIVACY_EMAIL, SUPPORT_EMAIL } from '../config.js';
import { PremiumOfferLine, usePremiumOffer } from '../premium/premium-offer.js';
import { Link } from '../router.js';

function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="prose">
      <h1>{title}</h1>
      <p className="updated">Last updated: {LEGAL_UPDATED}</p>
      {children}
      <BackToCalculators />
    </article>
  );
}

export function TermsPage() {
  return (
    <StaticPage title="Terms of Service">
      <h2>What SecureSplit is</h2>
      <p>
        SecureSplit provides calculators that estimate child support, alimony and a post-divorce budget, and a
        financial wellness quiz. They are free and need no account. Partner websites may show the same
        calculators on their pages.
      </p>
      <h2>Estimates, not advice</h2>
      <p>
        Results are estimates for planning. They follow the published guideline of the state you choose, as we
        have implemented it, and say when a figure is only approximated. They are not legal, tax or financial
        advice, and they do not bind any court or agency. Courts may deviate from a guideline, and your facts may
        differ from what the calculator asks. Consult a licensed attorney in your state before you rely on a
        figure in negotiations or in court.
      </p>
      <h2>Your responsibilities</h2>
      <ul>
        <li>Enter information that is yours to share, or that you are entitled to use.</li>
        <li>Do not misuse the service: no automated scraping beyond the published API and its rate limits, and no attempts to break its security.</li>
      </ul>
      <h2>Paid services</h2>
      <p>
        SecureSplit takes no payments today: there are no memberships and no paid reviews to buy on this site.
        When a paid service opens, its price and terms will be shown before you pay, and these terms will say
        how it works.
      </p>
      <h2>Availability and changes</h2>
      <p>
        We work to keep the calculators accurate and available but do not promise uninterrupted service. When
        guidelines change we update the rules and record their effective dates; results computed earlier are not
        updated automatically. We may change these terms; the date above shows the latest version.
      </p>
      <h2>Liability</h2>
      <p>
        To the extent the law allows, SecureSplit is not liable for decisions made on the basis of an estimate.
        Nothing in these terms limits rights you have under consumer protection law.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </StaticPage>
  );
}

export function PrivacyPage() {
  return (
    <StaticPage title="Privacy Policy">
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Calculations</strong>: the figures you enter in a calculator and its result, so that a result can
          be referred to later (for example in a consultation request). They are stored without your name unless
          you send us a form that refers to them.
        </li>
        <li>
          <strong>Forms you send</strong>: name, email, phone (optional) and what you write in a consultation,
          newsletter, waitlist, feedback, support or deletion form.
        </li>
        <li>
          <strong>Technical records</strong>: request logs with a request id, time and status, used to keep the
          service working and to limit abuse. Logs never contain names or email addresses in clear.
        </li>
      </ul>
      <h2>What we do not do</h2>
      <p>
        We do not sell personal information. Calculators embedded on partner sites send your figures to
        SecureSplit, not to the partner; the events they give the partner page carry no personal data.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Form submissions are kept while they are useful for the purpose you sent them, and deleted on request.
        Calculations without a contact are kept in aggregate for accuracy work.
      </p>
      <h2>Your choices</h2>
      <p>
        You can ask for a copy or for deletion of your data on the <Link to="/data-deletion">data deletion page</Link>{' '}
        or by writing to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We confirm within 24 hours and
        delete within 7 business days. Every newsletter email has an unsubscribe link.
      </p>
      <h2>Security</h2>
      <p>
        Connections are encrypted, and access to stored data is limited to the people who need it to answer
        you.
      </p>
    </StaticPage>
  );
}

export function DisclaimersPage() {
  return (
    <StaticPage title="Disclaimers">
      <h2>Estimates only</h2>
      <p>
        Every figure SecureSplit shows is an estimate. Child support results follow the state guideline we
        implemented for the date shown in the result; where we could not implement a state&apos;s official table or
        formula, the result is labelled as an estimate and says what it approximates. The{' '}
        <Link to="/calculator-accuracy">accuracy report</Link> lists, state by state, which rules are implemented
        and which published examples the engine reproduces.
      </p>
      <h2>Not legal, tax or financial advice</h2>
      <p>
        SecureSplit is not a law firm, an accounting firm or a financial adviser. Using the calculators does not
        create any professional relationship. Alimony in most states is decided case by case; tax results use
        standard assumptions and should be checked with a tax professional.
      </p>
      <h2>Courts decide</h2>
      <p>
        Judges apply guidelines to the facts proved before them and may deviate for reasons a calculator cannot
        know: special needs, extraordinary expenses, income that is imputed, agreements between the parents.
      </p>
      <h2>Consultations</h2>
      <p>
        Consultations are offered by certified divorce financial analysts. They help with financial planning;
        they do not represent you in court.
      </p>
    </StaticPage>
  );
}

/** What the premium calculators are for the person reading: signed out, free account or member. */
function AboutPremiumOffer() {
  const { reader, prices } = usePremiumOffer();
  return <PremiumOfferLine reader={reader} prices={prices} />;
}

export function AboutPage() {
  return (
    <StaticPage title="About SecureSplit">
      <p>
        SecureSplit helps people in the middle of a divorce understand the money questions in front of them:
        what child support the state&apos;s guideline suggests, what alimony might look like, and whether the
        budget after the divorce works.
      </p>
      <h2>Accurate, and honest about it</h2>
      <p>
        Rough rules of thumb (&quot;about 25% of income&quot;) can be off by hundreds of dollars a month. Our calculators
        follow each state&apos;s official guideline worksheet line by line, show that worksheet with its sources and
        the date its rules took effect, and say plainly when a number is only an estimate.
      </p>
      <h2>What is free, and what Full Access adds</h2>
      <p>
        The child support, alimony and budget calculators and the financial wellness quiz are free and need no
        account. Four premium calculators, for <Link to="/property-division">property division</Link>,{' '}
        <Link to="/qdro">retirement accounts (QDRO)</Link>, <Link to="/tax-impact">tax impact</Link> and{' '}
        <Link to="/custody-costs">custody costs</Link>, come with Full Access, and a free account can try them each month.
      </p>
      <AboutPremiumOffer />
      <h2>For professionals</h2>
      <p>
        SecureSplit is built for consumer planning. Attorneys, mediators and financial professionals can join the
        waitlist for a professional edition from the home page.
      </p>
    </StaticPage>
  );
}
