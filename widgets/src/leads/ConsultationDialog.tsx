import { useEffect, useMemo, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useWidget } from '../runtime/context.js';
import { SCHEDULER_DELAY_MS } from '../shared/constants.js';
import { TOASTS } from '../shared/messages.js';
import { looksLikeEmail } from '../shared/validation.js';
import { Dialog } from '../ui/Dialog.js';
import { TextField } from '../ui/Field.js';
import { createFormState } from '../ui/form-state.js';
import { NameEmailFields } from './NameEmailFields.js';
import { CONSULTATION_TITLES, consultationTags, leadTags, type ConsultationType } from './tags.js';

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
  const { api, toast, partner, emit, element } = useWidget();
  const form = useMemo(() => createFormState({ firstName: '', lastName: '', email: '', phone: '' }), []);
  const [view, setView] = useState<'form' | 'saved' | 'scheduler'>('form');
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function close() {
    clearTimeout(timer.current);
    form.reset();
    setView('form');
    setSending(false);
    onClose();
  }

  async function submit() {
    const v = form.values.value;
    const values = { firstName: v.firstName.trim(), lastName: v.lastName.trim(), email: v.email.trim(), phone: v.phone.trim() };
    if (!values.firstName || !values.lastName || !values.email) return toast.show({ ...TOASTS.missingRequired, variant: 'destructive' });
    if (!looksLikeEmail(values.email)) return toast.show({ ...TOASTS.invalidEmail, variant: 'destructive' });
    setSending(true);
    try {
      await api.submitLead({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        ...(values.phone ? { phone: values.phone } : {}),
        leadType: type,
        tags: leadTags(consultationTags(type), partner),
        source,
      });
      emit('securesplit:lead-submitted', { form: type, source });
      setView('saved');
      timer.current = setTimeout(() => setView('scheduler'), SCHEDULER_DELAY_MS);
    } catch (error) {
      toast.show({ ...TOASTS.leadFailed, variant: 'destructive' });
      emit('securesplit:error', { element, status: (error as { status?: number | null }).status ?? null, title: TOASTS.leadFailed.title });
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} title={CONSULTATION_TITLES[type]} onClose={close}>
      {view === 'form' ? (
        <form
          className="ss-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p>Talk with a certified divorce financial analyst (CDFA). Free consultations last 30 minutes.</p>
          <NameEmailFields form={form} />
          <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" value={form.values.value.phone} onChange={(value) => form.set('phone', value)} />
          <div className="ss-actions">
            <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={sending}>
              {sending ? 'Saving…' : 'Continue to Scheduling'}
            </button>
            <button type="button" className="ss-btn" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      ) : view === 'saved' ? (
        <p role="status">Thank you. Opening the scheduler…</p>
      ) : schedulingUrl ? (
        <iframe className="ss-scheduler" title="Choose a time for your consultation" src={schedulingUrl} />
      ) : (
        <p role="status">Thank you. Our team will contact you within 72 hours to find a time that suits you.</p>
      )}
    </Dialog>
  );
}
