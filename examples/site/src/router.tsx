import { createContext, useCallback, useContext, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';

interface RouterState {
  path: string;
  /** The fragment without `#`, or '' when there is none. */
  hash: string;
  /** Counts navigations, so that following the same link again (same path and hash) is seen. */
  navigation: number;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const RouterContext = createContext<RouterState | null>(null);

interface Location {
  path: string;
  hash: string;
  navigation: number;
}

function currentLocation(navigation: number): Location {
  return { path: window.location.pathname.replace(/\/+$/, '') || '/', hash: decodeURIComponent(window.location.hash.slice(1)), navigation };
}

/** A small history router: the site has a dozen flat routes, which needs no routing library. */
export function RouterProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(() => currentLocation(0));

  useEffect(() => {
    const onPop = () => setLocation((previous) => currentLocation(previous.navigation + 1));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: string, options: { replace?: boolean } = {}) => {
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
  const { navigate } = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
