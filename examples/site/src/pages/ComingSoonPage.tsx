import { BackToCalculators } from '../components/Layout.js';
import { Field, isEmail } from '../components/Field.js';
import { SUPPORT_EMAIL } from '../config.js';
import { useSubmitForm } from './useForm.js';

const FEATURES = [
  { title: 'All 7 calculators', text: 'Child support, alimony, budget, property division, retirement accounts, taxes and custody costs.' },
  { title: 'Secure and private', text: 'Your figures stay on your phone until you choose to send them.' },
  { title: 'Works offline', text: 'Run the numbers anywhere, even without a connection.' },
];

export function ComingSoonPage() {
  const form = useSubmitForm({
    initial: { email: '' },
    validate: (v) =>
      v.email.trim() ? (isEmail(v.email) ? {} : { email: 'Please enter a valid email address.' }) : { email: 'Email is required' },
    endpoint: '/api/v1/leads',
    // The notify form asks only for an email; the lead keeps placeholder names as the product always has.
    toBody: (v) => ({
      firstName: 'App',
      lastName: 'Subscriber',
      email: v.email.trim(),
      phone: '',
      leadType: 'app-launch-notification',
      calculationType: 'app-launch-notification',
      source: 'coming-soon-page',
    }),
    success: { title: "You're on the list!", description: "We'll notify you as soon as the mobile app launches on Thursday." },
    contact: `Or email us at ${SUPPORT_EMAIL}.`,
  });

  return (
    <div className="page">
      <h1>The SecureSplit mobile app is coming soon</h1>
      <div className="store-badges" aria-label="App stores (not yet available)">
        <button type="button" className="store-badge" disabled aria-disabled="true">
          App Store — coming soon
        </button>
        <button type="button" className="store-badge" disabled aria-disabled="true">
          Google Play — coming soon
        </button>
      </div>
      <div className="card-grid">
        {FEATURES.map((f) => (
          <section key={f.title} className="card">
            <h2>{f.title}</h2>
            <p>{f.text}</p>
          </section>
        ))}
      </div>
      <section className="card form-card" aria-labelledby="notify-heading">
        <h2 id="notify-heading">Tell me when it launches</h2>
        <form onSubmit={form.onSubmit} noValidate className="inline-form">
          <Field label="Email address" error={form.errors.email}>
            {(p) => <input {...p} type="email" autoComplete="email" value={form.values.email} onChange={(e) => form.set('email')(e.target.value)} />}
          </Field>
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {form.submitting ? 'Submitting...' : 'Notify Me'}
          </button>
        </form>
      </section>
      <section aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">Launch timeline</h2>
        <ol className="timeline">
          <li>
            <strong>Finalization</strong> — complete
          </li>
          <li>
            <strong>App store submission</strong> — in progress
          </li>
          <li>
            <strong>Public launch</strong> — coming soon
          </li>
        </ol>
      </section>
      <BackToCalculators />
    </div>
  );
}
