// Document access control, black box: the operation table of the spec's
// "Authentication" point 5 for folder/read/write levels, explicit mode,
// transitive checks, rules 4-6, entries by id and by path, revocation, and
// statement counts of lists and deep reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp, COUNTING_STATEMENTS } from '../support/app.ts';
import { addFolder, addText, rootId, userWith, V1 } from './support.ts';

let t: TestApp;
let acmeRoot: number;
let secret: number;
let plan: number;
const users: Record<'F' | 'R' | 'W' | 'G', { key: string; id: number }> = {} as never;
let groupId: number;

const grant = (as: string, kind: 'folder' | 'document', id: number, subjectID: number, level: string, extra: object = {}) =>
  t.request('POST', `${V1}/${kind}/${id}/access`, { as, body: { subjectID, level, ...extra } });

beforeAll(async () => {
  t = await startTestApp({ env: COUNTING_STATEMENTS });
  acmeRoot = await rootId(t);
  secret = await addFolder(t, acmeRoot, 'Secret', 'admin');
  plan = await addText(t, secret, 'plan.txt', 'the plan', 'admin');
  for (const k of ['F', 'R', 'W', 'G'] as const) users[k] = await userWith(t, `acme-${k.toLowerCase()}`, 'acme', []);
  const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
  const group = await t.database.prisma.group.create({ data: { shortName: 'acme-readers', name: 'ACME readers', customerId: acme.id } });
  await t.database.prisma.groupMember.create({ data: { groupId: group.id, userId: users.G.id } });
  groupId = group.id;
});
afterAll(async () => {
  await t?.close();
});

describe('access modes and rule 6', () => {
  it('answers 403 to a user who is neither owner nor document manager; 404 to another customer', async () => {
    const res = await t.request('PUT', `${V1}/folder/${secret}/access`, { as: 'acme-user', body: { accessMode: 'explicit' } });
    expect(res.status).toBe(403);
    expect((await t.request('PUT', `${V1}/folder/${secret}/access`, { as: 'globex-user', body: { accessMode: 'explicit' } })).status).toBe(404);
    expect((await grant('acme-user', 'folder', secret, users.F.id, 'read')).status).toBe(403);
  });

  it('the owner manages its own element', async () => {
    const own = await addFolder(t, acmeRoot, 'mine', 'acme-user');
    const res = await t.request('PUT', `${V1}/folder/${own}/access`, { as: 'acme-user', body: { accessMode: 'explicit' } });
    expect(res.status).toBe(200);
    expect(res.body.data.accessMode).toBe('explicit');
  });

  it('a document manager switches to explicit: role-based users lose the folder and everything below it', async () => {
    const bad = await t.request('PUT', `${V1}/folder/${secret}/access`, { as: 'acme-admin', body: { accessMode: 'sometimes' } });
    expect(bad.status).toBe(412);
    expect(envelopeError(bad).field).toBe('accessMode');
    const res = await t.request('PUT', `${V1}/folder/${secret}/access`, { as: 'acme-admin', body: { accessMode: 'explicit' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ accessMode: 'explicit', effectiveAccessMode: 'explicit' });
    expect((await t.get(`${V1}/folder/${secret}`, { as: 'acme-user' })).status).toBe(404);
    // The document inside is role-based itself, but its parent is hidden: transitive check.
    expect((await t.get(`${V1}/document/${plan}`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.get(`${V1}/document/${plan}/content`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.get(`${V1}/document/path/meta/Secret/plan.txt`, { as: 'acme-user' })).status).toBe(404);
    const listed = await t.get(`${V1}/folder/${acmeRoot}/content`, { as: 'acme-user' });
    expect(listed.body.data.map((e: { name: string }) => e.name)).not.toContain('Secret');
    const doc = await t.get(`${V1}/document/${plan}`, { as: 'acme-admin' });
    expect(doc.body.data).toMatchObject({ accessMode: 'roleBased', effectiveAccessMode: 'explicit' });
  });
});

describe('explicit entries: the operation table', () => {
  beforeAll(async () => {
    for (const [k, level] of [['F', 'folder'], ['R', 'read'], ['W', 'write']] as const) {
      expect((await grant('acme-admin', 'folder', secret, users[k].id, level)).status).toBe(201);
      expect((await grant('acme-admin', 'document', plan, users[k].id, level)).status).toBe(201);
    }
  });

  it('everyone with an entry fetches folder and document metadata, with its level', async () => {
    for (const [k, level] of [['F', 'folder'], ['R', 'read'], ['W', 'write']] as const) {
      const folder = await t.get(`${V1}/folder/${secret}`, { as: users[k].key });
      expect(folder.status).toBe(200);
      expect(folder.body.data.currentUserAccessLevel).toBe(level);
      const doc = await t.get(`${V1}/document/${plan}`, { as: users[k].key });
      expect(doc.body.data.currentUserAccessLevel).toBe(level);
    }
  });

  it('download needs read: folder level gets 403, read and write the bytes', async () => {
    expect((await t.get(`${V1}/document/${plan}/content`, { as: users.F.key })).status).toBe(403);
    expect((await t.get(`${V1}/document/${plan}/content`, { as: users.R.key })).text).toBe('the plan');
    expect((await t.get(`${V1}/document/${plan}/content`, { as: users.W.key })).text).toBe('the plan');
  });

  it('adding a subfolder or document and updating need write', async () => {
    for (const k of ['F', 'R'] as const) {
      expect((await t.request('POST', `${V1}/folder/${secret}`, { as: users[k].key, body: { name: `sub-${k}` } })).status).toBe(403);
      expect((await t.request('POST', `${V1}/folder/${secret}/documents`, { as: users[k].key, body: { name: `d-${k}`, text: 'x' } })).status).toBe(403);
      expect((await t.request('PUT', `${V1}/document/${plan}`, { as: users[k].key, body: { text: 'x' } })).status).toBe(403);
    }
    expect((await t.request('POST', `${V1}/folder/${secret}`, { as: users.W.key, body: { name: 'sub-W' } })).status).toBe(201);
    expect((await t.request('POST', `${V1}/folder/${secret}/documents`, { as: users.W.key, body: { name: 'by-w.txt', text: 'w' } })).status).toBe(201);
    expect((await t.request('PUT', `${V1}/document/${plan}`, { as: users.W.key, body: { text: 'the plan' } })).status).toBe(200);
  });

  it('rule 4: listing shows only the entries the caller may access', async () => {
    const f = await t.get(`${V1}/folder/${secret}/content`, { as: users.F.key });
    expect(f.status).toBe(200);
    // F has an entry on plan.txt only; sub-W and by-w.txt are role-based inside an explicit folder F has no role for.
    expect(f.body.data.map((e: { name: string }) => e.name)).toEqual(['plan.txt']);
    const admin = await t.get(`${V1}/folder/${secret}/content`, { as: 'acme-admin' });
    expect(admin.body.data.map((e: { name: string }) => e.name)).toEqual(['sub-W', 'by-w.txt', 'plan.txt']);
  });

  it('rule 5: a grant gives folder access on every parent up to the root, unless an entry is there', async () => {
    const deep = await addFolder(t, secret, 'deep', 'admin');
    const inner = await addText(t, deep, 'inner.txt', 'inner', 'admin');
    const res = await grant('acme-admin', 'document', inner, users.G.id, 'read', { subjectType: 'user' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ subjectID: users.G.id, subjectType: 'user', level: 'read', implied: false });
    const entries = await t.database.prisma.documentAccess.findMany({ where: { userId: users.G.id }, orderBy: { elementId: 'asc' } });
    expect(entries.map((e) => [e.elementId, e.level, e.implied])).toEqual([
      [acmeRoot, 'FOLDER', true],
      [secret, 'FOLDER', true],
      [deep, 'FOLDER', true],
      [inner, 'READ', false],
    ]);
    // F already had an entry on Secret: it is left as it is.
    await grant('acme-admin', 'document', inner, users.R.id, 'read');
    const onSecret = await t.database.prisma.documentAccess.findFirstOrThrow({ where: { userId: users.R.id, elementId: secret } });
    expect(onSecret).toMatchObject({ level: 'READ', implied: false });
    expect((await t.get(`${V1}/document/path/content/Secret/deep/inner.txt`, { as: users.G.key })).text).toBe('inner');
  });

  it('grants to a group reach its members', async () => {
    const other = await userWith(t, 'acme-member2', 'acme', []);
    await t.database.prisma.groupMember.create({ data: { groupId, userId: other.id } });
    expect((await t.get(`${V1}/document/${plan}`, { as: other.key })).status).toBe(404);
    const res = await grant('acme-admin', 'document', plan, groupId, 'read', { subjectType: 'group' });
    expect(res.body.data).toMatchObject({ subjectType: 'group', subjectID: groupId });
    expect((await t.get(`${V1}/document/${plan}/content`, { as: other.key })).text).toBe('the plan');
  });
});

describe('listing, revoking and addressing access entries', () => {
  it('owner and managers see every entry; others only their own', async () => {
    const all = await t.get(`${V1}/document/${plan}/access`, { as: 'acme-admin' });
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThanOrEqual(4);
    const own = await t.get(`${V1}/document/${plan}/access`, { as: users.R.key });
    expect(own.body.data).toEqual([expect.objectContaining({ subjectID: users.R.id, level: 'read' })]);
    expect((await t.get(`${V1}/document/${plan}/access`, { as: 'globex-user' })).status).toBe(404);
  });

  it('entries by folder path and by document path', async () => {
    const folder = await t.get(`${V1}/folder/path/access/Secret`, { as: 'acme-admin' });
    expect(folder.status).toBe(200);
    expect(folder.body.data.some((e: { subjectID: number }) => e.subjectID === users.F.id)).toBe(true);
    const other = await userWith(t, 'acme-pathuser', 'acme', []);
    const granted = await t.request('POST', `${V1}/document/path/access/Secret/plan.txt`, { as: 'acme-admin', body: { subjectID: other.id, level: 'read' } });
    expect(granted.status).toBe(201);
    expect((await t.get(`${V1}/document/path/access/Secret/plan.txt`, { as: other.key })).body.data).toHaveLength(1);
    const mode = await t.request('PUT', `${V1}/folder/path/access/Reports`, { as: 'acme-admin', body: { accessMode: 'roleBased' } });
    expect(mode.status).toBe(200);
  });

  it('revokes by entry id (documents and folders); 403 non-manager, 404 unknown entry', async () => {
    const entries = (await t.get(`${V1}/document/${plan}/access`, { as: 'acme-admin' })).body.data;
    const r = entries.find((e: { subjectID: number; subjectType: string }) => e.subjectID === users.R.id && e.subjectType === 'user');
    expect((await t.request('DELETE', `${V1}/document/${plan}/access/${r.id}`, { as: users.W.key })).status).toBe(403);
    expect((await t.request('DELETE', `${V1}/document/${plan}/access/${r.id}`, { as: 'acme-admin' })).status).toBe(200);
    expect((await t.get(`${V1}/document/${plan}/content`, { as: users.R.key })).status).toBe(404);
    expect((await t.request('DELETE', `${V1}/document/${plan}/access/${r.id}`, { as: 'acme-admin' })).status).toBe(404);
    const folderEntries = (await t.get(`${V1}/folder/${secret}/access`, { as: 'acme-admin' })).body.data;
    const f = folderEntries.find((e: { subjectID: number }) => e.subjectID === users.F.id);
    expect((await t.request('DELETE', `${V1}/folder/${secret}/access/${f.id}`, { as: 'acme-admin' })).status).toBe(200);
    expect((await t.get(`${V1}/folder/${secret}`, { as: users.F.key })).status).toBe(404);
    expect((await t.get(`${V1}/document/${plan}`, { as: users.F.key })).status).toBe(404);
  });

  it.each([
    [{ subjectID: 1, level: 'owner' }, 'level'],
    [{ subjectID: 99999999, level: 'read' }, 'subjectID'],
    [{ level: 'read' }, 'subjectID'],
    [{ subjectID: 'x', level: 'read' }, 'subjectID'],
  ])('answers 412 naming the field for %j', async (body, field) => {
    const res = await t.request('POST', `${V1}/document/${plan}/access`, { as: 'acme-admin', body });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field });
  });
});

describe('a grant naming a user or group of another customer', () => {
  // Invisible is nonexistent: acme-user may share its own document, but a subject it may not see
  // (globex's) is refused exactly as an id nobody has, so grants cannot enumerate other customers' ids.
  const body = (res: { body: unknown }, id: number) => JSON.stringify(res.body, (key, value: unknown) => (key === 'timestamp' ? undefined : value)).replace(new RegExp(`(?<![0-9])${id}(?![0-9])`, 'g'), '<id>');

  it('is refused like an unknown id (REST and GraphQL), with nothing granted; an operator may still grant it', async () => {
    const mine = await addText(t, acmeRoot, 'shared-by-user.txt', 'mine', 'acme-user');
    const globexUser = await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'globex-user' }, select: { id: true } });
    const globex = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'globex' } });
    const globexGroup = await t.database.prisma.group.create({ data: { shortName: 'globex-grantees', name: 'Globex grantees', customerId: globex.id } });
    const missing = 1 + Math.max(globexUser.id, globexGroup.id, (await t.database.prisma.user.aggregate({ _max: { id: true } }))._max.id!, (await t.database.prisma.group.aggregate({ _max: { id: true } }))._max.id!);
    const unknown = await grant('acme-user', 'document', mine, missing, 'read');
    expect(unknown.status).toBe(412);
    expect(envelopeError(unknown)).toMatchObject({ type: 'FIELD_ERROR', field: 'subjectID' });
    // (Without subjectType a hidden user is passed over for a group of that id the caller may see, as a missing user would be.)
    for (const [id, subjectType] of [[globexUser.id, 'user'], [globexGroup.id, 'group']] as const) {
      const refused = await grant('acme-user', 'document', mine, id, 'read', { subjectType });
      expect(refused.status, `${subjectType} ${id}`).toBe(412);
      expect(body(refused, id)).toBe(body(unknown, missing));
    }
    const gql = (id: number) =>
      t.graphql('mutation($d: DocumentElementRef!, $s: ID!) { grantDocumentAccess(input: { ref: $d, level: READ, subjectID: $s, subjectType: USER }) { accessEntry { id } } }', { d: { id: mine }, s: String(id) }, { as: 'acme-user' });
    const [gqlHidden, gqlMissing] = [await gql(globexUser.id), await gql(missing)];
    expect(gqlHidden.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'subjectID' });
    expect(body(gqlHidden, globexUser.id)).toBe(body(gqlMissing, missing));
    expect(await t.database.prisma.documentAccess.count({ where: { elementId: mine } })).toBe(0);
    // An acme user and group it may see are granted as before; the operator, who reaches globex, may share with it.
    expect((await grant('acme-user', 'document', mine, users.R.id, 'read')).status).toBe(201);
    expect((await grant('acme-user', 'document', mine, groupId, 'read', { subjectType: 'group' })).status).toBe(201);
    expect((await grant('admin', 'document', mine, globexUser.id, 'read')).status).toBe(201);
    expect(await t.database.prisma.documentAccess.count({ where: { elementId: mine } })).toBe(3);
  });
});

describe('statement counts', () => {
  async function statementsFor(work: () => Promise<{ status: number }>) {
    await work();
    const { result, statements } = await t.database.statements.capture(work);
    expect(result.status).toBe(200);
    return statements.length;
  }

  it('listing a folder runs the same statements for 3 and for 40 entries (REST and GraphQL)', async () => {
    const dir = await addFolder(t, acmeRoot, 'counted');
    for (let i = 0; i < 3; i += 1) await addText(t, dir, `d${i}.txt`, 'x');
    const rest = () => t.get(`${V1}/folder/${dir}/content`, { as: 'acme-user' });
    const gql = () => t.graphql(`query($id: ID!) { folderContent(ref: { id: $id }) { totalCount nodes { id name parentElements { name } customer { shortName } currentUserAccessLevel effectiveAccessMode createdBy { shortName } lock { lockedUntil } } } }`, { id: dir }, { as: 'acme-user' });
    const small = [await statementsFor(rest), await statementsFor(gql)];
    const dirRow = await t.database.prisma.documentElement.findUniqueOrThrow({ where: { id: dir } });
    await t.database.prisma.documentElement.createMany({
      data: Array.from({ length: 37 }, (_, i) => ({ customerId: dirRow.customerId, parentId: dir, path: [...dirRow.path, dir], name: `bulk-${i}`, elementType: 'FOLDER' })),
    });
    expect((await rest()).body.size).toBe(40);
    // The GraphQL answer must be an answer (a request refused for its variables is a 200 too).
    const answer = (await gql()).body as { data?: { folderContent?: { totalCount: number } }; errors?: unknown };
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.folderContent?.totalCount).toBe(40);
    expect([await statementsFor(rest), await statementsFor(gql)]).toEqual(small);
  });

  it('revision and access-entry lists run the same statements for 2 and for 12 rows', async () => {
    const id = await addText(t, acmeRoot, 'counted-revisions.txt', 'r1', 'acme-admin');
    await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-admin', body: { text: 'r2' } });
    const first = await userWith(t, 'acme-count-0', 'acme', []);
    await grant('acme-admin', 'document', id, first.id, 'read');
    const revisions = () => t.get(`${V1}/document/${id}/revisions`, { as: 'acme-admin' });
    const entries = () => t.get(`${V1}/document/${id}/access`, { as: 'acme-admin' });
    const small = [await statementsFor(revisions), await statementsFor(entries)];
    for (let i = 1; i <= 10; i += 1) {
      await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-admin', body: { text: `r${i + 2}` } });
      await grant('acme-admin', 'document', id, (await userWith(t, `acme-count-${i}`, 'acme', [])).id, 'read');
    }
    expect((await revisions()).body.size).toBe(12);
    expect((await entries()).body.size).toBe(11);
    expect([await statementsFor(revisions), await statementsFor(entries)]).toEqual(small);
  });

  it('reading metadata deep in the tree costs the same statements at depth 2 and depth 30', async () => {
    let parent = acmeRoot;
    const names: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      parent = await addFolder(t, parent, `level${i}`);
      names.push(`level${i}`);
    }
    const shallow = await statementsFor(() => t.get(`${V1}/folder/path/meta/${names.slice(0, 2).join('/')}`, { as: 'acme-user' }));
    const deep = await statementsFor(() => t.get(`${V1}/folder/path/meta/${names.join('/')}`, { as: 'acme-user' }));
    expect(deep).toBe(shallow);
    const res = await t.get(`${V1}/folder/${parent}`, { as: 'acme-user' });
    expect(res.body.data.parentElements).toHaveLength(30);
  });
});
