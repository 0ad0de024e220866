import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WidgetFrame } from '../runtime/context.js';
import { SeeBothHouseholds } from './SeeBothHouseholds.js';

afterEach(cleanup);

const INPUT = { state: 'ohio', custodialParentIncome: 3000, custodialParentDeductions: 0, nonCustodialParentIncome: 5000, numberOfChildren: 2, custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 };

describe('See both households after tax', () => {
  it('links to the households page where the API is, with the result’s state, incomes, children and time', () => {
    render(
      <WidgetFrame element="securesplit-child-support" label="Child support calculator" apiBase="https://securesplit.example/">
        <SeeBothHouseholds input={INPUT} label="See both households after tax" />
      </WidgetFrame>,
    );
    const link = screen.getByRole('link', { name: 'See both households after tax' });
    expect(link.getAttribute('href')).toBe(
      'https://securesplit.example/households?state=ohio&custodialParentIncome=3000&nonCustodialParentIncome=5000&numberOfChildren=2&custodyArrangement=primary&custodialParentTime=80&nonCustodialParentTime=20',
    );
  });

  it('stays on the page’s own origin on the SecureSplit site', () => {
    render(
      <WidgetFrame element="securesplit-child-support" label="Child support calculator" apiBase="">
        <SeeBothHouseholds input={{ state: 'texas' }} label="See both households after tax" />
      </WidgetFrame>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/households?state=texas');
  });
});
