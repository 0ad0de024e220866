import { useEffect } from 'react';
import { Link, useRouter } from '../router.js';

/** The premium calculators (spec part 2) and plans: their routes exist, their pages are not built yet. */
export const PREMIUM_PAGES = {
  '/property-division': 'Property Division Calculator',
  '/qdro': 'QDRO Calculator',
  '/tax-impact': 'Tax Impact Calculator',
  '/custody-costs': 'Custody Cost Calculator',
} as const;

/**
 * The dashboard's other reading of the premium calculators' paths (spec part 1, section 2), each
 * redirecting to the registered route.
 */
export const PREMIUM_PATH_ALIASES = {
  '/property-division-calculator': '/property-division',
  '/qdro-calculator': '/qdro',
  '/tax-impact-calculator': '/tax-impact',
  '/custody-cost-calculator': '/custody-costs',
  '/custody-costs-calculator': '/custody-costs',
} as const;

/** An honest placeholder for a premium page that is not built yet, rather than a 404. */
export function PremiumComingSoonPage() {
  const { path } = useRouter();
  const name = PREMIUM_PAGES[path as keyof typeof PREMIUM_PAGES] ?? 'Premium';
  return (
    <div className="page">
      <h1>{name}: coming soon</h1>
      <p>
        This part of SecureSplit is not available yet. Nothing is for sale and nothing is charged; the free child support,
        alimony and budget calculators work today.
      </p>
      <p className="inline-form">
        <Link to="/#calculators" className="button button-primary">
          Use the free calculators
        </Link>
        <Link to="/dashboard" className="button button-secondary">
          Your dashboard
        </Link>
      </p>
    </div>
  );
}

/** Sends an alias path to its registered route, replacing the history entry (Back does not bounce). */
export function PremiumAliasRedirect() {
  const { path, navigate } = useRouter();
  const target = PREMIUM_PATH_ALIASES[path as keyof typeof PREMIUM_PATH_ALIASES];
  useEffect(() => {
    if (target) navigate(`${target}${window.location.search}${window.location.hash}`, { replace: true });
  }, [target, navigate]);
  return <p className="loading" role="status">Opening {target ?? 'the page'}…</p>;
}
