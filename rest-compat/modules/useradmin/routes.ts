// /useradmin/v2: groups, functions, users, permissions and API keys (issue #3).
// Paths the spec shows are kept exactly; the others (function changes,
// users, permissions, API keys) follow its layout and are listed in
// docs/spec-decisions.md.
import * as D from '../../generated/operations.ts';
import { inputWithUrl } from '../../url-fields.ts';
import { fromQuery, KEYWORD_ERROR_FIELDS, keywordsFromQuery, list, page, route, single, sortByFromQuery, type RestRequest, type RestRoute } from '../../route.ts';

const BASE = '/useradmin/v2';

/** Subjects answer with `type` (user or group) instead of GraphQL's __typename. */
function subject(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  // Group flags are aliased in the document (a union cannot select two `flags` of different enum types).
  const { __typename, groupFlags, ...rest } = value as { __typename?: string; groupFlags?: unknown } & Record<string, unknown>;
  return { type: __typename === 'Group' ? 'group' : 'user', ...rest, ...(groupFlags !== undefined ? { flags: groupFlags } : {}) };
}
const subjects = (values: readonly unknown[] | null | undefined) => list((values ?? []).map(subject));
const permission = (value: unknown) =>
  value && typeof value === 'object' ? { ...(value as Record<string, unknown>), subject: subject((value as { subject?: unknown }).subject) } : value;

/** The group's input field, named as REST names it (the path's parameter). */
const GROUP_FIELD = { group: 'idOrShortName' } as const;
/** The same for the other objects a path names. */
const FUNCTION_FIELD = { function: 'nameOrID' } as const;
const USER_FIELD = { user: 'idOrShortName' } as const;
const API_KEY_FIELD = { apiKey: 'id' };
const PERMISSION_FIELD = { permission: 'id' };
/** A root field's reference argument (`group(ref:)`, ...), named as REST's path names it. */
const REF_FIELD = { ref: 'idOrShortName' } as const;
const FUNCTION_REF_FIELD = { ref: 'nameOrID' } as const;

const body = (req: RestRequest) => (req.body ?? {}) as Record<string, unknown>;
const param = (req: RestRequest, name: string) => req.params[name];

/** PUT /group with the identifier in the body (the spec's example): `id` (or `idOrShortName`) names the group. */
function groupFromBody(req: RestRequest) {
  const { id, idOrShortName, ...input } = body(req);
  return { input: inputWithUrl(input, { group: idOrShortName ?? (id === undefined ? undefined : String(id)) }) };
}

const groupRoutes: RestRoute[] = [
  route({ method: 'GET', path: `${BASE}/group`, document: D.RestSearchGroupsDocument,
    variables: (req) => ({ ...keywordsFromQuery(req), ...fromQuery(req, 'customer', 'includeFlags', 'excludeFlags', 'includeDisabled', 'limit', 'offset') }), sortBy: sortByFromQuery,
    errorFields: KEYWORD_ERROR_FIELDS,
    result: (data) => page(data.groups) }),
  route({ method: 'POST', path: `${BASE}/group/search`, document: D.RestAdvancedSearchGroupsDocument,
    variables: (req) => ({ input: req.body ?? {} }), result: (data) => page(data.searchGroups) }),
  route({ method: 'POST', path: `${BASE}/group`, document: D.RestAddGroupDocument, status: 201,
    variables: (req) => ({ input: req.body ?? {} }), result: (data) => single(data.addGroup?.group) }),
  route({ method: 'PUT', path: `${BASE}/group`, document: D.RestUpdateGroupDocument,
    variables: groupFromBody, errorFields: GROUP_FIELD, result: (data) => single(data.updateGroup?.group) }),
  route({ method: 'GET', path: `${BASE}/group/:idOrShortName`, document: D.RestGetGroupDocument,
    variables: (req) => ({ idOrShortName: param(req, 'idOrShortName') }), errorFields: REF_FIELD, result: (data) => single(data.group) }),
  route({ method: 'PUT', path: `${BASE}/group/:idOrShortName`, document: D.RestUpdateGroupDocument,
    variables: (req) => ({ input: inputWithUrl(req.body, { group: param(req, 'idOrShortName') }) }), errorFields: GROUP_FIELD,
    result: (data) => single(data.updateGroup?.group) }),
  route({ method: 'DELETE', path: `${BASE}/group/:idOrShortName`, document: D.RestDisableGroupDocument,
    variables: (req) => ({ input: { group: param(req, 'idOrShortName') } }), errorFields: GROUP_FIELD, result: (data) => single(data.disableGroup?.group) }),
  route({ method: 'PUT', path: `${BASE}/group/:idOrShortName/reenable`, document: D.RestReenableGroupDocument,
    variables: (req) => ({ input: { group: param(req, 'idOrShortName') } }), errorFields: GROUP_FIELD, result: (data) => single(data.reenableGroup?.group) }),
  route({ method: 'GET', path: `${BASE}/group/:idOrShortName/members`, document: D.RestGroupMembersDocument,
    variables: (req) => ({ idOrShortName: param(req, 'idOrShortName'), memberLimit: 0 }), errorFields: REF_FIELD, result: (data) => subjects(data.group?.members?.items) }),
  route({ method: 'POST', path: `${BASE}/group/:idOrShortName/members`, document: D.RestAddGroupMembersDocument, status: 201,
    variables: (req) => ({ input: { group: param(req, 'idOrShortName'), subject: body(req)['subject'] } }), errorFields: GROUP_FIELD,
    result: (data) => subjects(data.addGroupMembers?.members) }),
  route({ method: 'DELETE', path: `${BASE}/group/:idOrShortName/members`, document: D.RestRemoveGroupMembersDocument,
    variables: (req) => ({ input: { group: param(req, 'idOrShortName'), ...fromQuery(req, 'subject') } }), errorFields: GROUP_FIELD,
    result: (data) => subjects(data.removeGroupMembers?.members) }),
  route({ method: 'GET', path: `${BASE}/group/:idOrShortName/permissions`, document: D.RestGroupPermissionsDocument,
    // The page of all of a group's grants (limit 0: up to MAX_PAGE_SIZE, the 412 on limit beyond), as REST always listed them.
    variables: (req) => ({ idOrShortName: param(req, 'idOrShortName'), ...fromQuery(req, 'includeInherited'), permissionLimit: 0 }), errorFields: REF_FIELD,
    result: (data) => list((data.group?.permissions?.items ?? []).map(permission)) }),
];

const functionRoutes: RestRoute[] = [
  route({ method: 'GET', path: `${BASE}/function`, document: D.RestSearchFunctionsDocument,
    variables: (req) => ({ ...keywordsFromQuery(req), ...fromQuery(req, 'minimumSecurityLevel', 'flags', 'limit', 'offset') }), sortBy: sortByFromQuery,
    errorFields: KEYWORD_ERROR_FIELDS, result: (data) => page(data.functions) }),
  route({ method: 'POST', path: `${BASE}/function/search`, document: D.RestAdvancedSearchFunctionsDocument,
    variables: (req) => ({ input: req.body ?? {} }), result: (data) => page(data.searchFunctions) }),
  route({ method: 'POST', path: `${BASE}/function`, document: D.RestAddFunctionDocument, status: 201,
    variables: (req) => ({ input: req.body ?? {} }), result: (data) => single(data.addFunction?.function) }),
  route({ method: 'GET', path: `${BASE}/function/:nameOrID`, document: D.RestGetFunctionDocument,
    variables: (req) => ({ nameOrID: param(req, 'nameOrID') }), errorFields: FUNCTION_REF_FIELD, result: (data) => single(data.function) }),
  route({ method: 'PUT', path: `${BASE}/function/:nameOrID`, document: D.RestUpdateFunctionDocument,
    variables: (req) => ({ input: inputWithUrl(req.body, { function: param(req, 'nameOrID') }) }), errorFields: FUNCTION_FIELD,
    result: (data) => single(data.updateFunction?.function) }),
  route({ method: 'DELETE', path: `${BASE}/function/:nameOrID`, document: D.RestDeleteFunctionDocument,
    variables: (req) => ({ input: { function: param(req, 'nameOrID') } }), errorFields: FUNCTION_FIELD, result: (data) => single(data.deleteFunction?.function) }),
  route({ method: 'GET', path: `${BASE}/function/:nameOrID/children`, document: D.RestFunctionChildrenDocument,
    variables: (req) => ({ nameOrID: param(req, 'nameOrID') }), errorFields: FUNCTION_REF_FIELD, result: (data) => list(data.function?.children ?? []) }),
  route({ method: 'GET', path: `${BASE}/function/:nameOrID/parents`, document: D.RestFunctionParentsDocument,
    variables: (req) => ({ nameOrID: param(req, 'nameOrID') }), errorFields: FUNCTION_REF_FIELD, result: (data) => list(data.function?.parents ?? []) }),
  route({ method: 'POST', path: `${BASE}/function/:nameOrID/parents`, document: D.RestAddFunctionParentsDocument, status: 201,
    variables: (req) => ({ input: { function: param(req, 'nameOrID'), parent: body(req)['parent'] } }), errorFields: FUNCTION_FIELD,
    result: (data) => list(data.addFunctionParents?.parents ?? []) }),
  route({ method: 'DELETE', path: `${BASE}/function/:nameOrID/parents`, document: D.RestRemoveFunctionParentsDocument,
    variables: (req) => ({ input: { function: param(req, 'nameOrID'), ...fromQuery(req, 'parent') } }), errorFields: FUNCTION_FIELD,
    result: (data) => list(data.removeFunctionParents?.parents ?? []) }),
];

const userRoutes: RestRoute[] = [
  route({ method: 'GET', path: `${BASE}/user`, document: D.RestSearchUsersDocument,
    variables: (req) => ({ ...keywordsFromQuery(req), ...fromQuery(req, 'customer', 'includeDisabled', 'limit', 'offset') }), sortBy: sortByFromQuery,
    errorFields: KEYWORD_ERROR_FIELDS, result: (data) => page(data.users) }),
  route({ method: 'POST', path: `${BASE}/user/search`, document: D.RestAdvancedSearchUsersDocument,
    variables: (req) => ({ input: req.body ?? {} }), result: (data) => page(data.searchUsers) }),
  route({ method: 'POST', path: `${BASE}/user`, document: D.RestAddUserDocument, status: 201,
    variables: (req) => ({ input: req.body ?? {} }), result: (data) => single(data.addUser?.user) }),
  route({ method: 'GET', path: `${BASE}/user/:idOrShortName`, document: D.RestGetUserDocument,
    variables: (req) => ({ idOrShortName: param(req, 'idOrShortName') }), errorFields: REF_FIELD, result: (data) => single(data.user) }),
  route({ method: 'PUT', path: `${BASE}/user/:idOrShortName`, document: D.RestUpdateUserDocument,
    variables: (req) => ({ input: inputWithUrl(req.body, { user: param(req, 'idOrShortName') }) }), errorFields: USER_FIELD,
    result: (data) => single(data.updateUser?.user) }),
  route({ method: 'DELETE', path: `${BASE}/user/:idOrShortName`, document: D.RestDisableUserDocument,
    variables: (req) => ({ input: { user: param(req, 'idOrShortName') } }), errorFields: USER_FIELD, result: (data) => single(data.disableUser?.user) }),
  route({ method: 'PUT', path: `${BASE}/user/:idOrShortName/reenable`, document: D.RestReenableUserDocument,
    variables: (req) => ({ input: { user: param(req, 'idOrShortName') } }), errorFields: USER_FIELD, result: (data) => single(data.reenableUser?.user) }),
  route({ method: 'GET', path: `${BASE}/user/:user/apikey`, document: D.RestApiKeysDocument,
    variables: (req) => ({ user: param(req, 'user'), ...fromQuery(req, 'includeRevoked') }), result: (data) => list(data.apiKeys ?? []) }),
  route({ method: 'POST', path: `${BASE}/user/:user/apikey`, document: D.RestIssueApiKeyDocument, status: 201,
    variables: (req) => ({ input: inputWithUrl(req.body, { user: param(req, 'user') }) }),
    result: (data) => single(data.issueApiKey?.apiKey) }),
  route({ method: 'DELETE', path: `${BASE}/user/:user/apikey/:id`, document: D.RestRevokeApiKeyDocument,
    variables: (req) => ({ input: { user: param(req, 'user'), apiKey: param(req, 'id') } }), errorFields: API_KEY_FIELD,
    result: (data) => single(data.revokeApiKey?.apiKey) }),
];

const permissionRoutes: RestRoute[] = [
  route({ method: 'GET', path: `${BASE}/permission`, document: D.RestSearchPermissionsDocument,
    variables: (req) => fromQuery(req, 'subject', 'customer', 'function', 'includeInherited', 'limit', 'offset'),
    result: (data) => (data.permissions ? page({ ...data.permissions, items: data.permissions.items.map(permission) }) : page(null)) }),
  route({ method: 'POST', path: `${BASE}/permission`, document: D.RestGrantPermissionDocument, status: 201,
    variables: (req) => ({ input: req.body ?? {} }), result: (data) => single(permission(data.grantPermission?.permission)) }),
  route({ method: 'DELETE', path: `${BASE}/permission/:id`, document: D.RestRevokePermissionDocument,
    variables: (req) => ({ input: { permission: param(req, 'id') } }), errorFields: PERMISSION_FIELD,
    result: (data) => single(permission(data.revokePermission?.permission)) }),
];

export const userAdminRoutes: readonly RestRoute[] = [...groupRoutes, ...functionRoutes, ...userRoutes, ...permissionRoutes];
