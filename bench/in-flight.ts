// Requests a server has accepted and not yet answered. autocannon stops
// without waiting for its requests in flight and the server finishes them
// afterwards, so the next statement count or run must wait until it is idle.
import type { FastifyInstance } from 'fastify';

const POLL_MS = 20;
// Requests still unread in socket buffers when autocannon reports are not
// counted yet; they are parsed as soon as the event loop is free, well
// within this window.
const IDLE_MS = 200;

export class InFlight {
  count = 0;

  /** Hooks the app (before it listens): counted from onRequest to onSend, when the handler's work is done. */
  track(app: FastifyInstance): void {
    app.addHook('onRequest', (_req, _reply, done) => {
      this.count += 1;
      done();
    });
    app.addHook('onSend', (_req, _reply, payload, done) => {
      this.count -= 1;
      done(null, payload);
    });
  }

  /** Resolves once no request has been in flight for IDLE_MS. */
  async drained(): Promise<void> {
    let idleSince = Date.now();
    while (Date.now() - idleSince < IDLE_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (this.count > 0) idleSince = Date.now();
    }
  }
}
