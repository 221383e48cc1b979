// Binary content of documents: raw uploads and streamed downloads. The REST
// table translates JSON to GraphQL; bytes do not fit that, so these are plain
// Fastify routes beside it. They build the same request context through
// Yoga's pipeline (same authentication), call the same domain services, and
// answer element metadata by running the same GraphQL operation as
// GET /document/{id}, so the envelope is identical.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Readable } from 'node:stream';
import type { RequestContext } from '../../../src/context.ts';
import { addDocument, addDocumentCreatingFolders, readContent, storeContent, type Content } from '../../../src/domains/documents/documents.ts';
import { folderOrMissingAtPath, resolvePath, splitDocumentPath, type FolderOrMissing } from '../../../src/domains/documents/elements.ts';
import { InvalidFieldError, UnsupportedMediaTypeError } from '../../../src/errors.ts';
import type { VigilYoga } from '../../../src/http/graphql.ts';
import { executeRoute, prepareRoute } from '../../executor.ts';
import { RestAddDocumentDocument, RestGetDocumentElementDocument } from '../../generated/operations.ts';
import { route, single } from '../../route.ts';
import { pathNames } from './paths.ts';
import { MAX_ID } from '../../../src/domains/common/input-policy.ts';

const V1 = '/documents/v1';
/** Where the id of the element just written is handed to the metadata operation. */
const WRITTEN = '__writtenElementId';

function isJson(req: FastifyRequest): boolean {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  return /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/.test(type);
}

function query(req: FastifyRequest, name: string): string | undefined {
  const value = (req.query as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

function flag(req: FastifyRequest, name: string): boolean {
  const value = query(req, name);
  if (value === undefined || value === '') return false;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new InvalidFieldError(name, `${name} must be true or false`, 'invalid.field.value', value);
}

function accessMode(req: FastifyRequest): 'ROLE_BASED' | 'EXPLICIT' | null {
  const value = query(req, 'accessMode');
  if (value === undefined) return null;
  if (value === 'roleBased') return 'ROLE_BASED';
  if (value === 'explicit') return 'EXPLICIT';
  throw new InvalidFieldError('accessMode', 'accessMode must be roleBased or explicit', 'invalid.field.value', value);
}

/** The raw body's media type: the document's own. Forms are not documents: 405. */
function rawMediaType(req: FastifyRequest): string {
  const type = String(req.headers['content-type'] ?? '').trim();
  if (!type || /^multipart\//i.test(type) || /^application\/x-www-form-urlencoded/i.test(type)) throw new UnsupportedMediaTypeError(type || undefined);
  return type;
}

/** 412 before reading a byte when the declared length is above the limit. */
function checkDeclaredLength(ctx: RequestContext, req: FastifyRequest): void {
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > ctx.config.documents.maxBytes) {
    throw new InvalidFieldError('body', `Content is larger than the limit of ${ctx.config.documents.maxBytes} bytes`, 'invalid.field.max', String(ctx.config.documents.maxBytes));
  }
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
      result: (data) => single(data.addDocument),
    }),
  );

  /** Into folder `parent`, or (createMissing) under the folders of `parent.names` from where the existing path stops. */
  const rawUpload = async (
    ctx: RequestContext,
    req: FastifyRequest,
    parent: FolderOrMissing,
    name: string,
    overwriteExisting: boolean,
    mode: 'ROLE_BASED' | 'EXPLICIT' | null,
  ) => {
    const mimeType = rawMediaType(req);
    try {
      checkDeclaredLength(ctx, req);
      const input = { name, mimeType, accessMode: mode, overwriteExisting };
      const content = () => storeContent(ctx, req.body as Readable, 'body');
      return await (typeof parent === 'number'
        ? addDocument(ctx, parent, input, content)
        : addDocumentCreatingFolders(ctx, parent.walked, parent.names, input, content));
    } catch (error) {
      // Refused before the body was read through: discard the rest, so the client gets the answer.
      req.raw.resume();
      throw error;
    }
  };

  // Rule 9: /document/{id}/documents is accepted as an alias; the spec's table path is primary.
  for (const url of [`${V1}/folder/:id/documents`, `${V1}/document/:id/documents`]) {
    app.route({
      method: 'POST',
      url,
      config: { rawBody: true },
      handler: async (req, reply) => {
        if (isJson(req)) {
          const envelope = await executeRoute(yoga, addJson, req, reply);
          return reply.code(envelope.responseCode).send(envelope);
        }
        const ctx = await context(req, reply);
        const id = Number((req.params as Record<string, string>)['id']);
        if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new InvalidFieldError('id', 'id must be an element id');
        const name = query(req, 'name');
        if (!name) throw new InvalidFieldError('name', 'name is required (query parameter name for a raw upload)');
        const result = await rawUpload(ctx, req, id, name, flag(req, 'overwriteExisting'), accessMode(req));
        return answerWritten(req, reply, result.id, result.created);
      },
    });
  }

  app.route({
    method: 'POST',
    url: `${V1}/document/path/*`,
    config: { rawBody: true },
    handler: async (req, reply) => {
      const ctx = await context(req, reply);
      const customer = query(req, 'customer') ?? null;
      const createMissing = flag(req, 'createMissing');
      // Everything that can refuse the upload is checked before missing folders
      // are created: bad input changes nothing.
      let overwriteExisting: boolean;
      let mode: 'ROLE_BASED' | 'EXPLICIT' | null;
      let path: { parents: string[]; name: string };
      try {
        if (isJson(req)) throw new UnsupportedMediaTypeError(String(req.headers['content-type']));
        rawMediaType(req);
        checkDeclaredLength(ctx, req);
        path = splitDocumentPath(ctx.config, pathNames(req.url, `${V1}/document/path`));
        overwriteExisting = flag(req, 'overwriteExisting');
        mode = accessMode(req);
      } catch (error) {
        req.raw.resume(); // refused before the body was read: discard it, so the client gets the answer
        throw error;
      }
      // Missing folders are created only once the content is accepted (the domain orders it).
      const parent = await folderOrMissingAtPath(ctx, { customer, path: path.parents }, createMissing);
      const result = await rawUpload(ctx, req, parent, path.name, overwriteExisting, mode);
      return answerWritten(req, reply, result.id, result.created);
    },
  });

  const download = (url: string, target: (ctx: RequestContext, req: FastifyRequest) => Promise<{ id: number; revision: number | null }>) =>
    app.route({
      method: 'GET',
      url,
      // Exact bytes with their length: never re-encoded.
      config: { compress: false } as object,
      handler: async (req, reply) => {
        const ctx = await context(req, reply);
        const { id, revision } = await target(ctx, req);
        return sendContent(reply, await readContent(ctx, id, revision));
      },
    });

  const idParam = (req: FastifyRequest, name: string) => {
    const value = Number((req.params as Record<string, string>)[name]);
    if (!Number.isInteger(value) || value < 1 || value > MAX_ID) throw new InvalidFieldError(name, `${name} must be a positive whole number`);
    return value;
  };
  download(`${V1}/document/:id/content`, async (_ctx, req) => ({ id: idParam(req, 'id'), revision: null }));
  download(`${V1}/document/:id/revisions/:number/content`, async (_ctx, req) => ({ id: idParam(req, 'id'), revision: idParam(req, 'number') }));
  download(`${V1}/document/path/content/*`, async (ctx, req) => ({
    id: await resolvePath(ctx, { customer: query(req, 'customer') ?? null, path: pathNames(req.url, `${V1}/document/path/content`) }, 'DOCUMENT'),
    revision: null,
  }));
}
