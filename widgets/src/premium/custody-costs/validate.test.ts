import { calculateCustodyCosts } from '@securesplit/engine';
import { describe, expect, it } from 'vitest';
import { moneyValue } from '../../shared/validation.js';
import { custodyCostsPayload, custodyCostsValuesFromInput, initialCustodyCostsValues, validateCustodyCosts, type CustodyCostsValues } from './validate.js';

const filled = (changes: Partial<CustodyCostsValues> = {}): CustodyCostsValues => ({
  ...initialCustodyCostsValues('ohio'),
  childAge1: '8',
  custodialHousingCost: '$1,800',
  nonCustodialHousingCost: '$1,200',
  distanceBetweenHomes: '10',
  ...changes,
});

describe('custody cost form (spec part 2, sections 5 and 9)', () => {
  it('starts at 50-50, one child, weekly exchanges', () => {
    expect(initialCustodyCostsValues()).toMatchObject({ custodyArrangement: '50-50', numberOfChildren: '1', transportationFrequency: 'weekly', custodialParentDays: '' });
  });

  it('gives the spec’s required messages, the child ages by the child count', () => {
    expect(validateCustodyCosts({ ...initialCustodyCostsValues(), numberOfChildren: '3' })).toEqual({
      childAge1: 'Child 1 age is required',
      childAge2: 'Child 2 age is required',
      childAge3: 'Child 3 age is required',
      custodialHousingCost: 'Custodial parent housing cost is required',
      nonCustodialHousingCost: 'Non-custodial parent housing cost is required',
      distanceBetweenHomes: 'Distance between homes is required',
      state: 'State is required',
    });
  });

  it('asks for the custom days only for a custom arrangement, within 0 to 365', () => {
    expect(validateCustodyCosts(filled({ custodyArrangement: 'custom' })).custodialParentDays).toBe('Custodial parent days is required');
    expect(validateCustodyCosts(filled({ custodyArrangement: 'custom', custodialParentDays: '400' })).custodialParentDays).toBe('Custodial parent days must be from 0 to 365');
    expect(validateCustodyCosts(filled({ custodyArrangement: '70-30', custodialParentDays: '400' }))).toEqual({});
  });

  it('checks ages, distance and amounts', () => {
    expect(validateCustodyCosts(filled({ childAge1: '30', distanceBetweenHomes: '9000', tutoring: 'a lot' }))).toEqual({
      childAge1: 'Child 1 age must be from 0 to 21',
      distanceBetweenHomes: 'Distance between homes must be from 0 to 5,000 miles',
      tutoring: 'Must be a valid positive number',
    });
  });
});

describe('custody cost payload', () => {
  it('sends only the shown ages and the custom days only when custom; the engine takes it', () => {
    const v = filled({ numberOfChildren: '2', childAge2: '5', childAge3: '12', custodyArrangement: 'custom', custodialParentDays: '260', daycareCost: '$600', custodialParentIncome: '$4,000', nonCustodialParentIncome: '$6,000' });
    const body = custodyCostsPayload(v, moneyValue);
    expect(body).toMatchObject({ numberOfChildren: 2, childAge1: 8, childAge2: 5, custodialParentDays: 260, daycareCost: 600, custodialParentIncome: 4000, nonCustodialParentIncome: 6000 });
    expect(body).not.toHaveProperty('childAge3');
    const result = calculateCustodyCosts(body);
    expect(result.timeShare.custodialPercentage).toBe(71.2);
    expect(result.costSharing.basis).toBe('income');
    expect(result.costSharing.custodialPercentage).toBe(40);
  });

  it('leaves blank incomes out, so the sharing is by time', () => {
    const body = custodyCostsPayload(filled({ custodialParentDays: '200' }), moneyValue);
    expect(body).not.toHaveProperty('custodialParentIncome');
    expect(body).not.toHaveProperty('custodialParentDays');
    expect(calculateCustodyCosts(body).costSharing.basis).toBe('time');
  });

  it('sends urban and no filling by default; the area and the fill box go to the engine and come back on reopen', () => {
    expect(custodyCostsPayload(filled(), moneyValue)).toMatchObject({ areaType: 'urban', useTypicalAmounts: false });
    const body = custodyCostsPayload(filled({ areaType: 'rural', useTypicalAmounts: 'true' }), moneyValue);
    expect(body).toMatchObject({ areaType: 'rural', useTypicalAmounts: true });
    expect(calculateCustodyCosts(body).typicalAmounts).toMatchObject({ useTypicalAmounts: true, table: { number: 6 } });
    expect(custodyCostsValuesFromInput(body)).toMatchObject({ areaType: 'rural', useTypicalAmounts: 'true' });
    expect(custodyCostsValuesFromInput({ ...body, useTypicalAmounts: false })).toMatchObject({ useTypicalAmounts: '' });
  });
});
