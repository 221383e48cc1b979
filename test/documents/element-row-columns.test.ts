// A folder's entries come with their levels in one statement of our own when
// the query reads columns only (src/domains/documents/levels.ts,
// childLevelPages), in the shape Prisma's findMany gives them
// (src/domains/documents/element-rows.ts, ELEMENT_COLUMNS). Two guards: every
// column read by that statement equals Prisma's own read of the row, value and
// type (Date, BigInt, arrays, nulls); and over HTTP an entry listed by
// `children` answers every field as the same element read by id, while a
// listing that reads relations (the second statement) answers as before.
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_FIELDS, elementArraySql, elementColumnsSql, elementFromArray, elementRow, plannedRowShape } from '../../src/domains/documents/element-rows.ts';
import { AUTHOR_FIELDS, authoredRevisionArraysSql, authoredRevisionFromArrays, LATEST_REVISION, REVISION_FIELDS } from '../../src/domains/documents/revision-rows.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { requestStatements } from '../support/statements.ts';
import { addFolder, addText, rootId, V1 } from './support.ts';

let t: TestApp;
let folder: number;
let locked: number;
let gone: number;

beforeAll(async () => {
  t = await startTestApp();
  const root = await rootId(t);
  folder = await addFolder(t, root, 'row-columns');
  await addFolder(t, folder, 'sub');
  const plain = await addText(t, folder, 'plain.txt', 'plain');
  // Changed by someone other than its creator: created_by_id and updated_by_id differ.
  expect((await t.request('PUT', `${V1}/document/${plain}`, { as: 'acme-admin', body: { text: 'plain, edited' } })).status).toBe(200);
  // An entry for someone else: its owner (the creator, created_by_id) lists it, anyone else only their own entries.
  const admin = await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-admin' }, select: { id: true } });
  expect((await t.request('POST', `${V1}/document/${plain}/access`, { as: 'acme-user', body: { subjectID: admin.id, level: 'read' } })).status).toBe(201);
  locked = await addText(t, folder, 'locked.txt', 'v1');
  expect((await t.request('PUT', `${V1}/document/${locked}`, { as: 'acme-user', body: { text: 'v2' } })).status).toBe(200);
  expect((await t.request('PUT', `${V1}/document/${locked}/lock`, { as: 'acme-user', body: { seconds: 600 } })).status).toBe(200);
  gone = await addText(t, folder, 'gone.txt', 'bye');
  expect((await t.request('DELETE', `${V1}/document/${gone}`, { as: 'acme-user' })).status).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe('the element columns of our own statements', () => {
  it('read every column as Prisma reads it: the same values, of the same types', async () => {
    const prisma = t.database.prisma;
    const byPrisma = await prisma.documentElement.findMany({ orderBy: { id: 'asc' } });
    // Read as the statements of src/domains/documents/levels.ts read them: on the driver adapter, through elementRow.
    const ours = (await t.database.sql.query<Record<string, unknown>>(`SELECT ${elementColumnsSql('x')} FROM document_element x ORDER BY x.id`)).map((row) => elementRow(row));
    // Every column of the model, each named once.
    expect([...ELEMENT_FIELDS].sort()).toEqual(Object.keys(byPrisma[0]!).sort());
    // No two columns hold the same values in every row: a column read under another's name fails below.
    for (const a of ELEMENT_FIELDS) {
      for (const b of ELEMENT_FIELDS) {
        if (a < b) expect(byPrisma.some((row) => !isDeepStrictEqual(row[a], row[b])), `${a} and ${b} differ somewhere`).toBe(true);
      }
    }
    // Rows that hold every kind of value: a root folder's flags, a document's size (BigInt), a lock, a deletion.
    expect(byPrisma.some((row) => row.flags.length > 0)).toBe(true);
    expect(byPrisma.some((row) => typeof row.size === 'bigint')).toBe(true);
    expect(byPrisma.some((row) => row.lockedUntil instanceof Date && row.lockedById !== null)).toBe(true);
    expect(byPrisma.some((row) => row.deletedAt instanceof Date && row.deletedById !== null)).toBe(true);
    expect(byPrisma.some((row) => row.path.length > 1)).toBe(true);
    expect(ours.length).toBe(byPrisma.length);
    ours.forEach((row, i) => expect(row).toStrictEqual(byPrisma[i]));
    // The tree statements read each row as one JSON array (elementArraySql): the same values and types.
    const json = await t.database.sql.query<{ element_values: unknown[] }>(`SELECT ${elementArraySql('x')} AS element_values FROM document_element x ORDER BY x.id`);
    expect(json.length).toBe(byPrisma.length);
    json.forEach((row, i) => expect(elementFromArray(ELEMENT_FIELDS, row.element_values)).toStrictEqual(byPrisma[i]));
    // And any choice of the columns, in their order: here every other one.
    const some = ELEMENT_FIELDS.filter((_, i) => i % 2 === 1);
    const part = await t.database.sql.query<{ element_values: unknown[] }>(`SELECT ${elementArraySql('x', some)} AS element_values FROM document_element x ORDER BY x.id`);
    part.forEach((row, i) => expect(elementFromArray(some, row.element_values)).toStrictEqual(Object.fromEntries(some.map((field) => [field, (byPrisma[i] as Record<string, unknown>)[field]]))));
  });

  it('read a latest revision and its author as Prisma reads them', async () => {
    const select = Object.fromEntries(REVISION_FIELDS.map((field) => [field, true]));
    const author = Object.fromEntries(AUTHOR_FIELDS.map((field) => [field, true]));
    const byPrisma = (await t.database.prisma.documentRevision.findMany({ orderBy: { id: 'asc' }, select: { ...select, createdBy: { select: author } } })) as unknown as (Record<string, unknown> & { id: number })[];
    // Every column of the model; a revision of a removed author has none.
    expect([...REVISION_FIELDS].sort()).toEqual(Object.keys(await t.database.prisma.documentRevision.findFirstOrThrow()).sort());
    await t.database.prisma.documentRevision.update({ where: { id: byPrisma[0]!.id }, data: { createdById: null } });
    byPrisma[0]!['createdById'] = null;
    byPrisma[0]!['createdBy'] = null;
    expect(byPrisma.some((row) => typeof row['size'] === 'bigint' && row['createdAt'] instanceof Date && row['createdBy'] !== null)).toBe(true);
    const [revisionSql, authorSql] = authoredRevisionArraysSql('rv', 'au');
    const ours = await t.database.sql.query<{ revision_values: unknown[]; author_values: unknown[] | null }>(
      `SELECT ${revisionSql} AS revision_values, ${authorSql} AS author_values FROM document_revision rv LEFT JOIN user_account au ON au.id = rv.created_by_id ORDER BY rv.id`,
    );
    expect(ours.length).toBe(byPrisma.length);
    ours.forEach((row, i) => expect(authoredRevisionFromArrays(row.revision_values, row.author_values)).toStrictEqual(byPrisma[i]));
  });

  it('are used only for a query they answer: columns, and a latest revision with its author\'s columns; another relation or a count goes to Prisma', () => {
    const revision = (select: Record<string, unknown>) => ({ ...LATEST_REVISION, select });
    expect(plannedRowShape({})).toEqual({ fields: null, latestRevision: false });
    expect(plannedRowShape({ select: { name: true, size: true } })).toEqual({ fields: ['id', 'name', 'size'], latestRevision: false });
    expect(plannedRowShape({ select: { name: true, revisions: revision({ number: true, createdBy: { select: { shortName: true } } }) } })).toEqual({ fields: ['id', 'name'], latestRevision: true });
    expect(plannedRowShape({ select: { name: true, createdBy: { select: { name: true } } } })).toBeNull();
    expect(plannedRowShape({ select: { name: true, createdBy: true } })).toBeNull();
    expect(plannedRowShape({ select: { name: true, _count: { select: { children: true } } } })).toBeNull();
    expect(plannedRowShape({ include: { createdBy: true } })).toBeNull();
    // A select of a name the model does not have is Prisma's to refuse, not ours to read.
    expect(plannedRowShape({ select: { nonsense: true } })).toBeNull();
    // Revisions other than the latest one, or an author read beyond the columns read (its e-mail, its customer, every column).
    expect(plannedRowShape({ select: { revisions: { take: 2, orderBy: { number: 'desc' }, select: { number: true } } } })).toBeNull();
    expect(plannedRowShape({ select: { revisions: { ...revision({ number: true }), where: { number: 1 } } } })).toBeNull();
    expect(plannedRowShape({ select: { revisions: revision({ createdBy: { select: { email: true } } }) } })).toBeNull();
    expect(plannedRowShape({ select: { revisions: revision({ createdBy: { select: { customer: { select: { shortName: true } } } } }) } })).toBeNull();
    expect(plannedRowShape({ select: { revisions: revision({ createdBy: true }) } })).toBeNull();
  });
});

describe('a folder listing read with its levels', () => {
  // Every field an entry answers from its own columns; accessEntries follows created_by_id (its owner lists every entry).
  const FIELDS = 'id databaseId name elementType accessMode effectiveAccessMode flags mimeType size revision createdTimestamp lastUpdatedTimestamp currentUserAccessLevel parentElements { id name } accessEntries { subjectID level }';

  it('answers every field of every entry as the same element read by id', async () => {
    const listed = await t.graphql(`query($id: ID!) { documentElement(ref: { id: $id }) { children { nodes { ${FIELDS} } } } }`, { id: folder }, { as: 'acme-user' });
    expect(listed.body.errors).toBeUndefined();
    const nodes = listed.body.data.documentElement.children.nodes as { databaseId: number; name: string }[];
    expect(nodes.map((n) => n.name)).toEqual(['sub', 'locked.txt', 'plain.txt']);
    for (const node of nodes) {
      const byId = await t.graphql(`query($id: ID!) { documentElement(ref: { id: $id }) { ${FIELDS} } }`, { id: node.databaseId }, { as: 'acme-user' });
      expect(byId.body.errors).toBeUndefined();
      expect(node).toEqual(byId.body.data.documentElement);
    }
    const lockedNode = nodes.find((n) => n.name === 'locked.txt') as unknown as { revision: number; size: number; mimeType: string };
    expect(lockedNode).toMatchObject({ revision: 2, size: 2, mimeType: expect.stringContaining('text/plain') });
    expect(nodes.find((n) => n.name === 'plain.txt')).toMatchObject({ revision: 2, accessEntries: [{ level: 'READ' }] });
  });

  it('reads the rows with the levels when it reads columns only, and after them when it reads relations', async () => {
    const entries = (fields: string) => async () => {
      const query = `query($id: ID!) { documentElement(ref: { id: $id }) { children { nodes { ${fields} } } } }`;
      await t.graphql(query, { id: folder }, { as: 'acme-user' });
      const { result, statements } = await t.database.statements.capture(() => t.graphql(query, { id: folder }, { as: 'acme-user' }));
      expect(result.body.errors).toBeUndefined();
      return { names: result.body.data.documentElement.children.nodes.map((n: { name: string }) => n.name), statements: requestStatements(statements) };
    };
    const plain = await entries('name size')();
    const related = await entries('name size lock { lockedBy { shortName } }')();
    expect(plain.names).toEqual(related.names);
    // The folder and its entries come in one statement (the tree read ahead), each entry with every column.
    expect(plain.statements.filter((s) => s.includes('vigil:document-element-tree'))).toHaveLength(1);
    expect(related.statements.length).toBe(plain.statements.length + 1);
  });

  it('answers REST\'s listing (it reads locks and authors: the rows through Prisma) with the lock, the deleted entry left out', async () => {
    const res = await t.get(`${V1}/folder/${folder}/content`, { as: 'acme-user' });
    expect(res.status).toBe(200);
    const entries = res.body.data as { id: number; name: string; lock: unknown }[];
    expect(entries.map((e) => e.name)).toEqual(['sub', 'locked.txt', 'plain.txt']);
    expect(entries.find((e) => e.id === gone)).toBeUndefined();
    expect(entries.find((e) => e.id === locked)!.lock).toMatchObject({ lockedBy: { shortName: 'acme-user' } });
  });
});

describe('a root folder read with its level', () => {
  const FIELDS = 'id databaseId name elementType accessMode effectiveAccessMode flags revision createdTimestamp lastUpdatedTimestamp currentUserAccessLevel parentElements { id }';
  const read = async (query: string, variables: Record<string, unknown> = {}, as: 'acme-user' | 'globex-user' = 'acme-user') => {
    await t.graphql(query, variables, { as });
    const { result, statements } = await t.database.statements.capture(() => t.graphql(query, variables, { as }));
    return { body: result.body, statements: requestStatements(statements) };
  };

  it('answers every field as the same folder read by id, in one statement when it reads columns only', async () => {
    const root = await read(`{ documentRootFolder { ${FIELDS} } }`);
    expect(root.body.errors).toBeUndefined();
    const byId = await t.graphql(`query($id: ID!) { documentElement(ref: { id: $id }) { ${FIELDS} } }`, { id: root.body.data.documentRootFolder.databaseId }, { as: 'acme-user' });
    expect(root.body.data.documentRootFolder).toEqual(byId.body.data.documentElement);
    expect(root.body.data.documentRootFolder).toMatchObject({ name: 'acme', elementType: 'FOLDER', parentElements: [] });
    expect(root.statements).toHaveLength(1);
    expect(root.statements[0]).toContain('vigil:document-root-level');
    // With a relation the row is read once more, through Prisma.
    const related = await read('{ documentRootFolder { name createdBy { shortName } } }');
    expect(related.body.errors).toBeUndefined();
    expect(related.statements).toHaveLength(2);
  });

  it('names a customer: its own root; another customer\'s answers as an unknown one, after as many statements', async () => {
    const own = await read('{ documentRootFolder(customer: { shortName: "acme" }) { name } }');
    expect(own.body.data.documentRootFolder).toEqual({ name: 'acme' });
    const hidden = await read('{ documentRootFolder(customer: { shortName: "globex" }) { name } }');
    const unknown = await read('{ documentRootFolder(customer: { shortName: "nobody-at-all" }) { name } }');
    const named = (body: unknown, name: string) => JSON.parse(JSON.stringify(body).replaceAll(name, 'X').replace(/"timestamp":\d+/g, '"timestamp":0'));
    expect(hidden.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(named(hidden.body, 'globex')).toEqual(named(unknown.body, 'nobody-at-all'));
    expect(hidden.statements.length).toBe(unknown.statements.length);
  });
});
