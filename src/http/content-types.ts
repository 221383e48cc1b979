// Request bodies: JSON (application/json and any application/*+json). Routes
// that take raw bytes say so with `config: { rawBody: true }` and receive the
// body as a stream; anything else with a body of another type is a 405, as the
// spec asks for an unsupported Content-Type.
import type { FastifyInstance } from 'fastify';
import { UnsupportedMediaTypeError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler reads the body itself, whatever its Content-Type. */
    rawBody?: boolean;
  }
}

export function registerContentTypes(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(/^application\/[a-z0-9.+-]*\+json$/i, { parseAs: 'string' }, parseJson);
  app.addContentTypeParser('*', (request, payload, done) => {
    if (request.routeOptions.config?.rawBody) {
      done(null, payload);
      return;
    }
    done(new UnsupportedMediaTypeError(request.headers['content-type']), undefined);
  });
}
