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
      onBlur={() => {
        const formatted = formatPremiumMoney(props.value);
        if (formatted !== props.value) props.onChange(formatted);
      }}
    />
  );
}
