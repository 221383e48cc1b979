// A domain page (src/domains/common/paging.ts) seen as a Relay connection:
// the shape plugin-relay's connection and edge types read (edges, pageInfo).
// Edges are built only when selected: `nodes` reads the page's rows
// (page.ts), so a REST page of 100 000 rows builds no edges and no cursors.
import { cursorOf, type Page } from '../../domains/common/paging.ts';

interface Edge<T> {
  cursor: string;
  node: T;
}

/** A domain page seen as a connection; edges and pageInfo are built only when selected, once. */
export class ConnectionPage<T> {
  private builtEdges: Edge<T>[] | undefined;

  constructor(
    readonly page: Page<T> & { truncated?: boolean },
    /** With first/after/last/before: the rows the window holds (a window of 0 rows reads one row it does not show). */
    private readonly take?: number,
  ) {}

  get items(): T[] {
    return this.take !== undefined && this.take < this.page.items.length ? this.page.items.slice(0, this.take) : this.page.items;
  }

  /** The page size applied: limit (0: all), or the size of the window asked for (0: an empty window). */
  get limit(): number {
    return this.take ?? this.page.limit;
  }

  get edges(): Edge<T>[] {
    this.builtEdges ??= this.items.map((node, index) => ({ cursor: cursorOf(this.page.offset + index), node }));
    return this.builtEdges;
  }

  /**
   * Whether more follow: rows read beyond the window (it read one more than it shows), the
   * page's own word where it knows more than its count says (passive DNS stops counting),
   * else the count.
   */
  get hasNextPage(): boolean {
    if (this.items.length < this.page.items.length) return true;
    return this.page.truncated ?? this.page.offset + this.items.length < this.page.count;
  }

  get pageInfo() {
    const shown = this.items.length;
    return {
      hasPreviousPage: this.page.offset > 0,
      hasNextPage: this.hasNextPage,
      startCursor: shown > 0 ? cursorOf(this.page.offset) : null,
      endCursor: shown > 0 ? cursorOf(this.page.offset + shown - 1) : null,
    };
  }
}

/**
 * Where a connection's items are selected, for plugin-prisma's planning
 * (`queryFromInfo({ paths })`, `nestedSelection`): `nodes` and `edges { node }`.
 * A client may select either, or both.
 */
export const CONNECTION_ITEM_PATHS = [['nodes'], ['edges', 'node']];
