import type { ReactNode } from 'react';
import { AccountNav } from '../account/AccountNav.js';
import { SandboxNotice } from '../billing/SandboxNotice.js';
import { Link } from '../router.js';

const NAV = [
  { to: '/#calculators', label: 'Calculators' },
  { to: '/households', label: 'Both households' },
  { to: '/compare', label: 'Scenarios' },
  { to: '/subscribe', label: 'Pricing' },
  { to: '/financial-wellness-quiz', label: 'Wellness quiz' },
  { to: '/calculator-accuracy', label: 'Accuracy' },
  { to: '/support', label: 'Support' },
  { to: '/about', label: 'About' },
];

const LEGAL = [
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/disclaimers', label: 'Disclaimers' },
  { to: '/about', label: 'About' },
  { to: '/support', label: 'Support' },
  { to: '/data-deletion', label: 'Delete my data' },
  { to: '/coming-soon', label: 'Mobile app' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="container header-inner">
          <Link to="/" className="brand">
            <span aria-hidden="true" className="brand-mark">
              ◆
            </span>{' '}
            SecureSplit
          </Link>
          <nav aria-label="Main">
            <ul className="nav-list">
              {NAV.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <AccountNav />
        </div>
      </header>
      <div className="disclaimer-banner" role="note">
        <div className="container">
          Estimates for planning, not legal or tax advice. Every result shows the rule it follows and its
          sources; a court can deviate from any guideline.
        </div>
      </div>
      <main id="main" tabIndex={-1} className="container main">
        {children}
      </main>
      <footer className="site-footer">
        <div className="container">
          <nav aria-label="Legal and help">
            <ul className="footer-links">
              {LEGAL.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <SandboxNotice>
            This site runs the billing sandbox: the prices shown are not charged, and subscriptions and the priority
            review start without payment.
          </SandboxNotice>
          <p className="footer-note">
            © 2026 SecureSplit. SecureSplit is not a law firm and does not give legal advice.
          </p>
        </div>
      </footer>
    </>
  );
}

/** The link every static page ends with, back to the calculators. */
export function BackToCalculators() {
  return (
    <p className="back-link">
      <Link to="/#calculators">← Back to the calculators</Link>
    </p>
  );
}
