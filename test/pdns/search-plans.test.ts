// Wildcard, range and time-fenced searches are served by indexes, not by a
// scan of the table: the statements the search runs (the same text and
// parameters, from the domain) are EXPLAINed on 20 000 generated records,
// with the plan PostgreSQL picks for the values and with the generic plan a
// prepared statement falls back to. Where the index carries every column the
// search reads (the answer-side wildcard index), the plan must be an
// index-only scan: reading one heap page per match is what made a broad
// answer-side wildcard slow at 10^7 rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchStatement, type PdnsSearchInput } from '../../src/domains/pdns/search.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: false });
  await t.database.prisma.$executeRawUnsafe(`
    INSERT INTO pdns_record (customer_id, query, answer, rrclass, rrtype, tlp, first_seen, last_seen, min_ttl, max_ttl, times)
    SELECT NULL, 'n' || n || '.zone' || (n % 500) || '.plans.example.',
           CASE WHEN n % 10 = 0 THEN 'target' || (n % 300) || '.cdn.example.' ELSE '10.' || (n / 65536 % 256) || '.' || (n / 256 % 256) || '.' || (n % 256) END,
           'in', CASE WHEN n % 10 = 0 THEN 'cname' ELSE 'a' END, 'white',
           1700000000000 + n::bigint * 60000, 1700000000000 + n::bigint * 120000, 60, 60, 1
      FROM generate_series(1, 20000) AS n`);
  // VACUUM sets the visibility map, as autovacuum does on a table at rest: index-only scans need it.
  await t.database.prisma.$executeRawUnsafe('VACUUM ANALYZE pdns_record');
});
afterAll(async () => {
  await t?.close();
});

interface PlanNode {
  'Node Type': string;
  'Heap Fetches'?: number;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function plan(input: PdnsSearchInput, generic: boolean, analyze = false): Promise<PlanNode[]> {
  const { sql, pageArgs } = searchStatement(input, { visibleRoots: [], maxLimit: 1000, maxMatches: 100_000 });
  const rows = await t.database.prisma.$transaction(async (tx) => {
    if (generic) await tx.$executeRawUnsafe('SET LOCAL plan_cache_mode = force_generic_plan');
    return tx.$queryRawUnsafe<{ 'QUERY PLAN': unknown }[]>(`EXPLAIN (${analyze ? 'ANALYZE, ' : ''}FORMAT JSON) ${sql}`, ...pageArgs);
  });
  const raw = rows[0]!['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return nodes(parsed[0]!.Plan);
}

// [label, input, indexes the plan uses, indexes it reads index-only]
// Every form's page is found in two steps (search-sql.ts): step 1 reads the
// matches through the pattern's index; step 2 reads the page's records again
// by their key through an index the planner picks (the unique key or the
// answer index); no node of any plan scans the table.
const cases: [string, PdnsSearchInput, string[], string[]][] = [
  ['exact name', { query: 'n5.zone5.plans.example', limit: 100 }, ['pdns_record_key'], []],
  ['exact address', { query: '10.0.0.5', limit: 100 }, ['pdns_record_answer_idx'], []],
  ['left-hand wildcard', { query: '*.zone7.plans.example', limit: 100 }, ['pdns_record_query_rev_idx'], []],
  ['left-hand wildcard matching answers', { query: '*.cdn.example', limit: 100 }, ['pdns_record_answer_rev_idx'], ['pdns_record_answer_rev_idx']],
  ['left-hand wildcard matching answers, sorted by first seen, time-fenced', { query: '*.cdn.example', sortBy: ['firstSeenTimestamp'], lastSeenAfter: new Date(1_700_000_000_000), limit: 100 }, ['pdns_record_answer_rev_idx'], ['pdns_record_answer_rev_idx']],
  ['left-hand wildcard matching answers, records per customer, sorted by times', { query: '*.cdn.example', aggregateResult: false, sortBy: ['-times'], limit: 100 }, ['pdns_record_answer_rev_idx'], ['pdns_record_answer_rev_idx']],
  ['right-hand wildcard', { query: 'n77.zone77.*', limit: 100 }, ['pdns_record_key'], []],
  ['address range', { query: '10.0.3.0/24', limit: 100 }, ['pdns_record_answer_inet_idx'], []],
  ['time-fenced exact lookup', { query: 'n5.zone5.plans.example', lastSeenAfter: new Date(1_700_000_000_000), limit: 100 }, ['pdns_record_key'], []],
  ['time-fenced wildcard, strict window', { query: '*.zone9.plans.example', seenAfter: new Date(1_700_000_000_000), seenBefore: new Date(1_800_000_000_000), strictTimeFence: true, sortBy: ['firstSeenTimestamp'], limit: 100 }, ['pdns_record_query_rev_idx'], []],
];

describe('search statements use an index', () => {
  for (const generic of [false, true]) {
    it.each(cases)(`%s (${generic ? 'generic plan' : 'plan for the values'})`, async (_label, input, indexes, indexOnly) => {
      const planned = await plan(input, generic);
      const onTable = planned.filter((n) => n['Relation Name'] === 'pdns_record');
      expect(onTable.length).toBeGreaterThan(0);
      expect(onTable.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
      const used = new Set(planned.map((n) => n['Index Name']).filter(Boolean));
      for (const index of indexes) expect([...used], JSON.stringify(planned.map((n) => n['Node Type']))).toContain(index);
      const readIndexOnly = new Set(onTable.filter((n) => n['Node Type'] === 'Index Only Scan').map((n) => n['Index Name']));
      for (const index of indexOnly) expect([...readIndexOnly], JSON.stringify(onTable.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`))).toContain(index);
    });
  }

  it('a broad answer-side wildcard reads its 2 000 matches from the index alone (no heap fetch)', async () => {
    const planned = await plan({ query: '*.cdn.example', limit: 100 }, false, true);
    const indexOnly = planned.filter((n) => n['Node Type'] === 'Index Only Scan' && n['Index Name'] === 'pdns_record_answer_rev_idx');
    expect(indexOnly).toHaveLength(1);
    expect(indexOnly[0]!['Heap Fetches']).toBe(0);
  });
});
