import { useCallback, useEffect, useState } from 'react';
import { fetchPremiumAccess, type AccessAnswer } from './access.js';

export type AccessState = { status: 'loading' } | AccessAnswer;

/**
 * The premium access of whoever is signed in, asked again whenever that changes (`who`: the user's
 * id, null when signed out, undefined while the site still asks who it is) and on `reload()`.
 * `refresh()` asks again without showing "loading" in between (after a result, to update the count).
 */
export function usePremiumAccess(who: number | null | undefined): { state: AccessState; reload(): void; refresh(): void } {
  const [state, setState] = useState<AccessState>({ status: 'loading' });
  const [attempt, setAttempt] = useState({ count: 0, quiet: false });

  useEffect(() => {
    if (who === undefined) return undefined;
    const controller = new AbortController();
    if (!attempt.quiet) setState({ status: 'loading' });
    fetchPremiumAccess(controller.signal).then(
      (answer) => {
        // A quiet check that fails keeps what the page already shows.
        if (!attempt.quiet || answer.status === 'ready') setState(answer);
      },
      () => undefined, // aborted: a newer question is under way
    );
    return () => controller.abort();
  }, [who, attempt]);

  const reload = useCallback(() => setAttempt((a) => ({ count: a.count + 1, quiet: false })), []);
  const refresh = useCallback(() => setAttempt((a) => ({ count: a.count + 1, quiet: true })), []);
  return { state, reload, refresh };
}
