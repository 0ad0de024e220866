import { useEffect, useMemo, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { SCHEDULER_DELAY_MS } from '../shared/constants.js';
import { useSay } from '../runtime/i18n.js';
import { looksLikeEmail } from '../shared/validation.js';
import { Dialog } from '../ui/Dialog.js';
import { TextField } from '../ui/Field.js';
import { createFormState } from '../ui/form-state.js';
import { FormNotice } from './FormNotice.js';
import { useLeadMessages } from './messages.js';
import { NameEmailFields } from './NameEmailFields.js';
import { CONSULTATION_TITLES, consultationTags, leadTags, type ConsultationType } from './tags.js';
import { useLeadSubmit } from './use-lead-submit.js';

interface ConsultationDialogProps {
  open: boolean;
  onClose(): void;
  type: ConsultationType;
  /** The scheduling page shown after the lead is saved (700 px high); without it, a callback promise. */
  schedulingUrl?: string | undefined;
  source?: string;
}

/**
 * The booking dialog (spec part 1, section 4): form, lead saved, and one second later the scheduling
 * embed replaces the form. Closing or cancelling resets the fields and the view.
 */
export function ConsultationDialog({ open, onClose, type, schedulingUrl, source = 'website' }: ConsultationDialogProps) {
  useSignals();
  const say = useSay();
  const messages = useLeadMessages();
  const form = useMemo(() => createFormState({ firstName: '', lastName: '', email: '', phone: '' }), []);
  const [view, setView] = useState<'form' | 'saved' | 'scheduler'>('form');
  // The saved view and then the scheduler confirm the booking inside the dialog: no page toast.
  const { submit: sendLead, sending, partner, api, refuse, missing, notice, clear, formRef } = useLeadSubmit(type, null, { form, inDialog: true });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function close() {
    clearTimeout(timer.current);
    form.reset();
    clear();
    setView('form');
    onClose();
  }

  async function submit() {
    const v = form.values.value;
    const values = { firstName: v.firstName.trim(), lastName: v.lastName.trim(), email: v.email.trim(), phone: v.phone.trim() };
    const empty = missing(['firstName', 'lastName', 'email']);
    if (Object.keys(empty).length > 0) return refuse(messages.missingRequired, empty);
    if (!looksLikeEmail(values.email)) return refuse(messages.invalidEmail, { email: messages.invalidEmail.description });
    const lead = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      ...(values.phone ? { phone: values.phone } : {}),
      leadType: type,
      tags: leadTags(consultationTags(type), partner),
      source,
    };
    if (await sendLead(() => api.submitLead(lead), source)) {
      setView('saved');
      timer.current = setTimeout(() => setView('scheduler'), SCHEDULER_DELAY_MS);
    }
  }

  return (
    <Dialog open={open} title={say(`leads.consultation.title.${type}`, CONSULTATION_TITLES[type])} onClose={close}>
      {view === 'form' ? (
        <form
          ref={formRef}
          className="ss-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p>{say('leads.consultation.intro', 'Talk with a certified divorce financial analyst (CDFA). Free consultations last 30 minutes.')}</p>
          <FormNotice notice={notice} />
          <NameEmailFields form={form} />
          <TextField label={say('leads.field.phoneOptional', 'Phone (optional)')} name="phone" type="tel" autoComplete="tel" error={form.errors.value.phone} value={form.values.value.phone} onChange={(value) => form.set('phone', value)} />
          <div className="ss-actions">
            <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={sending}>
              {sending ? say('leads.saving', 'Saving…') : say('leads.consultation.continue', 'Continue to Scheduling')}
            </button>
            <button type="button" className="ss-btn" onClick={close}>
              {say('leads.cancel', 'Cancel')}
            </button>
          </div>
        </form>
      ) : view === 'saved' ? (
        <p role="status">{say('leads.consultation.opening', 'Thank you. Opening the scheduler…')}</p>
      ) : schedulingUrl ? (
        <iframe className="ss-scheduler" title={say('leads.consultation.schedulerTitle', 'Choose a time for your consultation')} src={schedulingUrl} />
      ) : (
        <p role="status">{say('leads.consultation.callback', 'Thank you. Our team will contact you within 72 hours to find a time that suits you.')}</p>
      )}
    </Dialog>
  );
}
