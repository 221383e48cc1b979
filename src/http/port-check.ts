// Whether Vigil can listen where it is told to, checked before anything is
// created (the database, the operator and its one-time admin key): a busy
// port stops the first start with one clear line, not a stack trace after the
// key was printed and lost.
import { createServer } from 'node:net';

export class PortUnavailableError extends Error {
  constructor(host: string, port: number, code: string) {
    super(
      code === 'EADDRINUSE'
        ? `Cannot listen on ${host}:${port}: the port is in use by another process. Stop it, or set PORT (and HOST) to a free one. Nothing was created.`
        : `Cannot listen on ${host}:${port} (${code}). Set PORT and HOST to an address this machine has. Nothing was created.`,
    );
    this.name = 'PortUnavailableError';
  }
}

/** Binds and releases the address; throws PortUnavailableError when it cannot be bound. */
export function checkPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(new PortUnavailableError(host, port, error.code ?? 'unknown')));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The same error for a listen that fails later (another process took the port meanwhile). */
export function asPortError(error: unknown, host: string, port: number): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EADDRINUSE' || code === 'EADDRNOTAVAIL' || code === 'EACCES' ? new PortUnavailableError(host, port, code) : error;
}
