import { createContext, useCallback, useContext, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import type { Locale } from '@securesplit/engine/locale';
import { localizedHref, splitLocalePath } from './locale/site-locale.js';

interface RouterState {
  /** The route drawn, in its English form: `/households` for `/es/households` too. */
  path: string;
  /** The page's language, from the path: `/es/...` is Spanish. */
  locale: Locale;
  /** The fragment without `#`, or '' when there is none. */
  hash: string;
  /** Counts navigations, so that following the same link again (same path and hash) is seen. */
  navigation: number;
  /**
   * Goes to a site address given in English form, in the page's language (`/households` from a Spanish page goes
   * to `/es/households`); `locale` names another language (the language switch).
   */
  navigate: (to: string, options?: { replace?: boolean; locale?: Locale }) => void;
}

const RouterContext = createContext<RouterState | null>(null);

interface Location {
  path: string;
  locale: Locale;
  hash: string;
  navigation: number;
}

function currentLocation(navigation: number): Location {
  return { ...splitLocalePath(window.location.pathname), hash: decodeURIComponent(window.location.hash.slice(1)), navigation };
}

/** A small history router: the site has a dozen flat routes, which needs no routing library. */
export function RouterProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(() => currentLocation(0));

  useEffect(() => {
    const onPop = () => setLocation((previous) => currentLocation(previous.navigation + 1));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((address: string, options: { replace?: boolean; locale?: Locale } = {}) => {
    const to = localizedHref(address, options.locale ?? splitLocalePath(window.location.pathname).locale);
    if (options.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    setLocation((previous) => currentLocation(previous.navigation + 1));
    // A link with a fragment lands on its target (see App); any other starts at the top.
    if (!to.includes('#')) window.scrollTo(0, 0);
  }, []);

  const value = useMemo(() => ({ ...location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter needs a RouterProvider');
  return router;
}

/** An in-app link: plain <a> for the browser and keyboard, client-side navigation on a plain click. */
export function Link({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const { navigate, locale } = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={localizedHref(to, locale)} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
