// `npm run bench:sensors`: the sensors area's main reads through REST and
// GraphQL next to a raw-SQL floor (a bare Fastify answering the same data
// from one hand-written statement, no auth, no GraphQL), in one process on
// one database. Reads:
//   1. the sensor list (page of 25 with customer, type, location info);
//   2. the dashboard: customer > locations > sensors > type, location,
//      interfaces, as one GraphQL query, against one SQL statement that
//      builds the same tree with json_agg.
// Data: the demo seed plus, for acme, LOCATIONS locations x SENSORS sensors x
// INTERFACES interfaces. Options: --duration, --connections, --warmup.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { InFlight } from './in-flight.ts';
import { measure, table, warnings, type Figures, type LoadOptions } from './measure.ts';
import type { BenchRequest } from './scenarios.ts';
import { startTarget } from './setup.ts';

const LOCATIONS = 10;
const SENSORS = 10;
const INTERFACES = 4;

function options(): LoadOptions {
  const { values } = parseArgs({ options: { duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '10' }, warmup: { type: 'string', default: '1' } } });
  return { durationSeconds: Number(values.duration), connections: Number(values.connections), warmupSeconds: Number(values.warmup) };
}

async function grow(database: Database): Promise<void> {
  const db = database.prisma;
  const acme = await db.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
  const type = await db.sensorType.findUniqueOrThrow({ where: { shortName: 'nids' } });
  for (let l = 0; l < LOCATIONS; l++) {
    const location = await db.sensorLocation.create({ data: { shortName: `bench-loc-${l}`, name: `Bench location ${l}`, networkZone: 'INTERNAL', timeZoneDescription: 'Europe/Oslo', customerId: acme.id } });
    for (let s = 0; s < SENSORS; s++) {
      const sensor = await db.sensor.create({ data: { shortName: `bench-${l}-${s}`, hostname: `bench-${l}-${s}.acme.example`, customerId: acme.id, sensorTypeId: type.id, locationId: location.id } });
      await db.sensorInterface.createMany({ data: Array.from({ length: INTERFACES }, (_, i) => ({ sensorId: sensor.id, interfaceName: `eth${i}`, locationId: location.id, customerId: acme.id })) });
    }
  }
  await db.$executeRawUnsafe('ANALYZE');
}

// The floor's statements: the same fields the REST/GraphQL documents return, in one statement each.
const SENSOR_PAGE_SQL = `
SELECT (SELECT count(*) FROM sensor)::int AS count, COALESCE(json_agg(row ORDER BY row.id), '[]') AS items FROM (
  SELECT s.id, s.short_name AS "shortName", s.hostname, s.ip_address AS "ipAddress",
         json_build_object('id', c.id, 'shortName', c.short_name, 'name', c.name) AS customer,
         json_build_object('id', t.id, 'shortName', t.short_name, 'name', t.name) AS "sensorType",
         json_build_object('id', l.id, 'shortName', l.short_name, 'name', l.name, 'networkZone', l.network_zone, 'timeZoneDescription', l.time_zone_description, 'global', l.customer_id IS NULL) AS location,
         s.shared_customer_data AS "sharedCustomerData", s.expected_update_time AS "expectedUpdateTime", s.active, s.monitored, s.description,
         (extract(epoch FROM s.created_at) * 1000)::bigint AS "createdTimestamp", (extract(epoch FROM s.updated_at) * 1000)::bigint AS "lastUpdatedTimestamp"
    FROM sensor s JOIN customer c ON c.id = s.customer_id JOIN sensor_type t ON t.id = s.sensor_type_id JOIN sensor_location l ON l.id = s.location_id
   ORDER BY s.id LIMIT 25) row`;

const DASHBOARD_SQL = `
SELECT json_build_object('shortName', c.short_name, 'locations', COALESCE((
  SELECT json_agg(json_build_object('shortName', l.short_name, 'networkZone', l.network_zone, 'sensors', COALESCE((
    SELECT json_agg(json_build_object('shortName', s.short_name, 'hostname', s.hostname, 'active', s.active,
      'sensorType', json_build_object('shortName', t.short_name, 'name', t.name),
      'interfaces', COALESCE((SELECT json_agg(json_build_object('interfaceName', i.interface_name, 'active', i.active) ORDER BY i.id)
                                FROM sensor_interface i WHERE i.sensor_id = s.id), '[]')) ORDER BY s.id)
      FROM sensor s JOIN sensor_type t ON t.id = s.sensor_type_id WHERE s.location_id = l.id), '[]')) ORDER BY l.id)
    FROM sensor_location l WHERE l.customer_id = c.id), '[]')) AS customer
  FROM customer c WHERE c.short_name = $1`;

const DASHBOARD_QUERY = `{ customer(ref: { shortName: "acme" }) { shortName locations { shortName networkZone sensors { shortName hostname active sensorType { shortName name } interfaces { interfaceName active } } } } }`;

const SENSOR_FIELDS = 'id shortName hostname ipAddress customer { id shortName name } sensorType { id shortName name } location { id shortName name networkZone timeZoneDescription global } sharedCustomerData expectedUpdateTime active monitored description createdTimestamp lastUpdatedTimestamp';

async function startFloor(database: Database, inFlight: InFlight): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = Fastify({ logger: false });
  inFlight.track(app);
  app.get('/floor/sensors', async () => (await database.sql.query<{ count: number; items: unknown }>(SENSOR_PAGE_SQL, []))[0]);
  app.get('/floor/dashboard', async () => (await database.sql.query<{ customer: unknown }>(DASHBOARD_SQL, ['acme']))[0]);
  return { app, baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

function request(variant: BenchRequest['variant'], url: string, apiKey: string | null, body?: string): BenchRequest {
  return {
    variant,
    url,
    method: body ? 'POST' : 'GET',
    headers: { ...(apiKey ? { 'service-api-key': apiKey } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body } : {}),
    expectedItems: 0,
    idsIn: () => [],
  };
}

async function check(r: BenchRequest, ok: (body: unknown) => boolean): Promise<void> {
  const res = await fetch(r.url, { method: r.method, headers: r.headers, ...(r.body ? { body: r.body } : {}) });
  const body: unknown = await res.json();
  if (res.status !== 200 || !ok(body)) throw new Error(`${r.variant} ${r.url} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
}

async function main(): Promise<void> {
  const load = options();
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const inFlight = new InFlight();
  const target = await startTarget({ databaseUrl, analyze: true, inFlight });
  let floor: { app: FastifyInstance; baseUrl: string } | undefined;
  try {
    await grow(target.database);
    floor = await startFloor(target.database, inFlight);
    const probes = { statements: target.database.statements, inFlight };
    console.log(`command:   ${databaseUrl ? 'DATABASE_URL=... ' : ''}npm run bench:sensors -- --duration ${load.durationSeconds} --connections ${load.connections}`);
    console.log(`database:  ${target.database.kind} (${target.database.description}); acme has ${LOCATIONS + 1} locations, ${LOCATIONS * SENSORS + 1} sensors, ${LOCATIONS * SENSORS * INTERFACES + 1} interfaces`);
    console.log(`machine:   ${availableParallelism()} CPUs, load average ${(loadavg()[0] ?? 0).toFixed(2)}; node ${process.version}\n`);

    const gql = (query: string) => JSON.stringify({ query });
    const reads: { name: string; requests: BenchRequest[]; ok: (b: unknown) => boolean }[] = [
      {
        name: 'sensor list (page of 25, analyst)',
        ok: (b) => JSON.stringify(b).includes('"shortName"'),
        requests: [
          request('REST', `${target.baseUrl}/sensors/v1/sensor?limit=25`, target.apiKey),
          request('GraphQL', `${target.baseUrl}/graphql`, target.apiKey, gql(`{ sensors(limit: 25) { totalCount limit offset nodes { ${SENSOR_FIELDS} } } }`)),
          request('floor', `${floor.baseUrl}/floor/sensors`, null),
        ],
      },
      {
        name: `dashboard (acme: ${LOCATIONS + 1} locations > ${LOCATIONS * SENSORS + 1} sensors > ${LOCATIONS * SENSORS * INTERFACES + 1} interfaces)`,
        ok: (b) => JSON.stringify(b).split('interfaceName').length > LOCATIONS * SENSORS * INTERFACES,
        requests: [request('GraphQL', `${target.baseUrl}/graphql`, target.apiKey, gql(DASHBOARD_QUERY)), request('floor', `${floor.baseUrl}/floor/dashboard`, null)],
      },
    ];
    for (const read of reads) for (const r of read.requests) await check(r, read.ok);
    for (const read of reads) {
      const figures: Figures[] = [];
      for (const r of read.requests) figures.push(await measure(r, load, probes));
      console.log(table(read.name, figures));
      const floorFigures = figures.find((f) => f.variant === 'floor');
      for (const f of figures) {
        if (f !== floorFigures && floorFigures) console.log(`${f.variant}/floor throughput ratio: ${(f.requestsPerSecond / floorFigures.requestsPerSecond).toFixed(2)}`);
      }
      for (const line of warnings(figures)) console.log(line);
      console.log('');
    }
  } finally {
    await floor?.app.close();
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `bench failed: ${error.message}` : error);
  process.exitCode = 1;
});
