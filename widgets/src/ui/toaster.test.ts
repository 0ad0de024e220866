import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToaster, pageToaster } from './toaster.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const titles = (toaster: ReturnType<typeof createToaster>) => [toaster.current()?.title, ...toaster.waiting().map((t) => t.title)];

describe('the page toaster', () => {
  it('shows one toast at a time; the next shows when the first has had its 5 seconds', () => {
    const toaster = createToaster();
    toaster.show({ title: 'Calculation Complete', variant: 'success' });
    toaster.show({ title: 'You have a number to plan around.' });
    expect(toaster.current()?.title).toBe('Calculation Complete');
    vi.advanceTimersByTime(4999);
    expect(toaster.current()?.title).toBe('Calculation Complete');
    vi.advanceTimersByTime(1);
    expect(toaster.current()?.title).toBe('You have a number to plan around.');
    vi.advanceTimersByTime(5000);
    expect(toaster.current()).toBeNull();
  });

  it('shows the next one at once when the reader dismisses the current one', () => {
    const toaster = createToaster();
    toaster.show({ title: 'First' });
    toaster.show({ title: 'Second' });
    toaster.dismiss();
    expect(toaster.current()?.title).toBe('Second');
  });

  it('keeps a message’s own display time', () => {
    const toaster = createToaster();
    toaster.show({ title: 'Welcome', durationMs: 8000 });
    vi.advanceTimersByTime(7999);
    expect(toaster.current()?.title).toBe('Welcome');
    vi.advanceTimersByTime(1);
    expect(toaster.current()).toBeNull();
  });

  it('does not repeat a message already showing or waiting', () => {
    const toaster = createToaster();
    toaster.show({ title: 'Calculation Complete' });
    toaster.show({ title: 'Calculation Complete' });
    toaster.show({ title: 'Saved', description: 'a' });
    toaster.show({ title: 'Saved', description: 'a' });
    expect(titles(toaster)).toEqual(['Calculation Complete', 'Saved']);
  });

  it('puts a failure on screen at once, and what it interrupted shows again after it', () => {
    const toaster = createToaster();
    toaster.show({ title: 'Calculation Complete', variant: 'success' });
    toaster.show({ title: 'Encouragement' });
    toaster.show({ title: 'Not sent', variant: 'destructive' });
    expect(titles(toaster)).toEqual(['Not sent', 'Calculation Complete', 'Encouragement']);
    toaster.show({ title: 'Invalid Email', variant: 'destructive' });
    expect(titles(toaster)).toEqual(['Not sent', 'Invalid Email', 'Calculation Complete', 'Encouragement']);
  });

  it('does not keep the outcome of the visitor’s action waiting behind a greeting', () => {
    const toaster = createToaster();
    toaster.show({ title: 'Welcome', durationMs: 8000 });
    toaster.show({ title: 'Welcome to our newsletter!', variant: 'success' });
    expect(titles(toaster)).toEqual(['Welcome to our newsletter!', 'Welcome']);
  });

  it('drops the oldest of the lightest waiting messages past four', () => {
    const toaster = createToaster();
    toaster.show({ title: 'On screen', variant: 'destructive' });
    for (const title of ['a', 'b', 'c', 'd', 'e']) toaster.show({ title });
    expect(titles(toaster)).toEqual(['On screen', 'b', 'c', 'd', 'e']);
    toaster.show({ title: 'Saved', variant: 'success' });
    expect(titles(toaster)).toEqual(['On screen', 'Saved', 'c', 'd', 'e']);
  });

  it('replaces a message about the same action with the newer one, on screen or waiting (issue 33 §2)', () => {
    const toaster = createToaster();
    toaster.show({ title: 'Registration Failed', variant: 'destructive', action: 'account-entry' });
    toaster.show({ title: 'Welcome to SecureSplit!', variant: 'success', action: 'account-entry' });
    expect(titles(toaster)).toEqual(['Welcome to SecureSplit!']);
    // Its own full time on screen, not what was left of the failure's.
    vi.advanceTimersByTime(4999);
    expect(toaster.current()?.title).toBe('Welcome to SecureSplit!');

    toaster.show({ title: 'Export Failed', variant: 'destructive' });
    toaster.show({ title: 'Subscription Canceled', variant: 'success', action: 'subscription' });
    expect(titles(toaster)).toEqual(['Export Failed', 'Welcome to SecureSplit!', 'Subscription Canceled']);
    toaster.show({ title: 'Subscription Refunded', variant: 'success', action: 'subscription' });
    expect(titles(toaster)).toEqual(['Export Failed', 'Welcome to SecureSplit!', 'Subscription Refunded']);
    // A message about another action, or about none, leaves the others alone.
    toaster.show({ title: 'Access Denied', variant: 'destructive', action: 'admin-access' });
    expect(titles(toaster)).toEqual(['Export Failed', 'Access Denied', 'Welcome to SecureSplit!', 'Subscription Refunded']);
  });

  it('announces the replacement to its listeners', () => {
    const toaster = createToaster();
    const seen: (string | null)[] = [];
    toaster.subscribe((toast) => seen.push(toast?.title ?? null));
    toaster.show({ title: 'Access Denied', variant: 'destructive', action: 'admin-access' });
    toaster.show({ title: 'Access Granted', variant: 'success', action: 'admin-access' });
    expect(seen).toEqual(['Access Denied', 'Access Granted']);
  });

  it('stops the clock while held and gives the full time again when released', () => {
    const toaster = createToaster();
    toaster.show({ title: 'Read me' });
    vi.advanceTimersByTime(4000);
    toaster.hold();
    vi.advanceTimersByTime(60_000);
    expect(toaster.current()?.title).toBe('Read me');
    toaster.release();
    vi.advanceTimersByTime(4999);
    expect(toaster.current()?.title).toBe('Read me');
    vi.advanceTimersByTime(1);
    expect(toaster.current()).toBeNull();
  });

  it('tells its listeners each change, and stops when they unsubscribe', () => {
    const toaster = createToaster();
    const seen: (string | null)[] = [];
    const unsubscribe = toaster.subscribe((toast) => seen.push(toast?.title ?? null));
    toaster.show({ title: 'One' });
    toaster.show({ title: 'Two' });
    toaster.dismiss();
    toaster.dismiss();
    unsubscribe();
    toaster.show({ title: 'Three' });
    expect(seen).toEqual(['One', 'Two', null]);
  });

  it('is one per page, whichever copy of the library asks', () => {
    expect(pageToaster()).toBe(pageToaster());
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('securesplit.page-toaster.v1')]).toBe(pageToaster());
  });
});
