import { useCallback, useEffect, useState } from 'react';
import { fetchPremiumAccess, type AccessAnswer } from './access.js';

export type AccessState = { status: 'loading' } | AccessAnswer;

/**
 * The premium access of whoever is signed in, asked again whenever that changes (`who`: the user's
 * id, null when signed out, undefined while the site still asks who it is) and on `reload()`.
 */
export function usePremiumAccess(who: number | null | undefined): { state: AccessState; reload(): void } {
  const [state, setState] = useState<AccessState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (who === undefined) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPremiumAccess(controller.signal).then(
      (answer) => setState(answer),
      () => undefined, // aborted: a newer question is under way
    );
    return () => controller.abort();
  }, [who, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
