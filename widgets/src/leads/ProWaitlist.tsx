import { useMemo, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { WidgetFrame, type WidgetCommonProps } from '../runtime/context.js';
import { LocaleBoundary, useI18n, useSay } from '../runtime/i18n.js';
import { CLIENT_VOLUME_OPTIONS, PROFESSION_OPTIONS, TIMELINE_OPTIONS } from '../shared/constants.js';
import { looksLikeEmail } from '../shared/validation.js';
import { Dialog } from '../ui/Dialog.js';
import { SelectField, TextField } from '../ui/Field.js';
import { createFormState } from '../ui/form-state.js';
import { FormNotice } from './FormNotice.js';
import { useLeadMessages } from './messages.js';
import { NameEmailFields } from './NameEmailFields.js';
import { leadTags } from './tags.js';
import { useLeadSubmit } from './use-lead-submit.js';

/** Props of the professional waitlist card. */
export interface ProWaitlistProps extends WidgetCommonProps {
  /** `en` or `es`; without it, the page's `<html lang>`, else English. */
  locale?: string;
}

const EMPTY = { firstName: '', lastName: '', email: '', profession: '', practice: '', clientVolume: '', interests: '', timeline: '' };

/** The waitlist form in its dialog; the results panel's professional-reports box opens it too. */
export function ProWaitlistDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  useSignals();
  // Shared with the results panel of calculators not converted yet: English there, where no LocaleBoundary is above.
  const say = useSay();
  const messages = useLeadMessages();
  const form = useMemo(() => createFormState(EMPTY), []);
  const { send, sending, partner, refuse, missing, notice, clear, formRef } = useLeadSubmit('professional-waitlist', messages.waitlistDone, { form, inDialog: true });
  const professions = PROFESSION_OPTIONS.map((o) => ({ value: o.value, label: say(`leads.profession.${o.value}`, o.label) }));
  const volumes = CLIENT_VOLUME_OPTIONS.map((o) => ({ value: o.value, label: say(`leads.clientVolume.${o.value}`, o.label) }));
  const timelines = TIMELINE_OPTIONS.map((o) => ({ value: o.value, label: say(`leads.timeline.${o.value}`, o.label) }));
  const select = say('leads.select', 'Select');
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
    if (Object.keys(empty).length > 0) return refuse(messages.missingRequired, empty);
    if (!looksLikeEmail(values.email)) return refuse(messages.invalidEmail, { email: messages.invalidEmail.description });
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
    <Dialog open={open} title={say('leads.waitlist.open', 'Join the Pro Waitlist')} onClose={close}>
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
        <SelectField label={say('leads.waitlist.field.profession', 'Profession')} name="profession" error={errors.profession} required placeholder={select} options={professions} value={v.profession} onChange={(value) => form.set('profession', value)} />
        <TextField label={say('leads.waitlist.field.practice', 'Practice or firm')} name="practice" error={errors.practice} value={v.practice} onChange={(value) => form.set('practice', value)} />
        <SelectField label={say('leads.waitlist.field.clientVolume', 'Divorce cases a month')} name="clientVolume" error={errors.clientVolume} placeholder={select} options={volumes} value={v.clientVolume} onChange={(value) => form.set('clientVolume', value)} />
        <TextField label={say('leads.waitlist.field.interests', 'What would help you most?')} name="interests" error={errors.interests} value={v.interests} onChange={(value) => form.set('interests', value)} />
        <SelectField label={say('leads.waitlist.field.timeline', 'When would you start?')} name="timeline" error={errors.timeline} placeholder={select} options={timelines} value={v.timeline} onChange={(value) => form.set('timeline', value)} />
        <div className="ss-actions">
          <button type="submit" className="ss-btn ss-btn-primary" part="button" disabled={sending}>
            {sending ? say('leads.waitlist.joining', 'Joining…') : say('leads.waitlist.submit', 'Join the Waitlist')}
          </button>
          <button type="button" className="ss-btn" onClick={close}>
            {say('leads.cancel', 'Cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function ProWaitlistBody() {
  const [open, setOpen] = useState(false);
  const { t } = useI18n();
  return (
    <div className="ss-card">
      <span className="ss-badge">{t('leads.waitlist.badge')}</span>
      <h2>{t('leads.waitlist.title')}</h2>
      <p className="ss-hint">{t('leads.waitlist.text')}</p>
      <button type="button" className="ss-btn ss-btn-primary" part="button" onClick={() => setOpen(true)}>
        {t('leads.waitlist.open')}
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
    <LocaleBoundary locale={props.locale}>
      <ProWaitlistFrame {...props} />
    </LocaleBoundary>
  );
}

function ProWaitlistFrame(props: ProWaitlistProps) {
  const { t } = useI18n();
  return (
    <WidgetFrame element="securesplit-pro-waitlist" label={t('leads.waitlist.region')} {...props}>
      <ProWaitlistBody />
    </WidgetFrame>
  );
}
