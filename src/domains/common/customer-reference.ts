// A customer named in a request body or a command (`customer`, `customerID`:
// an id or a short name). It must exist and be within the caller's reach: an
// unknown one, and one the caller may not see (invisible is nonexistent,
// src/auth/access.ts `reaches`), is bad input, the same 412 naming the field,
// never a 404 (the request is wrong, not the URL) nor a 403 (that would say
// the customer exists). Areas that read a customer from the URL or a query
// parameter answer 404 instead (documents, passive DNS submission:
// docs/spec-decisions.md).
import type { AccessService } from '../../auth/access.ts';
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
  const customer = await ctx.db.customer.findUnique({
    where: { ...('id' in key ? { id: key.id } : { shortName: key.shortName }), ...(domainId !== undefined ? { domainId } : {}) },
    select: { id: true, path: true, domainId: true },
  });
  // The path came with the row: the reach check costs no statement, so both refusals do the same work.
  const known = customer !== null && (ctx.access === null || (await ctx.access.reaches(customer)));
  if (!known) throw new InvalidFieldError(field, `Unknown customer ${JSON.stringify(referenceText(value))}`, template, referenceText(value));
  return customer;
}
