// Whom a case may name (its reporter, assignees and watchers, and the users and
// groups it is shared with): those of the case's customer, of a customer above
// it (the operator's analysts) or below it, and only those the caller may see
// (their customer within its reach, reachFilter: the rule that shows or hides
// them in the answer). Invisible is nonexistent: any other user or group is
// refused exactly as a name nobody has, by the same one look-up, since both
// rules are inside it.
import type { AccessService } from '../../auth/access.ts';
import { reachFilter } from '../../auth/access.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

export interface CaseCustomer {
  id: number;
  path: readonly number[];
}

/** The customers whose users and groups a case of `customer` may name, for this caller: a filter for the look-up. */
export async function caseSubjectCustomers(access: Pick<AccessService, 'reachableCustomers'>, customer: CaseCustomer): Promise<Prisma.CustomerWhereInput> {
  const related = { OR: [{ id: { in: [...customer.path] } }, { path: { has: customer.id } }] };
  return { AND: [related, reachFilter(await access.reachableCustomers())] };
}
