import { randomBytes } from 'node:crypto';
import { dropSchema, openStore, type Store } from '../store/index.js';
import type { DatabaseTimeouts } from '../store/timeouts.js';

export interface StoreTarget {
  name: string;
  open(): Promise<Store>;
  /** Closes the store and removes what the run created on a shared server. */
  dispose(store: Store): Promise<void>;
}

/**
 * PGlite in memory always; the PostgreSQL server of DATABASE_URL too, each run in its own schema. `timeouts` replaces
 * the pool's bounds for tests whose subject is not them (a 200-request burst on four connections waits longer than
 * the 3 s default for a connection when the whole suite runs on two cores: a 503, not what such a test checks).
 */
export function storeTargets(options: { timeouts?: DatabaseTimeouts } = {}): StoreTarget[] {
  const targets: StoreTarget[] = [
    {
      name: 'pglite',
      open: () => openStore({ kind: 'pglite' }),
      dispose: (store) => store.close(),
    },
  ];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const schemas = new WeakMap<Store, string>();
    targets.push({
      name: 'postgres',
      async open() {
        const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
        const store = await openStore({ kind: 'postgres', databaseUrl, schema, maxConnections: 4, ...(options.timeouts ? { timeouts: options.timeouts } : {}) });
        schemas.set(store, schema);
        return store;
      },
      async dispose(store) {
        await store.close();
        const schema = schemas.get(store);
        if (schema) await dropSchema(databaseUrl, schema);
      },
    });
  }
  return targets;
}
