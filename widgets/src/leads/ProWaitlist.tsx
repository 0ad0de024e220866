import { useMemo, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { CLIENT_VOLUME_OPTIONS, PROFESSION_OPTIONS, TIMELINE_OPTIONS } from '../shared/constants.js';
import { TOASTS } from '../shared/messages.js';
import { looksLikeEmail } from '../shared/validation.js';
import { Dialog } from '../ui/Dialog.js';
import { SelectField, TextField } from '../ui/Field.js';
import { createFormState } from '../ui/form-state.js';
import { FormNotice } from './FormNotice.js';
import { NameEmailFields } from './NameEmailFields.js';
import { leadTags } from './tags.js';
import { useLeadSubmit } from './use-lead-submit.js';

/** Props of the professional waitlist card: the common widget props. */
export type ProWaitlistProps = WidgetCommonProps;

const EMPTY = { firstName: '', lastName: '', email: '', profession: '', practice: '', clientVolume: '', interests: '', timeline: '' };

/** The waitlist form in its dialog; the results panel's professional-reports box opens it too. */
export function ProWaitlistDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  useSignals();
  const form = useMemo(() => createFormState(EMPTY), []);
  const { send, sending, partner, refuse, missing, notice, clear, formRef } = useLeadSubmit('professional-waitlist', TOASTS.waitlistDone, { form, inDialog: true });
  const v = form.values.value;
  const errors = form.errors.value;
  const close = () => {
    form.reset();
    clear();
    onClose();
  };

  async function submit() {
    const values = Object.fromEntries(Object.entries(form.values.value).map(([k, value]) => [k, value.trim()])) as typeof EMPTY;
    const empty = missing(['firstName', 'lastName', 'email', 'profession']);
    if (Object.keys(empty).length > 0) return refuse(TOASTS.missingRequired, empty);
    if (!looksLikeEmail(values.email)) return refuse(TOASTS.invalidEmail, { email: TOASTS.invalidEmail.description });
    const ok = await send({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      profession: values.profession,
      ...(values.practice ? { practice: values.practice } : {}),
      ...(values.clientVolume ? { clientVolume: values.clientVolume } : {}),
      ...(values.interests ? { interests: values.interests } : {}),
      ...(values.timeline ? { timeline: values.timeline } : {}),
      leadType: 'professional-waitlist',
      tags: leadTags(['professional-waitlist', values.profession], partner),
      source: 'Professional Waitlist',
    });
    if (ok) close();
  }

  return (
    <Dialog open={open} title="Join the Pro Waitlist" onClose={close}>
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
        <SelectField label="Profession" name="profession" error={errors.profession} required placeholder="Select" options={PROFESSION_OPTIONS} value={v.profession} onChange={(value) => form.set('profession', value)} />
        <TextField label="Practice or firm" name="practice" error={errors.practice} value={v.practice} onChange={(value) => form.set('practice', value)} />
        <SelectField label="Divorce cases a month" name="clientVolume" error={errors.clientVolume} placeholder="Select" options={CLIENT_VOLUME_OPTIONS} value={v.clientVolume} onChange={(value) => form.set('clientVolume', value)} />
        <TextField label="What would help you most?" name="interests" error={errors.interests} value={v.interests} onChange={(value) => form.set('interests', value)} />
        <SelectField label="When would you start?" name="timeline" error={errors.timeline} placeholder="Select" options={TIMELINE_OPTIONS} value={v.timeline} onChange={(value) => form.set('timeline', value)} />
        <div className="ss-actions">
          <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={sending}>
            {sending ? 'Joining…' : 'Join the Waitlist'}
          </button>
          <button type="button" className="ss-btn" onClick={close}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function ProWaitlistBody() {
  const [open, setOpen] = useState(false);
  return (
    <div className="ss-card">
      <span className="ss-badge">Coming Soon</span>
      <h2>SecureSplit Pro for professionals</h2>
      <p className="ss-hint">For attorneys, mediators, CDFAs and planners: client-ready reports and case tools. Early members get 30% off the first year.</p>
      <button type="button" className="ss-btn ss-btn-primary" part="button" onClick={() => setOpen(true)}>
        Join the Pro Waitlist
      </button>
      <ProWaitlistDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

/**
 * `<securesplit-pro-waitlist>`: the professional waitlist card and its form dialog.
 * @event securesplit:lead-submitted - detail `{ form: 'professional-waitlist', source }`
 */
export function ProWaitlist(props: ProWaitlistProps) {
  return (
    <WidgetFrame element="securesplit-pro-waitlist" label="Professional waitlist" {...props}>
      <ProWaitlistBody />
    </WidgetFrame>
  );
}
