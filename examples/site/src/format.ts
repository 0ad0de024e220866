const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US money formatting with thousands separators, as everywhere in the product. */
export function formatUsd(value: number): string {
  return USD.format(value);
}
