import { useMemo } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useSay } from '../runtime/i18n.js';
import { looksLikeEmail } from '../shared/validation.js';
import { Dialog } from '../ui/Dialog.js';
import { createFormState } from '../ui/form-state.js';
import { FormNotice } from './FormNotice.js';
import { useLeadMessages } from './messages.js';
import { NameEmailFields } from './NameEmailFields.js';
import { leadTags } from './tags.js';
import { useLeadSubmit } from './use-lead-submit.js';

interface GuidanceDialogProps {
  open: boolean;
  onClose(): void;
  calculationType: string;
  calculationId: number | string | null;
  title?: string;
}

/**
 * "Get Expert Guidance" after a calculation (spec part 1, sections 2 and 4). In the reader's language under a
 * converted calculator's LocaleBoundary, English under the others (useSay).
 */
export function GuidanceDialog({ open, onClose, calculationType, calculationId, title }: GuidanceDialogProps) {
  useSignals();
  const say = useSay();
  const messages = useLeadMessages();
  const action = say('offers.guidance', 'Get Expert Guidance');
  const form = useMemo(() => createFormState({ firstName: '', lastName: '', email: '' }), []);
  const { send, sending, partner, refuse, missing, notice, clear, formRef } = useLeadSubmit('guidance', messages.leadDone, { form, inDialog: true });
  const close = () => {
    clear();
    onClose();
  };

  async function submit() {
    const values = { firstName: form.values.value.firstName.trim(), lastName: form.values.value.lastName.trim(), email: form.values.value.email.trim() };
    const empty = missing(['firstName', 'lastName', 'email']);
    if (Object.keys(empty).length > 0) return refuse(messages.missingAll, empty);
    if (!looksLikeEmail(values.email)) return refuse(messages.invalidEmail, { email: messages.invalidEmail.description });
    if (await send({ ...values, calculationType, calculationId, tags: leadTags(['lead', 'newsletter'], partner), source: 'calculator' })) {
      form.reset();
      onClose();
    }
  }

  return (
    <Dialog open={open} title={title ?? action} onClose={close}>
      <p>{say('leads.guidance.intro', 'A certified divorce financial analyst can review this result with you. Leave your details and we will be in touch.')}</p>
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
        <NameEmailFields form={form} />
        <div className="ss-actions">
          <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={sending}>
            {sending ? say('leads.sending', 'Sending…') : action}
          </button>
          <button type="button" className="ss-btn" onClick={close}>
            {say('leads.cancel', 'Cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
