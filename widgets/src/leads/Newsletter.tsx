import { useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { TOASTS } from '../shared/messages.js';
import { looksLikeEmail } from '../shared/validation.js';
import { createFormState } from '../ui/form-state.js';
import { NameEmailFields } from './NameEmailFields.js';
import { leadTags } from './tags.js';
import { useLeadSubmit } from './use-lead-submit.js';

/** Props of the newsletter card: the common widget props. */
export type NewsletterProps = WidgetCommonProps;

function NewsletterBody() {
  useSignals();
  const form = useMemo(() => createFormState({ firstName: '', lastName: '', email: '' }), []);
  const { send, sending, partner, refuse, missing, formRef } = useLeadSubmit('newsletter', TOASTS.newsletterDone, { form, inDialog: false });

  async function submit() {
    const v = form.values.value;
    const values = { firstName: v.firstName.trim(), lastName: v.lastName.trim(), email: v.email.trim() };
    const empty = missing(['firstName', 'lastName', 'email']);
    if (Object.keys(empty).length > 0) return refuse(TOASTS.missingAll, empty);
    if (!looksLikeEmail(values.email)) return refuse(TOASTS.invalidEmail, { email: TOASTS.invalidEmail.description });
    if (await send({ ...values, leadType: 'newsletter', tags: leadTags(['newsletter'], partner), source: 'newsletter-signup' })) form.reset();
  }

  return (
    <form
      ref={formRef}
      className="ss-form ss-card"
      part="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>Get divorce finance tips by email</h2>
      <p className="ss-hint">Practical guidance on support, budgets and settlements. Unsubscribe at any time.</p>
      <NameEmailFields form={form} />
      <div className="ss-actions">
        <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={sending}>
          {sending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
    </form>
  );
}

/**
 * `<securesplit-newsletter>`: the newsletter signup card.
 * @event securesplit:lead-submitted - detail `{ form: 'newsletter', source }`
 */
export function Newsletter(props: NewsletterProps) {
  return (
    <WidgetFrame element="securesplit-newsletter" label="Newsletter signup" {...props}>
      <NewsletterBody />
    </WidgetFrame>
  );
}
