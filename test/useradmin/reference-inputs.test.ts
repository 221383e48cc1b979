// User administration's reference inputs (docs/graphql.md "Ids"): UserRef,
// GroupRef, FunctionRef { id | name } and CustomerRef filters. The caller says
// which key it gives; REST keeps its one text, read by the same rule as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';
import { answerOfEveryExecutor } from '../support/executors.ts';
import { requestStatements } from '../support/statements.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const USER = 'query ($u: UserRef!) { user(ref: $u) { shortName } }';
const FUNCTION = 'query ($f: FunctionRef!) { function(ref: $f) { name } }';

/** Whole answers compared with the names and timestamps taken out. */
const named = (body: unknown, ...names: string[]) => {
  let text = JSON.stringify(body).replace(/"timestamp":\d+/g, '"timestamp":0');
  for (const name of names) text = text.replaceAll(name, 'X');
  return JSON.parse(text);
};

describe('a reference names its object by the key given', () => {
  it('reads a user by short name, global id and numeric id', async () => {
    const ids = (await t.graphql('{ user(ref: { shortName: "acme-user" }) { id databaseId } }', {}, { as: 'admin' })).body.data.user;
    for (const ref of [{ shortName: 'acme-user' }, { id: ids.id }, { id: String(ids.databaseId) }, { id: ids.databaseId }]) {
      const res = await t.graphql(USER, { u: ref }, { as: 'admin' });
      expect(res.body, JSON.stringify(ref)).toEqual({ data: { user: { shortName: 'acme-user' } } });
    }
  });

  it('reads a group and a function by each key', async () => {
    const group = (await t.graphql('{ group(ref: { shortName: "acme-staff" }) { id databaseId } }', {}, { as: 'admin' })).body.data.group;
    const byId = await t.graphql('query ($g: GroupRef!) { group(ref: $g) { shortName } }', { g: { id: group.id } }, { as: 'admin' });
    expect(byId.body).toEqual({ data: { group: { shortName: 'acme-staff' } } });
    const fn = (await t.graphql('{ function(ref: { name: "POWER-USER" }) { id databaseId } }', {}, { as: 'admin' })).body.data.function;
    for (const ref of [{ name: 'POWER-USER' }, { id: fn.id }, { id: String(fn.databaseId) }]) {
      expect((await t.graphql(FUNCTION, { f: ref }, { as: 'admin' })).body, JSON.stringify(ref)).toEqual({ data: { function: { name: 'POWER-USER' } } });
    }
  });

  it('reads a short name made of digits as a short name; REST reads the same text as an id', async () => {
    const made = await t.request('POST', '/useradmin/v2/user', { as: 'admin', body: { customer: 'acme', shortName: '424242', name: 'Digits' } });
    expect(made.status).toBe(201);
    const res = await t.graphql(USER, { u: { shortName: '424242' } }, { as: 'admin' });
    expect(res.body).toEqual({ data: { user: { shortName: '424242' } } });
    const rest = await t.get('/useradmin/v2/user/424242', { as: 'admin' });
    expect(rest.status).toBe(404);
  });

  it('filters by customer references', async () => {
    const res = await t.graphql('{ users(customer: [{ shortName: "acme" }], limit: 100) { nodes { customer { shortName } } } }', {}, { as: 'admin' });
    expect(res.body.data.users.nodes.length).toBeGreaterThan(0);
    for (const u of res.body.data.users.nodes) expect(u.customer.shortName).toBe('acme');
    const permissions = await t.graphql('{ permissions(customer: [{ shortName: "acme" }], function: [{ name: "CUSTOMER-ADMINISTRATOR" }]) { nodes { function { name } customer { shortName } } } }', {}, { as: 'admin' });
    expect(permissions.body.errors).toBeUndefined();
    expect(permissions.body.data.permissions.nodes.length).toBeGreaterThan(0);
    for (const p of permissions.body.data.permissions.nodes) expect(p).toEqual({ function: { name: 'CUSTOMER-ADMINISTRATOR' }, customer: { shortName: 'acme' } });
  });
});

describe('a bad key names the field', () => {
  it('names `ref` on the root fields and the input field in mutations', async () => {
    const user = await t.graphql(USER, { u: { id: 'acme-user' } }, { as: 'admin' });
    expect(user.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'ref' });
    const fn = await t.graphql(FUNCTION, { f: { name: 'bad name' } }, { as: 'admin' });
    expect(fn.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'ref' });
    expect(fn.body.errors[0].message).toBe('ref must be a function id or name');
    const grant = await t.graphql('mutation { grantPermission(input: { subject: { user: { shortName: "acme-user" } }, function: { id: "x1" }, customer: { shortName: "acme" } }) { permission { id } } }', {}, { as: 'admin' });
    expect(grant.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'function' });
    const key = await t.graphql('{ apiKeys(user: { shortName: "bad name" }) { id } }', {}, { as: 'admin' });
    expect(key.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'user' });
  });
});

describe('exactly one key (@oneOf)', () => {
  it.each([
    ['UserRef', USER, 'u', { id: '1', shortName: 'acme-user' }],
    ['UserRef', USER, 'u', {}],
    ['FunctionRef', FUNCTION, 'f', { id: '1', name: 'POWER-USER' }],
    ['FunctionRef', FUNCTION, 'f', {}],
  ])('%s refuses %j as a variable', async (type, query, name, ref) => {
    const res = await t.graphql(query, { [name]: ref }, { as: 'admin' });
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(res.body.errors[0].message).toContain(`"${type}"`);
  });

  it.each([
    ['{ user(ref: { id: "1", shortName: "acme-user" }) { id } }', 'UserRef'],
    ['{ group(ref: {}) { id } }', 'GroupRef'],
    ['{ function(ref: { id: "1", name: "POWER-USER" }) { id } }', 'FunctionRef'],
  ])('refuses %s as a validation error', async (query, type) => {
    const res = await t.graphql(query, {}, { as: 'admin' });
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(res.body.errors[0].message).toContain(type);
  });
});

describe('another customer\'s object answers exactly like a missing one', () => {
  it('user, group and API key owner', async () => {
    for (const [query, hidden, missing] of [
      ['query ($r: UserRef!) { user(ref: $r) { id } }', 'globex-user', 'globex-nobody'],
      ['query ($r: GroupRef!) { group(ref: $r) { id } }', 'globex-staff', 'globex-nostaff'],
      ['query ($r: UserRef!) { apiKeys(user: $r) { id } }', 'globex-user', 'globex-nobody'],
    ] as const) {
      // The hidden one asked first: a document's first run (graphql-js) answers as its later (compiled) ones.
      const a = await t.graphql(query, { r: { shortName: hidden } }, { as: 'acme-admin' });
      const b = await t.graphql(query, { r: { shortName: missing } }, { as: 'acme-admin' });
      expect(a.body.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
      expect(named(a.body, hidden), query).toEqual(named(b.body, missing));
    }
  });
});

describe('REST keeps its one text', () => {
  it('reads digits as an id and anything else as the second key, naming its parameters', async () => {
    const byName = await t.get('/useradmin/v2/user/acme-user', { as: 'admin' });
    const byId = await t.get(`/useradmin/v2/user/${byName.body.data.id}`, { as: 'admin' });
    expect(byId.body.data).toEqual(byName.body.data);
    const badUser = await t.get('/useradmin/v2/user/acme%20user', { as: 'admin' });
    expect(badUser.status).toBe(412);
    expect(envelopeError(badUser)).toMatchObject({ field: 'idOrShortName', message: 'idOrShortName must be an id or a short name (letters, digits and _ - . @)' });
    const fn = await t.get('/useradmin/v2/function/POWER-USER', { as: 'admin' });
    expect(fn.status).toBe(200);
    expect((await t.get(`/useradmin/v2/function/${fn.body.data.id}`, { as: 'admin' })).body.data).toEqual(fn.body.data);
    const badFn = await t.get('/useradmin/v2/function/1234567890', { as: 'admin' });
    expect(badFn.status).toBe(412);
    expect(envelopeError(badFn)).toMatchObject({ field: 'nameOrID', message: 'nameOrID must be a function id or name' });
    const badGroup = await t.get('/useradmin/v2/group/acme%20staff/members', { as: 'admin' });
    expect(envelopeError(badGroup).field).toBe('idOrShortName');
    const emptyFilter = await t.get('/useradmin/v2/user?customer=', { as: 'admin' });
    expect(emptyFilter.status).toBe(200);
  });
});

describe('a subject (SubjectRef) says whether it is a user or a group', () => {
  const ADD = 'mutation ($s: [SubjectRef!]!) { addGroupMembers(input: { group: { shortName: "subject-target" }, subject: $s }) { members { __typename ... on User { shortName } ... on Group { shortName } } } }';
  const REMOVE = 'mutation ($s: [SubjectRef!]!) { removeGroupMembers(input: { group: { shortName: "subject-target" }, subject: $s }) { members { __typename } } }';
  const GRANT = 'mutation ($s: SubjectRef) { grantPermission(input: { subject: $s, function: { name: "viewSensors" }, customer: { shortName: "acme" } }) { permission { subject { __typename ... on User { shortName } ... on Group { shortName } } } } }';
  let twinGroupId = '';
  beforeAll(async () => {
    // A user and a group that share the short name "twin": a bare "twin" names both.
    for (const body of [{ shortName: 'twin', name: 'Twin user', customer: 'acme' }]) expect((await t.request('POST', '/useradmin/v2/user', { as: 'admin', body })).status).toBe(201);
    for (const shortName of ['twin', 'subject-target']) expect((await t.request('POST', '/useradmin/v2/group', { as: 'admin', body: { shortName, name: shortName, customer: 'acme' } })).status).toBe(201);
    twinGroupId = (await t.graphql('{ group(ref: { shortName: "twin" }) { id } }', {}, { as: 'admin' })).body.data.group.id;
  });

  it('adds, grants and removes the one its key names, where the text names both', async () => {
    const user = await t.graphql(ADD, { s: [{ user: { shortName: 'twin' } }] }, { as: 'acme-admin' });
    expect(user.body).toEqual({ data: { addGroupMembers: { members: [{ __typename: 'User', shortName: 'twin' }] } } });
    const group = await t.graphql(ADD, { s: [{ group: { id: twinGroupId } }] }, { as: 'acme-admin' });
    expect(group.body).toEqual({ data: { addGroupMembers: { members: [{ __typename: 'Group', shortName: 'twin' }] } } });
    const granted = await t.graphql(GRANT, { s: { group: { shortName: 'twin' } } }, { as: 'admin' });
    expect(granted.body).toEqual({ data: { grantPermission: { permission: { subject: { __typename: 'Group', shortName: 'twin' } } } } });
    const grants = await t.graphql('query ($s: SubjectRef) { permissions(subject: $s) { totalCount nodes { subject { __typename } function { name } } } }', { s: { group: { shortName: 'twin' } } }, { as: 'admin' });
    expect(grants.body.data.permissions).toEqual({ totalCount: 1, nodes: [{ subject: { __typename: 'Group' }, function: { name: 'viewSensors' } }] });
    const removed = await t.graphql(REMOVE, { s: [{ user: { shortName: 'twin' } }, { group: { shortName: 'twin' } }] }, { as: 'acme-admin' });
    expect(removed.body).toEqual({ data: { removeGroupMembers: { members: [{ __typename: 'User' }, { __typename: 'Group' }] } } });
  });

  it('userOrGroup takes REST\'s text and its rule: a bare text naming both is ambiguous, user:/group: say which', async () => {
    const bare = await t.graphql(ADD, { s: [{ userOrGroup: 'twin' }] }, { as: 'acme-admin' });
    expect(bare.body.data.addGroupMembers).toBeNull();
    expect(bare.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'subject', messageTemplate: 'invalid.field.ambiguous' });
    const rest = await t.request('POST', '/useradmin/v2/group/subject-target/members', { as: 'acme-admin', body: { subject: ['twin'] } });
    expect(rest.status).toBe(412);
    expect(envelopeError(rest)).toMatchObject({ field: 'subject', messageTemplate: 'invalid.field.ambiguous' });
    const prefixed = await t.graphql(ADD, { s: [{ userOrGroup: 'group:twin' }] }, { as: 'acme-admin' });
    expect(prefixed.body).toEqual({ data: { addGroupMembers: { members: [{ __typename: 'Group', shortName: 'twin' }] } } });
    const restPrefixed = await t.request('DELETE', '/useradmin/v2/group/subject-target/members', { as: 'acme-admin', query: { subject: 'group:twin' } });
    expect(restPrefixed.status).toBe(200);
    expect(restPrefixed.body.data).toMatchObject([{ type: 'group', shortName: 'twin' }]);
  });

  it('refuses a reference with two keys or none (@oneOf), at both levels, whichever executor runs it, and another type\'s id', async () => {
    // Documents of their own (an operation name), so that the first of the three runs is graphql-js's.
    const add = ADD.replace('mutation (', 'mutation OneOfSubjects(');
    for (const s of [
      [{ user: { shortName: 'twin' }, group: { shortName: 'twin' } }],
      [{}],
      [{ user: { id: '1', shortName: 'twin' } }],
      [{ user: {} }],
    ]) {
      const res = await answerOfEveryExecutor(t, add, { s }, 'acme-admin');
      expect(res.body.data, JSON.stringify(s)).toBeUndefined();
      expect(res.body.errors[0].extensions.code, JSON.stringify(s)).toBe('BAD_USER_INPUT');
    }
    const literal = await t.graphql('mutation { grantPermission(input: { subject: { user: { shortName: "twin" }, userOrGroup: "twin" }, function: { name: "viewSensors" }, customer: { shortName: "acme" } }) { permission { id } } }', {}, { as: 'admin' });
    expect(literal.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // A group's global id where a user is named: another type's id, INVALID_FIELD naming the subject, not a miss.
    const wrong = await t.graphql(ADD, { s: [{ user: { id: twinGroupId } }] }, { as: 'acme-admin' });
    expect(wrong.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'subject' });
    expect(wrong.body.errors[0].message).toMatch(/Group, not of a User/);
  });

  it('a blank key names nothing, as REST\'s blank text: refused as missing where a subject is required, no filter where it filters', async () => {
    const add = await t.graphql(ADD, { s: [{ userOrGroup: '' }, { user: { shortName: ' ' } }] }, { as: 'acme-admin' });
    expect(add.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'subject', messageTemplate: 'field.required' });
    const grant = await t.graphql(GRANT, { s: { user: { shortName: ' ' } } }, { as: 'admin' });
    expect(grant.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'subject', messageTemplate: 'field.required' });
    const PERMISSIONS = 'query ($s: SubjectRef) { permissions(subject: $s, limit: 0) { totalCount } }';
    const all = await t.graphql(PERMISSIONS, {}, { as: 'admin' });
    const blank = await t.graphql(PERMISSIONS, { s: { userOrGroup: '' } }, { as: 'admin' });
    expect(all.body.data.permissions.totalCount).toBeGreaterThan(1);
    expect(blank.body).toEqual(all.body);
  });

  it('another customer\'s user or group answers exactly as one that does not exist', async () => {
    const hidden = await t.graphql(ADD, { s: [{ user: { shortName: 'globex-user' } }] }, { as: 'acme-admin' });
    const missing = await t.graphql(ADD, { s: [{ user: { shortName: 'nobody-at-all' } }] }, { as: 'acme-admin' });
    expect(named(hidden.body, 'globex-user')).toEqual(named(missing.body, 'nobody-at-all'));
    expect(hidden.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'subject' });
    const hiddenGroup = await t.graphql(ADD, { s: [{ group: { shortName: 'globex-staff' } }] }, { as: 'acme-admin' });
    const missingGroup = await t.graphql(ADD, { s: [{ group: { shortName: 'nobody-at-all' } }] }, { as: 'acme-admin' });
    expect(named(hiddenGroup.body, 'globex-staff')).toEqual(named(missingGroup.body, 'nobody-at-all'));
    // Granting to and filtering by another customer's subject: the same answer and the same statements as a missing one.
    const statementsOf = async (query: string, variables: Record<string, unknown>) => {
      await t.graphql(query, variables, { as: 'acme-admin' });
      const { result, statements } = await t.database.statements.capture(() => t.graphql(query, variables, { as: 'acme-admin' }));
      return { body: result.body, count: requestStatements(statements).length };
    };
    const GRANT_ACME = GRANT.replace('mutation (', 'mutation GrantOnAcme(');
    const FILTER = 'query ($s: SubjectRef) { permissions(subject: $s, customer: [{ shortName: "acme" }]) { totalCount } }';
    for (const query of [GRANT_ACME, FILTER]) {
      for (const kind of ['user', 'group'] as const) {
        const other = kind === 'user' ? 'globex-user' : 'globex-staff';
        const hiddenRun = await statementsOf(query, { s: { [kind]: { shortName: other } } });
        const missingRun = await statementsOf(query, { s: { [kind]: { shortName: 'nobody-at-all' } } });
        expect(named(hiddenRun.body, other), `${kind} ${query}`).toEqual(named(missingRun.body, 'nobody-at-all'));
        expect(hiddenRun.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'subject' });
        expect({ kind, statements: hiddenRun.count }).toEqual({ kind, statements: missingRun.count });
      }
    }
    // A caller without manageGroups is refused before any subject is looked at.
    const refused = await t.graphql(ADD, { s: [{ user: { shortName: 'twin' } }] }, { as: 'acme-user' });
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
