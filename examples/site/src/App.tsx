import { AuthDialog } from './account/AuthDialog.js';
import { AuthProvider } from './account/auth.js';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary.js';
import { focusHashTarget } from './focus-target.js';
import { Layout } from './components/Layout.js';
import { ToastProvider } from './components/Toast.js';
import { CdfaReviewSuccessPage } from './pages/CdfaReviewSuccessPage.js';
import { ComingSoonPage } from './pages/ComingSoonPage.js';
import { DataDeletionPage } from './pages/DataDeletionPage.js';
import { AboutPage, DisclaimersPage, PrivacyPage, TermsPage } from './pages/LegalPages.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { SupportPage } from './pages/SupportPage.js';
import type { SitePath } from './route-paths.js';
import { RouterProvider, useRouter } from './router.js';

// The accuracy page runs the engine for every state: its own chunk, loaded only there.
const AccuracyPage = lazy(() => import('./pages/AccuracyPage.js'));
const HomePage = lazy(() => import('./pages/HomePage.js'));
const QuizPage = lazy(() => import('./pages/QuizPage.js'));
const CrashTestPage = lazy(() => import('./pages/CrashTestPage.js'));
const DashboardPage = lazy(() => import('./account/DashboardPage.js'));
const AccountPage = lazy(() => import('./account/AccountPage.js'));
const TestLoginPage = lazy(() => import('./account/TestLoginPage.js'));
const ResetPasswordPage = lazy(() => import('./account/ResetPasswordPage.js'));

interface Route {
  component: ComponentType;
  title: string;
}

export const ROUTES: Record<string, Route> = {
  '/': { component: HomePage, title: 'Free divorce financial calculators' },
  '/financial-wellness-quiz': { component: QuizPage, title: 'Financial wellness quiz' },
  '/terms-of-service': { component: TermsPage, title: 'Terms of Service' },
  '/privacy-policy': { component: PrivacyPage, title: 'Privacy Policy' },
  '/disclaimers': { component: DisclaimersPage, title: 'Disclaimers' },
  '/about': { component: AboutPage, title: 'About' },
  '/support': { component: SupportPage, title: 'Support' },
  '/data-deletion': { component: DataDeletionPage, title: 'Delete my data' },
  '/coming-soon': { component: ComingSoonPage, title: 'Mobile app coming soon' },
  '/cdfa-review-success': { component: CdfaReviewSuccessPage, title: 'Priority review' },
  '/calculator-accuracy': { component: AccuracyPage, title: 'Calculator accuracy' },
  '/dashboard': { component: DashboardPage, title: 'Dashboard' },
  '/account': { component: AccountPage, title: 'Account' },
  '/test-login': { component: TestLoginPage, title: 'Premium test login' },
  '/reset-password': { component: ResetPasswordPage, title: 'Reset your password' },
  // Exercises the crash screen in browser tests; harmless for anyone who finds it.
  '/__crash-test': { component: CrashTestPage, title: 'Crash test' },
} satisfies Record<SitePath, Route>;

function CurrentPage() {
  const { path, hash, navigation } = useRouter();
  const route = ROUTES[path];
  const Page = route?.component ?? NotFoundPage;

  useEffect(() => {
    document.title = `${route?.title ?? 'Page not found'} — SecureSplit`;
  }, [route]);

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
    <Suspense fallback={<p className="loading" role="status">Loading…</p>}>
      <Page />
    </Suspense>
  );
}

export function App() {
  return (
    <ErrorBoundary>
      <RouterProvider>
        <ToastProvider>
          <AuthProvider>
            <Layout>
              <CurrentPage />
            </Layout>
            <AuthDialog />
          </AuthProvider>
        </ToastProvider>
      </RouterProvider>
    </ErrorBoundary>
  );
}
