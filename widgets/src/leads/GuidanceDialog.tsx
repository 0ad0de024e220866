import { useMemo, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useWidget } from '../runtime/context.js';
import { TOASTS } from '../shared/messages.js';
import { looksLikeEmail } from '../shared/validation.js';
import { Dialog } from '../ui/Dialog.js';
import { createFormState } from '../ui/form-state.js';
import { NameEmailFields } from './NameEmailFields.js';
import { leadTags } from './tags.js';

interface GuidanceDialogProps {
  open: boolean;
  onClose(): void;
  calculationType: string;
  calculationId: number | string | null;
  title?: string;
}

/** "Get Expert Guidance" after a calculation (spec part 1, sections 2 and 4). */
export function GuidanceDialog({ open, onClose, calculationType, calculationId, title = 'Get Expert Guidance' }: GuidanceDialogProps) {
  useSignals();
  const { api, toast, partner, emit, element } = useWidget();
  const form = useMemo(() => createFormState({ firstName: '', lastName: '', email: '' }), []);
  const [sending, setSending] = useState(false);

  async function submit() {
    const values = { firstName: form.values.value.firstName.trim(), lastName: form.values.value.lastName.trim(), email: form.values.value.email.trim() };
    if (!values.firstName || !values.lastName || !values.email) return toast.show({ ...TOASTS.missingAll, variant: 'destructive' });
    if (!looksLikeEmail(values.email)) return toast.show({ ...TOASTS.invalidEmail, variant: 'destructive' });
    setSending(true);
    try {
      await api.submitLead({ ...values, calculationType, calculationId, tags: leadTags(['lead', 'newsletter'], partner), source: 'calculator' });
      toast.show({ ...TOASTS.leadDone, variant: 'success' });
      emit('securesplit:lead-submitted', { form: 'guidance', source: 'calculator' });
      form.reset();
      onClose();
    } catch (error) {
      toast.show({ ...TOASTS.leadFailed, variant: 'destructive' });
      emit('securesplit:error', { element, status: (error as { status?: number | null }).status ?? null, title: TOASTS.leadFailed.title });
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <p>A certified divorce financial analyst can review this result with you. Leave your details and we will be in touch.</p>
      <form
        className="ss-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <NameEmailFields form={form} />
        <div className="ss-actions">
          <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={sending}>
            {sending ? 'Sending…' : 'Get Expert Guidance'}
          </button>
          <button type="button" className="ss-btn" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
