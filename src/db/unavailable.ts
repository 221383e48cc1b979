// Failures that mean "the database cannot be reached now" rather than "this
// request is wrong" or "Vigil has a bug": PostgreSQL stopped, restarting,
// unreachable, or the pool waiting too long for a connection. They answer 503
// with a message (SERVICE_UNAVAILABLE), not 500 internal.error; Vigil needs
// nothing to recover: the pool connects again when the database is back.
import { ServiceUnavailableError } from '../errors.ts';

// Socket-level failures of the driver.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
// Prisma's: cannot reach, timed out, server closed the connection, pool timeout.
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
// Driver adapters' error kinds (@prisma/driver-adapter-utils).
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections', 'TransactionAlreadyClosed']);
// PostgreSQL's own: connection exceptions (class 08), shutting down or starting (57P01-57P03).
const SQLSTATE = /^(08...|57P0[123])$/;
const MESSAGES = /Connection terminated|Can't reach database server|Client has encountered a connection error|timeout exceeded when trying to connect|Connection closed|server closed the connection/i;

function unreachable(error: unknown): boolean {
  let current: unknown = error;
  // Wrapped several times over (GraphQL, Prisma, the adapter, pg).
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    const e = current as { code?: unknown; kind?: unknown; message?: unknown; cause?: unknown; originalError?: unknown; originalCode?: unknown };
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || PRISMA_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
    if (typeof e.originalCode === 'string' && SQLSTATE.test(e.originalCode)) return true;
    if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
    current = e.cause ?? e.originalError;
  }
  return false;
}

/** A 503 for an error that means the database is out of reach; null for anything else. */
export function databaseUnavailable(error: unknown): ServiceUnavailableError | null {
  return unreachable(error) ? new ServiceUnavailableError('The database is not reachable at the moment; try again shortly', 'database.unavailable') : null;
}
