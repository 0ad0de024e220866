import { Link } from '../router.js';

export function NotFoundPage() {
  return (
    <div className="page not-found">
      <h1>404 Page Not Found</h1>
      <p>We could not find that page. It may have moved, or the address may have a typo.</p>
      <p>
        <Link to="/">Go to the calculators</Link>
      </p>
    </div>
  );
}
