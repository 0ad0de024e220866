import { useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useSay } from '../runtime/i18n.js';
import { Dialog } from '../ui/Dialog.js';
import { TextField } from '../ui/Field.js';
import { createFormState } from '../ui/form-state.js';
import { FormNotice } from './FormNotice.js';
import { useLeadMessages } from './messages.js';
import { useLeadSubmit } from './use-lead-submit.js';

interface LeadCaptureDialogProps {
  open: boolean;
  onClose(): void;
  source?: string;
}

/**
 * The reusable lead capture dialog (spec part 1, sections 2 and 5): name and email, submit disabled
 * while either is empty or while saving; tags are the source plus lead-capture and email-signup.
 */
export function LeadCaptureDialog({ open, onClose, source = 'lead-capture' }: LeadCaptureDialogProps) {
  useSignals();
  const say = useSay();
  const form = useMemo(() => createFormState({ name: '', email: '' }), []);
  const { submit: sendLead, sending, partner, api, notice, clear, formRef } = useLeadSubmit('lead-capture', useLeadMessages().leadDone, { form, inDialog: true });
  const { name, email } = form.values.value;
  const errors = form.errors.value;
  const close = () => {
    form.reset();
    clear();
    onClose();
  };

  async function submit() {
    const tags = [source, 'lead-capture', 'email-signup', ...(partner ? [`partner:${partner}`] : [])].join(',');
    const lead = { name: name.trim(), email: email.trim(), source, tags };
    if (await sendLead(() => api.captureLead(lead), source)) close();
  }

  return (
    <Dialog open={open} title={say('leads.report.title', 'Get Your Detailed Report')} onClose={close}>
      <form
        ref={formRef}
        className="ss-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{say('leads.report.intro', 'We will email you:')}</p>
        <ul className="ss-list">
          <li>{say('leads.report.analysis', 'A personal analysis of your answers')}</li>
          <li>{say('leads.report.plan', 'A step-by-step action plan')}</li>
          <li>{say('leads.report.resources', 'Resources for your situation')}</li>
          <li>{say('leads.report.newsletter', 'Our newsletter with practical divorce finance tips')}</li>
        </ul>
        <FormNotice notice={notice} />
        <TextField label={say('leads.field.fullName', 'Full Name')} name="name" required autoComplete="name" error={errors.name} value={name} onChange={(value) => form.set('name', value)} />
        <TextField label={say('leads.field.emailTitle', 'Email Address')} name="email" type="email" required autoComplete="email" error={errors.email} value={email} onChange={(value) => form.set('email', value)} />
        <div className="ss-actions">
          <button type="button" className="ss-btn" onClick={close}>
            {say('leads.report.later', 'Maybe Later')}
          </button>
          <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={sending || name.trim() === '' || email.trim() === ''}>
            {sending ? say('leads.saving', 'Saving…') : say('leads.report.submit', 'Get My Results')}
          </button>
        </div>
        <p className="ss-hint">{say('leads.report.privacy', 'We respect your privacy. Unsubscribe at any time with one click.')}</p>
      </form>
    </Dialog>
  );
}
