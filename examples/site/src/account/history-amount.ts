import { formatUsd } from '../format.js';

/**
 * The history's result column in words. The stored headline is a bare number whose sign means different things:
 * a tax impact's change in tax (negative: a saving), a budget's monthly surplus (negative: a shortfall). A minus
 * sign before a saving read as a loss ("-$4,139.98"), so each calculator's figure says what it is, and a gain or
 * a cost says so in words, never by its sign alone.
 */
export function describeAmount(type: string, amount: number | null): string {
  if (amount === null) return '—';
  const usd = (value: number) => formatUsd(Math.abs(value));
  switch (type) {
    case 'tax-impact':
      if (amount === 0) return 'No change in tax';
      return amount < 0 ? `Tax saving: ${usd(amount)} a year` : `Extra tax: ${usd(amount)} a year`;
    case 'budget':
      if (amount === 0) return 'Breaks even';
      return amount < 0 ? `Shortfall: ${usd(amount)} a month` : `Surplus: ${usd(amount)} a month`;
    case 'child-support':
    case 'alimony':
      return `${usd(amount)} a month`;
    case 'income-tax':
      // Below zero the refundable credits exceed the tax owed: the household is paid, it does not pay.
      return amount < 0 ? `Refund: ${usd(amount)} a year (credits beyond the tax owed)` : `Tax: ${usd(amount)} a year`;
    case 'financial-wellness-quiz':
      return `Score: ${amount} of 24`;
    case 'property-division':
      return amount < 0 ? `Net debts: ${usd(amount)}` : `Net estate: ${usd(amount)}`;
    case 'qdro':
      return `Spouse’s share: ${usd(amount)}`;
    case 'custody-costs':
      return `${usd(amount)} a year`;
    default:
      return formatUsd(amount);
  }
}
