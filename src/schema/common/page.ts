// List results are page objects mirroring the REST envelope
// ({ items, count, limit, offset }), so REST copies them straight across.
import type { ObjectRef } from '@pothos/core';
import type { Page } from '../../domains/common/paging.ts';
import { builder, type VigilSchemaTypes } from '../builder.ts';
import { PAGE_ITEMS_COST, PAGE_TYPE } from './cost.ts';

export function pageType<T>(itemName: string, item: ObjectRef<VigilSchemaTypes, T>) {
  return builder.objectRef<Page<T>>(`${itemName}Page`).implement({
    description: `A page of ${itemName} results.`,
    // Priced by the page size its field asks for (src/schema/common/cost.ts).
    extensions: { [PAGE_TYPE]: true },
    fields: (t) => ({
      items: t.field({ type: [item], description: 'The items of this page, in the requested order.', complexity: PAGE_ITEMS_COST, resolve: (page) => page.items }),
      count: t.exposeInt('count', { description: 'Total matches, not only this page.' }),
      limit: t.exposeInt('limit', { description: 'Page size applied (0: all matches).' }),
      offset: t.exposeInt('offset', { description: 'Matches skipped before this page.' }),
    }),
  });
}
