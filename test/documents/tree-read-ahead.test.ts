// The tree read ahead (src/schema/documents/tree-below.ts,
// src/domains/documents/read-ahead.ts and the tree statements of levels.ts):
// a query's `children` of `children`, with the documents' latest revisions,
// is read in one statement from where the query starts. A read-ahead decides
// what is read early, never what is shown: every answer here equals the same
// query answered level by level (the read-ahead stops where `children` is
// asked under two names, so asking every level twice turns it off), errors
// included, for callers who see different parts of the tree, with paging at
// each level, variables, fragments and directives, a page over the bound deep
// down, and a later mutation field of the same request.
import { getNamedType, isLeafType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/schema/index.ts';
import { COUNTING_STATEMENTS, startTestApp, type TestApp } from '../support/app.ts';
import { requestStatements } from '../support/statements.ts';
import { addFolder, addText, rootId, userWith, V1 } from './support.ts';

let t: TestApp;
let top: number;
let sub: number;
let folderOnly: string;

beforeAll(async () => {
  t = await startTestApp({ env: COUNTING_STATEMENTS });
  const root = await rootId(t);
  top = await addFolder(t, root, 'read-ahead', 'acme-admin');
  const a = await addFolder(t, top, 'a', 'acme-admin');
  sub = await addFolder(t, a, 'a1', 'acme-admin');
  await addText(t, sub, 'd1.txt', 'one', 'acme-admin');
  const revised = await addText(t, sub, 'd2.txt', 'r1', 'acme-admin');
  for (const text of ['r2', 'r3']) expect((await t.request('PUT', `${V1}/document/${revised}`, { as: 'acme-user', body: { text } })).status).toBe(200);
  await addText(t, a, 'x.txt', 'x', 'acme-admin');
  // An explicit folder: role-based callers do not see it or anything in it.
  const secret = await t.request('POST', `${V1}/folder/${top}`, { as: 'acme-admin', body: { name: 'secret', accessMode: 'explicit' } });
  expect(secret.status).toBe(201);
  const inside = await addFolder(t, secret.body.data.id, 'inside', 'acme-admin');
  await addText(t, inside, 'deep.txt', 'deep', 'acme-admin');
  const b = await addFolder(t, top, 'b', 'acme-admin');
  await addFolder(t, b, 'b1', 'acme-admin');
  const guarded = await addText(t, b, 'y.txt', 'y', 'acme-admin');
  await addText(t, top, 'z.txt', 'z', 'acme-admin');
  const deleted = await addText(t, top, 'deleted.txt', 'gone', 'acme-admin');
  expect((await t.request('DELETE', `${V1}/document/${deleted}`, { as: 'acme-admin' })).status).toBe(200);
  // A caller with folder level on one document only: it lists it, but its revisions are FORBIDDEN.
  const viewer = await userWith(t, 'read-ahead-folder-only', 'acme', []);
  expect((await t.request('POST', `${V1}/document/${guarded}/access`, { as: 'acme-admin', body: { subjectID: viewer.id, level: 'folder' } })).status).toBe(201);
  folderOnly = viewer.key;
});

afterAll(async () => {
  await t?.close();
});

/**
 * A tree query `levels` deep below its start: each level's children (with
 * `args[i]`) and what `item` selects of each entry. `twice`: every level asks
 * `children` under two names (`children` and `again`), which turns the
 * read-ahead off; `again` (and `again2`...) is dropped from the answer before comparing.
 */
function treeQuery(start: string, levels: number, item: string, args: string[] = [], twice = false): string {
  let inner = '';
  for (let i = levels - 1; i >= 0; i -= 1) {
    const a = args[i] ?? '';
    inner = `children${a} { totalCount pageInfo { hasNextPage endCursor } nodes { ${item} ${inner} } }${twice ? ` again: children${a} { nodes { id } }` : ''}`;
  }
  return `query${start.includes('$START_ID') ? '($id: ID!)' : ''} { ${start} { name ${inner} } }`.replace('$START_ID', '$id');
}

const BY_ID = 'documentElement(ref: { id: $START_ID })';

/** The answer without the `again` copies, and its errors as (path, code, message) in order. */
function shown(body: { data?: unknown; errors?: { path?: (string | number)[]; message: string; extensions?: { code?: string } }[] }) {
  const drop = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(drop);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([key]) => !key.startsWith('again')).map(([key, v]) => [key, drop(v)]));
  };
  const errors = (body.errors ?? [])
    .filter((e) => !(e.path ?? []).some((key) => String(key).startsWith('again')))
    .map((e) => [(e.path ?? []).join('.'), e.extensions?.code, e.message])
    .sort((x, y) => String(x[0]).localeCompare(String(y[0])));
  return { data: drop(body.data), errors };
}

async function compare(query: (twice: boolean) => string, as: string, variables: Record<string, unknown> = { id: top }) {
  const ahead = await t.graphql(query(false), variables, { as });
  const byLevel = await t.graphql(query(true), variables, { as });
  expect(ahead.status).toBe(200);
  expect(shown(ahead.body)).toEqual(shown(byLevel.body));
  return ahead.body;
}

const ITEM = 'id name elementType revision latestRevision { number name createdTimestamp createdBy { shortName name } }';

describe('a tree read ahead answers as the same tree read level by level', () => {
  it.each([['acme-user'], ['acme-admin'], ['globex-user']])('three levels with latest revisions, as %s', async (as) => {
    const body = await compare((twice) => treeQuery(BY_ID, 3, ITEM, [], twice), as);
    if (as === 'globex-user') {
      expect(body.data).toEqual({ documentElement: null });
      expect(body.errors.map((e: any) => e.extensions.code)).toEqual(['NOT_FOUND']);
      return;
    }
    expect(body.errors).toBeUndefined();
    const names = (node: any): unknown => [node.name, ...(node.children?.nodes ?? []).map(names)];
    const tree = names(body.data.documentElement);
    // The explicit folder only for its creator; the deleted document for nobody.
    expect(JSON.stringify(tree).includes('secret')).toBe(as === 'acme-admin');
    expect(JSON.stringify(tree)).not.toContain('deleted.txt');
    expect(JSON.stringify(tree)).toContain('d2.txt');
  });

  it('a caller with folder level on a document: FORBIDDEN on its latest revision alone, as level by level', async () => {
    const body = await compare((twice) => treeQuery(BY_ID, 2, 'name latestRevision { number }', [], twice), folderOnly);
    expect(body.errors.map((e: any) => [e.path.join('.'), e.extensions.code])).toEqual([['documentElement.children.nodes.0.children.nodes.0.latestRevision', 'FORBIDDEN']]);
    expect(body.data.documentElement.children.nodes).toEqual([{ name: 'b', latestRevision: null, children: { totalCount: 1, pageInfo: { hasNextPage: false, endCursor: expect.any(String) }, nodes: [{ name: 'y.txt', latestRevision: null }] } }]);
  });

  it('from the root folder or an element by id: the element and every level below in one statement', async () => {
    const fromRoot = (twice: boolean) => treeQuery('documentRootFolder', 3, ITEM, [], twice);
    const body = await compare(fromRoot, 'acme-user', {});
    expect(body.errors).toBeUndefined();
    await t.graphql(fromRoot(false), {}, { as: 'acme-user' }); // compiled, key stamped
    // Besides the API key's own statement (this app caches no key: AUTH_CACHE_SECONDS 0).
    const read = async (query: string, variables: Record<string, unknown>) =>
      requestStatements((await t.database.statements.capture(() => t.graphql(query, variables, { as: 'acme-user' }))).statements).filter((sql) => !sql.startsWith('/* vigil:apikey */'));
    expect((await read(fromRoot(false), {})).map((sql) => sql.slice(0, 30))).toEqual(['/* vigil:document-root-tree */']);
    expect((await read(fromRoot(true), {})).length).toBeGreaterThan(3);
    const byId = await read(treeQuery(BY_ID, 3, ITEM), { id: top });
    expect(byId.map((sql) => sql.slice(0, 33))).toEqual(['/* vigil:document-element-tree */']);
  });

  it('pages each level with its own arguments (limit/offset, first/after), as level by level and as the REST listings', async () => {
    const after = Buffer.from('vigil:0').toString('base64url');
    const args = ['(limit: 2, offset: 1)', '(first: 1)', `(first: 1, after: "${after}")`];
    const body = await compare((twice) => treeQuery(BY_ID, 3, 'id databaseId name', args, twice), 'acme-admin');
    expect(body.errors).toBeUndefined();
    const level1 = body.data.documentElement.children;
    const rest = await t.get(`${V1}/folder/${top}/content?limit=2&offset=1`, { as: 'acme-admin' });
    expect(level1.nodes.map((n: any) => n.name)).toEqual(rest.body.data.map((e: { name: string }) => e.name));
    let compared = 0;
    for (const folder of level1.nodes.filter((n: any) => n.children.nodes.length > 0)) {
      const listed = await t.get(`${V1}/folder/${folder.databaseId}/content?limit=1`, { as: 'acme-admin' });
      expect(folder.children.nodes.map((n: any) => n.name)).toEqual(listed.body.data.map((e: { name: string }) => e.name));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('reads variables, fragments and directives as execution does', async () => {
    const query = (twice: boolean) => `query($id: ID!, $n: Int, $deep: Boolean!) { documentElement(ref: { id: $id }) { ...Level } }
      fragment Level on DocumentElement { name children(limit: $n) { nodes { name ... on Node { id } ... on DocumentElement { children @include(if: $deep) { nodes { ...Leaf } }${twice ? ' again2: children @include(if: $deep) { nodes { id } }' : ''} } } }${twice ? ' again: children(limit: $n) { nodes { id } }' : ''} }
      fragment Leaf on DocumentElement { name latestRevision @skip(if: $deep) { number } }`;
    for (const variables of [{ id: top, n: 2, deep: true }, { id: top, n: 1, deep: false }, { id: top, n: null, deep: true }]) {
      const body = await compare(query, 'acme-user', variables);
      expect(body.errors, JSON.stringify(variables)).toBeUndefined();
    }
  });

  it('an author asked for beyond the columns read ahead (its customer) is read as before', async () => {
    const item = 'name latestRevision { number createdBy { shortName customer { shortName } } }';
    const body = await compare((twice) => treeQuery(BY_ID, 3, item, [], twice), 'acme-user');
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body.data)).toContain('"customer":{"shortName":"acme"}');
  });
});

describe('the columns read ahead', () => {
  // Besides the API key's own statement (this app caches no key: AUTH_CACHE_SECONDS 0).
  const statementsOf = async (query: string) =>
    requestStatements((await t.database.statements.capture(() => t.graphql(query, { id: top }, { as: 'acme-admin' }))).statements).filter((sql) => !sql.startsWith('/* vigil:apikey */'));
  /** The columns of the rows' JSON object in a tree statement. */
  // The element's columns a tree statement reads: its JSON array of x's columns (elementArraySql), named as the model names them.
  const jsonColumns = (sql: string) => {
    const array = /json_build_array\((x\.[^)]*)\)/.exec(sql);
    expect(array, 'the element array of a tree statement').not.toBeNull();
    return array![1]!.split(', ').map((column) => column.replace(/^x\./, '').replace(/::text$/, '').replace(/_(\w)/g, (_, c: string) => c.toUpperCase()));
  };

  it('are those any level asks for, every level in the one statement; what none asks is not read', async () => {
    const deepOnly = (twice: boolean) =>
      `query($id: ID!) { ${BY_ID.replace('$START_ID', '$id')} { name children { nodes { name children { nodes { name children { nodes { name size mimeType createdTimestamp } }${twice ? ' again: children { nodes { id } }' : ''} } }${twice ? ' again: children { nodes { id } }' : ''} } }${twice ? ' again: children { nodes { id } }' : ''} } }`;
    const body = await compare(deepOnly, 'acme-admin');
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body.data)).toContain('"mimeType":"text/plain; charset=utf-8"');
    await statementsOf(deepOnly(false)); // compiled, key stamped
    const [deep, ...others] = await statementsOf(deepOnly(false));
    expect(others).toEqual([]);
    expect(deep!.slice(0, 33)).toBe('/* vigil:document-element-tree */');
    expect(jsonColumns(deep!)).toEqual(expect.arrayContaining(['id', 'name', 'elementType', 'mimeType', 'size', 'createdAt']));
    expect(jsonColumns(deep!)).not.toContain('sha256');
    // Names only: the type's own columns, no size, media type or timestamps.
    const [plain, ...more] = await statementsOf(treeQuery(BY_ID, 3, 'name'));
    expect(more).toEqual([]);
    expect(jsonColumns(plain!)).toEqual(expect.arrayContaining(['id', 'name', 'elementType']));
    for (const column of ['size', 'mimeType', 'createdAt', 'updatedAt', 'sha256']) expect(jsonColumns(plain!)).not.toContain(column);
  });

  it('every column field of an element, asked at the deepest level, answers as level by level in the one statement', async () => {
    const element = schema.getType('DocumentElement') as GraphQLObjectType;
    const leaves = Object.values(element.getFields()).filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => a.type.toString().endsWith('!')));
    expect(leaves.length).toBeGreaterThan(10);
    const item = leaves.map((f) => f.name).join(' ');
    const query = (twice: boolean) => treeQuery(BY_ID, 3, item, [], twice);
    const body = await compare(query, 'acme-admin');
    expect(body.errors).toBeUndefined();
    await statementsOf(query(false));
    const statements = await statementsOf(query(false));
    expect(statements.map((sql) => sql.slice(0, 33))).toEqual(['/* vigil:document-element-tree */']);
  });

  it('the element a tree starts from answers every column field asked of it from the one statement', async () => {
    const element = schema.getType('DocumentElement') as GraphQLObjectType;
    const leaves = Object.values(element.getFields()).filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => a.type.toString().endsWith('!')));
    const query = (twice: boolean) => treeQuery(BY_ID, 2, 'name', [], twice).replace('{ name children', `{ ${leaves.map((f) => f.name).join(' ')} children`);
    expect(query(false).indexOf('createdTimestamp')).toBeGreaterThan(0);
    expect(query(false).indexOf('createdTimestamp')).toBeLessThan(query(false).indexOf('children'));
    const body = await compare(query, 'acme-admin');
    expect(body.errors).toBeUndefined();
    expect(typeof body.data.documentElement.createdTimestamp).toBe('number');
    await statementsOf(query(false));
    const [tree, ...others] = await statementsOf(query(false));
    expect(others).toEqual([]);
    expect(tree!.slice(0, 33)).toBe('/* vigil:document-element-tree */');
    expect(jsonColumns(tree!)).toContain('createdAt');
  });

  it('a relation asked at one level: that level is read with it, every answer as level by level', async () => {
    const item = 'name customer { shortName } createdBy { shortName }';
    const body = await compare((twice) => treeQuery(BY_ID, 3, item, [], twice), 'acme-admin');
    expect(body.errors).toBeUndefined();
    expect(JSON.stringify(body.data)).toContain('"customer":{"shortName":"acme"}');
  });
});

describe('refusals', () => {
  it('an element the caller may not see is refused as a missing one, after the same statement and rows', async () => {
    const secret = (await t.get(`${V1}/folder/path/meta/read-ahead/secret`, { as: 'acme-admin' })).body.data.id as number;
    const query = treeQuery(BY_ID, 2, ITEM);
    const ask = (id: number) => t.database.statements.captureRows(() => t.graphql(query, { id }, { as: 'acme-user' }));
    await ask(secret);
    const hidden = await ask(secret);
    const missing = await ask(2_000_000_000);
    expect(hidden.result.body).toEqual({ ...missing.result.body, errors: [{ ...missing.result.body.errors[0], message: hidden.result.body.errors[0].message, extensions: { ...missing.result.body.errors[0].extensions, parameter: String(secret), timestamp: hidden.result.body.errors[0].extensions.timestamp } }] });
    expect(hidden.result.body.errors.map((e: any) => e.extensions.code)).toEqual(['NOT_FOUND']);
    const reads = (r: typeof hidden) => r.reads.filter((read) => !read.sql.startsWith('/* vigil:apikey')).map((read) => [read.sql.slice(0, 40), read.rows]);
    expect(reads(hidden)).toEqual(reads(missing));
    expect(reads(hidden)).toEqual([['/* vigil:document-element-tree */\nWITH m', 0]]);
  });
});

describe('limits and changes', () => {
  it('a folder over the page-size bound deep down is refused there alone, as level by level', async () => {
    const small = await startTestApp({ env: { MAX_PAGE_SIZE: '3', DEFAULT_PAGE_SIZE: '3' } });
    try {
      const root = await rootId(small);
      const outer = await addFolder(small, root, 'bounded');
      const full = await addFolder(small, outer, 'full');
      for (let i = 0; i < 4; i += 1) await addText(small, full, `f${i}.txt`, 'x');
      await addFolder(small, outer, 'light');
      const query = (twice: boolean) => treeQuery(BY_ID, 2, 'name', [], twice);
      const ahead = await small.graphql(query(false), { id: outer }, { as: 'acme-user' });
      const byLevel = await small.graphql(query(true), { id: outer }, { as: 'acme-user' });
      expect(shown(ahead.body)).toEqual(shown(byLevel.body));
      expect(ahead.body.errors.map((e: any) => [e.path.join('.'), e.extensions.code, e.extensions.field])).toEqual([['documentElement.children.nodes.0.children', 'INVALID_FIELD', 'limit']]);
      expect(ahead.body.data.documentElement.children.nodes.map((n: any) => [n.name, n.children && n.children.nodes.length])).toEqual([['full', null], ['light', 0]]);
    } finally {
      await small.close();
    }
  });

  it('a mutation field answers what an earlier field of the same request changed, not what that field read', async () => {
    const names = (payload: any): string[] => payload.parent.children.nodes.flatMap((n: any) => [n.name, ...n.children.nodes.map((c: any) => `${n.name}/${c.name}`)]);
    const tree = 'parent { children { nodes { name children { nodes { name } } } } }';
    const res = await t.graphql(
      `mutation($top: ID!, $sub: ID!) {
        first: addDocumentFolder(input: { parent: { id: $top }, name: "m1" }) { folder { ${tree} } }
        second: addDocument(input: { parent: { id: $sub }, name: "m2.txt", text: "x" }) { document { parent { parent { children { nodes { name children { nodes { name } } } } } } } }
      }`,
      { top, sub: (await t.get(`${V1}/folder/path/meta/read-ahead/a`, { as: 'acme-user' })).body.data.id },
      { as: 'acme-user' },
    );
    expect(res.body.errors).toBeUndefined();
    expect(names(res.body.data.first.folder)).toContain('m1');
    expect(names(res.body.data.first.folder)).not.toContain('a/m2.txt');
    expect(names(res.body.data.second.document.parent)).toContain('a/m2.txt');
  });
});
