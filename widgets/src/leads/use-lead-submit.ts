import { useEffect, useRef, useState } from 'react';
import { CHECK_FIELDS, failureMessage } from '../api/failure-message.js';
import { ApiError } from '../api/problem.js';
import type { LeadPayload } from '../api/client.js';
import { useWidget } from '../runtime/context.js';
import { useOptionalI18n, useSay } from '../runtime/i18n.js';
import type { FormState } from '../ui/form-state.js';
import type { Toast } from '../ui/toaster.js';
import { useLeadMessages } from './messages.js';

/** The server's problem type for a newsletter signup of an address already subscribed (409). */
export const ALREADY_SUBSCRIBED_TYPE = 'https://securesplit.app/problems/already-subscribed';

/** The message for a required field left empty, shown under the field. */
export const REQUIRED_FIELD = 'This field is required.';

interface LeadSubmitOptions<F extends string> {
  form: FormState<F>;
  /**
   * A form inside a modal dialog shows its messages in the dialog (next to the fields, announced),
   * never as a page toast behind the modal's backdrop.
   */
  inDialog: boolean;
  /** Server field paths that name one of this form's fields differently (feedback: firstName → name). */
  fieldAliases?: Partial<Record<string, NoInfer<F>>>;
}

/**
 * Sends a lead and says how it went: success as a page toast (unless `success` is null because the
 * form shows its own confirmation), a refusal or a failure next to the
 * form (field messages under their fields, the summary in the dialog or as a toast). The form keeps
 * what was typed on every failure. Tells the host page (form name and source only).
 */
export function useLeadSubmit<F extends string>(formName: string, success: Toast | null, options: LeadSubmitOptions<F>) {
  const { api, toast, emit, partner, element } = useWidget();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Toast | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { form, inDialog, fieldAliases = {} } = options;
  const inLanguage = useSay();
  const t = useOptionalI18n()?.t;
  const messages = useLeadMessages();
  const requiredField = inLanguage('leads.requiredField', REQUIRED_FIELD);
  const checkFields: Toast = t ? { ...CHECK_FIELDS, title: t('leads.checkFields.title'), description: t('leads.checkFields.description') } : CHECK_FIELDS;

  // After a refused submission, focus goes to the first field that needs a change, and the
  // dialog's message above the fields stays in sight.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    formRef.current?.querySelector<HTMLElement>('.ss-form-alert:not(:empty)')?.scrollIntoView?.({ block: 'nearest' });
  }, [attempt]);

  function say(message: Toast) {
    if (inDialog) setNotice(message);
    else toast.show(message);
  }

  /** A refusal found before sending: the summary, and each concerned field's own message. */
  function refuse(message: Toast, fields: Partial<Record<F, string>>) {
    form.errors.value = fields;
    say({ ...message, variant: 'destructive' });
    setAttempt((n) => n + 1);
  }

  /** Required fields (by name) that are empty after trimming, each with REQUIRED_FIELD in the reader's language. */
  function missing(required: readonly F[]): Partial<Record<F, string>> {
    const values = form.values.value;
    return Object.fromEntries(required.filter((name) => values[name].trim() === '').map((name) => [name, requiredField])) as Partial<Record<F, string>>;
  }

  async function submit(run: () => Promise<void>, source: string): Promise<boolean> {
    setSending(true);
    setNotice(null);
    try {
      await run();
      form.errors.value = {};
      // Named by the form, so a later answer about the same form (already subscribed) replaces it.
      if (success) toast.show({ ...success, variant: 'success', action: `lead:${formName}` });
      emit('securesplit:lead-submitted', { form: formName, source });
      return true;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      // A newsletter address already on the list: not a failure, and not a new welcome either (issue 33 §6).
      if (apiError?.status === 409 && apiError.problem?.type === ALREADY_SUBSCRIBED_TYPE) {
        form.errors.value = {};
        toast.show({ ...messages.alreadySubscribed, variant: 'success', action: `lead:${formName}` });
        return true;
      }
      const known = form.values.value;
      const fields: Partial<Record<F, string>> = {};
      const elsewhere: string[] = [];
      for (const [path, message] of Object.entries(apiError?.fieldErrors() ?? {})) {
        const field = fieldAliases[path] ?? (path in known ? (path as F) : undefined);
        if (field && !fields[field]) fields[field] = message;
        else if (!field) elsewhere.push(message);
      }
      form.errors.value = fields;
      const invalid = elsewhere.length > 0 ? { ...checkFields, description: elsewhere.join(' ') } : checkFields;
      const message = failureMessage(error, 'write', invalid, t);
      say(message);
      setAttempt((n) => n + 1);
      emit('securesplit:error', { element, status: apiError?.status ?? null, title: apiError?.problem?.title ?? message.title });
      return false;
    } finally {
      setSending(false);
    }
  }

  return {
    submit,
    send: (lead: LeadPayload) => submit(() => api.submitLead(lead), lead.source),
    refuse,
    missing,
    sending,
    partner,
    api,
    notice,
    /** Forget the dialog's message (on close). */
    clear: () => {
      setNotice(null);
      form.errors.value = {};
    },
    formRef,
  };
}
