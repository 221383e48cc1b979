// List results are page objects mirroring the REST envelope
// ({ items, count, limit, offset }), so REST copies them straight across.
import type { ObjectRef } from '@pothos/core';
import type { Page } from '../../domains/common/paging.ts';
import { builder, type VigilSchemaTypes } from '../builder.ts';

export function pageType<T>(itemName: string, item: ObjectRef<VigilSchemaTypes, T>) {
  return builder.objectRef<Page<T>>(`${itemName}Page`).implement({
    description: `A page of ${itemName} results.`,
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (page) => page.items }),
      count: t.exposeInt('count', { description: 'Total matches, not only this page.' }),
      limit: t.exposeInt('limit', { description: 'Page size applied (0: all).' }),
      offset: t.exposeInt('offset', { description: 'Matches skipped before this page.' }),
    }),
  });
}
