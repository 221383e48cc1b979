// What the statement-count tests count of a request. The API key's last-used
// stamp (src/auth/api-key.ts) is sent without waiting, at most once a minute
// per key, so it lands inside a capture only when a minute has passed since
// the previous one: on a slow, loaded run, at random. Counts leave it out;
// test/platform/auth-cache.test.ts covers the stamp itself.
export const LAST_USED_STAMP = '/* vigil:apikey-used */';

export function requestStatements(statements: readonly string[]): string[] {
  return statements.filter((sql) => !sql.startsWith(LAST_USED_STAMP));
}
