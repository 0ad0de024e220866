import './billing.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AccountProblem, useAuth } from '../account/auth.js';
import { Field } from '../components/Field.js';
import { useToast, type ToastMessage } from '../components/Toast.js';
import { SCHEDULING_URL } from '../config.js';
import { Link, useRouter } from '../router.js';
import { billingApi, formatCents, type ReviewPreferredTime } from './billing-api.js';
import { CHECKOUT_SESSION_PLACEHOLDER, sameSitePath } from './priority-review.js';
import { handOffInput, NO_HAND_OFF, ReviewHandOff, type HandOffChoice } from './ReviewHandOff.js';
import { useBillingConfig } from './use-billing-config.js';

/** The choices, as the analysts' queue names them too (api billing/review-contact.ts). */
const PREFERRED_TIMES: { value: ReviewPreferredTime; label: string }[] = [
  { value: 'weekday-morning', label: 'Weekday mornings (9 am–12 pm)' },
  { value: 'weekday-afternoon', label: 'Weekday afternoons (12–5 pm)' },
  { value: 'weekday-evening', label: 'Weekday evenings (5–8 pm)' },
  { value: 'weekend', label: 'Weekends' },
  { value: 'any', label: 'Any time' },
];

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The server's rule: an optional +, then 7 to 15 digits among spaces, dots, dashes and brackets. */
const PHONE_SHAPE = /^\+?(?:[ ().-]*[0-9]){7,15}[ ().-]*$/;

type Values = { name: string; email: string; phone: string; preferredTime: string };
type Errors = Partial<Record<keyof Values, string>>;

function check(values: Values): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Please enter your name.';
  else if (values.name.length > 200) errors.name = 'Keep your name under 200 characters.';
  if (!values.email.trim()) errors.email = 'Please enter your email address.';
  else if (!EMAIL_SHAPE.test(values.email.trim())) errors.email = 'Please enter a valid email address.';
  if (values.phone.trim() && !PHONE_SHAPE.test(values.phone.trim())) {
    errors.phone = 'Enter a phone number of 7 to 15 digits (spaces, dashes, brackets and a leading + are fine).';
  }
  if (!values.preferredTime) errors.preferredTime = 'Please choose when we should contact you.';
  return errors;
}

/** The server's field errors (`contact.email`) on this form's fields. */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof AccountProblem)) return {};
  const errors: Errors = {};
  for (const { path, message } of error.errors) {
    const field = path.replace(/^contact\./, '');
    if (field === 'name' || field === 'email' || field === 'phone' || field === 'preferredTime') errors[field] = message;
  }
  return errors;
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const BOOKING_FAILED = { title: 'Booking Failed', description: 'Unable to process your booking. Please try again.', variant: 'destructive' } as const;

/** The request's fields this form does not show, named for people. */
const HIDDEN_FIELD_NAMES: Record<string, string> = {
  successUrl: 'The page to come back to after paying',
  cancelUrl: 'The page to come back to if you cancel',
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * What to say when the booking did not start. A refusal (4xx) says the server's own reason: trying again
 * cannot help when, say, the site was opened at an address checkout may not return to. Only a failure
 * (network, 5xx) says to try again.
 */
function bookingFailure(error: unknown): ToastMessage {
  if (!(error instanceof AccountProblem) || error.status < 400 || error.status >= 500) return BOOKING_FAILED;
  const reasons = error.errors
    .filter(({ path }) => !['name', 'email', 'phone', 'preferredTime'].includes(path.replace(/^contact\./, '')))
    .map(({ path, message }) => {
      const name = HIDDEN_FIELD_NAMES[path];
      return name ? `${name} ${lowerFirst(message)}.` : message;
    });
  return { title: 'Booking refused', description: reasons.length > 0 ? reasons.join(' ') : error.message, variant: 'destructive' };
}

/**
 * /priority-review (issue 33 §5): before paying $99, what the review is, who contacts you and when, and
 * the contact details the analyst needs (filled in for a signed-in person), checked here and by the
 * server, which keeps them with the order for the analysts' queue. Then the checkout.
 */
export default function PriorityReviewPage() {
  const { user, openDialog } = useAuth();
  const { navigate } = useRouter();
  const toast = useToast('priority-review');
  const configState = useBillingConfig();
  const [from] = useState(() => sameSitePath(new URLSearchParams(window.location.search).get('from')));
  const [values, setValues] = useState<Values>({ name: '', email: '', phone: '', preferredTime: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [handOff, setHandOff] = useState<HandOffChoice>(NO_HAND_OFF);
  const [handOffError, setHandOffError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useRef(false);
  const timeZone = browserTimeZone();
  const price = configState.status === 'ready' ? formatCents(configState.config.reviewPriceCents) : '$99';

  // Signed in (now or after logging in here): the account's name and address, where nothing was typed yet.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      name: current.name || `${user.firstName} ${user.lastName}`.trim(),
      email: current.email || user.email,
    }));
  }, [user]);

  // After a refused submit, focus goes to the first field with a message, which is then read out.
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    focusInvalid.current = true;
    setErrors(found);
    // Agreed to share but ticked nothing: say so rather than buy without the hand-off the buyer meant.
    const emptyHandOff = Boolean(user) && handOff.consent && handOff.calculationIds.length + handOff.scenarioIds.length === 0;
    setHandOffError(emptyHandOff ? 'Tick at least one calculation or scenario to share, or untick the agreement.' : undefined);
    if (Object.keys(found).length > 0 || emptyHandOff) return;
    const sharing = user ? handOffInput(handOff) : undefined;
    setBusy(true);
    const origin = window.location.origin;
    try {
      const checkout = await billingApi.createCdfaCheckout({
        amount: configState.status === 'ready' ? configState.config.reviewPriceCents / 100 : 99,
        service: 'cdfa-review',
        successUrl: `${origin}/cdfa-review-success?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
        cancelUrl: `${origin}${from}`,
        contact: {
          name: values.name.trim(),
          email: values.email.trim(),
          ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
          preferredTime: values.preferredTime as ReviewPreferredTime,
          ...(timeZone ? { timeZone } : {}),
        },
        ...(sharing ? { handOff: sharing } : {}),
      });
      const target = new URL(checkout.url, origin);
      if (target.origin === origin) navigate(`${target.pathname}${target.search}`);
      else if (target.protocol === 'https:') window.location.assign(target.href);
      else throw new Error(`Refusing to go to a checkout address that is not https: ${target.protocol}`);
    } catch (error) {
      const refused = serverErrors(error);
      if (Object.keys(refused).length > 0) {
        focusInvalid.current = true;
        setErrors(refused);
      } else {
        toast(bookingFailure(error));
      }
      setBusy(false);
    }
  };

  return (
    <div className="page priority-review-page">
      <h1>Priority review with a divorce financial analyst</h1>
      <p className="plan-price">{price}, paid once</p>
      <p>
        A certified divorce financial analyst (CDFA) goes through your figures and your plan with you, before you
        negotiate or sign anything.
      </p>
      <section className="card" aria-labelledby="review-includes-heading">
        <h2 id="review-includes-heading">What you get</h2>
        <ul>
          <li>A 45-minute call, by video or phone, with a CDFA from our team</li>
          <li>A review of your calculations and your strategy: support, property, retirement accounts and taxes</li>
          <li>A written summary of the analyst’s recommendations afterwards</li>
          <li>Priority booking; Full Access members are booked first</li>
        </ul>
      </section>
      <section className="card" aria-labelledby="review-next-heading">
        <h2 id="review-next-heading">What happens after you pay</h2>
        <p>
          Within 72 hours an analyst emails you at the address below (and calls, if you give a phone number) to agree a
          time in the window you choose.
          {SCHEDULING_URL ? ' You can also pick a time yourself on the confirmation page.' : ''} The review is not legal
          advice; the analyst can tell you when a question is one for your attorney.
        </p>
      </section>
      <section className="card" aria-labelledby="review-contact-heading">
        <h2 id="review-contact-heading">How should the analyst reach you?</h2>
        {user === null && (
          <p>
            Have an account?{' '}
            <button type="button" className="button button-secondary" onClick={() => openDialog('login', { stay: true })}>
              Log in
            </button>{' '}
            and we fill these in; a member’s review is booked first.
          </p>
        )}
        <form ref={form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <Field label="Your name" error={errors.name}>
            {(p) => <input {...p} autoComplete="name" value={values.name} onChange={(e) => set('name')(e.target.value)} />}
          </Field>
          <Field label="Email" hint="The analyst writes to this address to agree the time." error={errors.email}>
            {(p) => <input {...p} type="email" autoComplete="email" value={values.email} onChange={(e) => set('email')(e.target.value)} />}
          </Field>
          <Field label="Phone (optional)" hint="Only for the analyst’s call; leave it empty to be contacted by email." error={errors.phone}>
            {(p) => <input {...p} type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set('phone')(e.target.value)} />}
          </Field>
          <Field label="Best time to reach you" hint={timeZone ? `In your time zone (${timeZone}).` : 'In your own time zone.'} error={errors.preferredTime}>
            {(p) => (
              <select {...p} value={values.preferredTime} onChange={(e) => set('preferredTime')(e.target.value)}>
                <option value="">Choose a time</option>
                {PREFERRED_TIMES.map((time) => (
                  <option key={time.value} value={time.value}>
                    {time.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {user && <ReviewHandOff choice={handOff} onChange={setHandOff} error={handOffError} />}
          <p className="inline-form">
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? 'Opening checkout…' : `Continue to payment (${price})`}
            </button>
            <Link to={from} className="button button-secondary">
              Not now
            </Link>
          </p>
          <p className="field-hint">We keep these details with your order only to arrange the review.</p>
        </form>
      </section>
    </div>
  );
}
