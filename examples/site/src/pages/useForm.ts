import { useRef, useState, type FormEvent } from 'react';
import { ApiError, CHECK_FIELDS, failureMessage, newIdempotencyKey } from '@securesplit/widgets';
import { postJson } from '../api.js';
import { useToast, type ToastMessage } from '../components/Toast.js';

type Values = Record<string, string>;

interface SubmitOptions<V extends Values> {
  initial: V;
  /** Client-side check; returns field errors by name (the server validates again). */
  validate: (values: V) => Partial<Record<keyof V, string>>;
  endpoint: string;
  toBody: (values: V) => unknown;
  success: ToastMessage;
  /** Another way to reach us, added to every failure message ("Or email us at …"). */
  contact: string;
}

/**
 * The page forms' shared states (spec part 2, section 4): idle, submitting (button disabled), then
 * success (toast, form cleared) or failure (a toast saying what happened, the form kept, the
 * server's field errors under their fields). Sending the same entries again after a failure whose
 * outcome is unknown reuses the submission's Idempotency-Key, so nothing is stored twice.
 */
export function useSubmitForm<V extends Values>(options: SubmitOptions<V>) {
  const toast = useToast();
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const submission = useRef<{ body: string; key: string } | null>(null);

  const set = (name: keyof V) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = options.validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const body = options.toBody(values);
    const text = JSON.stringify(body);
    const key = submission.current?.body === text ? submission.current.key : newIdempotencyKey();
    submission.current = { body: text, key };
    try {
      await postJson(options.endpoint, body, key);
      submission.current = null;
      toast({ ...options.success, variant: 'success' });
      setValues(options.initial);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      // A refusal stored nothing: the corrected entries are a new submission.
      if (apiError?.kind === 'http' && apiError.status !== null && apiError.status < 500 && apiError.status !== 429) submission.current = null;
      const fields = apiError?.fieldErrors() ?? {};
      setErrors(Object.fromEntries(Object.entries(fields).filter(([name]) => name in values)) as Partial<Record<keyof V, string>>);
      const message = failureMessage(error, 'write', CHECK_FIELDS);
      toast({ ...message, description: `${message.description ?? ''} ${options.contact}`.trim() });
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, set, onSubmit };
}
