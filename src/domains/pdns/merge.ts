// Stores observations given as parallel arrays (unnest): one parameter per
// column whatever the batch size, and no JSON parsing on the database side.
// The merge rule itself is merge-statement.ts.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Tlp } from './normalize.ts';
import { mergeStatement, OBSERVATION_COLUMNS } from './merge-statement.ts';

export interface Observation {
  customerId: number | null;
  query: string;
  answer: string;
  rrclass: string;
  rrtype: string;
  tlp: Tlp;
  firstSeen: number;
  lastSeen: number;
  minTtl: number;
  maxTtl: number;
  times: number;
}

export const MERGE_SQL = mergeStatement(
  '/* vigil:pdns-merge */',
  `unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::bigint[], $9::int[], $10::int[], $11::bigint[])
       AS x(${OBSERVATION_COLUMNS})`,
);

/** The statement's parameters for a batch. Epoch milliseconds travel as text (beyond 32-bit integers). */
export function mergeArgs(rows: readonly Observation[]): unknown[] {
  return [
    rows.map((r) => r.customerId),
    rows.map((r) => r.query),
    rows.map((r) => r.answer),
    rows.map((r) => r.rrclass),
    rows.map((r) => r.rrtype),
    rows.map((r) => r.tlp),
    rows.map((r) => String(r.firstSeen)),
    rows.map((r) => String(r.lastSeen)),
    rows.map((r) => r.minTtl),
    rows.map((r) => r.maxTtl),
    rows.map((r) => String(r.times)),
  ];
}

type Executor = Pick<PrismaClient, '$executeRawUnsafe'>;

/** Stores one batch in one statement; answers the number of rows inserted or merged. */
export async function mergeObservations(db: Executor, rows: readonly Observation[]): Promise<number> {
  if (rows.length === 0) return 0;
  return db.$executeRawUnsafe(MERGE_SQL, ...mergeArgs(rows));
}

// Array literals for the statement's parameters, built here rather than by
// pg: its generic serialisation (a string grown element by element, two
// regex replaces each) cost ~5-10 us a row, more than parsing the import's
// line. Text elements are quoted, with backslash and double quote escaped;
// numbers need no quotes.
const ESCAPED = /[\\"]/g;
const quoted = (text: string) => `"${text.includes('\\') || text.includes('"') ? text.replace(ESCAPED, '\\$&') : text}"`;

/** The statement's parameters for a batch as PostgreSQL array literals (text), for a plain pg connection. */
export function mergeLiterals(rows: readonly Observation[]): string[] {
  const n = rows.length;
  const columns = Array.from({ length: 11 }, () => new Array<string>(n));
  const [customer, query, answer, rrclass, rrtype, tlp, firstSeen, lastSeen, minTtl, maxTtl, times] = columns as [string[], string[], string[], string[], string[], string[], string[], string[], string[], string[], string[]];
  for (let i = 0; i < n; i += 1) {
    const r = rows[i]!;
    customer[i] = r.customerId === null ? 'NULL' : String(r.customerId);
    query[i] = quoted(r.query);
    answer[i] = quoted(r.answer);
    rrclass[i] = quoted(r.rrclass);
    rrtype[i] = quoted(r.rrtype);
    tlp[i] = quoted(r.tlp);
    firstSeen[i] = String(r.firstSeen);
    lastSeen[i] = String(r.lastSeen);
    minTtl[i] = String(r.minTtl);
    maxTtl[i] = String(r.maxTtl);
    times[i] = String(r.times);
  }
  return columns.map((column) => `{${column.join(',')}}`);
}
