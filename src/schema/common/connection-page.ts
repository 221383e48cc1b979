// A domain page (src/domains/common/paging.ts) seen as a Relay connection:
// the shape plugin-relay's connection and edge types read (edges, pageInfo),
// built only when selected, so a REST page of 100 000 rows builds no edges.
import { cursorOf, type Page } from '../../domains/common/paging.ts';

interface Edge<T> {
  cursor: string;
  node: T;
}

/** A domain page seen as a connection; edges and pageInfo are built only when selected. */
export class ConnectionPage<T> {
  constructor(
    readonly page: Page<T> & { truncated?: boolean },
    /** With first/after/last/before: the rows the window holds (a window of 0 rows reads one row it does not show). */
    private readonly take?: number,
  ) {}

  get items(): T[] {
    return this.take !== undefined && this.take < this.page.items.length ? this.page.items.slice(0, this.take) : this.page.items;
  }

  /** The page size applied: limit, or the size of the window asked for. */
  get limit(): number {
    return this.take ?? this.page.limit;
  }

  get edges(): Edge<T>[] {
    return this.items.map((node, index) => ({ cursor: cursorOf(this.page.offset + index), node }));
  }

  get pageInfo() {
    const shown = this.items.length;
    return {
      hasPreviousPage: this.page.offset > 0,
      // A page that knows more than its count can say (passive DNS stops counting) says so itself.
      hasNextPage: this.page.truncated ?? this.page.offset + shown < this.page.count,
      startCursor: shown > 0 ? cursorOf(this.page.offset) : null,
      endCursor: shown > 0 ? cursorOf(this.page.offset + shown - 1) : null,
    };
  }
}


/**
 * Where a connection's items are selected, for plugin-prisma's planning
 * (`queryFromInfo({ paths })`, `nestedSelection`): `nodes`, `edges { node }`
 * and the deprecated `items`. A client may select any of them, or several.
 */
export const CONNECTION_ITEM_PATHS = [['nodes'], ['edges', 'node'], ['items']];
