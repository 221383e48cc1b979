// Picture (c) of issue #20, "this folder tree three levels down with each
// document's latest revision and its author", in one GraphQL request: the
// edges DocumentElement.children, .revisions, .latestRevision and
// Customer.rootFolder, black box over HTTP. Each edge answers what its REST
// twin answers, and costs the same statements for 5 and 50 entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import type { RequestContext } from '../../src/context.ts';
import { operationCost } from '../../src/graphql/cost-limit.ts';
import { COUNTING_STATEMENTS, startTestApp, type TestApp } from '../support/app.ts';
import { addFolder, addText, rootId, userWith, V1 } from './support.ts';
import { requestStatements } from '../support/statements.ts';

let t: TestApp;
let acmeRoot: number;

// docs/graphql.md's picture (c), word for word.
const PICTURE_C = `query FolderTree($ref: DocumentElementRef!) {
  documentElement(ref: $ref) {
    name
    children { nodes {
      name elementType
      latestRevision { number createdTimestamp createdBy { shortName name } }
      children { nodes {
        name elementType
        latestRevision { number createdTimestamp createdBy { shortName name } }
        children { nodes {
          name elementType
          latestRevision { number createdTimestamp createdBy { shortName name } }
        } }
      } }
    } }
  }
}`;

/** The same walk cut at `levels` levels (1 to 3). */
function treeQuery(levels: number): string {
  let inner = '';
  for (let i = 0; i < levels; i += 1) inner = `children { nodes { name elementType latestRevision { number createdTimestamp createdBy { shortName name } } ${inner} } }`;
  return `query($ref: DocumentElementRef!) { documentElement(ref: $ref) { name ${inner} } }`;
}

/**
 * children and revisions are connections; these tests compare trees, so an
 * answer is read with each connection's `nodes` in its place (the connection
 * shape itself is tested in test/platform/connections.test.ts).
 */
function asLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asLists);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 1 && entries[0]![0] === 'nodes') return asLists(entries[0]![1]);
  return Object.fromEntries(entries.map(([k, v]) => [k, asLists(v)]));
}

async function treeGraphql(app: TestApp, query: string, variables?: Record<string, unknown>, options?: Parameters<TestApp['graphql']>[2]) {
  const res = await app.graphql(query, variables, options);
  if (res.body?.data) res.body.data = asLists(res.body.data);
  return res;
}

beforeAll(async () => {
  t = await startTestApp({ env: COUNTING_STATEMENTS });
  acmeRoot = await rootId(t);
});
afterAll(async () => {
  await t?.close();
});

interface Node {
  name: string;
  elementType: string;
  latestRevision: { number: number; createdBy: { shortName: string } | null } | null;
  children?: Node[] | null;
}

/**
 * A tree of `width` entries below a new folder: every other one a folder
 * holding a subfolder and a document, each subfolder holding a document;
 * documents by acme-user with one revision. Written in bulk with the content
 * of one document added over REST.
 */
async function buildTree(name: string, width: number): Promise<{ id: number; elements: number }> {
  const prisma = t.database.prisma;
  const top = await addFolder(t, acmeRoot, name);
  const template = await addText(t, top, 'template.txt', 'shared content');
  const rev = await prisma.documentRevision.findFirstOrThrow({ where: { elementId: template } });
  const topRow = await prisma.documentElement.findUniqueOrThrow({ where: { id: top } });
  const author = await prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } });
  let elements = 2; // the folder and the template
  const add = async (parent: { id: number; path: number[] }, entries: { name: string; type: 'FOLDER' | 'DOCUMENT' }[]) => {
    const rows = await prisma.documentElement.createManyAndReturn({
      data: entries.map((e) => ({
        customerId: topRow.customerId,
        parentId: parent.id,
        path: [...parent.path, parent.id],
        name: e.name,
        elementType: e.type,
        createdById: author.id,
        updatedById: author.id,
        ...(e.type === 'DOCUMENT' ? { mimeType: rev.mimeType, size: rev.size, sha256: rev.sha256, revision: 1 } : {}),
      })),
    });
    const docs = rows.filter((r) => r.elementType === 'DOCUMENT');
    await prisma.documentRevision.createMany({
      data: docs.map((d) => ({ elementId: d.id, number: 1, name: d.name, mimeType: rev.mimeType, size: rev.size, sha256: rev.sha256, blobId: rev.blobId, createdById: author.id })),
    });
    elements += rows.length;
    return rows;
  };
  const level1 = await add(topRow, Array.from({ length: width - 1 }, (_, i) => ({ name: `e${String(i).padStart(2, '0')}`, type: i % 2 === 0 ? 'FOLDER' : 'DOCUMENT' })));
  const folders1 = level1.filter((r) => r.elementType === 'FOLDER');
  const level2: Awaited<ReturnType<typeof add>> = [];
  for (const f of folders1) level2.push(...(await add(f, [{ name: 'sub', type: 'FOLDER' }, { name: 'doc.txt', type: 'DOCUMENT' }])));
  for (const f of level2.filter((r) => r.elementType === 'FOLDER')) await add(f, [{ name: 'deep.txt', type: 'DOCUMENT' }]);
  return { id: top, elements };
}

async function statementsFor(work: () => Promise<{ status: number; body: any }>): Promise<number> {
  await work(); // warm: compiles the document, stamps the key's last use
  const { result, statements } = await t.database.statements.capture(work);
  expect(result.status).toBe(200);
  expect(result.body.errors).toBeUndefined();
  // The key's last-used stamp is fire-and-forget from the warm-up request and may land in the window.
  return requestStatements(statements).length;
}

function count(node: Node): number {
  return 1 + (node.children ?? []).reduce((n, c) => n + count(c), 0);
}

describe('picture (c): a folder tree three levels down with latest revisions and authors', () => {
  let small: { id: number; elements: number };
  let large: { id: number; elements: number };
  beforeAll(async () => {
    small = await buildTree('tree-5', 5);
    large = await buildTree('tree-50', 50);
  });

  it('answers the whole tree in one request, in the REST listing order, each document with its latest revision and author', async () => {
    const res = await treeGraphql(t, PICTURE_C, { ref: { id: small.id } }, { as: 'acme-user' });
    expect(res.body.errors).toBeUndefined();
    const top: Node = res.body.data.documentElement;
    expect(top.name).toBe('tree-5');
    // Folders first, then by name, as GET /folder/{id}/content lists them.
    const rest = await t.get(`${V1}/folder/${small.id}/content`, { as: 'acme-user' });
    expect(top.children!.map((c) => c.name)).toEqual(rest.body.data.map((e: { name: string }) => e.name));
    expect(top.children!.map((c) => c.name)).toEqual(['e00', 'e02', 'e01', 'e03', 'template.txt']);
    expect(count(top)).toBe(small.elements);
    const docs: Node[] = [];
    const walk = (n: Node) => {
      if (n.elementType === 'DOCUMENT') docs.push(n);
      else expect(n.latestRevision).toBeNull();
      (n.children ?? []).forEach(walk);
    };
    top.children!.forEach(walk);
    expect(docs.length).toBe(7);
    for (const doc of docs) expect(doc.latestRevision).toEqual({ number: 1, createdTimestamp: expect.any(Number), createdBy: { shortName: 'acme-user', name: 'ACME User' } });
    const e00 = top.children!.find((c) => c.name === 'e00')!;
    expect(e00.children!.map((c) => c.name)).toEqual(['sub', 'doc.txt']);
    expect(e00.children![0]!.children!.map((c) => c.name)).toEqual(['deep.txt']);
  });

  it('costs the same statements for 5 and for 50 entries, and for one, two or three levels', async () => {
    const tree = (levels: number, id: number) => () => treeGraphql(t, treeQuery(levels), { ref: { id } }, { as: 'acme-user' });
    const byLevel: number[] = [];
    for (let levels = 1; levels <= 3; levels += 1) {
      const five = await statementsFor(tree(levels, small.id));
      const fifty = await statementsFor(tree(levels, large.id));
      expect(fifty, `${levels} levels`).toBe(five);
      byLevel.push(fifty);
    }
    const whole = (await tree(3, large.id)()).body.data.documentElement;
    expect(count(whole)).toBe(large.elements);
    expect(large.elements).toBeGreaterThan(90);
    // The docs' query itself, and what each level adds.
    expect(await statementsFor(() => treeGraphql(t, PICTURE_C, { ref: { id: large.id } }, { as: 'acme-user' }))).toBe(byLevel[2]);
    // The cost docs/graphql.md gives: lists without a limit at 10 each, and the paged variant it shows.
    const cost = (query: string) =>
      operationCost({ schema: t.yoga.getEnveloped().schema, document: parse(query), variableValues: { ref: { id: 1 } }, contextValue: { config: t.config, viewer: {}, transport: 'graphql' } as unknown as RequestContext });
    expect(cost(PICTURE_C)).toBe(3442);
    expect(cost(PICTURE_C.replace('children {', 'children(limit: 25) {').replace('children {', 'children(limit: 10) {').replace('children {', 'children(limit: 5) {'))).toBe(4852);
    // The API key, then one statement for the element, its level and every level below with the latest revisions
    // (the tree read ahead: test/documents/tree-read-ahead.test.ts).
    expect(byLevel).toEqual([2, 2, 2]);
  });
});

describe('paging of children and revisions', () => {
  let folder: number;
  let doc: number;
  beforeAll(async () => {
    folder = await addFolder(t, acmeRoot, 'paged');
    for (const name of ['b.txt', 'a.txt', 'c.txt']) await addText(t, folder, name, name);
    await addFolder(t, folder, 'zfolder');
    doc = await addText(t, folder, 'revised.txt', 'r1');
    for (const text of ['r2', 'r3', 'r4']) expect((await t.request('PUT', `${V1}/document/${doc}`, { as: 'acme-user', body: { text } })).status).toBe(200);
  });

  const children = (args: string) => treeGraphql(t, `query($id: ID!) { documentElement(ref: { id: $id }) { children${args} { nodes { name } } } }`, { id: folder }, { as: 'acme-user' });
  const revisions = (args: string) => treeGraphql(t, `query($id: ID!) { documentElement(ref: { id: $id }) { revisions${args} { nodes { number } } latestRevision { number } } }`, { id: doc }, { as: 'acme-user' });

  it('pages children with limit and offset as the REST listing does; without them, all', async () => {
    const all = await children('');
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data.documentElement.children.map((c: { name: string }) => c.name)).toEqual(['zfolder', 'a.txt', 'b.txt', 'c.txt', 'revised.txt']);
    let compared = 0;
    for (const [limit, offset] of [[2, 0], [2, 1], [2, 4], [3, 10], [5, 2]] as const) {
      compared += 1;
      const res = await children(`(limit: ${limit}, offset: ${offset})`);
      const rest = await t.get(`${V1}/folder/${folder}/content?limit=${limit}&offset=${offset}`, { as: 'acme-user' });
      expect(rest.status).toBe(200);
      expect(res.body.data.documentElement.children.map((c: { name: string }) => c.name), `${limit}/${offset}`).toEqual(rest.body.data.map((e: { name: string }) => e.name));
    }
    expect(compared).toBe(5);
    expect((await children('(limit: 2, offset: 1)')).body.data.documentElement.children).toEqual([{ name: 'a.txt' }, { name: 'b.txt' }]);
  });

  it('pages revisions newest first; latestRevision is the newest', async () => {
    const all = await revisions('');
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data.documentElement).toEqual({ revisions: [{ number: 4 }, { number: 3 }, { number: 2 }, { number: 1 }], latestRevision: { number: 4 } });
    expect((await revisions('(limit: 2, offset: 1)')).body.data.documentElement.revisions).toEqual([{ number: 3 }, { number: 2 }]);
    expect((await revisions('(limit: 2, offset: 3)')).body.data.documentElement.revisions).toEqual([{ number: 1 }]);
    expect((await revisions('(limit: 2, offset: 4)')).body.data.documentElement.revisions).toEqual([]);
    expect((await revisions('(offset: 1)')).body.data.documentElement.revisions).toEqual([{ number: 3 }, { number: 2 }, { number: 1 }]);
    const rest = await t.get(`${V1}/document/${doc}/revisions`, { as: 'acme-user' });
    expect(rest.body.data.map((r: { number: number }) => r.number)).toEqual([4, 3, 2, 1]);
  });

  it.each([
    ['children', 'limit', '(limit: -1)'],
    ['children', 'offset', '(offset: -1)'],
    ['revisions', 'limit', '(limit: -3)'],
    ['revisions', 'offset', '(limit: 1, offset: -1)'],
  ])('%s%s: an INVALID_FIELD error naming %s on that field alone', async (edge, field, args) => {
    const res = await (edge === 'children' ? children(args) : revisions(args));
    expect(res.status).toBe(200);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ path: ['documentElement', edge], extensions: { code: 'INVALID_FIELD', field } });
    expect(res.body.data.documentElement[edge]).toBeNull();
  });

  it('refuses a page over the page-size bound (MAX_PAGE_SIZE) with invalid.field.max, and limit 0 over it', async () => {
    const small = await startTestApp({ env: { MAX_PAGE_SIZE: '3', DEFAULT_PAGE_SIZE: '3' } });
    try {
      const ask = (args: string, id: number) => treeGraphql(small, `query($id: ID!) { documentElement(ref: { id: $id }) { children${args} { nodes { name } } revisions${args} { nodes { number } } } }`, { id }, { as: 'acme-user' });
      const id = (await small.get(`${V1}/folder/path/meta/Runbooks`, { as: 'acme-user' })).body.data.id;
      for (let i = 0; i < 3; i += 1) await addText(small, id, `more-${i}.txt`, 'x');
      const over = await ask('(limit: 4)', id);
      expect(over.body.errors.map((e: any) => [e.path.join('.'), e.extensions.code, e.extensions.field, e.extensions.messageTemplate]).sort()).toEqual([
        ['documentElement.children', 'INVALID_FIELD', 'limit', 'invalid.field.max'],
        ['documentElement.revisions', 'INVALID_FIELD', 'limit', 'invalid.field.max'],
      ]);
      const all = await ask('', id);
      expect(all.body.errors).toHaveLength(1);
      expect(all.body.errors[0]).toMatchObject({ path: ['documentElement', 'children'], extensions: { code: 'INVALID_FIELD', field: 'limit' } });
      expect(all.body.errors[0].message).toBe('The folder holds more than 3 entries: page with limit and offset');
      // The REST listing refuses the same way, from the same rule.
      const rest = await small.get(`${V1}/folder/${id}/content`, { as: 'acme-user' });
      expect(rest.status).toBe(412);
      expect(rest.body.message ?? JSON.stringify(rest.body)).toContain('The folder holds more than 3 entries');
      expect((await ask('(limit: 3)', id)).body.data.documentElement.children).toHaveLength(3);
      // limit 0 (all) is bounded the same way: within the bound it answers all, over it the error.
      const doc = await addText(small, id, 'revised.txt', 'r1');
      const revisionsOf = (args: string) => treeGraphql(small, `query($id: ID!) { documentElement(ref: { id: $id }) { revisions${args} { nodes { number } } } }`, { id: doc }, { as: 'acme-user' });
      for (const text of ['r2', 'r3']) await small.request('PUT', `${V1}/document/${doc}`, { as: 'acme-user', body: { text } });
      expect((await revisionsOf('(limit: 0)')).body.data.documentElement.revisions).toEqual([{ number: 3 }, { number: 2 }, { number: 1 }]);
      await small.request('PUT', `${V1}/document/${doc}`, { as: 'acme-user', body: { text: 'r4' } });
      const tooMany = await revisionsOf('(limit: 0)');
      expect(tooMany.body.errors[0]).toMatchObject({ path: ['documentElement', 'revisions'], extensions: { code: 'INVALID_FIELD', field: 'limit', messageTemplate: 'invalid.field.max' } });
      expect((await revisionsOf('(limit: 0, offset: 1)')).body.data.documentElement.revisions).toEqual([{ number: 3 }, { number: 2 }, { number: 1 }]);
    } finally {
      await small.close();
    }
  });

  it('refuses limit 0 over the bound at a folder of a level read ahead, at that folder only; its sibling answers from the same statement', async () => {
    const small = await startTestApp({ env: { MAX_PAGE_SIZE: '3', DEFAULT_PAGE_SIZE: '3' } });
    try {
      const id = (await small.get(`${V1}/folder/path/meta/Runbooks`, { as: 'acme-user' })).body.data.id;
      const narrow = await addFolder(small, id, '00-narrow');
      await addText(small, narrow, 'n.txt', 'n');
      const wide = await addFolder(small, id, '01-wide');
      for (let i = 0; i < 4; i += 1) await addText(small, wide, `w-${i}.txt`, 'w');
      const query = 'query($id: ID!) { documentElement(ref: { id: $id }) { children(limit: 2) { nodes { name children { nodes { name } } } } } }';
      const res = await treeGraphql(small, query, { id }, { as: 'acme-user' });
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0]).toMatchObject({ path: ['documentElement', 'children', 'nodes', 1, 'children'], extensions: { code: 'INVALID_FIELD', field: 'limit', messageTemplate: 'invalid.field.max' } });
      expect(res.body.data.documentElement.children).toEqual([
        { name: '00-narrow', children: [{ name: 'n.txt' }] },
        { name: '01-wide', children: null },
      ]);
      // The same folder paged answers.
      const paged = await treeGraphql(small, query.replace('children { nodes { name } }', 'children(limit: 3, offset: 1) { nodes { name } }'), { id }, { as: 'acme-user' });
      expect(paged.body.errors).toBeUndefined();
      expect(paged.body.data.documentElement.children[1]).toEqual({ name: '01-wide', children: [{ name: 'w-1.txt' }, { name: 'w-2.txt' }, { name: 'w-3.txt' }] });
    } finally {
      await small.close();
    }
  });

  it('reads the revisions of documents at different revisions in one batch, each its own', async () => {
    const query = `query($id: ID!) { documentElement(ref: { id: $id }) { children { nodes { name revision
      latestRevision { number } revisions(limit: 2, offset: 1) { nodes { number } } } } } }`;
    const { result, statements } = await t.database.statements.capture(() => treeGraphql(t, query, { id: folder }, { as: 'acme-user' }));
    expect(result.body.errors).toBeUndefined();
    const docs = (result.body.data.documentElement.children as { name: string; revision: number; latestRevision: { number: number }; revisions: { number: number }[] }[]).filter((c) => c.name.endsWith('.txt'));
    expect(docs.map((d) => [d.name, d.revision])).toEqual([['a.txt', 1], ['b.txt', 1], ['c.txt', 1], ['revised.txt', 4]]);
    for (const d of docs) {
      expect(d.latestRevision, d.name).toEqual({ number: d.revision });
      // Newest first, after the newest: the two before it, as far as there are any.
      expect(d.revisions.map((r) => r.number), d.name).toEqual([d.revision - 1, d.revision - 2].filter((n) => n > 0));
    }
    // The latest revisions come with the entries (the folder's tree statement), the pages in one statement, whatever the documents' revisions.
    expect(requestStatements(statements).filter((sql) => sql.startsWith('/* vigil:document-element-tree */')).length).toBe(1);
    expect(requestStatements(statements).filter((sql) => sql.includes('"document_revision"')).length).toBe(1);
  });

  it('latestRevision follows a new revision, with its author', async () => {
    expect((await t.request('PUT', `${V1}/document/${doc}`, { as: 'acme-admin', body: { text: 'r5' } })).status).toBe(200);
    const res = await treeGraphql(t, `query($id: ID!) { documentElement(ref: { id: $id }) { revision latestRevision { number createdBy { shortName customer { shortName } } } revisions(limit: 1) { nodes { number } } } }`, { id: doc }, { as: 'acme-user' });
    expect(res.body.data.documentElement).toEqual({ revision: 5, latestRevision: { number: 5, createdBy: { shortName: 'acme-admin', customer: { shortName: 'acme' } } }, revisions: [{ number: 5 }] });
  });
});

describe('access through the edges', () => {
  let top: number;
  let secret: number;
  let doc: number;
  beforeAll(async () => {
    top = await addFolder(t, acmeRoot, 'guarded', 'acme-admin');
    await addText(t, top, 'open.txt', 'x', 'acme-admin');
    const res = await t.request('POST', `${V1}/folder/${top}`, { as: 'acme-admin', body: { name: 'secret', accessMode: 'explicit' } });
    expect(res.status).toBe(201);
    secret = res.body.data.id;
    await addText(t, secret, 'inside.txt', 'x', 'acme-admin');
    doc = await addText(t, top, 'folder-level.txt', 'x', 'acme-admin');
  });
  const names = (res: { body: any }) => res.body.data.documentElement.children.map((c: { name: string }) => c.name);
  const tree = (as: string, id = top) =>
    treeGraphql(t, `query($id: ID!) { documentElement(ref: { id: $id }) { children { nodes { name children { nodes { name } } } } } }`, { id }, { as });

  it('a subfolder the caller may not see is absent, as in the REST listing; its owner sees it', async () => {
    const user = await tree('acme-user');
    expect(user.body.errors).toBeUndefined();
    const listed = await t.get(`${V1}/folder/${top}/content`, { as: 'acme-user' });
    expect(names(user)).toEqual(listed.body.data.map((e: { name: string }) => e.name));
    expect(names(user)).toEqual(['folder-level.txt', 'open.txt']);
    expect((await t.get(`${V1}/folder/${secret}`, { as: 'acme-user' })).status).toBe(404);
    // The control: the same query shows it to its owner.
    const admin = await tree('acme-admin');
    expect(names(admin)).toEqual(['secret', 'folder-level.txt', 'open.txt']);
    expect(admin.body.data.documentElement.children[0].children).toEqual([{ name: 'inside.txt' }]);
  });

  it('the hidden subfolder asked for directly is NOT_FOUND exactly like a missing one', async () => {
    const hidden = await tree('acme-user', secret);
    const missing = await tree('acme-user', 2_000_000_000);
    expect(hidden.body.data).toEqual(missing.body.data);
    expect(hidden.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(missing.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('a caller from another customer sees nothing: the tree is NOT_FOUND as a missing id, and acme\'s root folder is hidden', async () => {
    const other = await tree('globex-user');
    const missing = await tree('globex-user', 2_000_000_000);
    expect(other.body.data).toEqual({ documentElement: null });
    expect(other.body.errors.map((e: any) => e.extensions.code)).toEqual(missing.body.errors.map((e: any) => e.extensions.code));
    const own = await treeGraphql(t, '{ documentRootFolder { name customer { shortName rootFolder { name } } children { nodes { name } } } }', {}, { as: 'globex-user' });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data.documentRootFolder.customer).toEqual({ shortName: 'globex', rootFolder: { name: 'globex' } });
    expect(JSON.stringify(own.body.data)).not.toContain('guarded');
  });

  it('with folder level on a document its revisions and latest revision are FORBIDDEN (as REST), the rest of the answer stands', async () => {
    const viewer = await userWith(t, 'acme-folder-only', 'acme', []);
    const grant = await t.request('POST', `${V1}/document/${doc}/access`, { as: 'acme-admin', body: { subjectID: viewer.id, level: 'folder' } });
    expect(grant.status).toBe(201);
    const res = await treeGraphql(t, `query($id: ID!) { documentElement(ref: { id: $id }) { children { nodes { name latestRevision { number } revisions { nodes { number } } } } } }`, { id: top }, { as: viewer.key });
    expect(res.body.data.documentElement.children).toEqual([{ name: 'folder-level.txt', latestRevision: null, revisions: null }]);
    expect(res.body.errors.map((e: any) => [e.path.join('.'), e.extensions.code]).sort()).toEqual([
      ['documentElement.children.nodes.0.latestRevision', 'FORBIDDEN'],
      ['documentElement.children.nodes.0.revisions', 'FORBIDDEN'],
    ]);
    expect((await t.get(`${V1}/document/${doc}/revisions`, { as: viewer.key })).status).toBe(403);
  });

  it('Customer.rootFolder is the REST root folder, null for a customer whose space the caller may not see', async () => {
    const admin = await treeGraphql(t, '{ customer(ref: { shortName: "acme" }) { rootFolder { id databaseId name flags } } }', {}, { as: 'acme-admin' });
    expect(admin.body.data.customer.rootFolder).toEqual({ id: `gid://vigil/DocumentElement/${acmeRoot}`, databaseId: acmeRoot, name: 'acme', flags: ['ROOT_FOLDER'] });
    const viewer = await userWith(t, 'acme-customers-only', 'acme', ['viewCustomers']);
    const hidden = await treeGraphql(t, '{ customer(ref: { shortName: "acme" }) { shortName rootFolder { id } } }', {}, { as: viewer.key });
    expect(hidden.body.errors).toBeUndefined();
    expect(hidden.body.data.customer).toEqual({ shortName: 'acme', rootFolder: null });
    expect((await t.get(`${V1}/customer/acme`, { as: viewer.key })).status).toBe(404);
  });

  it('an author shows who it is, not its details: e-mail, groups and effective functions need viewUsers for its customer', async () => {
    const admin = await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'admin' } });
    const authored = await addText(t, acmeRoot, 'by-the-operator.txt', 'x');
    await t.database.prisma.documentRevision.updateMany({ where: { elementId: authored }, data: { createdById: admin.id } });
    const query = `query($id: ID!) { documentElement(ref: { id: $id }) { latestRevision { createdBy {
      shortName hidden email language timeZone createdTimestamp groups { nodes { shortName } } effectiveFunctions { nodes { name customerIds } } } } } }`;
    // acme-user reaches the operator (its service provider) but holds no viewUsers there: the details are null.
    const byUser = await treeGraphql(t, query, { id: authored }, { as: 'acme-user' });
    expect(byUser.body.errors).toBeUndefined();
    expect(byUser.body.data.documentElement.latestRevision.createdBy).toEqual({
      shortName: 'admin', hidden: false, email: null, language: null, timeZone: null, createdTimestamp: null, groups: null, effectiveFunctions: null,
    });
    expect((await t.get('/useradmin/v2/user/admin', { as: 'acme-user' })).status).toBe(404);
    // The operator itself, and its own details for any user: shown.
    const byAdmin = await treeGraphql(t, query, { id: authored }, { as: 'admin' });
    const own = byAdmin.body.data.documentElement.latestRevision.createdBy;
    expect(own).toMatchObject({ shortName: 'admin', language: expect.any(String), timeZone: expect.any(String) });
    expect(own.effectiveFunctions.length).toBeGreaterThan(0);
    const self = await t.graphql('{ currentUser { shortName language effectiveFunctions { nodes { name } } } }', {}, { as: 'acme-user' });
    expect(self.body.data.currentUser).toMatchObject({ shortName: 'acme-user', language: expect.any(String) });
  });

  it('the lock holder is a User that leads on', async () => {
    expect((await t.request('PUT', `${V1}/document/${doc}/lock`, { as: 'acme-admin', body: {} })).status).toBe(200);
    const res = await treeGraphql(t, `query($id: ID!) { documentElement(ref: { id: $id }) { lock { lockedBy { shortName customer { shortName } } lockedUntil } } }`, { id: doc }, { as: 'acme-user' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.documentElement.lock).toEqual({ lockedBy: { shortName: 'acme-admin', customer: { shortName: 'acme' } }, lockedUntil: expect.any(Number) });
    const rest = await t.get(`${V1}/document/${doc}`, { as: 'acme-user' });
    expect(Object.keys(rest.body.data.lock.lockedBy).sort()).toEqual(['id', 'name', 'shortName']);
  });
});
