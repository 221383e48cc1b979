// A model's row read by a statement of ours as one JSON array
// (`json_build_array`) of named columns, and made again the row Prisma's
// model gives: the mapping element-rows.ts and revision-rows.ts share. An
// array, not an object: PostgreSQL writes no key beside each value and the
// JSON parser reads none (picture (c)'s tree statement: PostgreSQL -15 %,
// docs/performance.md). JSON answers a timestamp as text, so it becomes a
// Date; a bigint column is sent as text (a JSON number would lose digits
// above 2^53), so it becomes a BigInt.

/** How a model's row is written and read back: field -> column, and the fields to convert. */
export interface JsonColumns {
  columns: Readonly<Record<string, string>>;
  dates: readonly string[];
  bigints: readonly string[];
}

/** SQL of one JSON array of `fields` (default: every column) of the row aliased `alias`, in that order. */
export function jsonArraySql(model: JsonColumns, alias: string, fields: readonly string[] = Object.keys(model.columns)): string {
  return `json_build_array(${fields.map((field) => `${alias}.${model.columns[field]}${model.bigints.includes(field) ? '::text' : ''}`).join(', ')})`;
}

/** The row out of jsonArraySql's array of `fields`, each named as the model names it: timestamps as Dates, bigints as BigInts. */
export function rowFromJsonArray<T>(model: JsonColumns, fields: readonly string[], values: readonly unknown[]): T {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < fields.length; i++) row[fields[i]!] = values[i];
  for (const field of model.dates) {
    const value = row[field];
    if (typeof value === 'string') row[field] = new Date(value);
  }
  for (const field of model.bigints) {
    const value = row[field];
    if (typeof value === 'string') row[field] = BigInt(value);
  }
  return row as T;
}
