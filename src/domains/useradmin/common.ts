// Helpers the useradmin services share: resolving referenced customers (the
// rule of src/domains/common/customer-reference.ts) and
// combining the spec's search criteria (criteria ANDed, repeated values ORed,
// subCriteria: exclude removes, required must match, the others are ORed).
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { givenReference, givenReferences, idOrShortName, SHORT_NAME_PATTERN, type ShortNameKey } from '../common/identifiers.ts';
import { containsFilter } from '../common/input-policy.ts';
import { customersByReference, type NamedCustomer } from '../common/customer-reference.ts';

export type CustomerRow = NamedCustomer;

/** The customers named by id or short name; an unknown one, or one out of the caller's reach, is a 412 naming `field`. One statement. */
export function resolveCustomers(ctx: ServiceContext, keys: readonly ShortNameKey[], field = 'customer'): Promise<CustomerRow[]> {
  return customersByReference(ctx, keys, field);
}

export async function resolveCustomer(ctx: ServiceContext, key: ShortNameKey | null | undefined, field = 'customer'): Promise<CustomerRow> {
  const given = givenReference(key);
  if (given === undefined) throw new InvalidFieldError(field, `${field} is required`, 'field.required');
  return (await resolveCustomers(ctx, [typeof given === 'object' ? given : String(given)], field))[0]!;
}

/** A text that must be given (its length and characters are the input policy's). */
export function requireText(value: string | null | undefined, field: string): string {
  const text = (value ?? '').trim();
  if (!text) throw new InvalidFieldError(field, `${field} is required`, 'field.required');
  return text;
}

/** A user's or group's short name: given, and of the short-name characters only (one rule for both). */
export function checkShortName(shortName: string | null | undefined): string {
  const text = requireText(shortName, 'shortName');
  if (!SHORT_NAME_PATTERN.test(text)) {
    throw new InvalidFieldError('shortName', 'shortName may contain letters, digits and _ - . @ only', 'invalid.field.value', text);
  }
  return text;
}

export interface SubCriterion<W> {
  where: W;
  exclude: boolean;
  required: boolean;
}

/** The spec's subCriteria over a base filter: required ANDed, exclude negated, the others ORed. */
export function combineCriteria<W>(base: W[], subs: SubCriterion<W>[]): { AND: W[] } {
  const and: W[] = [...base];
  const optional: W[] = [];
  for (const sub of subs) {
    if (sub.exclude) and.push({ NOT: sub.where } as W);
    else if (sub.required) and.push(sub.where);
    else optional.push(sub.where);
  }
  if (optional.length > 0) and.push({ OR: optional } as W);
  return { AND: and };
}

export function cleanList(values: readonly string[] | null | undefined): string[] {
  return (values ?? []).map((v) => v.trim()).filter(Boolean);
}

/**
 * A list of references (GraphQL reference inputs, or REST's texts): blank
 * texts dropped as cleanList drops them, reference inputs kept as given (the
 * domain read checks their key).
 */
export function cleanKeys<K extends object>(values: readonly (string | number | K)[] | null | undefined): (string | K)[] {
  return givenReferences(values).map((given) => (typeof given === 'object' ? given : String(given).trim()));
}

/** The ids of the customers `keys` name, among `customers` (resolveCustomers' answer for them). */
export function customerIdsIn(customers: readonly CustomerRow[], keys: readonly ShortNameKey[], field = 'customer'): number[] {
  return keys.map((key) => {
    const parsed = idOrShortName(key, 'Customer', field);
    return customers.find((c) => ('id' in parsed ? c.id === parsed.id : c.shortName === parsed.shortName))!.id;
  });
}

/**
 * Any keyword in any of the fields (case-insensitive contains); nothing when
 * no keywords. A field written `?name` is nullable: its test is guarded by
 * NOT NULL so that an excluding criterion (SQL `NOT (...)`) keeps rows where
 * it is null instead of losing them to three-valued logic.
 */
export function keywordWhere<W>(keywords: readonly string[], fields: readonly string[]): W[] {
  if (keywords.length === 0) return [];
  const test = (field: string, k: string) => {
    const name = field.replace(/^\?/, '');
    const contains = { [name]: containsFilter(k) };
    return field.startsWith('?') ? { AND: [{ [name]: { not: null } }, contains] } : contains;
  };
  return [{ OR: keywords.flatMap((k) => fields.map((f) => test(f, k))) } as W];
}

export type CustomerWhere = Prisma.CustomerWhereInput;

/** Users and groups that are disabled are listed only when asked for (lists, searches and Customer.users / .groups alike). */
export function listedFlagsWhere(includeDisabled: boolean): { NOT: { flags: { has: 'DISABLED' } } }[] {
  return includeDisabled ? [] : [{ NOT: { flags: { has: 'DISABLED' } } }];
}
