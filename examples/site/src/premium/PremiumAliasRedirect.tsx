import { useEffect } from 'react';
import { useRouter } from '../router.js';
import { PREMIUM_PATH_ALIASES } from './calculators.js';

/** Sends an alias path to its registered route, replacing the history entry (Back does not bounce). */
export function PremiumAliasRedirect() {
  const { path, navigate } = useRouter();
  const target = PREMIUM_PATH_ALIASES[path as keyof typeof PREMIUM_PATH_ALIASES];
  useEffect(() => {
    if (target) navigate(`${target}${window.location.search}${window.location.hash}`, { replace: true });
  }, [target, navigate]);
  return <p className="loading" role="status">Opening {target ?? 'the page'}…</p>;
}
