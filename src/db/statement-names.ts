// Which statements PostgreSQL keeps prepared on each connection (the name
// @prisma/adapter-pg hands to pg; a statement without a name is parsed and
// planned afresh every time it is sent).
//
// - Vigil's own hot statements begin with a marker comment, vigil:<name>, and
//   are prepared from the first use under that name. A marker is a fixed
//   string written in the source (test/platform/statement-markers.test.ts):
//   never built from input or from a hash of the text.
// - A statement whose text depends on its criteria (a search) keeps its
//   marker whatever the criteria; its first text takes the marker's name, any
//   other text under the same marker is counted like an unmarked one and
//   named vigil_<name>.<n>, since a name must always stand for one text.
// - Any other statement whose exact text has been sent `threshold` times is
//   prepared from then on, under a name of its own (the way JDBC drivers
//   prepare a statement after its fifth use). Prisma's reads are the same
//   text request after request: the network lookup's statement (five
//   relations, 40 parameters) spends half its time in PostgreSQL on parse
//   and plan when unnamed (docs/performance.md). PostgreSQL decides per
//   statement whether a generic plan pays (plan_cache_mode auto), so a
//   statement whose plan depends on its values keeps being planned per call.
// - Bounded: texts longer than `maxLength` (bulk inserts with thousands of
//   parameters, IN lists of any length) are never named, and at most
//   `maxNamed` texts are, marked or not, so a connection holds at most that
//   many prepared statements; texts used once or twice are counted in a table
//   that is emptied when it reaches `maxCandidates` entries.
//
// One namer per pool: pg remembers per connection which names it has
// prepared, and a name must always stand for the same text.

const PREPARED_MARKER = /^\/\* vigil:([a-z0-9-]+) \*\//;

export interface StatementNamerLimits {
  threshold: number;
  maxNamed: number;
  maxLength: number;
  maxCandidates: number;
}

export const DEFAULT_STATEMENT_LIMITS: StatementNamerLimits = {
  threshold: 5,
  maxNamed: 200,
  maxLength: 16_384,
  maxCandidates: 500,
};

/** The marker's statement name (`vigil_<name>`), or undefined for an unmarked statement. */
export function markedStatementName(sql: string): string | undefined {
  const match = PREPARED_MARKER.exec(sql);
  return match ? `vigil_${match[1]!.replaceAll('-', '_')}` : undefined;
}

export class StatementNamer {
  private readonly named = new Map<string, string>();
  private readonly markersTaken = new Set<string>();
  private readonly uses = new Map<string, number>();

  constructor(private readonly limits: StatementNamerLimits = DEFAULT_STATEMENT_LIMITS) {}

  /** The name to prepare `sql` under, or undefined to send it unnamed. */
  nameFor(sql: string): string | undefined {
    const known = this.named.get(sql);
    if (known !== undefined) return known;
    if (sql.length > this.limits.maxLength || this.named.size >= this.limits.maxNamed) return undefined;
    const marked = markedStatementName(sql);
    if (marked !== undefined && !this.markersTaken.has(marked)) {
      this.markersTaken.add(marked);
      this.named.set(sql, marked);
      return marked;
    }
    const uses = (this.uses.get(sql) ?? 0) + 1;
    if (uses < this.limits.threshold) {
      if (!this.uses.has(sql) && this.uses.size >= this.limits.maxCandidates) this.uses.clear();
      this.uses.set(sql, uses);
      return undefined;
    }
    this.uses.delete(sql);
    // A counter, not a hash of the text: unique by construction within this
    // namer ('.' never occurs in a marker's name).
    const name = marked !== undefined ? `${marked}.${this.named.size + 1}` : `vigil_auto_${this.named.size + 1}`;
    this.named.set(sql, name);
    return name;
  }

  /** How many texts are prepared under a name of their own, marked or not (for tests and diagnostics). */
  get namedCount(): number {
    return this.named.size;
  }
}
