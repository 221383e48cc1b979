// /useradmin/v2/function: viewing the graph, changing it; black box.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type Response, type TestApp } from '../support/app.ts';

let t: TestApp;
let powerUserKey: string;
beforeAll(async () => {
  t = await startTestApp();
  // A globex user holding POWER-USER: a power user outside the operator.
  const prisma = t.database.prisma;
  const globex = await prisma.customer.findUniqueOrThrow({ where: { shortName: 'globex' } });
  const user = await prisma.user.create({ data: { shortName: 'globex-power', name: 'Power', customerId: globex.id, domainId: globex.domainId } });
  const { grant } = await import('../../src/domains/identity/grants.ts');
  await grant(prisma, { subject: { userId: user.id }, functionName: 'POWER-USER', customerId: globex.id });
  const { issueApiKey } = await import('../../src/domains/identity/api-keys.ts');
  powerUserKey = (await issueApiKey(prisma, t.config, { userId: user.id })).key;
});
afterAll(async () => {
  await t?.close();
});

const F = '/useradmin/v2/function';
const fnNames = (res: Response) => (res.body.data as { name: string }[]).map((f) => f.name);
function expectFieldError(res: Response, field: string) {
  expect(res.status).toBe(412);
  expect(res.body).toMatchObject({ responseCode: 412, data: null });
  expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field });
}
function expectConstraint(res: Response, template: string) {
  expect(res.status).toBe(412);
  expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR', field: null, messageTemplate: template });
}
const addFn = (name: string, parents: string[] = ['POWER-USER'], extra: object = {}) =>
  t.request('POST', F, { as: 'admin', body: { name, description: `custom ${name}`, parents, ...extra } });

describe('viewing functions', () => {
  it('answers a function by name and by id with the spec fields', async () => {
    const res = await t.get(`${F}/POWER-USER`, { as: 'analyst' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: expect.any(Number), name: 'POWER-USER', description: expect.any(String), minimumSecurityLevel: 'standard', flags: ['role'] });
    expect((await t.get(`${F}/${res.body.data.id}`, { as: 'analyst' })).body.data).toEqual(res.body.data);
    expect((await t.get(`${F}/viewGroups`, { as: 'analyst' })).body.data).toMatchObject({ minimumSecurityLevel: 'external', flags: [] });
  });

  it('lists children and parents', async () => {
    const children = await t.get(`${F}/CUSTOMER-ADMINISTRATOR/children`, { as: 'analyst' });
    expect(children.status).toBe(200);
    expect(fnNames(children)).toEqual(expect.arrayContaining(['STANDARD-USER', 'manageGroups', 'grantPermissions']));
    const parents = await t.get(`${F}/STANDARD-USER/parents`, { as: 'analyst' });
    expect(fnNames(parents)).toEqual(['CUSTOMER-ADMINISTRATOR', 'MSS-ANALYST']);
    expect(fnNames(await t.get(`${F}/SYSTEM-ADMINISTRATOR/parents`, { as: 'analyst' }))).toEqual([]);
  });

  it('holds the catalogue every area uses: roles and the sensors permission names', async () => {
    for (const name of ['SYSTEM-ADMINISTRATOR', 'POWER-USER', 'NETWORK-MANAGER', 'DOCUMENT-MANAGER', 'CUSTOMER-ADMINISTRATOR', 'STANDARD-USER']) {
      expect((await t.get(`${F}/${name}`, { as: 'admin' })).body.data.flags).toEqual(['role']);
    }
    const { SENSOR_FUNCTIONS } = await import('../../src/domains/useradmin/functions.ts');
    const res = await t.request('POST', `${F}/search`, { as: 'admin', body: { limit: 0 } });
    expect(fnNames(res)).toEqual(expect.arrayContaining([...SENSOR_FUNCTIONS]));
    expect(fnNames(await t.get(`${F}/NETWORK-MANAGER/children`, { as: 'admin' }))).toEqual(expect.arrayContaining([...SENSOR_FUNCTIONS]));
  });

  it('filters by minimumSecurityLevel (repeated values ORed), pages and sorts', async () => {
    const admin = await t.get(`${F}?minimumSecurityLevel=administrative&limit=0`, { as: 'analyst' });
    expect(admin.status).toBe(200);
    expect(admin.body.data.every((f: { minimumSecurityLevel: string }) => f.minimumSecurityLevel === 'administrative')).toBe(true);
    expect(fnNames(admin)).toContain('SYSTEM-ADMINISTRATOR');
    const two = await t.get(`${F}?minimumSecurityLevel=administrative&minimumSecurityLevel=external&limit=0`, { as: 'analyst' });
    expect(two.body.count).toBeGreaterThan(admin.body.count);
    const page = await t.get(`${F}?limit=2&offset=2&sortBy=-name`, { as: 'analyst' });
    expect(page.body).toMatchObject({ limit: 2, offset: 2, size: 2, currentPage: 1 });
    expect(fnNames(await t.get(`${F}?keyword=MANAGEGROUPS&keyword=viewgroups&sortBy=name`, { as: 'analyst' }))).toEqual(['manageGroups', 'viewGroups']);
  });

  it('answers the advanced search with subCriteria', async () => {
    const res = await t.request('POST', `${F}/search`, {
      as: 'analyst',
      body: { minimumSecurityLevel: ['administrative'], subCriteria: [{ keywords: ['administrator'], required: true }, { keywords: ['manage'], excluded: true }], sortBy: ['name'], limit: 0 },
    });
    expect(res.status).toBe(200);
    expect(fnNames(res)).toContain('CUSTOMER-ADMINISTRATOR');
    for (const f of res.body.data as { name: string; description: string; minimumSecurityLevel: string }[]) {
      const text = `${f.name} ${f.description}`.toLowerCase();
      expect(f.minimumSecurityLevel).toBe('administrative');
      expect(text).toContain('administrator');
      expect(text).not.toContain('manage');
    }
    const levels = await t.request('POST', `${F}/search`, { as: 'analyst', body: { subCriteria: [{ minimumSecurityLevel: ['external'], exclude: true }], limit: 0 } });
    expect(levels.status).toBe(200);
    // Functions of the other levels remain: the exclusion left out only the external ones.
    expect(levels.body.data.length).toBeGreaterThan(0);
    expect(levels.body.data.some((f: { minimumSecurityLevel: string }) => f.minimumSecurityLevel === 'external')).toBe(false);
  });

  it('lets power users and MSS users view; others get 403', async () => {
    expect((await t.get(`${F}/POWER-USER`, { as: powerUserKey })).status).toBe(200);
    expect((await t.get(F, { as: 'admin' })).status).toBe(200);
    for (const user of ['acme-admin', 'acme-user', 'globex-user'] as const) {
      for (const path of [`${F}/POWER-USER`, `${F}/POWER-USER/children`, `${F}/POWER-USER/parents`, F]) {
        const res = await t.get(path, { as: user });
        expect(res.status, `${user} ${path}`).toBe(403);
      }
      expect((await t.request('POST', `${F}/search`, { as: user, body: {} })).status).toBe(403);
    }
  });

  it('answers 404 for a missing function, 412 for bad input, 401 without a key', async () => {
    expect((await t.get(`${F}/noSuchFunction`, { as: 'analyst' })).status).toBe(404);
    expect((await t.get(`${F}/noSuchFunction/children`, { as: 'analyst' })).status).toBe(404);
    expect((await t.get(`${F}/noSuchFunction/parents`, { as: 'analyst' })).status).toBe(404);
    expectFieldError(await t.get(`${F}/bad%20name`, { as: 'analyst' }), 'nameOrID');
    expectFieldError(await t.get(`${F}?minimumSecurityLevel=secret`, { as: 'analyst' }), 'minimumSecurityLevel');
    expectFieldError(await t.get(`${F}?limit=100001`, { as: 'analyst' }), 'limit');
    expectFieldError(await t.request('POST', `${F}/search`, { as: 'analyst', body: { subCriteria: [{ minimumSecurityLevel: ['x'] }] } }), 'subCriteria.minimumSecurityLevel');
    expect((await t.get(F)).status).toBe(401);
  });
});

describe('changing functions', () => {
  it('adds a function or role below existing parents (201) and it is walkable at once', async () => {
    const res = await addFn('customRole', ['POWER-USER', 'NETWORK-MANAGER'], { role: true, minimumSecurityLevel: 'administrative' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'customRole', description: 'custom customRole', minimumSecurityLevel: 'administrative', flags: ['role'] });
    expect(fnNames(await t.get(`${F}/customRole/parents`, { as: 'admin' }))).toEqual(['NETWORK-MANAGER', 'POWER-USER']);
    const child = await addFn('customChild', ['customRole']);
    expect(child.body.data).toMatchObject({ minimumSecurityLevel: 'standard', flags: [] });
    // The closure knows it: a POWER-USER holder now holds customChild.
    const gql = await t.graphql('{ user(ref: { shortName: "globex-power" }) { effectiveFunctions { nodes { name } } } }', {}, { as: 'admin' });
    expect(gql.body.data.user.effectiveFunctions.nodes.map((f: { name: string }) => f.name)).toContain('customChild');
  });

  it.each([
    [{ name: 'noParent' }, 'parents'],
    [{ name: 'emptyParents', parents: [] }, 'parents'],
    [{ name: 'unknownParent', parents: ['noSuchParent'] }, 'parents'],
    [{ parents: ['POWER-USER'] }, 'name'],
    [{ name: 'bad name', parents: ['POWER-USER'] }, 'name'],
    [{ name: 'viewGroups', parents: ['POWER-USER'] }, 'name'],
    [{ name: 'badLevel', parents: ['POWER-USER'], minimumSecurityLevel: 'top' }, 'minimumSecurityLevel'],
  ])('answers 412 naming the field for %j (nothing added)', async (body, field) => {
    expectFieldError(await t.request('POST', F, { as: 'admin', body }), field);
    const name = (body as { name?: string }).name;
    if (name && name !== 'viewGroups') expect((await t.get(`${F}/${encodeURIComponent(name)}`, { as: 'admin' })).status).not.toBe(200);
  });

  it('answers 403 to the analyst and to customer administrators adding, changing or deleting', async () => {
    await addFn('protectedFromOthers');
    for (const user of ['analyst', 'acme-admin', 'acme-user'] as const) {
      expect((await t.request('POST', F, { as: user, body: { name: `by-${user}`, parents: ['POWER-USER'] } })).status).toBe(403);
      expect((await t.request('PUT', `${F}/protectedFromOthers`, { as: user, body: { description: 'x' } })).status).toBe(403);
      expect((await t.request('POST', `${F}/protectedFromOthers/parents`, { as: user, body: { parent: ['NETWORK-MANAGER'] } })).status).toBe(403);
      expect((await t.request('DELETE', `${F}/protectedFromOthers/parents?parent=POWER-USER`, { as: user })).status).toBe(403);
      expect((await t.request('DELETE', `${F}/protectedFromOthers`, { as: user })).status).toBe(403);
    }
    expect((await t.request('POST', F, { as: powerUserKey, body: { name: 'byPower', parents: ['POWER-USER'] } })).status).toBe(403);
  });

  it('updates description and minimumSecurityLevel; an empty update is a 412', async () => {
    await addFn('updatable');
    const res = await t.request('PUT', `${F}/updatable`, { as: 'admin', body: { description: 'new text', minimumSecurityLevel: 'external' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'updatable', description: 'new text', minimumSecurityLevel: 'external' });
    expectFieldError(await t.request('PUT', `${F}/updatable`, { as: 'admin', body: {} }), 'body');
    expectFieldError(await t.request('PUT', `${F}/updatable`, { as: 'admin', body: { name: 'rename' } }), 'name');
    expect((await t.request('PUT', `${F}/noSuchFunction`, { as: 'admin', body: { description: 'x' } })).status).toBe(404);
  });

  it('adds and removes parent links, never leaving a function without a parent', async () => {
    await addFn('linked', ['POWER-USER']);
    const added = await t.request('POST', `${F}/linked/parents`, { as: 'admin', body: { parent: ['DOCUMENT-MANAGER'] } });
    expect(added.status).toBe(201);
    expect(fnNames(added)).toEqual(['DOCUMENT-MANAGER', 'POWER-USER']);
    const removed = await t.request('DELETE', `${F}/linked/parents?parent=POWER-USER`, { as: 'admin' });
    expect(removed.status).toBe(200);
    expect(fnNames(removed)).toEqual(['DOCUMENT-MANAGER']);
    const orphan = await t.request('DELETE', `${F}/linked/parents?parent=DOCUMENT-MANAGER`, { as: 'admin' });
    expectFieldError(orphan, 'parent');
    expect(envelopeError(orphan).messageTemplate).toBe('invalid.function.orphan');
    expectFieldError(await t.request('DELETE', `${F}/linked/parents?parent=POWER-USER`, { as: 'admin' }), 'parent');
    expectFieldError(await t.request('POST', `${F}/linked/parents`, { as: 'admin', body: { parent: ['noSuchParent'] } }), 'parent');
    expectFieldError(await t.request('POST', `${F}/linked/parents`, { as: 'admin', body: {} }), 'parent');
    expect((await t.request('POST', `${F}/noSuchFunction/parents`, { as: 'admin', body: { parent: ['POWER-USER'] } })).status).toBe(404);
  });

  it('refuses a link that would close a cycle (412, nothing changed)', async () => {
    await addFn('cycleTop', ['POWER-USER']);
    await addFn('cycleMiddle', ['cycleTop']);
    await addFn('cycleBottom', ['cycleMiddle']);
    const res = await t.request('POST', `${F}/cycleTop/parents`, { as: 'admin', body: { parent: ['cycleBottom'] } });
    expectFieldError(res, 'parent');
    expect(envelopeError(res).messageTemplate).toBe('invalid.function.cycle');
    expectFieldError(await t.request('POST', `${F}/cycleTop/parents`, { as: 'admin', body: { parent: ['cycleTop'] } }), 'parent');
    expect(fnNames(await t.get(`${F}/cycleTop/parents`, { as: 'admin' }))).toEqual(['POWER-USER']);
  });

  it('deletes a function with no children (answering it), not one with children', async () => {
    await addFn('deleteParent');
    await addFn('deleteChild', ['deleteParent']);
    const refused = await t.request('DELETE', `${F}/deleteParent`, { as: 'admin' });
    expectConstraint(refused, 'constraint.function.children');
    const res = await t.request('DELETE', `${F}/deleteChild`, { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'deleteChild' });
    expect((await t.get(`${F}/deleteChild`, { as: 'admin' })).status).toBe(404);
    expect((await t.request('DELETE', `${F}/deleteParent`, { as: 'admin' })).status).toBe(200);
    expect((await t.request('DELETE', `${F}/deleteParent`, { as: 'admin' })).status).toBe(404);
  });

  it('refuses deleting a function that is still granted', async () => {
    await addFn('grantedFn');
    await t.request('POST', '/useradmin/v2/permission', { as: 'admin', body: { subject: 'acme-user', function: 'grantedFn', customer: 'acme' } });
    expectConstraint(await t.request('DELETE', `${F}/grantedFn`, { as: 'admin' }), 'constraint.function.granted');
  });

  it('protects built-in functions and roles from change and deletion', async () => {
    for (const name of ['STANDARD-USER', 'viewSensors', 'SYSTEM-ADMINISTRATOR']) {
      expectConstraint(await t.request('DELETE', `${F}/${name}`, { as: 'admin' }), 'constraint.function.builtin');
      expectConstraint(await t.request('PUT', `${F}/${name}`, { as: 'admin', body: { description: 'changed' } }), 'constraint.function.builtin');
      expectConstraint(await t.request('POST', `${F}/${name}/parents`, { as: 'admin', body: { parent: ['POWER-USER'] } }), 'constraint.function.builtin');
    }
    expectConstraint(await t.request('DELETE', `${F}/viewSensors/parents?parent=NETWORK-MANAGER`, { as: 'admin' }), 'constraint.function.builtin');
    expect((await t.get(`${F}/STANDARD-USER`, { as: 'admin' })).body.data.description).not.toBe('changed');
  });
});

describe('GraphQL function graph', () => {
  it('walks children of children', async () => {
    const res = await t.graphql('{ function(ref: { name: "CUSTOMER-ADMINISTRATOR" }) { name builtIn children { name children { name } } parents { name } } }', {}, { as: 'analyst' });
    expect(res.body.errors).toBeUndefined();
    const fn = res.body.data.function;
    expect(fn).toMatchObject({ name: 'CUSTOMER-ADMINISTRATOR', builtIn: true, parents: [{ name: 'SYSTEM-ADMINISTRATOR' }] });
    const standard = fn.children.find((c: { name: string }) => c.name === 'STANDARD-USER');
    expect(standard.children.map((c: { name: string }) => c.name)).toContain('viewCustomers');
  });

  it('reports FORBIDDEN to a customer user', async () => {
    const res = await t.graphql('{ function(ref: { name: "POWER-USER" }) { name } }', {}, { as: 'acme-user' });
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('function mutations: one input, a payload', () => {
  it('answer the function, or its parents, in the payload', async () => {
    const added = await t.graphql(
      'mutation { addFunction(input: { name: "gqlPayloadFn", description: "by GraphQL", parents: [{ name: "POWER-USER" }] }) { function { name builtIn parents { name } } } }',
      {},
      { as: 'admin' },
    );
    expect(added.body).toEqual({ data: { addFunction: { function: { name: 'gqlPayloadFn', builtIn: false, parents: [{ name: 'POWER-USER' }] } } } });
    const linked = await t.graphql('mutation { addFunctionParents(input: { function: { name: "gqlPayloadFn" }, parent: [{ name: "NETWORK-MANAGER" }] }) { parents { name } } }', {}, { as: 'admin' });
    expect(linked.body).toEqual({ data: { addFunctionParents: { parents: [{ name: 'NETWORK-MANAGER' }, { name: 'POWER-USER' }] } } });
    const unlinked = await t.graphql('mutation { removeFunctionParents(input: { function: { name: "gqlPayloadFn" }, parent: [{ name: "POWER-USER" }] }) { parents { name } } }', {}, { as: 'admin' });
    expect(unlinked.body).toEqual({ data: { removeFunctionParents: { parents: [{ name: 'NETWORK-MANAGER' }] } } });
    const updated = await t.graphql('mutation { updateFunction(input: { function: { name: "gqlPayloadFn" }, minimumSecurityLevel: EXTERNAL }) { function { minimumSecurityLevel } } }', {}, { as: 'admin' });
    expect(updated.body).toEqual({ data: { updateFunction: { function: { minimumSecurityLevel: 'EXTERNAL' } } } });
    const deleted = await t.graphql('mutation { deleteFunction(input: { function: { name: "gqlPayloadFn" } }) { function { name description } } }', {}, { as: 'admin' });
    expect(deleted.body).toEqual({ data: { deleteFunction: { function: { name: 'gqlPayloadFn', description: 'by GraphQL' } } } });
    expect((await t.get(`${F}/gqlPayloadFn`, { as: 'admin' })).status).toBe(404);
  });

  it('name the input field `function` when its value is no function reference; REST names the path parameter', async () => {
    const bad = await t.graphql('mutation { updateFunction(input: { function: { name: "bad name" }, description: "x" }) { function { id } } }', {}, { as: 'admin' });
    expect(bad.body.data).toEqual({ updateFunction: null });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'function' });
    expect(bad.body.errors[0].message).toBe('function must be a function id or name');
    const rest = await t.request('PUT', `${F}/bad%20name`, { as: 'admin', body: { description: 'x' } });
    expectFieldError(rest, 'nameOrID');
    expect(envelopeError(rest).message).toBe('nameOrID must be a function id or name');
  });
});
