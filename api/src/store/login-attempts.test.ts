import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeTargets } from '../test-support/stores.js';
import type { Store } from './index.js';
import { ATTEMPT_RETENTION_MS } from './login-attempts.js';

const WINDOW_MS = 15 * 60 * 1000;

describe.each(storeTargets())('attempt reservations on $name', (target) => {
  let store: Store;
  beforeAll(async () => {
    store = await target.open();
  });
  afterAll(async () => {
    await target.dispose(store);
  });

  const reserve = (keys: { key: string; max: number }[], now: Date) =>
    store.loginAttempts.reserve(keys, new Date(now.getTime() - WINDOW_MS), now);

  it('grants exactly max of a parallel burst under one key, and all-or-nothing over several keys', async () => {
    const now = new Date('2026-12-07T09:00:00Z');
    const results = await Promise.all(Array.from({ length: 50 }, () => reserve([{ key: 'k:burst', max: 5 }], now)));
    expect(results.filter((r) => r.granted)).toHaveLength(5);
    // A second key already full: the first key gets no row either.
    const refused = await reserve([{ key: 'k:other', max: 5 }, { key: 'k:burst', max: 5 }], now);
    expect(refused).toEqual({ granted: false, key: 'k:burst' });
    expect((await store.loginAttempts.countFailures(['k:other'], new Date(0))).get('k:other')).toBe(0);
  });

  it('gives a released attempt back and forgets attempts older than the window', async () => {
    const now = new Date('2026-12-07T10:00:00Z');
    const first = await reserve([{ key: 'k:release', max: 1 }], now);
    expect(first.granted).toBe(true);
    expect((await reserve([{ key: 'k:release', max: 1 }], now)).granted).toBe(false);
    if (first.granted) await store.loginAttempts.release(first.ids);
    expect((await reserve([{ key: 'k:release', max: 1 }], now)).granted).toBe(true);
    const later = new Date(now.getTime() + WINDOW_MS + 1);
    expect((await reserve([{ key: 'k:release', max: 1 }], later)).granted).toBe(true);
  });

  it('says when a full key gets room again, without taking an attempt', async () => {
    const start = new Date('2026-12-07T11:00:00Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const limits = [
      { key: 'k:avail:a', max: 2 },
      { key: 'k:avail:b', max: 5 },
    ];
    const availableAt = (now: Date) => store.loginAttempts.availableAt(limits, new Date(now.getTime() - WINDOW_MS), now);
    expect((await reserve(limits, at(0))).granted).toBe(true);
    expect(await availableAt(at(1))).toBeUndefined();
    expect((await reserve(limits, at(5))).granted).toBe(true);
    // Full after two: room when the first of them leaves the window, and asking took nothing.
    expect(await availableAt(at(6))).toEqual({ key: 'k:avail:a', at: at(15) });
    expect(await availableAt(at(6))).toEqual({ key: 'k:avail:a', at: at(15) });
    expect((await reserve(limits, at(6))).granted).toBe(false);
    expect(await availableAt(at(15.5))).toBeUndefined();
  });

  it('sweeps attempts past the retention under every key', async () => {
    const old = new Date('2026-12-10T00:00:00Z'); // after the other tests' clocks, so the hourly sweep is due
    await store.loginAttempts.recordFailure(['k:stale'], old);
    await reserve([{ key: 'k:sweeper', max: 5 }], new Date(old.getTime() + ATTEMPT_RETENTION_MS + 2 * 60 * 60 * 1000));
    expect((await store.loginAttempts.countFailures(['k:stale'], new Date(0))).get('k:stale')).toBe(0);
  });

  it('refuses a window longer than the retention', async () => {
    const now = new Date();
    await expect(store.loginAttempts.reserve([{ key: 'k:long', max: 1 }], new Date(now.getTime() - ATTEMPT_RETENTION_MS - 1), now)).rejects.toThrow(
      /shorter than the attempts are kept/,
    );
  });
});
