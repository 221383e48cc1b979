// `npm run bench:documents`: the document space's main reads and content
// transfer, each next to a floor in the same run on the same database.
//  1. List a folder of 10 000 elements: REST, GraphQL, and a bare Fastify
//     route running one raw SQL select of the same rows (no auth, no access).
//  2. Read a folder's metadata 50 levels deep (by id and by path): REST,
//     GraphQL, floor (one raw select by id).
//  3. Upload and download throughput (MB/s) of a 20 MiB file through
//     `POST /document/path/...` and `GET /document/{id}/content`, against
//     writing and reading the same bytes with bare SQL (1 MiB chunks).
//  The same folder a page of 25 at a time (limit=25).
// Options: --duration (s per figure, default 5), --connections (default 10),
// --size (MiB per transfer, default 20), --rounds (default 3).
// DATABASE_URL: a PostgreSQL server to create a throwaway database on
// (dropped afterwards); in-memory PGlite otherwise.
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { InFlight } from './in-flight.ts';
import { measure, table, warnings, type Figures } from './measure.ts';
import type { BenchRequest } from './scenarios.ts';
import { startTarget } from './setup.ts';

const MiB = 1024 * 1024;
const FOLDER_SIZE = 10_000;
const DEPTH = 50;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    size: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
  },
});
const load = { durationSeconds: Number(values.duration), connections: Number(values.connections), warmupSeconds: 1 };
const transferBytes = Number(values.size) * MiB;
const rounds = Number(values.rounds);

const inFlight = new InFlight();
const target = await startTarget({ databaseUrl: process.env['DATABASE_URL'], analyze: true, inFlight });
const { database, baseUrl, apiKey } = target;
const db = database.prisma;
const floorApp = Fastify({ logger: false });
inFlight.track(floorApp);

try {
  // ---- data: a folder of 10 000 elements and a chain 50 levels deep (in acme's space)
  const acme = await db.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
  const root = await db.documentElement.findFirstOrThrow({ where: { customerId: acme.id, parentId: null } });
  const big = await db.documentElement.create({ data: { customerId: acme.id, parentId: root.id, path: [root.id], name: 'big', elementType: 'FOLDER' } });
  for (let start = 0; start < FOLDER_SIZE; start += 2000) {
    await db.documentElement.createMany({
      data: Array.from({ length: 2000 }, (_, i) => ({
        customerId: acme.id, parentId: big.id, path: [root.id, big.id], name: `element-${String(start + i).padStart(5, '0')}`,
        elementType: i % 2 ? 'DOCUMENT' : 'FOLDER', ...(i % 2 ? { mimeType: 'text/plain', size: BigInt(10), revision: 1 } : {}),
      })),
    });
  }
  let parent = { id: root.id, path: [] as number[] };
  const names: string[] = [];
  for (let level = 0; level < DEPTH; level += 1) {
    const row = await db.documentElement.create({ data: { customerId: acme.id, parentId: parent.id, path: [...parent.path, parent.id], name: `level ${level}`, elementType: 'FOLDER' } });
    parent = { id: row.id, path: row.path };
    names.push(`level ${level}`);
  }
  const deepId = parent.id;
  await db.$executeRawUnsafe('ANALYZE');
  console.error(`data ready: folder ${big.id} with ${FOLDER_SIZE} elements, folder ${deepId} at depth ${DEPTH}`);

  // ---- floors: the same rows with one raw select, no authentication or access rules
  floorApp.get<{ Params: { id: string } }>('/floor/folder/:id/content', async (req) =>
    database.sql.query('SELECT id, name, element_type, access_mode, flags, mime_type, size::text, revision, path, created_at, updated_at FROM document_element WHERE parent_id = $1 AND deleted_at IS NULL ORDER BY element_type DESC, name', [Number(req.params.id)]),
  );
  floorApp.get<{ Params: { id: string } }>('/floor/folder/:id/page', async (req) =>
    database.sql.query('SELECT id, name, element_type, access_mode, flags, mime_type, size::text, revision, path, created_at, updated_at FROM document_element WHERE parent_id = $1 AND deleted_at IS NULL ORDER BY element_type DESC, name LIMIT 25', [Number(req.params.id)]),
  );
  floorApp.get<{ Params: { id: string } }>('/floor/folder/:id', async (req) =>
    (await database.sql.query('SELECT id, name, element_type, access_mode, flags, path, created_at, updated_at FROM document_element WHERE id = $1', [Number(req.params.id)]))[0],
  );
  const floorUrl = await floorApp.listen({ port: 0, host: '127.0.0.1' });

  const headers = { 'service-api-key': apiKey };
  const gql = (query: string, variables: object): BenchRequest => ({
    variant: 'GraphQL', url: `${baseUrl}/graphql`, method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }), expectedItems: 0, idsIn: () => [],
  });
  const ELEMENT = 'id name elementType accessMode effectiveAccessMode currentUserAccessLevel flags mimeType size revision parentElements { id name } customer { id shortName name } createdTimestamp lastUpdatedTimestamp';
  const scenarios: { title: string; requests: BenchRequest[] }[] = [
    {
      title: `List a folder of ${FOLDER_SIZE} elements`,
      requests: [
        { variant: 'REST', url: `${baseUrl}/documents/v1/folder/${big.id}/content`, method: 'GET', headers, expectedItems: FOLDER_SIZE, idsIn: () => [] },
        gql(`query($id: ID!) { folderContent(ref: { id: $id }) { totalCount nodes { ${ELEMENT} } } }`, { id: big.id }),
        { variant: 'floor', url: `${floorUrl}/floor/folder/${big.id}/content`, method: 'GET', headers: {}, expectedItems: FOLDER_SIZE, idsIn: () => [] },
      ],
    },
    {
      title: `A page of 25 from the folder of ${FOLDER_SIZE}`,
      requests: [
        { variant: 'REST', url: `${baseUrl}/documents/v1/folder/${big.id}/content?limit=25`, method: 'GET', headers, expectedItems: 25, idsIn: () => [] },
        gql(`query($id: ID!) { folderContent(ref: { id: $id }, limit: 25) { totalCount nodes { ${ELEMENT} } } }`, { id: big.id }),
        { variant: 'floor', url: `${floorUrl}/floor/folder/${big.id}/page`, method: 'GET', headers: {}, expectedItems: 25, idsIn: () => [] },
      ],
    },
    {
      title: `Folder metadata ${DEPTH} levels deep (by id)`,
      requests: [
        { variant: 'REST', url: `${baseUrl}/documents/v1/folder/${deepId}`, method: 'GET', headers, expectedItems: 1, idsIn: () => [] },
        gql(`query($id: ID!) { documentElement(ref: { id: $id }) { ${ELEMENT} } }`, { id: deepId }),
        { variant: 'floor', url: `${floorUrl}/floor/folder/${deepId}`, method: 'GET', headers: {}, expectedItems: 1, idsIn: () => [] },
      ],
    },
    {
      title: `Folder metadata ${DEPTH} levels deep (by path, REST)`,
      requests: [{ variant: 'REST', url: `${baseUrl}/documents/v1/folder/path/meta/${names.map(encodeURIComponent).join('/')}?customer=acme`, method: 'GET', headers, expectedItems: 1, idsIn: () => [] }],
    },
  ];

  const report: string[] = [];
  for (const scenario of scenarios) {
    const figures: Figures[] = [];
    for (const request of scenario.requests) {
      const check = await fetch(request.url, { method: request.method, headers: request.headers, ...(request.body ? { body: request.body } : {}) });
      const started = performance.now();
      if (check.status !== 200) throw new Error(`${request.variant} ${request.url}: status ${check.status}: ${(await check.text()).slice(0, 300)}`);
      await check.arrayBuffer();
      console.error(`${scenario.title} / ${request.variant}: one request ${(performance.now() - started).toFixed(0)} ms after headers`);
      figures.push(await measure(request, load, { statements: database.statements, inFlight }));
    }
    const text = table(scenario.title, figures);
    report.push(text, ...warnings(figures), '');
    console.log(text);
  }

  // ---- content throughput: Vigil vs bare SQL on the same database and transport (base64 text, 1 MiB chunks)
  const file = Buffer.alloc(transferBytes);
  for (let i = 0; i < file.length; i += 4) file.writeUInt32LE((i * 2654435761) >>> 0, i);
  const mbps = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);
  const time = async (fn: () => Promise<void>) => {
    const start = performance.now();
    await fn();
    return performance.now() - start;
  };
  await database.sql.query('CREATE TABLE IF NOT EXISTS bench_floor_chunk (id serial PRIMARY KEY, seq int, data bytea)');
  const results: Record<string, number[]> = { 'upload (Vigil)': [], 'upload floor (SQL insert)': [], 'download (Vigil)': [], 'download floor (SQL select)': [] };
  for (let round = 0; round < rounds; round += 1) {
    // Each round's bytes differ, so deduplication does not skip the write.
    file.writeUInt32LE(round + 1, 0);
    const digest = createHash('sha256').update(file).digest('hex');
    let documentId = 0;
    results['upload (Vigil)']!.push(await time(async () => {
      const res = await fetch(`${baseUrl}/documents/v1/document/path/bench/file-${round}.bin?createMissing=true`, { method: 'POST', headers: { ...headers, 'content-type': 'application/octet-stream' }, body: file });
      const body = (await res.json()) as { data: { id: number; sha256: string } };
      if (res.status !== 201 || body.data.sha256 !== digest) throw new Error(`upload failed: ${res.status}`);
      documentId = body.data.id;
    }));
    results['upload floor (SQL insert)']!.push(await time(async () => {
      for (let offset = 0, seq = 0; offset < file.length; offset += MiB, seq += 1) {
        await database.sql.query(`INSERT INTO bench_floor_chunk (seq, data) VALUES ($1, decode($2, 'base64'))`, [seq, file.subarray(offset, offset + MiB).toString('base64')]);
      }
    }));
    results['download (Vigil)']!.push(await time(async () => {
      const res = await fetch(`${baseUrl}/documents/v1/document/${documentId}/content`, { headers });
      const got = createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex');
      if (got !== digest) throw new Error('download differs');
    }));
    results['download floor (SQL select)']!.push(await time(async () => {
      const rows = await database.sql.query<{ id: number }>('SELECT id FROM bench_floor_chunk ORDER BY id DESC LIMIT $1', [Math.ceil(file.length / MiB)]);
      for (const row of rows.reverse()) await database.sql.query(`SELECT encode(data, 'base64') AS data FROM bench_floor_chunk WHERE id = $1`, [row.id]);
    }));
  }
  const lines = [`Content transfer, ${values.size} MiB x ${rounds} rounds (median MB/s)`];
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [name, times] of Object.entries(results)) lines.push(`  ${name.padEnd(30)} ${mbps(transferBytes, median(times)).toFixed(1).padStart(8)} MB/s`);
  lines.push(`  upload / floor: ${(median(results['upload floor (SQL insert)']!) / median(results['upload (Vigil)']!)).toFixed(2)}, download / floor: ${(median(results['download floor (SQL select)']!) / median(results['download (Vigil)']!)).toFixed(2)}`);
  console.log(lines.join('\n'));
  console.log(`\ndatabase: ${database.kind}; command: ${process.env['DATABASE_URL'] ? 'DATABASE_URL=... ' : ''}npm run bench:documents -- ${process.argv.slice(2).join(' ')}`);
} finally {
  await floorApp.close();
  await target.close();
}
