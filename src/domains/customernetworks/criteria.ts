// The criteria of a network search besides its addresses and keywords (access,
// customers, deleted, flags, zone), each written once in the two forms the
// search runs them in: SQL for the general search (search.ts) and a Prisma
// filter for the one-read lookup (lookup.ts).
import type { SqlArg } from '../../db/sql.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { NetworkSearch } from './search.ts';

/** Binds a value as a statement argument and answers its placeholder (`$n`). */
export type ArgBinder = (value: SqlArg) => string;

export interface Criterion {
  sql: (arg: ArgBinder) => string;
  prisma: Prisma.CustomerNetworkWhereInput;
}

/** A JSON array bound as one argument and expanded in SQL (one placeholder, whatever its length). */
const jsonList = (arg: ArgBinder, values: readonly (string | number)[], cast = '') =>
  `SELECT json_array_elements_text(${arg(JSON.stringify(values))}::json)${cast}`;

export function searchCriteria(search: NetworkSearch, roots: readonly number[]): Criterion[] {
  const criteria: Criterion[] = [
    // Access first: only networks of customers below the viewer's grants.
    {
      sql: (arg) => `n.customer_id IN (SELECT c.id FROM customer c WHERE c.path && ARRAY(${jsonList(arg, roots, '::int')}))`,
      prisma: { customer: { path: { hasSome: [...roots] } } },
    },
  ];
  const { customerID, includeFlags, excludeFlags, zone } = search;
  if (customerID?.length) criteria.push({ sql: (arg) => `n.customer_id IN (${jsonList(arg, customerID, '::int')})`, prisma: { customerId: { in: [...customerID] } } });
  if (!search.includeDeleted) criteria.push({ sql: () => `NOT ('DELETED' = ANY(n.flags))`, prisma: { NOT: { flags: { has: 'DELETED' } } } });
  if (includeFlags?.length) criteria.push({ sql: (arg) => `n.flags && ARRAY(${jsonList(arg, includeFlags)})`, prisma: { flags: { hasSome: [...includeFlags] } } });
  if (excludeFlags?.length) criteria.push({ sql: (arg) => `NOT (n.flags && ARRAY(${jsonList(arg, excludeFlags)}))`, prisma: { NOT: { flags: { hasSome: [...excludeFlags] } } } });
  if (zone?.length) criteria.push({ sql: (arg) => `n.zone IN (${jsonList(arg, zone)})`, prisma: { zone: { in: [...zone] } } });
  return criteria;
}
