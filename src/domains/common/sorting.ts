// `sortBy=field` ascending, `sortBy=-field` descending; several chain.
import { InvalidFieldError } from '../../errors.ts';

export type SortOrder = 'asc' | 'desc';

/**
 * Turns sortBy values into a Prisma orderBy list. `fields` maps the public
 * sort names to model fields; `fallback` keeps the order stable (ties broken by it).
 */
export function orderBy<F extends string>(
  sortBy: readonly string[] | null | undefined,
  fields: Record<string, F>,
  fallback: F,
): Array<{ [K in F]?: SortOrder }> {
  const order: Array<{ [K in F]?: SortOrder }> = [];
  const used = new Set<F>();
  for (const raw of sortBy ?? []) {
    for (const item of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
      const descending = item.startsWith('-');
      const name = item.replace(/^[-+]/, '');
      const field = fields[name];
      if (!field) {
        throw new InvalidFieldError(
          'sortBy',
          `Cannot sort by ${JSON.stringify(name)}; sortable fields: ${Object.keys(fields).join(', ')}`,
          'invalid.field.value',
          item,
        );
      }
      if (used.has(field)) continue;
      used.add(field);
      order.push({ [field]: descending ? 'desc' : 'asc' } as { [K in F]?: SortOrder });
    }
  }
  if (!used.has(fallback)) order.push({ [fallback]: 'asc' } as { [K in F]?: SortOrder });
  return order;
}
