// Binary content of documents: raw uploads and streamed downloads. The REST
// table translates JSON to GraphQL; bytes do not fit that, so these are plain
// Fastify routes beside it. They build the same request context through
// Yoga's pipeline (same authentication), read the request into the inputs of
// the documents area's content entries (src/domains/documents/raw-content.ts,
// where every rule is), and answer element metadata by running the same
// GraphQL operation as GET /document/{id}, so the envelope is identical.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Readable } from 'node:stream';
import type { RequestContext } from '../../../src/context.ts';
import type { Content } from '../../../src/domains/documents/documents.ts';
import { contentAtPath, contentById, isJsonMediaType, uploadAtPath, uploadIntoFolder, type RawBody, type RawUploadOptions, type Written } from '../../../src/domains/documents/raw-content.ts';
import type { VigilYoga } from '../../../src/http/graphql.ts';
import { executeRoute, prepareRoute } from '../../executor.ts';
import { RestAddDocumentDocument, RestGetDocumentElementDocument } from '../../generated/operations.ts';
import { route, single } from '../../route.ts';
import { prepareValue } from '../../variables.ts';
import { pathNames } from './paths.ts';

const V1 = '/documents/v1';
/** Where the id of the element just written is handed to the metadata operation. */
const WRITTEN = '__writtenElementId';

function query(req: FastifyRequest, name: string): string | undefined {
  const value = (req.query as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function sendContent(reply: FastifyReply, content: Content): Promise<FastifyReply> {
  reply
    .header('content-type', content.mimeType)
    .header('content-length', String(content.size))
    .header('content-disposition', contentDisposition(content.name))
    .header('etag', `"${content.revision}"`)
    .header('x-content-sha256', content.sha256);
  return reply.send(content.stream);
}

export function registerDocumentContentRoutes(app: FastifyInstance, yoga: VigilYoga, schema: GraphQLSchema): void {
  const context = async (req: FastifyRequest, reply: FastifyReply) =>
    (await yoga.getEnveloped({ req, reply, transport: 'rest' }).contextFactory({ req, reply, transport: 'rest' })) as RequestContext;

  const written = (status: number) =>
    prepareRoute(
      schema,
      route({
        method: 'GET',
        path: `${V1}/document/:id`,
        status,
        document: RestGetDocumentElementDocument,
        variables: (r) => ({ ref: { id: r.params[WRITTEN] }, elementType: 'document' }),
        result: (data) => single(data.documentElement),
      }),
    );
  const created = written(201);
  const overwritten = written(200);
  const answerWritten = async (req: FastifyRequest, reply: FastifyReply, id: number, isNew: boolean) => {
    (req.params as Record<string, string>)[WRITTEN] = String(id);
    const envelope = await executeRoute(yoga, isNew ? created : overwritten, req, reply);
    return reply.code(envelope.responseCode).send(envelope);
  };
  // JSON bodies of POST /folder/{id}/documents go through GraphQL like every other route.
  const addJson = prepareRoute(
    schema,
    route({
      method: 'POST',
      path: `${V1}/folder/:id/documents`,
      status: 201,
      document: RestAddDocumentDocument,
      variables: (r) => ({ input: { ...((r.body && typeof r.body === 'object' ? r.body : {}) as object), parent: { id: r.params['id'] } } }),
      result: (data) => single(data.addDocument?.document),
    }),
  );

  /** The query's flags and access mode, translated as the tables translate variables (Boolean, the REST enum spelling). */
  const flag = (req: FastifyRequest, name: string): boolean => {
    const value = query(req, name);
    return value === undefined || value === '' ? false : (prepareValue(schema, 'Boolean', name, value) as boolean);
  };
  const uploadOptions = (req: FastifyRequest): RawUploadOptions => {
    const mode = query(req, 'accessMode');
    return {
      overwriteExisting: flag(req, 'overwriteExisting'),
      accessMode: mode === undefined ? null : (prepareValue(schema, 'DocumentAccessMode', 'accessMode', mode) as RawUploadOptions['accessMode']),
    };
  };
  const rawBody = (req: FastifyRequest): RawBody => ({
    mediaType: req.headers['content-type'],
    declaredLength: req.headers['content-length'],
    stream: req.body as Readable,
  });
  /** Runs an upload; refused before the body was read through, the rest is discarded so the client gets the answer. */
  const upload = async (req: FastifyRequest, reply: FastifyReply, store: (ctx: RequestContext) => Promise<Written>) => {
    let written: Written;
    try {
      written = await store(await context(req, reply));
    } catch (error) {
      req.raw.resume();
      throw error;
    }
    return answerWritten(req, reply, written.id, written.created);
  };

  // Rule 9: /document/{id}/documents is accepted as an alias; the spec's table path is primary.
  for (const url of [`${V1}/folder/:id/documents`, `${V1}/document/:id/documents`]) {
    app.route({
      method: 'POST',
      url,
      config: { rawBody: true },
      handler: async (req, reply) => {
        if (isJsonMediaType(req.headers['content-type'])) {
          const envelope = await executeRoute(yoga, addJson, req, reply);
          return reply.code(envelope.responseCode).send(envelope);
        }
        const id = (req.params as Record<string, string>)['id']!;
        return upload(req, reply, (ctx) => uploadIntoFolder(ctx, id, query(req, 'name'), rawBody(req), uploadOptions(req)));
      },
    });
  }

  app.route({
    method: 'POST',
    url: `${V1}/document/path/*`,
    config: { rawBody: true },
    handler: async (req, reply) =>
      upload(req, reply, (ctx) =>
        uploadAtPath(
          ctx,
          { customer: query(req, 'customer') ?? null, names: pathNames(req.url, `${V1}/document/path`) },
          flag(req, 'createMissing'),
          rawBody(req),
          uploadOptions(req),
        ),
      ),
  });

  const download = (url: string, content: (ctx: RequestContext, req: FastifyRequest) => Promise<Content>) =>
    app.route({
      method: 'GET',
      url,
      // Exact bytes with their length: never re-encoded.
      config: { compress: false } as object,
      handler: async (req, reply) => sendContent(reply, await content(await context(req, reply), req)),
    });

  const param = (req: FastifyRequest, name: string) => (req.params as Record<string, string>)[name]!;
  download(`${V1}/document/:id/content`, (ctx, req) => contentById(ctx, param(req, 'id')));
  download(`${V1}/document/:id/revisions/:number/content`, (ctx, req) => contentById(ctx, param(req, 'id'), param(req, 'number')));
  download(`${V1}/document/path/content/*`, (ctx, req) =>
    contentAtPath(ctx, { customer: query(req, 'customer') ?? null, names: pathNames(req.url, `${V1}/document/path/content`) }),
  );
}
