import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import { formatMoneyOnBlur } from './money-input.js';

interface BaseProps {
  label: string;
  value: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  onChange(value: string): void;
}

function Described({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="ss-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="ss-error">
          {error}
        </span>
      ) : null}
    </>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface TextFieldProps extends BaseProps {
  name: string;
  type?: 'text' | 'email' | 'tel' | 'number';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  onBlur?(event: FocusEvent<HTMLInputElement>): void;
}

export function TextField({ label, name, value, error, hint, required, type = 'text', inputMode, autoComplete, placeholder, maxLength, onChange, onBlur }: TextFieldProps) {
  const id = useId();
  return (
    <div className="ss-field" part="field">
      <label className="ss-label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        className="ss-input"
        part="input"
        name={name}
        type={type}
        value={value}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        placeholder={placeholder}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

/** A dollar amount: typed freely, shown as "$3,000" once the field loses focus. */
export function MoneyField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'onBlur'>) {
  return (
    <TextField
      {...props}
      inputMode="decimal"
      placeholder={props.placeholder ?? '$0'}
      onBlur={() => {
        const formatted = formatMoneyOnBlur(props.value);
        if (formatted !== props.value) props.onChange(formatted);
      }}
    />
  );
}

interface SelectFieldProps extends BaseProps {
  name: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({ label, name, value, error, hint, required, options, placeholder, onChange }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="ss-field" part="field">
      <label className="ss-label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        className="ss-select"
        part="input"
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({ label, name, value, error, hint, required, onChange }: BaseProps & { name: string }) {
  const id = useId();
  return (
    <div className="ss-field" part="field">
      <label className="ss-label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <textarea
        id={id}
        className="ss-textarea"
        part="input"
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <Described id={id} hint={hint} error={error} />
    </div>
  );
}
