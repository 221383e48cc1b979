// A model's row read by a statement of ours as one JSON object
// (`json_build_object`), and made again the row Prisma's model gives: the
// mapping element-rows.ts and revision-rows.ts share. JSON answers a
// timestamp as text, so it becomes a Date; a bigint column is sent as text
// (a JSON number would lose digits above 2^53), so it becomes a BigInt.

/** How a model's JSON object is built and read back: field -> column, and the fields to convert. */
export interface JsonColumns {
  columns: Readonly<Record<string, string>>;
  dates: readonly string[];
  bigints: readonly string[];
}

/** SQL of one JSON object of `fields` (default: every column) of the row aliased `alias`, each named as the model names it. */
export function jsonObjectSql(model: JsonColumns, alias: string, fields: readonly string[] = Object.keys(model.columns)): string {
  return `json_build_object(${fields.map((field) => `'${field}', ${alias}.${model.columns[field]}${model.bigints.includes(field) ? '::text' : ''}`).join(', ')})`;
}

/** The row out of jsonObjectSql's object, converted in place: timestamps as Dates, bigints as BigInts. */
export function rowFromJson<T>(model: JsonColumns, json: Record<string, unknown>): T {
  for (const field of model.dates) {
    const value = json[field];
    if (typeof value === 'string') json[field] = new Date(value);
  }
  for (const field of model.bigints) {
    const value = json[field];
    if (typeof value === 'string') json[field] = BigInt(value);
  }
  return json as T;
}
