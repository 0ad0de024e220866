import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from './index.js';
import { storeTargets } from '../test-support/stores.js';

describe.each(storeTargets())('accounts store on $name', (target) => {
  let store: Store;
  beforeAll(async () => {
    store = await target.open();
  });
  afterAll(async () => {
    await target.dispose(store);
  });

  it('answers a conflict, not an error, to sign-ups of one new address at the same moment', async () => {
    const email = `race.${Date.now()}@example.com`;
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        store.users.create({ email: i % 2 === 0 ? email : email.toUpperCase(), username: `race${i}${Date.now() % 100000}`, firstName: 'R', lastName: 'C', passwordHash: 'h' }),
      ),
    );
    expect(attempts.filter((a) => !('conflict' in a))).toHaveLength(1);
    expect(attempts.filter((a) => 'conflict' in a && a.conflict === 'email')).toHaveLength(5);
  });
});
