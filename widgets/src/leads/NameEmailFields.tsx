import { useSignals } from '@preact/signals-react/runtime';
import type { FormState } from '../ui/form-state.js';
import { TextField } from '../ui/Field.js';

type NameEmail = 'firstName' | 'lastName' | 'email';

export function NameEmailFields<F extends string>({ form }: { form: FormState<F | NameEmail> }) {
  useSignals();
  const values = form.values.value;
  const errors = form.errors.value as Partial<Record<NameEmail, string>>;
  return (
    <div className="ss-row">
      <TextField label="First name" name="firstName" required autoComplete="given-name" error={errors.firstName} value={values.firstName} onChange={(v) => form.set('firstName', v)} />
      <TextField label="Last name" name="lastName" required autoComplete="family-name" error={errors.lastName} value={values.lastName} onChange={(v) => form.set('lastName', v)} />
      <TextField label="Email address" name="email" type="email" required autoComplete="email" error={errors.email} value={values.email} onChange={(v) => form.set('email', v)} />
    </div>
  );
}
