// `orderBy: [<Name>Order!]`: a list's order as enums, so a misspelt field is a
// validation error before execution. The `<Name>OrderField` enum is built from
// the domain's own map of sortable fields (its keys are the public sort names,
// which REST's `sortBy` text spells in camelCase), so a list's sortable fields
// are written once, in its domain; each enum value carries the public name, and
// the domain maps it as it maps REST's sortBy (src/domains/common/sorting.ts,
// sortInput). GraphQL offers orderBy only; REST's sortBy reaches the domain
// beside the schema (src/schema/common/rest-sort.ts).
import { builder } from '../builder.ts';

/** shortName -> SHORT_NAME, createdTimestamp -> CREATED_TIMESTAMP. */
export function upperSnake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

export const OrderDirection = builder.enumType('OrderDirection', {
  description: 'The direction of one orderBy key.',
  values: {
    ASC: { value: 'ASC', description: 'Ascending: smallest, earliest or alphabetically first first (the default).' },
    DESC: { value: 'DESC', description: 'Descending: largest, latest or alphabetically last first.' },
  } as const,
});

export interface OrderAbout {
  /** The list, as the descriptions name it ("customers", "cases"). */
  list: string;
  /** The order without orderBy, and how ties are broken ("id ascending", ...). */
  defaultOrder: string;
  tieBreaker: string;
}

/**
 * The `<name>OrderField` enum (one value per key of `sortable`, UPPER_SNAKE_CASE, whose value is the
 * key) and the `<name>Order` input; returns the input and the description an `orderBy` argument or input field takes.
 */
export function orderInput(name: string, sortable: Readonly<Record<string, unknown>> | readonly string[], about: OrderAbout) {
  const fields = Array.isArray(sortable) ? (sortable as readonly string[]) : Object.keys(sortable);
  const field = builder.enumType(`${name}OrderField`, {
    description: `A field the ${about.list} can be ordered by.`,
    values: Object.fromEntries(
      fields.map((f) => [upperSnake(f), { value: f, description: `By ${f}.` }]),
    ),
  });
  const input = builder.inputType(`${name}Order`, {
    description: `One key of the ${about.list}' order: a field and its direction. Later keys break ties of earlier ones; ${about.tieBreaker}.`,
    fields: (t) => ({
      field: t.field({ type: field, required: true, description: 'The field to order by.' }),
      direction: t.field({ type: OrderDirection, defaultValue: 'ASC', description: 'ASC (the default) or DESC.' }),
    }),
  });
  const description =
    `The order of the ${about.list}: keys in turn, each breaking the ties of the one before. ` +
    `Default ${about.defaultOrder}; ${about.tieBreaker}.`;
  return { input, description };
}
