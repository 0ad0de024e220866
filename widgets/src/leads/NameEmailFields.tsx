import { useSignals } from '@preact/signals-react/runtime';
import type { FormState } from '../ui/form-state.js';
import { TextField } from '../ui/Field.js';
import { useSay } from '../runtime/i18n.js';

type NameEmail = 'firstName' | 'lastName' | 'email';

export function NameEmailFields<F extends string>({ form }: { form: FormState<F | NameEmail> }) {
  useSignals();
  const say = useSay();
  const values = form.values.value;
  const errors = form.errors.value as Partial<Record<NameEmail, string>>;
  return (
    <div className="ss-row">
      <TextField label={say('leads.field.firstName', 'First name')} name="firstName" required autoComplete="given-name" error={errors.firstName} value={values.firstName} onChange={(v) => form.set('firstName', v)} />
      <TextField label={say('leads.field.lastName', 'Last name')} name="lastName" required autoComplete="family-name" error={errors.lastName} value={values.lastName} onChange={(v) => form.set('lastName', v)} />
      <TextField label={say('leads.field.email', 'Email address')} name="email" type="email" required autoComplete="email" error={errors.email} value={values.email} onChange={(v) => form.set('email', v)} />
    </div>
  );
}
