// `sortBy=field` ascending, `sortBy=-field` descending; several chain, and a
// value may list several separated by commas. Every list that sorts reads its
// sort keys here, so the names a caller may use are looked up one way: as the
// table's own keys (`__proto__` or `constructor` is an unknown field, not a
// property every object inherits).
import { InvalidFieldError } from '../../errors.ts';

export type SortOrder = 'asc' | 'desc';

export interface SortKey<F> {
  /** What the table maps the public name to (a model field, an SQL expression). */
  target: F;
  descending: boolean;
}

/**
 * The sort keys of `sortBy`, each mapped through `fields` (public name ->
 * target), in order and without repeats; an unknown name is a 412 naming
 * `sortBy`. Ties are not broken here: the caller appends its fallback.
 */
export function sortKeys<F>(sortBy: readonly string[] | null | undefined, fields: Readonly<Record<string, F>>): SortKey<F>[] {
  const keys: SortKey<F>[] = [];
  const used = new Set<F>();
  for (const raw of sortBy ?? []) {
    for (const item of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
      const descending = item.startsWith('-');
      const name = item.replace(/^[-+]/, '');
      if (!Object.hasOwn(fields, name)) {
        throw new InvalidFieldError(
          'sortBy',
          `Cannot sort by ${JSON.stringify(name)}; sortable fields: ${Object.keys(fields).join(', ')}`,
          'invalid.field.value',
          item,
        );
      }
      const target = fields[name]!;
      if (used.has(target)) continue;
      used.add(target);
      keys.push({ target, descending });
    }
  }
  return keys;
}

/**
 * Turns sortBy values into a Prisma orderBy list. `fields` maps the public
 * sort names to model fields; `fallback` keeps the order stable (ties broken by it).
 */
export function orderBy<F extends string>(
  sortBy: readonly string[] | null | undefined,
  fields: Readonly<Record<string, F>>,
  fallback: F,
): Array<{ [K in F]?: SortOrder }> {
  const keys = sortKeys(sortBy, fields);
  const order = keys.map(({ target, descending }) => ({ [target]: descending ? 'desc' : 'asc' }) as { [K in F]?: SortOrder });
  if (!keys.some((k) => k.target === fallback)) order.push({ [fallback]: 'asc' } as { [K in F]?: SortOrder });
  return order;
}

/** GraphQL's `OrderDirection`. */
export type OrderDirection = 'ASC' | 'DESC';

/**
 * One `orderBy` entry: `field` is a public sort name (a key of the list's
 * sortable map; GraphQL's `<Name>OrderField` enum carries it as its value).
 */
export interface OrderKey {
  field: string;
  direction?: OrderDirection | null;
}

/** A list's two spellings of its order: `orderBy` (GraphQL; REST search bodies take it too) or the `sortBy` strings (REST only). */
export interface Ordering {
  sortBy?: readonly string[] | null;
  orderBy?: readonly OrderKey[] | null;
}

/**
 * The order as sortBy strings, whichever form the caller used, so both go
 * through the same parser and map to the same internal sort keys. Giving both
 * (a REST search body can: its fields are the GraphQL input's, plus sortBy) is
 * ambiguous: a 412 naming `orderBy` (the field to keep); the message is REST's
 * as it always was.
 */
export function sortInput(order: Ordering): readonly string[] | null | undefined {
  if (order.orderBy == null) return order.sortBy;
  if (order.sortBy != null) {
    throw new InvalidFieldError('orderBy', 'Give orderBy or the deprecated sortBy, not both', 'invalid.field.value');
  }
  return order.orderBy.map(({ field, direction }) => (direction === 'DESC' ? `-${field}` : field));
}
