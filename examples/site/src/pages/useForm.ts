import { useState, type FormEvent } from 'react';
import { ApiProblem, postJson } from '../api.js';
import { useToast, type ToastMessage } from '../components/Toast.js';

type Values = Record<string, string>;

interface SubmitOptions<V extends Values> {
  initial: V;
  /** Client-side check; returns field errors by name (the server validates again). */
  validate: (values: V) => Partial<Record<keyof V, string>>;
  endpoint: string;
  toBody: (values: V) => unknown;
  success: ToastMessage;
  failure: ToastMessage;
}

/**
 * The page forms' shared states (spec part 2, section 4): idle, submitting (button disabled), then
 * success (toast, form cleared) or failure (toast, form kept, server field errors shown).
 */
export function useSubmitForm<V extends Values>(options: SubmitOptions<V>) {
  const toast = useToast();
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const set = (name: keyof V) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = options.validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await postJson(options.endpoint, options.toBody(values));
      toast({ ...options.success, variant: 'success' });
      setValues(options.initial);
    } catch (error) {
      if (error instanceof ApiProblem && error.errors.length > 0) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.path, e.message])) as Partial<Record<keyof V, string>>);
      }
      toast({ ...options.failure, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, set, onSubmit };
}
