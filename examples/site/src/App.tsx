import { AuthDialog } from './account/AuthDialog.js';
import { AuthProvider } from './account/auth.js';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary.js';
import { focusHashTarget } from './focus-target.js';
import { Layout } from './components/Layout.js';
import { restoreCarriedInputs } from './locale/carry-inputs.js';
import { SiteI18nProvider, useSiteI18n } from './locale/i18n.js';
import { localizedHref } from './locale/site-locale.js';
import { SiteAssistant } from './components/SiteAssistant.js';
import { ToastProvider } from './components/Toast.js';
import { CdfaReviewSuccessPage } from './billing/CdfaReviewSuccessPage.js';
import { ComingSoonPage } from './pages/ComingSoonPage.js';
import { DataDeletionPage } from './pages/DataDeletionPage.js';
import { AboutPage, DisclaimersPage, PrivacyPage, TermsPage } from './pages/LegalPages.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { PremiumAliasRedirect } from './premium/PremiumAliasRedirect.js';
import { SupportPage } from './pages/SupportPage.js';
import type { SitePath } from './route-paths.js';
import { RouterProvider, useRouter } from './router.js';

// The accuracy page runs the engine for every state: its own chunk, loaded only there.
const AccuracyPage = lazy(() => import('./pages/AccuracyPage.js'));
const HomePage = lazy(() => import('./pages/HomePage.js'));
// Scenarios side by side (issue 31 §3).
const ComparePage = lazy(() => import('./scenarios/ComparePage.js'));
const QuizPage = lazy(() => import('./pages/QuizPage.js'));
const HouseholdsPage = lazy(() => import('./pages/HouseholdsPage.js'));
const CrashTestPage = lazy(() => import('./pages/CrashTestPage.js'));
const DashboardPage = lazy(() => import('./account/DashboardPage.js'));
const AccountPage = lazy(() => import('./account/AccountPage.js'));
const TestLoginPage = lazy(() => import('./account/TestLoginPage.js'));
const ResetPasswordPage = lazy(() => import('./account/ResetPasswordPage.js'));
const VerifyEmailPage = lazy(() => import('./account/VerifyEmailPage.js'));
// Reads a worksheet PDF with pdf.js, which it loads only when a file is chosen.
const VerifyPage = lazy(() => import('./pages/VerifyPage.js'));
const SubscribePage = lazy(() => import('./billing/SubscribePage.js'));
const SuccessPage = lazy(() => import('./billing/SuccessPage.js'));
const SandboxCheckoutPage = lazy(() => import('./billing/SandboxCheckoutPage.js'));
const PriorityReviewPage = lazy(() => import('./billing/PriorityReviewPage.js'));
const PremiumCalculatorPage = lazy(() => import('./premium/PremiumCalculatorPage.js'));
const AdminWaitlistPage = lazy(() => import('./admin/WaitlistPage.js'));
const AdminDashboardPage = lazy(() => import('./admin/DashboardPage.js'));
const DataDeletionConfirmPage = lazy(() => import('./admin/DataDeletionConfirmPage.js'));

interface Route {
  component: ComponentType;
  title: string;
}

export const ROUTES: Record<string, Route> = {
  '/': { component: HomePage, title: 'Free divorce financial calculators' },
  '/financial-wellness-quiz': { component: QuizPage, title: 'Financial wellness quiz' },
  '/households': { component: HouseholdsPage, title: 'Both households after tax' },
  '/compare': { component: ComparePage, title: 'Scenarios side by side' },
  '/terms-of-service': { component: TermsPage, title: 'Terms of Service' },
  '/privacy-policy': { component: PrivacyPage, title: 'Privacy Policy' },
  '/disclaimers': { component: DisclaimersPage, title: 'Disclaimers' },
  '/about': { component: AboutPage, title: 'About' },
  '/support': { component: SupportPage, title: 'Support' },
  '/data-deletion': { component: DataDeletionPage, title: 'Delete my data' },
  '/coming-soon': { component: ComingSoonPage, title: 'Mobile app coming soon' },
  '/priority-review': { component: PriorityReviewPage, title: 'Book a priority review' },
  '/cdfa-review-success': { component: CdfaReviewSuccessPage, title: 'Priority review' },
  '/calculator-accuracy': { component: AccuracyPage, title: 'Calculator accuracy' },
  '/dashboard': { component: DashboardPage, title: 'Dashboard' },
  '/account': { component: AccountPage, title: 'Account' },
  '/test-login': { component: TestLoginPage, title: 'Premium test login' },
  '/reset-password': { component: ResetPasswordPage, title: 'Reset your password' },
  '/verify-email': { component: VerifyEmailPage, title: 'Verify your email' },
  '/verify': { component: VerifyPage, title: 'Check a worksheet PDF' },
  // The premium calculators behind their unlock gate (spec part 2, sections 1–2).
  '/property-division': { component: PremiumCalculatorPage, title: 'Property Division Calculator' },
  '/qdro': { component: PremiumCalculatorPage, title: 'QDRO Calculator' },
  '/tax-impact': { component: PremiumCalculatorPage, title: 'Tax Impact Calculator' },
  '/custody-costs': { component: PremiumCalculatorPage, title: 'Custody Cost Calculator' },
  '/subscribe': { component: SubscribePage, title: 'Full Access plans' },
  '/success': { component: SuccessPage, title: 'Subscription active' },
  '/sandbox-checkout': { component: SandboxCheckoutPage, title: 'Checkout (sandbox)' },
  // The dashboard's other reading of those paths (spec part 1, section 2) redirects to them (the server
  // answers them with 301 first; this covers in-app links and the dev server).
  '/property-division-calculator': { component: PremiumAliasRedirect, title: 'Property Division Calculator' },
  '/qdro-calculator': { component: PremiumAliasRedirect, title: 'QDRO Calculator' },
  '/tax-impact-calculator': { component: PremiumAliasRedirect, title: 'Tax Impact Calculator' },
  '/custody-cost-calculator': { component: PremiumAliasRedirect, title: 'Custody Cost Calculator' },
  '/custody-costs-calculator': { component: PremiumAliasRedirect, title: 'Custody Cost Calculator' },
  '/admin/waitlist': { component: AdminWaitlistPage, title: 'Admin waitlist' },
  '/admin/dashboard': { component: AdminDashboardPage, title: 'Admin dashboard' },
  '/data-deletion/confirm': { component: DataDeletionConfirmPage, title: 'Confirm data deletion' },
  // Exercises the crash screen in browser tests; harmless for anyone who finds it.
  '/__crash-test': { component: CrashTestPage, title: 'Crash test' },
} satisfies Record<SitePath, Route>;

/** The page's alternates in each language (hreflang), English the default for any other reader. */
const ALTERNATES = [
  { hreflang: 'en', locale: 'en' },
  { hreflang: 'es', locale: 'es' },
  { hreflang: 'x-default', locale: 'en' },
] as const;

/** Says the page's language to the browser, assistive technology and search engines (issue 27 §2). */
function usePageLanguage(path: string, known: boolean) {
  const { locale } = useSiteI18n();
  useEffect(() => {
    document.documentElement.lang = locale;
    for (const link of document.head.querySelectorAll('link[rel=alternate][hreflang]')) link.remove();
    // A path the site has no page for has no alternate either.
    if (!known) return;
    for (const alternate of ALTERNATES) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = alternate.hreflang;
      link.href = new URL(localizedHref(path, alternate.locale), window.location.origin).href;
      document.head.append(link);
    }
  }, [locale, path, known]);
}

function CurrentPage() {
  const { path, hash, navigation } = useRouter();
  const { locale, t } = useSiteI18n();
  const route = ROUTES[path];
  const Page = route?.component ?? NotFoundPage;
  usePageLanguage(path, route !== undefined);

  useEffect(() => {
    // The Spanish titles come with the pages' translations; the home's is there.
    const title = locale === 'es' && path === '/' ? t('site.title.home') : (route?.title ?? 'Page not found');
    document.title = `${title} — SecureSplit`;
  }, [route, locale, path, t]);

  // What the reader typed before the language switch comes back on the same page in the other language.
  useEffect(() => restoreCarriedInputs(path), [path, locale]);

  useEffect(() => {
    // A link to a section (such as /#calculators) lands there with focus, also on the first load, when
    // the browser cannot scroll to a target the lazy page has not rendered yet.
    if (hash) return focusHashTarget(hash);
    // Otherwise focus moves to the new page's content so keyboard and screen-reader users start there;
    // the first page of a visit keeps the browser's own starting point.
    if (navigation > 0) document.getElementById('main')?.focus();
    return undefined;
  }, [path, hash, navigation]);

  return (
    <Suspense fallback={<p className="loading" role="status">{t('site.loading')}</p>}>
      <Page />
    </Suspense>
  );
}

export function App() {
  return (
    <ErrorBoundary>
      <RouterProvider>
        <LocalizedApp />
      </RouterProvider>
    </ErrorBoundary>
  );
}

function LocalizedApp() {
  const { locale } = useRouter();
  return (
    <SiteI18nProvider locale={locale}>
      <ToastProvider>
        <AuthProvider>
          <Layout>
            <CurrentPage />
          </Layout>
          <AuthDialog />
          <SiteAssistant />
        </AuthProvider>
      </ToastProvider>
    </SiteI18nProvider>
  );
}
