// The permission service: "may this viewer do F for customer C?"
//
// Functions form a graph below the root; holding a function means holding
// every function below it. A grant is (subject, function, customer); it passes
// to the members of a group (groups nest; a disabled group grants nothing and
// passes nothing on) and to every sub-customer of the customer.
//
// Per request: one statement loads the viewer's effective functions with the
// customers they were granted on (group closure and function closure in one
// recursive query); customer ancestry is loaded by a DataLoader that batches
// every customer asked about in the same tick into one statement. So a request
// runs a constant number of permission statements, however many objects it
// checks.
import DataLoader from 'dataloader';
import { ForbiddenError, UnauthenticatedError } from '../errors.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Viewer } from './viewer.ts';

/** Effective function name -> customers the function was granted on (roots of the customer subtrees). */
export type Grants = ReadonlyMap<string, ReadonlySet<number>>;

const GRANTS_SQL = `
WITH RECURSIVE
  member_of(group_id) AS (
    SELECT gm.group_id
      FROM group_member gm JOIN user_group g ON g.id = gm.group_id
     WHERE gm.user_id = $1 AND NOT ('DISABLED' = ANY(COALESCE(g.flags::text[], '{}')))
    UNION
    SELECT gm.group_id
      FROM group_member gm
      JOIN member_of m ON gm.member_group_id = m.group_id
      JOIN user_group g ON g.id = gm.group_id
     WHERE NOT ('DISABLED' = ANY(COALESCE(g.flags::text[], '{}')))
  ),
  granted(function_id, customer_id) AS (
    SELECT p.function_id, p.customer_id FROM permission p WHERE p.user_id = $1
    UNION
    SELECT p.function_id, p.customer_id FROM permission p JOIN member_of m ON p.group_id = m.group_id
  ),
  held(root_id, function_id) AS (
    SELECT DISTINCT function_id, function_id FROM granted
    UNION
    SELECT h.root_id, e.child_id FROM held h JOIN function_edge e ON e.parent_id = h.function_id
  )
SELECT DISTINCT f.name AS function_name, g.customer_id
  FROM granted g
  JOIN held h ON h.root_id = g.function_id
  JOIN function_node f ON f.id = h.function_id`;

export async function loadGrants(db: PrismaClient, userId: number): Promise<Grants> {
  const rows = await db.$queryRawUnsafe<{ function_name: string; customer_id: number }[]>(GRANTS_SQL, userId);
  const grants = new Map<string, Set<number>>();
  for (const row of rows) {
    let customers = grants.get(row.function_name);
    if (!customers) grants.set(row.function_name, (customers = new Set()));
    customers.add(row.customer_id);
  }
  return grants;
}

const ANCESTORS_SQL = `
WITH RECURSIVE up(start_id, id, parent_id, depth) AS (
  SELECT c.id, c.id, c.parent_id, 0 FROM customer c WHERE c.id = ANY($1::int[])
  UNION
  SELECT up.start_id, c.id, c.parent_id, up.depth + 1 FROM customer c JOIN up ON c.id = up.parent_id WHERE up.depth < 64
)
SELECT start_id, id FROM up`;

const DESCENDANTS_SQL = `
WITH RECURSIVE down(id, depth) AS (
  SELECT c.id, 0 FROM customer c WHERE c.id = ANY($1::int[])
  UNION
  SELECT c.id, down.depth + 1 FROM customer c JOIN down ON c.parent_id = down.id WHERE down.depth < 64
)
SELECT DISTINCT id FROM down`;

export interface AccessService {
  readonly viewer: Viewer | null;
  /** The viewer, or 401 when the request is anonymous. */
  requireViewer(): Viewer;
  /** Effective functions with the customers they were granted on. */
  grants(): Promise<Grants>;
  /** True when the viewer holds `fn` for `customerId` (directly, through a group, a role or a parent customer). */
  holds(fn: string, customerId: number): Promise<boolean>;
  /** True when the viewer holds `fn` for at least one customer. */
  holdsAnywhere(fn: string): Promise<boolean>;
  /** 401 when anonymous, 403 unless the viewer holds `fn` for `customerId`. */
  require(fn: string, customerId: number): Promise<void>;
  /** 401 when anonymous, 403 unless the viewer holds `fn` somewhere. */
  requireAnywhere(fn: string): Promise<void>;
  /** Every customer the viewer holds `fn` for (for filtering searches in SQL). */
  customersWith(fn: string): Promise<number[]>;
}

/** Builds the request's permission service. Nothing is read until the first question. */
export function createAccessService(db: PrismaClient, viewer: Viewer | null): AccessService {
  let grantsPromise: Promise<Grants> | null = null;
  const grants = () => {
    if (!viewer) return Promise.resolve<Grants>(new Map());
    grantsPromise ??= loadGrants(db, viewer.userId);
    return grantsPromise;
  };

  const ancestors = new DataLoader<number, number[]>(async (ids) => {
    const rows = await db.$queryRawUnsafe<{ start_id: number; id: number }[]>(ANCESTORS_SQL, [...ids]);
    const byStart = new Map<number, number[]>();
    for (const row of rows) {
      let list = byStart.get(row.start_id);
      if (!list) byStart.set(row.start_id, (list = []));
      list.push(row.id);
    }
    return ids.map((id) => byStart.get(id) ?? []);
  });

  const descendantsCache = new Map<string, Promise<number[]>>();

  const service: AccessService = {
    viewer,
    requireViewer() {
      if (!viewer) throw new UnauthenticatedError();
      return viewer;
    },
    grants,
    async holds(fn, customerId) {
      if (!viewer) return false;
      const roots = (await grants()).get(fn);
      if (!roots || roots.size === 0) return false;
      if (roots.has(customerId)) return true;
      const chain = await ancestors.load(customerId);
      return chain.some((id) => roots.has(id));
    },
    async holdsAnywhere(fn) {
      return ((await grants()).get(fn)?.size ?? 0) > 0;
    },
    async require(fn, customerId) {
      service.requireViewer();
      if (!(await service.holds(fn, customerId))) throw new ForbiddenError(`You do not hold ${fn} for this customer`);
    },
    async requireAnywhere(fn) {
      service.requireViewer();
      if (!(await service.holdsAnywhere(fn))) throw new ForbiddenError(`You do not hold ${fn}`);
    },
    customersWith(fn) {
      let cached = descendantsCache.get(fn);
      if (!cached) {
        cached = grants().then(async (all) => {
          const roots = [...(all.get(fn) ?? [])];
          if (roots.length === 0) return [];
          const rows = await db.$queryRawUnsafe<{ id: number }[]>(DESCENDANTS_SQL, roots);
          return rows.map((r) => r.id);
        });
        descendantsCache.set(fn, cached);
      }
      return cached;
    },
  };
  return service;
}
