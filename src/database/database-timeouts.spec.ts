import { isDatabaseUnavailable, pgTimeoutOptions } from './database-timeouts.js';

describe('database timeouts', () => {
  it('gives node-postgres the connect, statement and idle timeouts, and a read timeout 2 s past the statement', () => {
    expect(pgTimeoutOptions({ connectMs: 5000, statementMs: 15000, idleInTransactionMs: 60000 })).toEqual({
      connectionTimeoutMillis: 5000,
      statement_timeout: 15000,
      idle_in_transaction_session_timeout: 60000,
      query_timeout: 17000,
    });
    expect(pgTimeoutOptions({ connectMs: 5000, statementMs: 0, idleInTransactionMs: 0 })).not.toHaveProperty(
      'query_timeout',
    );
  });

  it.each([
    ['a read timeout', new Error('Query read timeout')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a statement timeout',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
    ['a shutdown', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'a wrapped cause',
      new Error('insert failed', { cause: new Error('Connection terminated unexpectedly') }),
    ],
  ])('knows %s as the database being unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Query read timeout'],
  ])('does not take %s for an outage', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
