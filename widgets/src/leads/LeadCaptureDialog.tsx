import { useState } from 'react';
import { useWidget } from '../runtime/context.js';
import { TOASTS } from '../shared/messages.js';
import { Dialog } from '../ui/Dialog.js';
import { TextField } from '../ui/Field.js';

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
  const { api, toast, emit, partner, element } = useWidget();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [saving, setSaving] = useState(false);
  const close = () => {
    setName('');
    setEmail('');
    onClose();
  };

  async function submit() {
    setSaving(true);
    try {
      const tags = [source, 'lead-capture', 'email-signup', ...(partner ? [`partner:${partner}`] : [])].join(',');
      await api.captureLead({ name: name.trim(), email: email.trim(), source, tags });
      toast.show({ ...TOASTS.leadDone, variant: 'success' });
      emit('securesplit:lead-submitted', { form: 'lead-capture', source });
      close();
    } catch (error) {
      toast.show({ ...TOASTS.leadFailed, variant: 'destructive' });
      emit('securesplit:error', { element, status: (error as { status?: number | null }).status ?? null, title: TOASTS.leadFailed.title });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} title="Get Your Detailed Report" onClose={close}>
      <form
        className="ss-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>We will email you:</p>
        <ul className="ss-list">
          <li>A personal analysis of your answers</li>
          <li>A step-by-step action plan</li>
          <li>Resources for your situation</li>
          <li>Our newsletter with practical divorce finance tips</li>
        </ul>
        <TextField label="Full Name" name="name" required autoComplete="name" value={name} onChange={setName} />
        <TextField label="Email Address" name="email" type="email" required autoComplete="email" value={email} onChange={setEmail} />
        <div className="ss-actions">
          <button type="button" className="ss-btn" onClick={close}>
            Maybe Later
          </button>
          <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={saving || name.trim() === '' || email.trim() === ''}>
            {saving ? 'Saving…' : 'Get My Results'}
          </button>
        </div>
        <p className="ss-hint">We respect your privacy. Unsubscribe at any time with one click.</p>
      </form>
    </Dialog>
  );
}
