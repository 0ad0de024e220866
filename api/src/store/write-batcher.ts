/**
 * Group commit: writes requested while the database is busy are gathered and stored together, in one
 * statement (one transaction), instead of one round trip and one commit each. Every caller's promise
 * settles only after the statement that holds its row has committed, or with the error that kept it
 * from being stored: nothing is answered as stored before it is.
 */

export interface WriteBatcherOptions<Item, Stored> {
  /**
   * Stores every item in one statement, all or nothing, and answers one result per item in the same
   * order.
   */
  writeBatch(items: readonly Item[]): Promise<Stored[]>;
  /**
   * True when `error` says the database itself failed (unreachable, closed): the whole batch then fails.
   * Any other failure may belong to one row only (a constraint), so each item is then retried alone and
   * only the items that fail alone fail.
   */
  failsEveryItem(error: unknown): boolean;
  /** Most items in one statement. */
  maxBatchSize: number;
  /** Statements in flight at once (1 on an embedded single-session database). */
  maxConcurrentBatches: number;
}

export interface WriteBatcher<Item, Stored> {
  /** Resolves once `item` is committed; rejects when it was not stored. */
  write(item: Item): Promise<Stored>;
  /** Waits until every write requested so far has settled; later writes are refused. */
  close(): Promise<void>;
}

interface Pending<Item, Stored> {
  item: Item;
  resolve(stored: Stored): void;
  reject(error: unknown): void;
}

/** A write requested after close(): "database unavailable" to isDatabaseUnavailable (store/unavailable.ts). */
export class WriteBatcherClosedError extends Error {
  constructor() {
    super('The store is closed');
    this.name = 'WriteBatcherClosedError';
  }
}

export function writeBatcher<Item, Stored>(
  options: WriteBatcherOptions<Item, Stored>,
): WriteBatcher<Item, Stored> {
  const queue: Pending<Item, Stored>[] = [];
  let running = 0;
  let scheduled = false;
  let closed = false;
  let idle: (() => void) | undefined;

  async function writeEachAlone(batch: Pending<Item, Stored>[]): Promise<void> {
    for (const pending of batch) {
      try {
        const [stored] = await options.writeBatch([pending.item]);
        if (stored === undefined) throw new Error('The database answered no row for a stored item');
        pending.resolve(stored);
      } catch (error) {
        pending.reject(error);
      }
    }
  }

  async function flush(batch: Pending<Item, Stored>[]): Promise<void> {
    try {
      const stored = await options.writeBatch(batch.map((pending) => pending.item));
      if (stored.length !== batch.length)
        throw new Error(`The database answered ${stored.length} rows for ${batch.length} items`);
      batch.forEach((pending, i) => pending.resolve(stored[i]!));
    } catch (error) {
      if (batch.length === 1 || options.failsEveryItem(error)) {
        for (const pending of batch) pending.reject(error);
      } else {
        await writeEachAlone(batch);
      }
    }
  }

  function startFlushes(): void {
    scheduled = false;
    while (running < options.maxConcurrentBatches && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatchSize);
      running += 1;
      void flush(batch).finally(() => {
        running -= 1;
        if (queue.length > 0) schedule();
        else if (running === 0) idle?.();
      });
    }
  }

  /**
   * The next flush waits for the current turn of the event loop to end, so that the writes of every
   * request handled in it go together; while statements are in flight, writes wait for a free slot.
   */
  function schedule(): void {
    if (scheduled || running >= options.maxConcurrentBatches) return;
    scheduled = true;
    setImmediate(startFlushes);
  }

  return {
    write(item) {
      if (closed) return Promise.reject(new WriteBatcherClosedError());
      return new Promise<Stored>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
    close() {
      closed = true;
      if (queue.length === 0 && running === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        idle = resolve;
      });
    },
  };
}
