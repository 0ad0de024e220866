import type { ComponentProps } from 'react';
import { TextField } from '../../ui/Field.js';
import { formatPremiumMoney } from './money.js';

/** A premium calculator's dollar field: typed freely, reformatted on blur by {@link formatPremiumMoney}. */
export function PremiumMoneyField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'onBlur'>) {
  return (
    <TextField
      {...props}
      inputMode="decimal"
      placeholder={props.placeholder ?? '$0'}
      onBlur={(event) => {
        // The field's own text: a change in the same tick may not have reached props.value yet.
        const typed = event.currentTarget.value;
        const formatted = formatPremiumMoney(typed);
        if (formatted !== typed) props.onChange(formatted);
      }}
    />
  );
}
