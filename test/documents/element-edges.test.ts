// DocumentElement.parent and DocumentElement.accessEntries (issue "The GraphQL
// graph", item 2), black box over HTTP: through an edge a caller sees exactly
// what it sees by id (documentElement(ref: { id }) for the parent) or through
// the REST access list (GET /documents/v1/.../access, which now reads the
// edge), and the edges of any number of elements cost the same statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTING_STATEMENTS, startTestApp, type TestApp } from '../support/app.ts';
import { requestStatements } from '../support/statements.ts';
import { addFolder, addText, rootId, userWith, V1 } from './support.ts';

let t: TestApp;
let acmeRoot: number;
let top: number;
let secret: number;
let inside: number;
let open: number;
let reader: { key: string; id: number };

const ELEMENT_FIELDS = 'id databaseId name elementType currentUserAccessLevel effectiveAccessMode parentElements { databaseId name } customer { shortName }';
const ENTRY_FIELDS = 'id: databaseId elementID subjectID subjectType level implied createdTimestamp';

const grant = (as: string, kind: 'folder' | 'document', id: number, subjectID: number, level: string) =>
  t.request('POST', `${V1}/${kind}/${id}/access`, { as, body: { subjectID, level } });

const byId = (id: number | string, fields: string, as: string) =>
  t.graphql(`query($id: ID!) { documentElement(ref: { id: $id }) { ${fields} } }`, { id: String(id) }, { as });

beforeAll(async () => {
  t = await startTestApp({ env: COUNTING_STATEMENTS });
  acmeRoot = await rootId(t);
  top = await addFolder(t, acmeRoot, 'edges-top', 'acme-admin');
  open = await addText(t, top, 'open.txt', 'x', 'acme-admin');
  const res = await t.request('POST', `${V1}/folder/${top}`, { as: 'acme-admin', body: { name: 'secret', accessMode: 'explicit' } });
  expect(res.status).toBe(201);
  secret = res.body.data.id;
  inside = await addText(t, secret, 'inside.txt', 'x', 'acme-admin');
  reader = await userWith(t, 'acme-edge-reader', 'acme', []);
  // Explicit read on the document: folder level (implied entries) on every parent up to the root.
  expect((await grant('acme-admin', 'document', inside, reader.id, 'read')).status).toBe(201);
  expect((await grant('acme-admin', 'folder', top, (await userWith(t, 'acme-edge-other', 'acme', [])).id, 'write')).status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

describe('DocumentElement.parent', () => {
  it('is the folder documentElement(ref: { id }) answers, with every field of an element', async () => {
    for (const as of ['acme-admin', 'acme-user']) {
      const edge = await byId(open, `databaseId parentElements { databaseId } parent { ${ELEMENT_FIELDS} }`, as);
      expect(edge.body.errors).toBeUndefined();
      const direct = await byId(top, ELEMENT_FIELDS, as);
      expect(direct.body.errors).toBeUndefined();
      expect(edge.body.data.documentElement.parent).toEqual(direct.body.data.documentElement);
      // The immediate parent: the first of parentElements.
      expect(edge.body.data.documentElement.parent.databaseId).toBe(edge.body.data.documentElement.parentElements[0].databaseId);
    }
  });

  it('leads on up to the root folder, whose parent is null without an error', async () => {
    const res = await byId(open, 'parent { name parent { name flags parent { name } } }', 'acme-user');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.documentElement.parent).toEqual({ name: 'edges-top', parent: { name: 'acme', flags: ['ROOT_FOLDER'], parent: null } });
    // With relations asked for below it too (nothing is read for a root folder's parent).
    const root = await t.graphql('{ documentRootFolder { name parent { name createdBy { shortName } customer { shortName } } } }', {}, { as: 'acme-user' });
    expect(root.body.errors).toBeUndefined();
    expect(root.body.data.documentRootFolder).toEqual({ name: 'acme', parent: null });
  });

  it('shows a caller with folder level only (implied entries) the parent as by id', async () => {
    const edge = await byId(inside, `parent { ${ELEMENT_FIELDS} }`, reader.key);
    expect(edge.body.errors).toBeUndefined();
    const direct = await byId(secret, ELEMENT_FIELDS, reader.key);
    expect(edge.body.data.documentElement.parent).toEqual(direct.body.data.documentElement);
    expect(edge.body.data.documentElement.parent).toMatchObject({ name: 'secret', currentUserAccessLevel: 'FOLDER', effectiveAccessMode: 'EXPLICIT' });
  });

  it('a caller without a level on the element gets NOT_FOUND, as for a missing id: nothing of the parent', async () => {
    const hidden = await byId(inside, 'name parent { name databaseId }', 'acme-user');
    const missing = await byId(2_000_000_000, 'name parent { name databaseId }', 'acme-user');
    expect(hidden.body.data).toEqual({ documentElement: null });
    expect(hidden.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['NOT_FOUND']);
    expect(missing.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['NOT_FOUND']);
  });

  it('a caller of another customer gets NOT_FOUND for the element, by id and by path: nothing leaks through parent', async () => {
    const other = await byId(open, 'name parent { name } accessEntries { id }', 'globex-user');
    expect(other.body.data).toEqual({ documentElement: null });
    expect(other.body.errors).toHaveLength(1);
    expect(other.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(JSON.stringify(other.body)).not.toContain('edges-top');
    const byPath = await t.graphql('{ documentElement(ref: { path: { customer: { shortName: "acme" }, names: ["edges-top", "open.txt"] } }) { parent { name } accessEntries { id } } }', {}, { as: 'globex-user' });
    expect(byPath.body.data).toEqual({ documentElement: null });
    expect(byPath.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(JSON.stringify(byPath.body)).not.toContain('edges-top');
  });
});

describe('DocumentElement.accessEntries', () => {
  /** The REST answer's entries: the list GET .../access answers. */
  const rest = async (kind: 'folder' | 'document', id: number, as: string) => {
    const res = await t.get(`${V1}/${kind}/${id}/access`, { as });
    expect(res.status).toBe(200);
    return res.body.data as Record<string, unknown>[];
  };
  /** The edge's entries in REST's spelling (REST spells enum values in lower case). */
  const edge = async (id: number, as: string) => {
    const res = await byId(id, `accessEntries { ${ENTRY_FIELDS} }`, as);
    expect(res.body.errors).toBeUndefined();
    return (res.body.data.documentElement.accessEntries as Record<string, unknown>[]).map((e): Record<string, unknown> => ({
      ...e,
      subjectType: String(e['subjectType']).toLowerCase(),
      level: String(e['level']).toLowerCase(),
    }));
  };

  it('answers a document manager every entry, as the REST access list', async () => {
    const entries = await edge(top, 'acme-admin');
    expect(entries).toEqual(await rest('folder', top, 'acme-admin'));
    // The write grant and the reader's implied folder entry.
    expect(entries.map((e) => [e['level'], e['implied']]).sort()).toEqual([['folder', true], ['write', false]]);
    expect(await edge(inside, 'acme-admin')).toEqual(await rest('document', inside, 'acme-admin'));
  });

  it('answers anyone else only their own entries (folder level is enough), as the REST access list', async () => {
    const own = await edge(top, reader.key);
    expect(own).toEqual(await rest('folder', top, reader.key));
    expect(own).toEqual([expect.objectContaining({ subjectID: reader.id, level: 'folder', implied: true })]);
    expect(await edge(inside, reader.key)).toEqual([expect.objectContaining({ subjectID: reader.id, level: 'read', implied: false })]);
    // A caller with no entry on a visible element: an empty list, no error.
    expect(await edge(top, 'acme-user')).toEqual([]);
    expect(await rest('folder', top, 'acme-user')).toEqual([]);
  });

  it('a caller without a level on the element, or of another customer, gets NOT_FOUND; REST still answers 404', async () => {
    for (const as of ['acme-user', 'globex-user']) {
      const hidden = await byId(inside, 'accessEntries { id subjectID }', as);
      expect(hidden.body.data).toEqual({ documentElement: null });
      expect(hidden.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['NOT_FOUND']);
      const res = await t.get(`${V1}/document/${inside}/access`, { as });
      expect(res.status).toBe(404);
      expect(res.body.data).toBeNull();
      const missing = await t.get(`${V1}/document/2000000000/access`, { as });
      // Invisible is nonexistent: the same answer but for the id.
      const shape = (body: { messages: { timestamp?: unknown }[] }, id: number) =>
        JSON.stringify({ ...body, messages: body.messages.map(({ timestamp: _, ...m }) => m) }).replaceAll(String(id), 'ID');
      expect(shape(res.body, inside)).toBe(shape(missing.body, 2_000_000_000));
    }
    // The wrong kind of element is a 404 too (a folder's id on the document route).
    expect((await t.get(`${V1}/document/${top}/access`, { as: 'acme-admin' })).status).toBe(404);
    expect((await t.get(`${V1}/document/path/access/edges-top/secret/inside.txt?customer=acme`, { as: 'globex-user' })).status).toBe(404);
  });
});

describe('statements', () => {
  async function statementsFor(work: () => Promise<{ status: number; body: any }>): Promise<number> {
    await work(); // warm: compiles the document, stamps the key's last use
    const { result, statements } = await t.database.statements.capture(work);
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    return requestStatements(statements).length;
  }

  /** A folder of `width` entries (folders and documents), each with an entry for a user and one for a group. */
  async function folderOf(name: string, width: number): Promise<number> {
    const prisma = t.database.prisma;
    const folder = await addFolder(t, acmeRoot, name, 'acme-admin');
    const row = await prisma.documentElement.findUniqueOrThrow({ where: { id: folder } });
    const group = await prisma.group.findFirstOrThrow({ where: { customerId: row.customerId } });
    const rows = await prisma.documentElement.createManyAndReturn({
      data: Array.from({ length: width }, (_, i) => ({
        customerId: row.customerId, parentId: folder, path: [...row.path, folder], name: `e${String(i).padStart(2, '0')}`, elementType: 'FOLDER',
      })),
    });
    await prisma.documentAccess.createMany({
      data: [{ elementId: folder, userId: reader.id, level: 'FOLDER', implied: true }, ...rows.flatMap((r) => [
        { elementId: r.id, userId: reader.id, level: 'READ' },
        { elementId: r.id, groupId: group.id, level: 'FOLDER' },
      ])],
    });
    return folder;
  }

  it('the parents and access lists of 5 and of 50 elements cost the same statements', async () => {
    const small = await folderOf('edges-five', 5);
    const large = await folderOf('edges-fifty', 50);
    const query = `query($id: ID!) { documentElement(ref: { id: $id }) { children { nodes { name parent { name } accessEntries { ${ENTRY_FIELDS} } } } } }`;
    const counts: Record<string, number[]> = {};
    for (const as of ['acme-admin', reader.key]) {
      const run = (id: number) => () => t.graphql(query, { id: String(id) }, { as });
      const answer = (await run(large)()).body;
      expect(answer.errors).toBeUndefined();
      const nodes = answer.data.documentElement.children.nodes as { parent: { name: string }; accessEntries: unknown[] }[];
      expect(nodes).toHaveLength(50);
      expect(nodes.every((n) => n.parent.name === 'edges-fifty')).toBe(true);
      // A manager lists both entries of each; the reader only its own.
      expect(nodes.every((n) => n.accessEntries.length === (as === 'acme-admin' ? 2 : 1))).toBe(true);
      counts[as === 'acme-admin' ? 'manager' : 'reader'] = [await statementsFor(run(small)), await statementsFor(run(large))];
    }
    // Measured: 9 for a manager (the key; the folder's row and level; its visible entries; their rows; the
    // parents' rows; the entries, their users, their groups), 8 for the reader (its own entries: no groups).
    expect(counts['manager']![0]).toBe(counts['manager']![1]);
    expect(counts['reader']![0]).toBe(counts['reader']![1]);
  });
});
