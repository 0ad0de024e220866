import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VISIT_KEY, createEncouragementStore } from './encouragement.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('encouragement messages', () => {
  it('clears a message after 5 s unless it says otherwise', () => {
    const store = createEncouragementStore();
    store.show({ type: 'success', message: 'Well done' });
    vi.advanceTimersByTime(5000);
    expect(store.current.value).toBeNull();
    store.show({ type: 'milestone', message: 'Longer', duration: 7000 });
    vi.advanceTimersByTime(6999);
    expect(store.current.value?.message).toBe('Longer');
  });

  it('does not repeat the last message and remembers the last five', () => {
    const store = createEncouragementStore();
    expect(store.show({ type: 'guidance', message: 'A' })).toBe(true);
    expect(store.show({ type: 'guidance', message: 'A' })).toBe(false);
    for (const message of ['B', 'C', 'D', 'E', 'F']) store.show({ type: 'guidance', message });
    expect(store.history).toEqual(['B', 'C', 'D', 'E', 'F']);
    expect(store.show({ type: 'guidance', message: 'A' })).toBe(true);
  });

  it('answers a calculator event with a message it has not shown lately', () => {
    const store = createEncouragementStore();
    store.onEvent('calculationComplete');
    const first = store.current.value?.message;
    store.onEvent('calculationComplete');
    expect(store.current.value?.message).not.toBe(first);
  });

  it('greets a first visit after 1 s for 8 s, once per browser', () => {
    const saved = new Map<string, string>();
    const storage = { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => void saved.set(k, v) };
    const store = createEncouragementStore();
    store.greetFirstVisit(storage);
    expect(saved.get(FIRST_VISIT_KEY)).toBe('1');
    vi.advanceTimersByTime(999);
    expect(store.current.value).toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.current.value?.type).toBe('encouragement');
    vi.advanceTimersByTime(7999);
    expect(store.current.value).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.current.value).toBeNull();
    const again = createEncouragementStore();
    again.greetFirstVisit(storage);
    vi.advanceTimersByTime(2000);
    expect(again.current.value).toBeNull();
  });

  it('stays quiet when storage is unavailable', () => {
    const store = createEncouragementStore();
    store.greetFirstVisit({
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    });
    vi.advanceTimersByTime(2000);
    expect(store.current.value).toBeNull();
  });
});
