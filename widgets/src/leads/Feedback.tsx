import { useMemo, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { LeadPayload } from '../api/client.js';
import { WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { LocaleBoundary, useI18n } from '../runtime/i18n.js';
import { FEEDBACK_CATEGORY_OPTIONS, USER_TYPE_OPTIONS } from '../shared/constants.js';
import { looksLikeEmail } from '../shared/validation.js';
import { Dialog } from '../ui/Dialog.js';
import { SelectField, TextAreaField, TextField } from '../ui/Field.js';
import { createFormState } from '../ui/form-state.js';
import { FormNotice } from './FormNotice.js';
import { useLeadMessages } from './messages.js';
import { StarRating } from './StarRating.js';
import { leadTags } from './tags.js';
import { useLeadSubmit } from './use-lead-submit.js';

/** Props of the feedback button and dialog. */
export interface FeedbackProps extends WidgetCommonProps {
  /** `en` or `es`; without it, the page's `<html lang>`, else English. */
  locale?: string;
}

const EMPTY = { name: '', email: '', category: 'general', userType: 'individual', subject: '', message: '' };
const SOURCE = 'feedback-widget';

/** Spec part 1, section 3: the name split in two, and the notes combining subject, message, user type and rating. */
export function feedbackLead(values: typeof EMPTY, rating: number, partner: string | undefined): LeadPayload {
  const [firstName = '', ...rest] = values.name.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    email: values.email.trim(),
    calculationType: 'feedback',
    calculationId: null,
    leadType: 'feedback',
    tags: leadTags([values.category, `rating-${rating}`, SOURCE], partner),
    source: SOURCE,
    notes: [`Subject: ${values.subject.trim() || '(none)'}`, `Message: ${values.message.trim()}`, `User type: ${values.userType}`, `Rating: ${rating}/5`].join('\n'),
  };
}

function FeedbackBody() {
  useSignals();
  const { t } = useI18n();
  const messages = useLeadMessages();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const form = useMemo(() => createFormState(EMPTY), []);
  const { send, sending, partner, refuse, missing, notice, clear, formRef } = useLeadSubmit('feedback', messages.feedbackDone, {
    form,
    inDialog: true,
    fieldAliases: { firstName: 'name', lastName: 'name', notes: 'message' },
  });
  const v = form.values.value;
  const errors = form.errors.value;
  const close = () => {
    form.reset();
    clear();
    setRating(0);
    setOpen(false);
  };

  async function submit() {
    const values = form.values.value;
    const empty = missing(['name', 'email', 'message']);
    if (Object.keys(empty).length > 0 || rating === 0) return refuse(messages.missingFeedback, empty);
    if (!looksLikeEmail(values.email.trim())) return refuse(messages.invalidEmail, { email: messages.invalidEmail.description });
    if (await send(feedbackLead(values, rating, partner))) close();
  }

  return (
    <>
      <button type="button" className="ss-btn" part="button" onClick={() => setOpen(true)}>
        {t('leads.feedback.open')}
      </button>
      <Dialog open={open} title={t('leads.feedback.title')} onClose={close}>
        <form
          ref={formRef}
          className="ss-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormNotice notice={notice} />
          <div className="ss-row">
            <TextField label={t('leads.feedback.field.name')} name="name" required autoComplete="name" error={errors.name} value={v.name} onChange={(value) => form.set('name', value)} />
            <TextField label={t('leads.field.email')} name="email" type="email" required autoComplete="email" error={errors.email} value={v.email} onChange={(value) => form.set('email', value)} />
          </div>
          <div className="ss-row">
            <SelectField
              label={t('leads.feedback.field.category')}
              name="category"
              options={FEEDBACK_CATEGORY_OPTIONS.map((o) => ({ value: o.value, label: t(`leads.feedback.category.${o.value}`) }))}
              value={v.category}
              onChange={(value) => form.set('category', value)}
            />
            <SelectField
              label={t('leads.feedback.field.userType')}
              name="userType"
              options={USER_TYPE_OPTIONS.map((o) => ({ value: o.value, label: t(`leads.profession.${o.value}`) }))}
              value={v.userType}
              onChange={(value) => form.set('userType', value)}
            />
          </div>
          <StarRating value={rating} onChange={setRating} />
          <TextField label={t('leads.feedback.field.subject')} name="subject" value={v.subject} onChange={(value) => form.set('subject', value)} />
          <TextAreaField label={t('leads.feedback.field.message')} name="message" required error={errors.message} value={v.message} onChange={(value) => form.set('message', value)} />
          <div className="ss-actions">
            <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={sending}>
              {sending ? t('leads.sending') : t('leads.feedback.submit')}
            </button>
            <button type="button" className="ss-btn" onClick={close}>
              {t('leads.cancel')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/**
 * `<securesplit-feedback>`: a Share Feedback button and its dialog with a 1–5 star rating.
 * @event securesplit:lead-submitted - detail `{ form: 'feedback', source }`
 */
export function Feedback(props: FeedbackProps) {
  return (
    <LocaleBoundary locale={props.locale}>
      <FeedbackFrame {...props} />
    </LocaleBoundary>
  );
}

function FeedbackFrame(props: FeedbackProps) {
  const { t } = useI18n();
  return (
    <WidgetFrame element="securesplit-feedback" label={t('leads.feedback.region')} {...props}>
      <FeedbackBody />
    </WidgetFrame>
  );
}
