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

/** application/*+json, with or without parameters (Fastify tests the type with them; application/json is its own parser). */
const SUFFIXED_JSON = /^application\/[a-z0-9.+-]*\+json\s*(;|$)/i;

/** Whether a Content-Type header names a type whose body is parsed as JSON (its parameters aside). */
export function isJsonMediaType(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || (type !== undefined && SUFFIXED_JSON.test(type));
}

export function registerContentTypes(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(SUFFIXED_JSON, { parseAs: 'string' }, parseJson);
  app.addContentTypeParser('*', (request, payload, done) => {
    if (request.routeOptions.config?.rawBody) {
      done(null, payload);
      return;
    }
    done(new UnsupportedMediaTypeError(request.headers['content-type']), undefined);
  });
}
