import { signal, type Signal } from '@preact/signals-react';

/** A form's values and field messages as signals: a change re-renders only what reads them. */
export interface FormState<F extends string> {
  values: Signal<Record<F, string>>;
  errors: Signal<Partial<Record<F, string>>>;
  set(field: F, value: string): void;
  setMany(changes: Partial<Record<F, string>>): void;
  reset(): void;
}

export function createFormState<F extends string>(initial: Record<F, string>): FormState<F> {
  const values = signal({ ...initial });
  const errors = signal<Partial<Record<F, string>>>({});
  return {
    values,
    errors,
    set(field, value) {
      values.value = { ...values.value, [field]: value };
      if (errors.value[field]) {
        const next = { ...errors.value };
        delete next[field];
        errors.value = next;
      }
    },
    setMany(changes) {
      values.value = { ...values.value, ...changes };
    },
    reset() {
      values.value = { ...initial };
      errors.value = {};
    },
  };
}
