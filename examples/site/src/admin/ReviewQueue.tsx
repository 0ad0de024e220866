import { useEffect, useState } from 'react';
import { ScrollTable } from '../components/ScrollTable.js';
import { AdminProblem, adminRequest, formatDateTime, type AdminCredential } from './admin-api.js';
import { HandOffView, type ReviewHandOff } from './HandOffView.js';

/** One paid $99 priority review to arrange (`GET /api/v1/admin/review-queue`). */
interface QueuedReview {
  id: number;
  paidAt: string;
  contactBy: string;
  memberPriority: boolean;
  name: string | null;
  email: string | null;
  phone: string | null;
  preferredTimeLabel: string | null;
  timeZone: string | null;
  /** The saved work the buyer agreed to share with the analyst (issue 32 §2); null without that consent. */
  handOff: ReviewHandOff | null;
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; reviews: QueuedReview[] };

/**
 * The analysts' queue (issue 33 §5): each paid priority review with the contact details its buyer gave
 * before checkout, members first, and when the 72 hours promised to the buyer run out.
 */
export function ReviewQueue({ credential }: { credential: AdminCredential }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    adminRequest<{ reviews: QueuedReview[] }>(credential, 'GET', '/api/v1/admin/review-queue')
      .then((data) => current && setLoad({ state: 'ready', reviews: data.reviews }))
      .catch(
        (error: unknown) =>
          current && setLoad({ state: 'error', message: error instanceof AdminProblem ? error.message : 'Unable to load the priority reviews.' }),
      );
    return () => {
      current = false;
    };
  }, [credential]);

  return (
    <section className="card admin-section" aria-labelledby="review-queue-heading">
      <h2 id="review-queue-heading">Priority reviews to arrange</h2>
      <p>Paid $99 reviews, members first. Contact each buyer within 72 hours of payment to agree a time.</p>
      {load.state === 'loading' && (
        <p className="loading" role="status">
          Loading priority reviews...
        </p>
      )}
      {load.state === 'error' && <p role="alert">{load.message}</p>}
      {load.state === 'ready' && load.reviews.length === 0 && <p>No paid priority reviews yet.</p>}
      {load.state === 'ready' && load.reviews.length > 0 && (
        <ScrollTable
          name={{ labelledBy: 'review-queue-heading' }}
          columns={['Contact by', 'Name', 'Email', 'Phone', 'Preferred time', 'Paid']}
        >
          {load.reviews.map((review) => (
            <tr key={review.id}>
              <td>
                <time dateTime={review.contactBy}>{formatDateTime(review.contactBy)}</time>
                {review.memberPriority && (
                  <>
                    {' '}
                    <span className="badge badge-official">Member</span>
                  </>
                )}
              </td>
              <td>{review.name ?? 'Not given'}</td>
              <td>{review.email ? <a href={`mailto:${review.email}`}>{review.email}</a> : 'Not given'}</td>
              <td>{review.phone ? <a href={`tel:${review.phone.replace(/[^0-9+]/g, '')}`}>{review.phone}</a> : 'Email only'}</td>
              <td>
                {review.preferredTimeLabel ?? 'Not given'}
                {review.timeZone && <span className="field-hint"> ({review.timeZone})</span>}
              </td>
              <td>
                <time dateTime={review.paidAt}>{formatDateTime(review.paidAt)}</time>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {load.state === 'ready' && load.reviews.some((review) => review.handOff) && (
        <section aria-labelledby="review-hand-offs-heading">
          <h3 id="review-hand-offs-heading">Calculations buyers shared with the analyst</h3>
          {load.reviews.map(
            (review) => review.handOff && <HandOffView key={review.id} buyer={review.name ?? `review ${review.id}`} handOff={review.handOff} />,
          )}
        </section>
      )}
    </section>
  );
}
