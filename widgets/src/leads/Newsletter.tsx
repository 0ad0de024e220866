import { useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { LocaleBoundary, useI18n } from '../runtime/i18n.js';
import { looksLikeEmail } from '../shared/validation.js';
import { createFormState } from '../ui/form-state.js';
import { useLeadMessages } from './messages.js';
import { NameEmailFields } from './NameEmailFields.js';
import { leadTags } from './tags.js';
import { useLeadSubmit } from './use-lead-submit.js';

/** Props of the newsletter card. */
export interface NewsletterProps extends WidgetCommonProps {
  /** `en` or `es`; without it, the page's `<html lang>`, else English. */
  locale?: string;
}

function NewsletterBody() {
  useSignals();
  const { t } = useI18n();
  const messages = useLeadMessages();
  const form = useMemo(() => createFormState({ firstName: '', lastName: '', email: '' }), []);
  const { send, sending, partner, refuse, missing, formRef } = useLeadSubmit('newsletter', messages.newsletterDone, { form, inDialog: false });

  async function submit() {
    const v = form.values.value;
    const values = { firstName: v.firstName.trim(), lastName: v.lastName.trim(), email: v.email.trim() };
    const empty = missing(['firstName', 'lastName', 'email']);
    if (Object.keys(empty).length > 0) return refuse(messages.missingAll, empty);
    if (!looksLikeEmail(values.email)) return refuse(messages.invalidEmail, { email: messages.invalidEmail.description });
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
      <h2>{t('leads.newsletter.title')}</h2>
      <p className="ss-hint">{t('leads.newsletter.hint')}</p>
      <NameEmailFields form={form} />
      <div className="ss-actions">
        <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={sending}>
          {sending ? t('leads.newsletter.subscribing') : t('leads.newsletter.subscribe')}
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
    <LocaleBoundary locale={props.locale}>
      <NewsletterFrame {...props} />
    </LocaleBoundary>
  );
}

function NewsletterFrame(props: NewsletterProps) {
  const { t } = useI18n();
  return (
    <WidgetFrame element="securesplit-newsletter" label={t('leads.newsletter.region')} {...props}>
      <NewsletterBody />
    </WidgetFrame>
  );
}
