// "Nothing stored": the row count of every table of Vigil's schema, in one
// statement, before and after a refused request.
import type { SqlRunner } from '../../../src/db/sql.ts';

/**
 * Tables a refused request may rightly change: rate-limit and sign-in
 * throttling state and key usage are bookkeeping about the caller, not the
 * caller's data.
 */
const BOOKKEEPING = /^(_prisma_migrations|.*rate_limit.*|.*limiter.*|sign_in.*|.*throttl.*|session)$/;

export type RowCounts = Record<string, number>;

export async function tablesToCount(sql: SqlRunner): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((r) => r.name).filter((name) => !BOOKKEEPING.test(name));
}

export async function rowCounts(sql: SqlRunner, tables: readonly string[]): Promise<RowCounts> {
  const columns = tables.map((t, i) => `(SELECT count(*) FROM "${t}")::int AS c${i}`).join(', ');
  const [row] = await sql.query<Record<string, number>>(`SELECT ${columns}`);
  return Object.fromEntries(tables.map((t, i) => [t, Number(row![`c${i}`])]));
}

/** The tables whose counts differ, as `table: before -> after`. */
export function countChanges(before: RowCounts, after: RowCounts): string[] {
  return Object.keys(after)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t]} -> ${after[t]}`);
}
