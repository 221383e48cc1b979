// A customer named in a request body or a command (`customer`, `customerID`:
// an id or a short name). It must exist: an unknown one is bad input, a 412
// naming the field, never a 404 (the request is wrong, not the URL). Areas
// that read a customer from the URL or a query parameter answer 404 instead
// (documents, passive DNS submission: docs/spec-decisions.md).
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { InvalidFieldError } from '../../errors.ts';
import { idOrShortName } from './identifiers.ts';

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

export async function customerByReference(
  db: Pick<PrismaClient, 'customer'>,
  value: string | number,
  field: string,
  { domainId, template = 'invalid.field.value' }: CustomerReferenceOptions = {},
): Promise<ReferencedCustomer> {
  const key = idOrShortName(value, field);
  const customer = await db.customer.findUnique({
    where: { ...('id' in key ? { id: key.id } : { shortName: key.shortName }), ...(domainId !== undefined ? { domainId } : {}) },
    select: { id: true, path: true, domainId: true },
  });
  if (!customer) throw new InvalidFieldError(field, `Unknown customer ${JSON.stringify(String(value))}`, template, String(value));
  return customer;
}
