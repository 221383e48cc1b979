// A prismaField resolver that may answer without a database read (a relation
// that has no rows for this kind of parent, a list that is known to be empty)
// still has to read the query Pothos planned for it: outside production an
// unread query is an error (`onUnusedQuery`, src/schema/builder.ts), kept to
// catch resolvers that forget to spread it (N+1). These helpers read it.

/** The answer of a relation with no rows here. */
export function noRows(query: object): [] {
  void { ...query };
  return [];
}

/** `rows` as answered by a domain function that may have returned early without the query. */
export async function rowsFor<T>(query: object, rows: Promise<T[]>): Promise<T[]> {
  const answer = await rows;
  void { ...query };
  return answer;
}
