// /documents/v1 REST routes (issue #4): the spec's table, plus the paths the
// spec leaves open (revisions, locks, revoke on folders, access by document
// path; docs/spec-decisions.md). Binary content (raw uploads and downloads)
// is served by content-routes.ts, beside these.
import {
  RestAddDocumentFolderDocument,
  RestDeleteDocumentElementDocument,
  RestDocumentAccessEntriesDocument,
  RestDocumentRevisionDocument,
  RestDocumentRevisionsDocument,
  RestFolderContentDocument,
  RestGetDocumentElementDocument,
  RestGetDocumentRootFolderDocument,
  RestGrantDocumentAccessDocument,
  RestLockDocumentDocument,
  RestRestoreDocumentRevisionDocument,
  RestRevokeDocumentAccessDocument,
  RestSetDocumentAccessModeDocument,
  RestUnlockDocumentDocument,
  RestUpdateDocumentDocument,
} from '../../generated/operations.ts';
import type { RestRequest, RestRoute } from '../../route.ts';
import { fromQuery, list, none, page, route, single } from '../../route.ts';
import { InvalidFieldError } from '../../../src/errors.ts';
import { ifMatchRevision, pathNames } from './paths.ts';

const V1 = '/documents/v1';

type Ref = { id: string } | { path: { customer?: string; names: string[] } };

const byId = (req: RestRequest): Ref => ({ id: req.params['id']! });
const byPath = (prefix: string) => (req: RestRequest): Ref => {
  const customer = queryOne(req, 'customer');
  return { path: { ...(customer !== undefined ? { customer } : {}), names: pathNames(req.url, `${V1}${prefix}`) } };
};

function queryOne(req: RestRequest, name: string): string | undefined {
  const value = req.query[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The operation's input: the JSON body's fields and those the URL gives (the
 * element, its type, the parent folder). The URL's are not body fields: a
 * body naming one is refused rather than silently overridden (a NUL in a
 * body's `elementType` was answered 200), and a body that is not a JSON
 * object is refused rather than read as empty.
 */
function bodyWith(req: RestRequest, fromUrl: Record<string, unknown>): Record<string, unknown> {
  const raw = req.body;
  if (raw === undefined || raw === null) return { ...fromUrl };
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new InvalidFieldError('body', 'The body must be a JSON object', 'invalid.field.value');
  for (const key of Object.keys(fromUrl)) {
    if (Object.hasOwn(raw, key)) throw new InvalidFieldError(key, `Unknown field ${JSON.stringify(key)}: the URL names the element`, 'invalid.field.value');
  }
  return { ...(raw as Record<string, unknown>), ...fromUrl };
}

/** Both `/x/path/{path}` and the bare `/x/path` (the root), same handler. */
function withRoot(path: string): string[] {
  return [`${V1}${path}/*`, `${V1}${path}`];
}

const elementRoutes = (paths: string[], ref: (req: RestRequest) => Ref, elementType: 'folder' | 'document' | undefined) =>
  paths.map((path) =>
    route({
      method: 'GET',
      path,
      document: RestGetDocumentElementDocument,
      variables: (req) => ({ ref: ref(req), ...(elementType ? { elementType } : {}) }),
      result: (data) => single(data.documentElement),
    }),
  );

const listRoutes = (paths: string[], ref: (req: RestRequest) => Ref) =>
  paths.map((path) =>
    route({
      method: 'GET',
      path,
      document: RestFolderContentDocument,
      variables: (req) => ({ ref: ref(req), ...fromQuery(req, 'limit', 'offset') }),
      result: (data) => page(data.folderContent),
    }),
  );

const addFolderRoutes = (paths: string[], ref: (req: RestRequest) => Ref) =>
  paths.map((path) =>
    route({
      method: 'POST',
      path,
      status: 201,
      document: RestAddDocumentFolderDocument,
      variables: (req) => ({ input: bodyWith(req, { parent: ref(req) }) }),
      fieldsFromUrl: ['parent'],
      result: (data) => single(data.addDocumentFolder?.folder),
    }),
  );

const deleteRoutes = (paths: string[], ref: (req: RestRequest) => Ref, elementType: 'folder' | 'document') =>
  paths.map((path) =>
    route({
      method: 'DELETE',
      path,
      document: RestDeleteDocumentElementDocument,
      variables: (req) => ({ input: { ref: ref(req), elementType, ...(queryOne(req, 'mode') !== undefined ? { mode: queryOne(req, 'mode') } : {}) } }),
      result: () => none(),
    }),
  );

/** PUT (mode), POST (grant), GET (entries) on an element's access path. */
const accessRoutes = (paths: string[], ref: (req: RestRequest) => Ref, elementType: 'folder' | 'document') =>
  paths.flatMap((path) => [
    route({
      method: 'PUT',
      path,
      document: RestSetDocumentAccessModeDocument,
      variables: (req) => ({ input: bodyWith(req, { ref: ref(req), elementType }) }),
      fieldsFromUrl: ['ref', 'elementType'],
      result: (data) => single(data.setDocumentAccessMode?.element),
    }),
    route({
      method: 'POST',
      path,
      status: 201,
      document: RestGrantDocumentAccessDocument,
      variables: (req) => ({ input: bodyWith(req, { ref: ref(req), elementType }) }),
      fieldsFromUrl: ['ref', 'elementType'],
      result: (data) => single(data.grantDocumentAccess?.accessEntry),
    }),
    route({
      method: 'GET',
      path,
      document: RestDocumentAccessEntriesDocument,
      variables: (req) => ({ ref: ref(req), elementType }),
      // documentElement is null only with its NOT_FOUND (the 404 the root field answered); its list only with its own error.
      result: (data) => list(data.documentElement?.accessEntries ?? []),
    }),
  ]);

const revokeRoute = (path: string, elementType: 'folder' | 'document') =>
  route({
    method: 'DELETE',
    path,
    document: RestRevokeDocumentAccessDocument,
    variables: (req) => ({ input: { ref: byId(req), elementType, accessEntryID: req.params['accessEntryID'] } }),
    result: () => none(),
  });

/**
 * A REST caller names an element by the URL (its path) and `customer`: errors on
 * the reference inside the operation's input (`ref`, `parent`) name those.
 */
const REFERENCE_FIELDS = {
  // A root field's `ref` argument is named from inside it (`path.names`), a mutation's from its input (`ref.path.names`).
  'path.names': 'path', 'path.customer': 'customer',
  'ref.path.names': 'path', 'ref.path.customer': 'customer', 'parent.path.names': 'path', 'parent.path.customer': 'customer',
} as const;

const routes: readonly RestRoute[] = [
  ...elementRoutes([`${V1}/folder/:id`], byId, 'folder'),
  ...elementRoutes([`${V1}/document/:id`], byId, 'document'),
  ...elementRoutes(withRoot('/folder/path/meta'), byPath('/folder/path/meta'), undefined),
  ...elementRoutes([`${V1}/document/path/meta/*`], byPath('/document/path/meta'), 'document'),
  route({
    method: 'GET',
    path: `${V1}/customer/:customerID`,
    document: RestGetDocumentRootFolderDocument,
    variables: (req) => ({ customer: req.params['customerID'] }),
    result: (data) => single(data.documentRootFolder),
  }),
  ...listRoutes([`${V1}/folder/:id/content`], byId),
  ...listRoutes(withRoot('/folder/path/content'), byPath('/folder/path/content')),
  route({
    method: 'PUT',
    path: `${V1}/document/:id`,
    document: RestUpdateDocumentDocument,
    variables: (req) => {
      const revision = ifMatchRevision(req.headers['if-match']);
      return { input: { ...(revision !== undefined ? { revision } : {}), ...bodyWith(req, { ref: byId(req) }) } };
    },
    fieldsFromUrl: ['ref'],
    result: (data) => single(data.updateDocument?.document),
  }),
  ...addFolderRoutes([`${V1}/folder/:id`], byId),
  ...addFolderRoutes(withRoot('/folder/path'), byPath('/folder/path')),
  ...deleteRoutes([`${V1}/document/:id`], byId, 'document'),
  ...deleteRoutes([`${V1}/document/path/*`], byPath('/document/path'), 'document'),
  ...deleteRoutes([`${V1}/folder/:id`], byId, 'folder'),
  ...deleteRoutes([`${V1}/folder/path/*`], byPath('/folder/path'), 'folder'),
  ...accessRoutes([`${V1}/document/:id/access`], byId, 'document'),
  ...accessRoutes([`${V1}/folder/:id/access`], byId, 'folder'),
  ...accessRoutes(withRoot('/folder/path/access'), byPath('/folder/path/access'), 'folder'),
  ...accessRoutes([`${V1}/document/path/access/*`], byPath('/document/path/access'), 'document'),
  revokeRoute(`${V1}/document/:id/access/:accessEntryID`, 'document'),
  revokeRoute(`${V1}/folder/:id/access/:accessEntryID`, 'folder'),
  route({
    method: 'PUT',
    path: `${V1}/document/:id/lock`,
    document: RestLockDocumentDocument,
    variables: (req) => ({ input: bodyWith(req, { ref: byId(req) }) }),
    fieldsFromUrl: ['ref'],
    result: (data) => single(data.lockDocument?.document),
  }),
  route({
    method: 'DELETE',
    path: `${V1}/document/:id/lock`,
    document: RestUnlockDocumentDocument,
    variables: (req) => ({ input: { ref: byId(req) } }),
    result: (data) => single(data.unlockDocument?.document),
  }),
  route({
    method: 'GET',
    path: `${V1}/document/:id/revisions`,
    document: RestDocumentRevisionsDocument,
    // Without limit: every revision, as before (up to MAX_PAGE_SIZE; docs/spec-decisions.md).
    variables: (req) => ({ ref: byId(req), ...fromQuery(req, 'limit', 'offset') }),
    result: (data) => page(data.documentRevisions),
  }),
  route({
    method: 'GET',
    path: `${V1}/document/:id/revisions/:number`,
    document: RestDocumentRevisionDocument,
    variables: (req) => ({ ref: byId(req), number: req.params['number'] }),
    result: (data) => single(data.documentRevision),
  }),
  route({
    method: 'POST',
    path: `${V1}/document/:id/revisions/:number/restore`,
    status: 201,
    document: RestRestoreDocumentRevisionDocument,
    variables: (req) => {
      const revision = ifMatchRevision(req.headers['if-match']);
      return { input: { ...(revision !== undefined ? { revision } : {}), ref: byId(req), number: req.params['number'] } };
    },
    result: (data) => single(data.restoreDocumentRevision?.document),
  }),
];

export const documentsRoutes: readonly RestRoute[] = routes.map((r) => ({ ...r, errorFields: { ...REFERENCE_FIELDS, ...r.errorFields } }));
