// POST /pdns/v3/record: a JSON body goes through the route table (GraphQL's
// submitPdnsRecords) like every other route; an NDJSON body
// (application/x-ndjson, one record per line) is streamed to the domain,
// which stores it in bounded memory (src/domains/pdns/submit-stream.ts).
// Bytes do not fit a GraphQL variable, so this is a plain Fastify route
// beside the table, as the documents' content routes are: same context
// (authentication) through Yoga's pipeline, same quota, same envelope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { RequestContext } from '../../../src/context.ts';
import { consumePdnsQuota } from '../../../src/domains/pdns/rate-limit.ts';
import { submitPdnsStream } from '../../../src/domains/pdns/submit-stream.ts';
import { InvalidFieldError, UnsupportedMediaTypeError } from '../../../src/errors.ts';
import type { VigilYoga } from '../../../src/http/graphql.ts';
import { singleEnvelope } from '../../../src/http/envelope.ts';
import { executeRoute, prepareRoute } from '../../executor.ts';
import type { RestRoute } from '../../route.ts';

const NDJSON = /^application\/(x-ndjson|ndjson|jsonl|x-jsonlines)\s*(;|$)/i;
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

function flag(req: FastifyRequest, name: string): boolean | null {
  const raw = (req.query as Record<string, string | string[] | undefined>)[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return null;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new InvalidFieldError(name, `${name} must be true or false`, 'invalid.field.value', value);
}

function text(req: FastifyRequest, name: string): string | null {
  const raw = (req.query as Record<string, string | string[] | undefined>)[name];
  return (Array.isArray(raw) ? raw[0] : raw) ?? null;
}

export function registerPdnsRecordRoute(app: FastifyInstance, yoga: VigilYoga, schema: GraphQLSchema, jsonRoute: RestRoute): void {
  const json = prepareRoute(schema, jsonRoute);
  app.route({
    method: 'POST',
    url: jsonRoute.path,
    config: { rawBody: true },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const type = String(req.headers['content-type'] ?? '');
      if (JSON_TYPE.test(type)) {
        const envelope = await executeRoute(yoga, json, req, reply);
        const wait = envelope.metaData?.['millisUntilResourcesAvailable'];
        if (typeof wait === 'number') reply.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
        return reply.code(envelope.responseCode).send(envelope);
      }
      try {
        if (!NDJSON.test(type)) throw new UnsupportedMediaTypeError(type || undefined);
        // Attached before anything is awaited: the iterator buffers (and pauses the body) from here on.
        const reader = createInterface({ input: req.body as Readable, crlfDelay: Infinity });
        const iterator = reader[Symbol.asyncIterator]();
        const lines = { [Symbol.asyncIterator]: () => iterator };
        const ctx = (await yoga.getEnveloped({ req, reply, transport: 'rest' }).contextFactory({ req, reply, transport: 'rest' })) as RequestContext;
        const ignoreOnFailed = flag(req, 'ignoreOnFailed');
        const customer = text(req, 'customer');
        const quota = await consumePdnsQuota(ctx.db, ctx.config, ctx.limiters, { userId: ctx.viewer?.userId ?? null, clientIp: ctx.http.clientIp });
        if (!ctx.bulk) throw new Error('no bulk connection in the request context');
        const result = await submitPdnsStream(ctx, ctx.bulk, { lines, ignoreOnFailed, customer });
        const envelope = singleEnvelope(201, result);
        envelope.metaData = { rateLimit: quota };
        return reply.code(201).send(envelope);
      } catch (error) {
        // Refused before the body was read through: discard the rest, so the client gets the answer.
        req.raw.resume();
        const wait = (error as { metaData?: Record<string, unknown> }).metaData?.['millisUntilResourcesAvailable'];
        if (typeof wait === 'number') reply.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
        throw error;
      }
    },
  });
}
