import { BackToCalculators } from '../components/Layout.js';
import { Field, isEmail } from '../components/Field.js';
import { Consultation } from '@securesplit/widgets';
import { SCHEDULING_URL, SUPPORT_EMAIL } from '../config.js';
import { openAssistant } from '../components/assistant-events.js';
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
    a: 'Yes: Full Access, monthly or yearly (prices on the Pricing page), opens the property division, QDRO, tax impact and custody cost calculators without limit. A free account with a verified email includes two premium calculations a month. The child support, alimony and budget calculators and the wellness quiz stay free and need no account.',
  },
];

/** Spec part 2, sections 2 and 9: how fast each channel answers. */
export const RESPONSE_TIMES = [
  ['AI assistant', 'Instant'],
  ['Email', 'Within 24 business hours'],
  ['Professional consultation', 'Within 72 hours'],
] as const;

/** Spec part 1, section 9: the stated service prices. */
export const PROFESSIONAL_SERVICES = [
  ['Pension valuation', '$300 flat'],
  ['Analyst time (CDFA)', '$300–500 per hour'],
  ['Mediation', 'From $2,000'],
] as const;

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
          <p>Ask the assistant about your calculations, your state’s rules or your next steps; it answers at once, on every page.</p>
          <button type="button" className="button button-primary" onClick={openAssistant}>
            Ask the assistant
          </button>
        </section>
        {/* Not a named region: "Email support" would also answer to the request form's "Email" label. */}
        <section className="card">
          <h2>Email support</h2>
          <p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <p>We answer within 24 business hours; urgent requests first.</p>
        </section>
        <section className="card">
          <h2>Talk to an expert</h2>
          <p>Book a free 30-minute consultation with a certified divorce financial analyst.</p>
          <Consultation consultationType="free-consultation" label="Book a consultation" source="support" schedulingUrl={SCHEDULING_URL} />
          {SCHEDULING_URL ? (
            <p>
              <a href={SCHEDULING_URL} target="_blank" rel="noopener noreferrer">
                Open the booking calendar<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
        </section>
      </div>

      <div className="card-grid">
        <section className="card" aria-labelledby="response-times-heading">
          <h2 id="response-times-heading">Response times</h2>
          <dl className="facts">
            {RESPONSE_TIMES.map(([channel, time]) => (
              <div key={channel}>
                <dt>{channel}</dt>
                <dd>{time}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="card" aria-labelledby="services-heading">
          <h2 id="services-heading">Professional services</h2>
          <p>From our certified divorce financial analysts, priced before any work starts:</p>
          <dl className="facts">
            {PROFESSIONAL_SERVICES.map(([service, price]) => (
              <div key={service}>
                <dt>{service}</dt>
                <dd>{price}</dd>
              </div>
            ))}
          </dl>
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
