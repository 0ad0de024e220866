import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, withDeadline } from './unavailable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['an admin shutdown (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a statement timeout (57014)', withCode('57014', 'canceling statement due to statement timeout')],
    ['a connection exception (08006)', withCode('08006')],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['a destroyed Kysely driver', new Error('driver has already been destroyed')],
    ['a wrapped cause', new Error('Database migration failed', { cause: withCode('ECONNRESET') })],
    ['one of several connection attempts', new AggregateError([withCode('ECONNREFUSED')], 'all failed')],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error (42601)', withCode('42601', 'syntax error at or near "selec"')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'ECONNREFUSED'],
  ])('leaves %s to be a 500', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('withDeadline', () => {
  it('passes on the answer of work that finishes in time', async () => {
    await expect(withDeadline(Promise.resolve('ok'), 1000)).resolves.toBe('ok');
  });

  it('rejects work that never finishes with an error recognised as unavailable', async () => {
    const error = await withDeadline(new Promise(() => undefined), 10).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
