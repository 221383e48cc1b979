// A customer named in a request body or a command (`customer`, `customerID`:
// an id or a short name). It must exist and be within the caller's reach: an
// unknown one, and one the caller may not see (invisible is nonexistent,
// src/auth/access.ts `reaches`), is bad input, the same 412 naming the field,
// never a 404 (the request is wrong, not the URL) nor a 403 (that would say
// the customer exists). Areas that read a customer from the URL or a query
// parameter answer 404 instead (documents, passive DNS submission:
// docs/spec-decisions.md).
import { reachFilter, type AccessService } from '../../auth/access.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { InvalidFieldError } from '../../errors.ts';
import { idOrShortName, referenceText, type ShortNameKey } from './identifiers.ts';

/** What access checks and domain rules need of the customer. */
export interface ReferencedCustomer {
  id: number;
  path: number[];
  domainId: number;
}

export interface CustomerReferenceOptions {
  /** Only a customer of this domain counts (one of another domain is unknown here). */
  domainId?: number;
  /** The message template of the 412; customer networks name their own (`unknown.customer`). */
  template?: string;
}

/** Who asks: a request's access service, or null for the operator's own tools (CLI, bootstrap), which see everything. */
export interface ReferenceContext {
  db: Pick<PrismaClient, 'customer'>;
  access: AccessService | null;
}

export async function customerByReference(
  ctx: ReferenceContext,
  value: ShortNameKey,
  field: string,
  { domainId, template = 'invalid.field.value' }: CustomerReferenceOptions = {},
): Promise<ReferencedCustomer> {
  const key = idOrShortName(value, 'Customer', field);
  // The reach rule inside the look-up: a customer out of reach is not found, exactly as one
  // nobody has, and its row is never read (the time of the 412 does not tell which exist).
  const reach = ctx.access === null ? {} : reachFilter(await ctx.access.reachableCustomers());
  const customer = await ctx.db.customer.findUnique({
    where: { ...('id' in key ? { id: key.id } : { shortName: key.shortName }), ...(domainId !== undefined ? { domainId } : {}), ...reach },
    select: { id: true, path: true, domainId: true },
  });
  if (!customer) throw new InvalidFieldError(field, `Unknown customer ${JSON.stringify(referenceText(value))}`, template, referenceText(value));
  return customer;
}

/** A customer named among several: its id, short name and path (for the reach check and the caller's rules). */
export interface NamedCustomer {
  id: number;
  shortName: string;
  path: number[];
}

/**
 * The customers several keys name, the rule above for each, in one statement however many:
 * the first key in the keys' order that names no customer within reach is the 412 naming
 * `field` (a malformed key is refused only after every key before it was found, as when
 * each was read in turn). Answers the customers found, each once.
 */
export async function customersByReference(ctx: ReferenceContext, keys: readonly ShortNameKey[], field: string): Promise<NamedCustomer[]> {
  const parsed: ({ id: number } | { shortName: string })[] = [];
  let malformed: unknown = null;
  for (const key of keys) {
    try {
      parsed.push(idOrShortName(key, 'Customer', field));
    } catch (error) {
      malformed = error;
      break;
    }
  }
  const ids = parsed.flatMap((k) => ('id' in k ? [k.id] : []));
  const names = parsed.flatMap((k) => ('shortName' in k ? [k.shortName] : []));
  const rows = parsed.length === 0 ? [] : await ctx.db.customer.findMany({ where: { OR: [{ id: { in: ids } }, { shortName: { in: names } }] }, select: { id: true, shortName: true, path: true } });
  // A customer out of the caller's reach is unknown (invisible is nonexistent); the paths came with the rows.
  const reached = ctx.access === null ? rows.map(() => true) : await Promise.all(rows.map((row) => ctx.access!.reaches(row)));
  const visible = rows.filter((_, i) => reached[i]);
  for (const [index, key] of parsed.entries()) {
    const found = visible.some((row) => ('id' in key ? row.id === key.id : row.shortName === key.shortName));
    if (!found) throw new InvalidFieldError(field, `Unknown customer ${JSON.stringify(referenceText(keys[index]!))}`, 'invalid.field.value', referenceText(keys[index]!));
  }
  if (malformed) throw malformed;
  return visible;
}
