import { BackToCalculators } from '../components/Layout.js';
import { Field, isEmail } from '../components/Field.js';
import { PRIVACY_EMAIL } from '../config.js';
import { useSubmitForm } from './useForm.js';

export function DataDeletionPage() {
  const form = useSubmitForm({
    initial: { email: '', reason: '' },
    validate: (v) =>
      v.email.trim() ? (isEmail(v.email) ? {} : { email: 'Please enter a valid email address.' }) : { email: 'Email is required' },
    endpoint: '/api/v1/data-deletion-requests',
    toBody: (v) => ({ email: v.email.trim(), ...(v.reason.trim() ? { reason: v.reason.trim() } : {}), timestamp: new Date().toISOString() }),
    success: {
      title: 'Data Deletion Request Submitted',
      description: "We'll process your request within 7 business days and send you a confirmation email.",
    },
    contact: `Or email us directly at ${PRIVACY_EMAIL}.`,
  });

  return (
    <div className="page">
      <h1>Request deletion of your data</h1>
      <section className="card warning" aria-labelledby="deletion-warning">
        <h2 id="deletion-warning">Before you ask</h2>
        <ul>
          <li>Deletion cannot be undone.</li>
          <li>Calculations linked to your email can no longer be recovered.</li>
          <li>Records we must keep by law are kept only as long as required.</li>
        </ul>
      </section>
      <section className="card form-card" aria-labelledby="deletion-form">
        <h2 id="deletion-form">Your request</h2>
        <form onSubmit={form.onSubmit} noValidate>
          <Field label="Email address" hint="The address you used with SecureSplit." error={form.errors.email}>
            {(p) => <input {...p} type="email" autoComplete="email" value={form.values.email} onChange={(e) => form.set('email')(e.target.value)} />}
          </Field>
          <Field label="Reason (optional)" error={form.errors.reason}>
            {(p) => <textarea {...p} rows={4} value={form.values.reason} onChange={(e) => form.set('reason')(e.target.value)} />}
          </Field>
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {form.submitting ? 'Submitting...' : 'Request Deletion'}
          </button>
        </form>
      </section>
      <div className="card-grid">
        <section className="card">
          <h2>Timeline</h2>
          <ol>
            <li>We email you a link to confirm: nothing is deleted until you open it.</li>
            <li>Confirmation within 24 hours.</li>
            <li>Deletion within 7 business days.</li>
            <li>A final email when it is done.</li>
          </ol>
        </section>
        <section className="card">
          <h2>What gets deleted</h2>
          <ul>
            <li>Consultation, newsletter, waitlist and feedback submissions</li>
            <li>Support requests</li>
            <li>Calculations linked to your email</li>
          </ul>
        </section>
      </div>
      <p>
        Prefer email? Write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> from the address you used.
      </p>
      <BackToCalculators />
    </div>
  );
}
