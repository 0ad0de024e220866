import { useEffect, useMemo } from 'react';
import { isJurisdictionSlug } from '@securesplit/engine/jurisdictions';
import { createFormState, type FormState } from '../../ui/form-state.js';

/** The `state` attribute as the form's state value: a known slug, else nothing chosen. */
export function preselectedState(state: string | undefined): string {
  const slug = state?.trim().toLowerCase();
  return slug && isJurisdictionSlug(slug) ? slug : '';
}

export interface SignalFormOptions<F extends string> {
  /** The blank form, with the state the page preselects. */
  blank(state: string): Record<F, string>;
  /** The form filled from a stored engine input (a reopened calculation). */
  fromInput(input: Readonly<Record<string, unknown>>): Record<F, string>;
  state: string | undefined;
  initialInput: Readonly<Record<string, unknown>> | undefined;
}

/**
 * A premium calculator's form as signals (tax impact, custody costs): created once, filled from a reopened
 * calculation if there is one (Clear still returns to the blank form), and given a later `state` attribute
 * without losing what was typed. `field(name)` is what a field component takes.
 */
export function useSignalForm<F extends string>(options: SignalFormOptions<F | 'state'>) {
  type Field = F | 'state';
  const { state, initialInput } = options;
  // Created once, on mount: later props are applied by the effect below.
  const form: FormState<Field> = useMemo(() => {
    const created = createFormState(options.blank(preselectedState(state)));
    if (initialInput) created.values.value = options.fromInput(initialInput);
    return created;
  }, []);
  useEffect(() => {
    const slug = preselectedState(state);
    if (slug && !initialInput) form.set('state', slug);
  }, [state, form, initialInput]);
  const values = form.values.value;
  const errors = form.errors.value;
  const field = (name: Field) => ({ name, value: values[name], error: errors[name], onChange: (value: string) => form.set(name, value) });
  return { form, values, errors, field };
}
