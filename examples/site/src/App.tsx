import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary.js';
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
  '/cdfa-review-success': { component: CdfaReviewSuccessPage, title: 'Priority review booked' },
  '/calculator-accuracy': { component: AccuracyPage, title: 'Calculator accuracy' },
  // Exercises the crash screen in browser tests; harmless for anyone who finds it.
  '/__crash-test': { component: CrashTestPage, title: 'Crash test' },
} satisfies Record<SitePath, Route>;

function CurrentPage() {
  const { path } = useRouter();
  const route = ROUTES[path];
  const Page = route?.component ?? NotFoundPage;
  const first = useRef(true);

  useEffect(() => {
    document.title = `${route?.title ?? 'Page not found'} — SecureSplit`;
    // Move focus to the new page's content so keyboard and screen-reader users start there.
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus();
  }, [path, route]);

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
          <Layout>
            <CurrentPage />
          </Layout>
        </ToastProvider>
      </RouterProvider>
    </ErrorBoundary>
  );
}
