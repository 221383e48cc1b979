// What the statement-count tests count of a request. The API key's last-used
// stamp (src/auth/api-key.ts) is sent without waiting, at most once a minute
// per key, so it would land inside a capture only when a minute has passed since
// the previous one: on a slow, loaded run, at random. Captures leave it out
// (src/db/statement-counter.ts); this filter stays for counts taken otherwise.
// test/platform/auth-cache.test.ts covers the stamp itself.
import { LAST_USED_STAMP } from '../../src/db/statement-counter.ts';
export { LAST_USED_STAMP };

export function requestStatements(statements: readonly string[]): string[] {
  return statements.filter((sql) => !sql.startsWith(LAST_USED_STAMP));
}
