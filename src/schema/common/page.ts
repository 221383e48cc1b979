// Every list is a Relay cursor connection (plugin-relay's connection and edge
// types): `edges { cursor node }`, `nodes`, `pageInfo`, `totalCount`, paged by
// `first`/`after`/`last`/`before`. The same lists keep `limit`/`offset` (the
// REST layer pages with them, and they still suit a table with page numbers);
// the connection says which window it answers in `limit` and `offset`.
// Resolvers answer a domain `Page`; src/schema/common/connections.ts turns the
// connection arguments into that page's window and the page into this shape.
import type { ObjectRef } from '@pothos/core';
import type { Page } from '../../domains/common/paging.ts';
import type { ConnectionPage } from './connection-page.ts';
import { builder, type VigilSchemaTypes } from '../builder.ts';
import { PAGE_ITEMS_COST, PAGE_TYPE } from './cost.ts';

/** The connection type of a list of `item`s: `<itemName>Connection` with `<itemName>Edge`s. */
export function pageType<T>(itemName: string, item: ObjectRef<VigilSchemaTypes, T>, fields?: ConnectionFields<T>): ObjectRef<VigilSchemaTypes, Page<T>> {
  const connection = builder.connectionObject(
    {
      type: item,
      name: `${itemName}Connection`,
      description: `A page of ${itemName} results (a Relay cursor connection).`,
      // Priced by the page size its field asks for (src/schema/common/cost.ts).
      extensions: { [PAGE_TYPE]: true },
      fields: (t) => ({
        nodes: t.field({
          type: [item],
          description: 'The items of this page, in the requested order (the node of each edge).',
          complexity: PAGE_ITEMS_COST,
          resolve: (c) => (c as unknown as ConnectionPage<T>).items,
        }),
        totalCount: t.int({
          description: 'Total matches, not only this page.',
          // A nested list's page with more rows after it counts only when this is asked (domain Page.countExactly).
          resolve: (c) => {
            const { page } = c as unknown as ConnectionPage<T>;
            return page.countExactly ? page.countExactly() : page.count;
          },
        }),
        limit: t.int({ description: 'Page size applied: with limit/offset the limit (0: all matches); with first/last the size of the window (0: an empty one).', resolve: (c) => (c as unknown as ConnectionPage<T>).limit }),
        offset: t.int({ description: 'Matches skipped before this page (the position of its first item).', resolve: (c) => (c as unknown as ConnectionPage<T>).page.offset }),
        ...fields?.(t as never),
      }),
    },
    { name: `${itemName}Edge`, description: `One ${itemName} of a connection and its cursor.` },
  );
  // Resolvers answer the domain's Page; the connections plugin hands the type a ConnectionPage of it.
  return connection as unknown as ObjectRef<VigilSchemaTypes, Page<T>>;
}

type ConnectionFields<T> = (t: PothosSchemaTypes.ObjectFieldBuilder<VigilSchemaTypes, ConnectionPage<T>>) => Record<string, unknown>;
