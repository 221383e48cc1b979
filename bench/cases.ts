// `npm run bench:cases`: case search over 100 000 cases in mixed access modes
// as a customer user (acme-user), through REST and GraphQL, next to a floor:
// the same access-filtered SQL page run by a bare Fastify route on the same
// database. The access matrix is inside the SQL, so statements per request
// stay constant (printed). PostgreSQL when DATABASE_URL is set (a throwaway
// database, dropped afterwards), else in-memory PGlite.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { issueApiKey } from '../src/domains/identity/api-keys.ts';
import { InFlight } from './in-flight.ts';
import { startTarget } from './setup.ts';

const { values } = parseArgs({ options: { cases: { type: 'string', default: '100000' }, duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '10' }, explain: { type: 'boolean', default: false } } });
const CASES = Number(values.cases);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);

const target = await startTarget({ databaseUrl: process.env['DATABASE_URL'], analyze: false, inFlight: new InFlight() });
const floor = Fastify();
try {
  const db = target.database.prisma;
  const acmeUser = await db.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } });
  const key = (await issueApiKey(db, loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', API_KEY_DEFAULT_EXPIRY_DAYS: '0' }), { userId: acmeUser.id })).key;
  const started = Date.now();
  // Cases spread over acme, acme-emea and globex, both services, the four modes; reporters the analyst and the demo users.
  await db.$executeRawUnsafe(`
    INSERT INTO support_case (customer_id, service_id, subject, description, type, status, priority, access_mode, reporter_id, created_at, updated_at)
    SELECT (ARRAY(SELECT id FROM customer WHERE short_name IN ('acme','acme-emea','globex') ORDER BY id))[1 + i % 3],
           (ARRAY(SELECT id FROM case_service ORDER BY id))[1 + (i / 3) % 2],
           'Bench case ' || i, 'generated', 'securityIncident',
           (ARRAY['pendingCustomer','pendingSoc','workingSoc','closed'])[1 + i % 4],
           (ARRAY['low','medium','high','critical'])[1 + (i / 7) % 4],
           (ARRAY['roleBased','writeRestricted','readRestricted','explicit'])[1 + (i / 5) % 4],
           (ARRAY(SELECT id FROM user_account WHERE short_name IN ('analyst','acme-user','globex-user') ORDER BY id))[1 + (i / 11) % 3],
           now() - (i || ' seconds')::interval, now()
      FROM generate_series(1, ${CASES}) AS i`);
  await db.$executeRawUnsafe(`INSERT INTO case_tag (id, case_id, tag) SELECT gen_random_uuid(), id, 'tag' || (id % 20) FROM support_case WHERE id % 3 = 0`);
  await db.$executeRawUnsafe('ANALYZE');
  console.log(`seeded ${CASES} cases in ${Date.now() - started} ms (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`);

  const searchBody = JSON.stringify({ status: ['pendingSoc', 'workingSoc'], limit: 25 });
  const gqlBody = JSON.stringify({ query: '{ searchCases(input: { status: [PENDING_SOC, WORKING_SOC], limit: 25 }) { totalCount nodes { id subject status priority accessMode reporter { shortName } tags { tag } currentUserAccess { level role } } } }' });

  // Floor: the page statement alone (no auth, no GraphQL), with acme-user's access as a fixed filter.
  const { accessSql } = await import('../src/domains/cases/access-sql.ts');
  const { SqlParams } = await import('../src/domains/cases/sql-params.ts');
  const { CASE_COLUMNS } = await import('../src/domains/cases/case-view.ts');
  const { loadGrants } = await import('../src/auth/access.ts');
  const grants = await loadGrants(target.database.sql, acmeUser.id);
  const viewer = { userId: acmeUser.id, shortName: 'acme-user', name: '', customerId: acmeUser.customerId, customerShortName: 'acme', domainId: acmeUser.domainId, via: { kind: 'apiKey' as const, apiKeyId: 0 }, grants };
  const floorSql = (prefix = '') => {
    const p = new SqlParams();
    const a = accessSql(viewer, p);
    const sql = `${prefix} WITH RECURSIVE ${a.ctes} SELECT ${CASE_COLUMNS} FROM support_case c JOIN customer cu ON cu.id = c.customer_id JOIN case_service s ON s.id = c.service_id ${a.laterals}
      WHERE lv.read AND c.status = ANY(${p.add(['pendingSoc', 'workingSoc'], 'text[]')}) ORDER BY c.id DESC LIMIT 25`;
    return db.$queryRawUnsafe<Record<string, unknown>[]>(sql, ...p.values);
  };
  if (values.explain) for (const row of await floorSql('EXPLAIN (ANALYZE, BUFFERS)')) console.log(Object.values(row)[0]);
  floor.post('/floor', () => floorSql());
  const floorUrl = await floor.listen({ port: 0, host: '127.0.0.1' });

  const check = await fetch(`${target.baseUrl}/cases/v2/case/search`, { method: 'POST', headers: { 'service-api-key': key, 'content-type': 'application/json' }, body: searchBody });
  const checked = (await check.json()) as { count: number; size: number };
  console.log(`acme-user sees ${checked.count} matching cases (page of ${checked.size})`);
  const statementsBefore = target.database.statements.total;
  await fetch(`${target.baseUrl}/cases/v2/case/search`, { method: 'POST', headers: { 'service-api-key': key, 'content-type': 'application/json' }, body: searchBody }).then((r) => r.arrayBuffer());
  console.log(`statements per REST search: ${target.database.statements.total - statementsBefore}`);

  const run = async (name: string, url: string, body: string, headers: Record<string, string>) => {
    const result = await autocannon({ url, method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, connections: CONNECTIONS, duration: DURATION, workers: 1 });
    console.log(`${name.padEnd(22)} ${result.requests.average.toFixed(1).padStart(8)} req/s  p50 ${String(result.latency.p50).padStart(6)} ms  p99 ${String(result.latency.p99).padStart(6)} ms  non2xx ${result.non2xx}`);
  };
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each`);
  await run('floor (raw SQL page)', `${floorUrl}/floor`, '{}', {});
  await run('REST search', `${target.baseUrl}/cases/v2/case/search`, searchBody, { 'service-api-key': key });
  await run('GraphQL searchCases', `${target.baseUrl}/graphql`, gqlBody, { 'service-api-key': key });
} finally {
  await floor.close();
  await target.close();
}
