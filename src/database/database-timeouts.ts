/**
 * How long the server waits for PostgreSQL (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS,
 * DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS): a stalled or unreachable database answers requests with
 * 503 DATABASE_UNAVAILABLE within these bounds instead of holding them until it comes back.
 */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one from the pool. */
  connectMs: number;
  /** One statement, enforced by PostgreSQL; 0 turns it (and the client's read timeout) off. */
  statementMs: number;
  /** A transaction left open without a statement, enforced by PostgreSQL; 0 turns it off. */
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 60_000,
};

/**
 * The client waits this much longer than the statement timeout before giving up on an answer: the
 * server cancels a slow statement itself, so only a database that does not answer at all (frozen,
 * or the network to it gone) reaches the client's own read timeout.
 */
const READ_TIMEOUT_MARGIN_MS = 2_000;

/** node-postgres client and pool options for these timeouts. */
export function pgTimeoutOptions(timeouts: DatabaseTimeouts) {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    ...(timeouts.statementMs > 0 ? { query_timeout: timeouts.statementMs + READ_TIMEOUT_MARGIN_MS } : {}),
  };
}

/** PostgreSQL error classes that mean the database cannot serve now (not that the request is wrong). */
const UNAVAILABLE_SQLSTATES = [
  /^08/, // connection exception
  /^57P0[1-4]$/, // admin/crash shutdown, cannot connect now, database dropped
  /^53300$/, // too many connections
  /^57014$/, // query canceled: the statement timeout
  /^25P03$/, // idle-in-transaction timeout
];
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGES =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|connection timeout|Client has encountered a connection error|Connection ended unexpectedly/i;

/** Whether an error (or one it wraps) says the database is unreachable, stalled or too slow. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLSTATES.some((re) => re.test(code)))
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}
