import { BackToCalculators } from '../components/Layout.js';
import { Field, isEmail } from '../components/Field.js';
import { SUPPORT_EMAIL } from '../config.js';
import { Link } from '../router.js';
import { useSubmitForm } from './useForm.js';

/** Ticket priorities with their labels (spec part 2, section 3). */
export const SUPPORT_PRIORITIES = [
  { value: 'normal', label: 'General Question' },
  { value: 'calculation', label: 'Calculation Help' },
  { value: 'billing', label: 'Billing/Subscription' },
  { value: 'technical', label: 'Technical Issue' },
  { value: 'urgent', label: 'Urgent Support' },
] as const;

const FAQ = [
  {
    q: 'How accurate are the calculators?',
    a: 'Child support follows each state’s official guideline where we have implemented it, and the result says when it is an estimate. The accuracy report lists every state and the published examples we reproduce.',
  },
  {
    q: 'Is my information stored?',
    a: 'Calculations are stored without your name. Forms you send are stored to answer you, and you can ask us to delete everything.',
  },
  {
    q: 'Why does my result differ from my attorney’s figure?',
    a: 'Courts use exact incomes after the deductions your state allows, and may deviate from the guideline. Open “Show the math” to compare each line of the worksheet.',
  },
  {
    q: 'Can I use SecureSplit for a client?',
    a: 'SecureSplit is built for individuals. Professionals can join the waitlist for the professional edition.',
  },
  {
    q: 'Is there a paid membership?',
    a: 'Not yet: there are no accounts and no payments today. The child support, alimony and budget calculators and the wellness quiz are free and need no account.',
  },
];

export function SupportPage() {
  const form = useSubmitForm({
    initial: { name: '', email: '', subject: '', message: '', priority: 'normal' },
    validate: (v) => ({
      ...(v.name.trim() ? {} : { name: 'Name is required' }),
      ...(v.email.trim() ? (isEmail(v.email) ? {} : { email: 'Please enter a valid email address.' }) : { email: 'Email is required' }),
      ...(v.subject.trim() ? {} : { subject: 'Subject is required' }),
      ...(v.message.trim() ? {} : { message: 'Message is required' }),
    }),
    endpoint: '/api/v1/support-tickets',
    toBody: (v) => ({ name: v.name.trim(), email: v.email.trim(), subject: v.subject.trim(), message: v.message.trim(), priority: v.priority }),
    success: {
      title: 'Support Request Submitted',
      description: "We'll respond to your inquiry by email within 24 business hours.",
    },
    contact: `Or email us directly at ${SUPPORT_EMAIL}.`,
  });

  return (
    <div className="page">
      <h1>Support</h1>
      <div className="card-grid">
        <section className="card">
          <h2>Quick help</h2>
          <p>Most answers are in the FAQ below, and every result has a “Show the math” worksheet with its sources.</p>
        </section>
        <section className="card">
          <h2>Email support</h2>
          <p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <p>We answer within 24 business hours; urgent requests first.</p>
        </section>
        <section className="card">
          <h2>Talk to an expert</h2>
          <p>
            Book a free 30-minute consultation with a certified divorce financial analyst from any calculator result on the{' '}
            <Link to="/#calculators">home page</Link>.
          </p>
        </section>
      </div>

      <section aria-labelledby="support-form-heading" className="card form-card">
        <h2 id="support-form-heading">Send us a request</h2>
        <form onSubmit={form.onSubmit} noValidate>
          <Field label="Name" error={form.errors.name}>
            {(p) => <input {...p} autoComplete="name" value={form.values.name} onChange={(e) => form.set('name')(e.target.value)} />}
          </Field>
          <Field label="Email" error={form.errors.email}>
            {(p) => <input {...p} type="email" autoComplete="email" value={form.values.email} onChange={(e) => form.set('email')(e.target.value)} />}
          </Field>
          <Field label="Priority">
            {(p) => (
              <select {...p} value={form.values.priority} onChange={(e) => form.set('priority')(e.target.value)}>
                {SUPPORT_PRIORITIES.map((priority) => (
                  <option key={priority.value} value={priority.value}>
                    {priority.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Subject" error={form.errors.subject}>
            {(p) => <input {...p} value={form.values.subject} onChange={(e) => form.set('subject')(e.target.value)} />}
          </Field>
          <Field label="Message" error={form.errors.message}>
            {(p) => <textarea {...p} rows={6} value={form.values.message} onChange={(e) => form.set('message')(e.target.value)} />}
          </Field>
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {form.submitting ? 'Submitting...' : 'Submit Request'}
          </button>
        </form>
      </section>

      <section aria-labelledby="support-faq-heading">
        <h2 id="support-faq-heading">Frequently asked questions</h2>
        {FAQ.map((item) => (
          <details key={item.q} className="faq-item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </section>
      <BackToCalculators />
    </div>
  );
}
