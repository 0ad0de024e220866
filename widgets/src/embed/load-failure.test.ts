import { afterEach, describe, expect, it } from 'vitest';
import { FAILED_ATTRIBUTE, showLoadFailure } from './load-failure.js';

const CHILD_SUPPORT = { tag: 'securesplit-child-support', name: 'child support calculator', page: '/#calculators' };
const SITE = 'https://api.securesplit.example';

describe('showLoadFailure', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows a message with a link to the same calculator on the site, and dispatches securesplit:error with status 0', () => {
    const element = document.createElement('securesplit-child-support');
    document.body.append(element);
    const events: CustomEvent[] = [];
    document.addEventListener('securesplit:error', (event) => events.push(event as CustomEvent), { once: true });

    showLoadFailure(element, CHILD_SUPPORT, SITE);

    const message = element.shadowRoot!.querySelector('[role=status]')!;
    expect(message.textContent).toBe('The child support calculator could not load here. Use the child support calculator on SecureSplit.');
    const link = message.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://api.securesplit.example/#calculators');
    expect(link.textContent).toBe('Use the child support calculator on SecureSplit');
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toEqual({ element: 'securesplit-child-support', status: 0, title: 'The child support calculator could not load' });
    expect(events[0]!.bubbles && events[0]!.composed).toBe(true);
  });

  it('shows the message and fires the event once per element', () => {
    const element = document.createElement('securesplit-child-support');
    document.body.append(element);
    let errors = 0;
    element.addEventListener('securesplit:error', () => (errors += 1));
    showLoadFailure(element, CHILD_SUPPORT, SITE);
    showLoadFailure(element, CHILD_SUPPORT, SITE);
    expect(errors).toBe(1);
    expect(element.hasAttribute(FAILED_ATTRIBUTE)).toBe(true);
    expect(element.shadowRoot!.querySelectorAll('[role=status]')).toHaveLength(1);
  });
});
