import type { ReactNode } from 'react';
import { AccountNav } from '../account/AccountNav.js';
import { SandboxNotice } from '../billing/SandboxNotice.js';
import { useSiteI18n, type SiteI18n } from '../locale/i18n.js';
import { Link } from '../router.js';
import { LanguageSwitch } from './LanguageSwitch.js';

const NAV = [
  { to: '/#calculators', label: 'site.nav.calculators' },
  { to: '/households', label: 'site.nav.households' },
  { to: '/compare', label: 'site.nav.scenarios' },
  { to: '/subscribe', label: 'site.nav.pricing' },
  { to: '/financial-wellness-quiz', label: 'site.nav.quiz' },
  { to: '/calculator-accuracy', label: 'site.nav.accuracy' },
  { to: '/support', label: 'site.nav.support' },
  { to: '/about', label: 'site.nav.about' },
] as const satisfies readonly { to: string; label: Parameters<SiteI18n['t']>[0] }[];

const LEGAL = [
  { to: '/terms-of-service', label: 'site.footer.terms' },
  { to: '/privacy-policy', label: 'site.footer.privacy' },
  { to: '/disclaimers', label: 'site.footer.disclaimers' },
  { to: '/about', label: 'site.nav.about' },
  { to: '/support', label: 'site.nav.support' },
  { to: '/data-deletion', label: 'site.footer.deleteData' },
  { to: '/coming-soon', label: 'site.footer.mobileApp' },
] as const satisfies readonly { to: string; label: Parameters<SiteI18n['t']>[0] }[];

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useSiteI18n();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skipLink')}
      </a>
      <header className="site-header">
        <div className="container header-inner">
          <Link to="/" className="brand">
            <span aria-hidden="true" className="brand-mark">
              ◆
            </span>{' '}
            SecureSplit
          </Link>
          <nav className="main-nav" aria-label={t('site.nav.label')}>
            <ul className="nav-list">
              {NAV.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{t(item.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch />
          <AccountNav />
        </div>
      </header>
      <div className="disclaimer-banner" role="note">
        <div className="container">
          {t('site.disclaimer')}
        </div>
      </div>
      <main id="main" tabIndex={-1} className="container main">
        {children}
      </main>
      <footer className="site-footer">
        <div className="container">
          <nav aria-label={t('site.footer.label')}>
            <ul className="footer-links">
              {LEGAL.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{t(item.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <SandboxNotice>{t('site.footer.sandbox')}</SandboxNotice>
          <p className="footer-note">{t('site.footer.note')}</p>
        </div>
      </footer>
    </>
  );
}

/** The link every static page ends with, back to the calculators. */
export function BackToCalculators() {
  const { t } = useSiteI18n();
  return (
    <p className="back-link">
      <Link to="/#calculators">{t('site.backToCalculators')}</Link>
    </p>
  );
}
