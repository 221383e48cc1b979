// Mounts every module's route table on Fastify.
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { VigilYoga } from '../src/http/graphql.ts';
import { executeRoute, prepareRoute, restRequest } from './executor.ts';
import { restRoutes } from './modules/index.ts';
import { registerDocumentContentRoutes } from './modules/documents/content-routes.ts';
import { registerPdnsRecordRoute } from './modules/pdns/record-route.ts';
import { pdnsRecordRoute } from './modules/pdns/routes.ts';
import { acceptedRepresentation, type RestRoute } from './route.ts';

export function registerRestRoutes(app: FastifyInstance, yoga: VigilYoga, schema: GraphQLSchema, routes: readonly RestRoute[] = restRoutes): void {
  for (const route of routes) {
    const prepared = prepareRoute(schema, route);
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req, reply) => {
        const envelope = await executeRoute(yoga, prepared, req, reply);
        if (route.deprecated) {
          reply.header('Deprecation', 'true');
          if (route.deprecated.sunset) reply.header('Sunset', route.deprecated.sunset);
          if (route.deprecated.successor) reply.header('Link', `<${route.deprecated.successor}>; rel="successor-version"`);
        }
        if (route.headers) reply.headers(route.headers(envelope, restRequest(req)));
        const wait = envelope.metaData?.['millisUntilResourcesAvailable'];
        if (typeof wait === 'number') reply.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
        // Database out of reach, or shutting down (SERVICE_UNAVAILABLE): worth a retry shortly.
        else if (envelope.responseCode === 503) reply.header('Retry-After', '5');
        if (route.render && envelope.responseCode < 300) {
          return reply.code(envelope.responseCode).type(route.render.contentType).send(route.render.body(envelope));
        }
        const representation = route.representations ? acceptedRepresentation(req.headers.accept, Object.keys(route.representations)) : null;
        if (representation && envelope.responseCode < 400) {
          return reply.code(envelope.responseCode).type(`${representation}; charset=utf-8`).send(route.representations![representation]!(envelope.data));
        }
        return reply.code(envelope.responseCode).send(envelope);
      },
    });
  }
  // Binary document content: plain streaming routes beside the table (documents area).
  if (routes === restRoutes) registerDocumentContentRoutes(app, yoga, schema);
  // POST /pdns/v3/record: JSON through the table, NDJSON streamed (pdns area).
  if (routes === restRoutes) registerPdnsRecordRoute(app, yoga, schema, pdnsRecordRoute);
}
