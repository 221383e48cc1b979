// The permission service: "may this viewer do F for customer C?"
//
// Functions form a graph below the root; holding a function means holding
// every function below it. A grant is (subject, function, customer); it passes
// to the members of a group (groups nest; a disabled group grants nothing and
// passes nothing on) and to every sub-customer of the customer.
//
// Statements per request, whatever the number of objects checked:
// - the viewer's effective grants (function -> customers granted on) come with
//   the API key or session look-up, in the same statement (GRANTS_JSON);
// - each customer carries its ancestry `path` (kept by database triggers), so
//   a grant on G reaches C when G is in C.path: free when the caller already
//   has C's row, otherwise one batched look-up of the paths asked about in the
//   same tick; and list filters are `path && roots`, inside the list query.
import DataLoader from 'dataloader';
import { ForbiddenError, UnauthenticatedError, type DomainError } from '../errors.ts';
import type { SqlRunner } from '../db/sql.ts';
import { memberGroupsSql } from './group-membership.ts';
import type { Viewer } from './viewer.ts';

/** Effective function name -> customers the function was granted on (roots of the customer subtrees). */
export type Grants = ReadonlyMap<string, ReadonlySet<number>>;

/** A customer as far as access is concerned: its id and its path from the root of the tree. */
export interface CustomerRef {
  id: number;
  path: readonly number[];
}

/**
 * A scalar subquery: the grants of the user whose id is the SQL expression
 * `userId`, as JSON `[[functionName, customerId], ...]`. Group nesting is
 * resolved by the trigger-kept `group_closure` table (./group-membership.ts);
 * the function graph by the trigger-kept `function_closure` table (useradmin),
 * one index scan per granted function instead of a walk of the graph per
 * request.
 */
export function grantsJson(userId: string): string {
  return `(
  WITH
    member_of(group_id) AS (${memberGroupsSql(userId)}),
    granted(function_id, customer_id) AS (
      SELECT p.function_id, p.customer_id FROM permission p WHERE p.user_id = ${userId}
      UNION
      SELECT p.function_id, p.customer_id FROM permission p JOIN member_of m ON p.group_id = m.group_id
    )
  SELECT COALESCE(json_agg(DISTINCT jsonb_build_array(f.name, g.customer_id)), '[]'::json)
    FROM granted g
    JOIN function_closure h ON h.ancestor_id = g.function_id
    JOIN function_node f ON f.id = h.descendant_id
)`;
}

/** Reads the JSON that grantsJson answers (the driver may hand it over parsed or as text). */
export function parseGrants(value: unknown): Grants {
  const pairs = (typeof value === 'string' ? JSON.parse(value) : value) as [string, number][] | null;
  const grants = new Map<string, Set<number>>();
  for (const [name, customerId] of pairs ?? []) {
    let customers = grants.get(name);
    if (!customers) grants.set(name, (customers = new Set()));
    customers.add(customerId);
  }
  return grants;
}

export async function loadGrants(sql: SqlRunner, userId: number): Promise<Grants> {
  const rows = await sql.query<{ grants: unknown }>(`/* vigil:grants */ SELECT ${grantsJson('$1::int')} AS grants`, [userId]);
  return parseGrants(rows[0]?.grants);
}

const PATHS_SQL = `/* vigil:customer-paths */ SELECT id, path FROM customer WHERE id = ANY($1::int[])`;
const BELOW_SQL = `/* vigil:customers-below */ SELECT id FROM customer WHERE path && $1::int[]`;
const DOMAIN_ROOT_SQL = `/* vigil:domain-root */ SELECT id FROM customer WHERE domain_id = $1 AND parent_id IS NULL`;

export interface AccessService {
  readonly viewer: Viewer | null;
  /** The viewer, or 401 when the request is anonymous. */
  requireViewer(): Viewer;
  /** Effective functions with the customers they were granted on. */
  grants(): Promise<Grants>;
  /** True when the viewer holds `fn` for the customer (directly, through a group, a role or a parent customer). */
  holds(fn: string, customer: number | CustomerRef): Promise<boolean>;
  /** True when the viewer holds `fn` for at least one customer. */
  holdsAnywhere(fn: string): Promise<boolean>;
  /** 401 when anonymous, 403 unless the viewer holds `fn` for the customer. */
  require(fn: string, customer: number | CustomerRef): Promise<void>;
  /** 401 when anonymous, 403 unless the viewer holds `fn` somewhere. */
  requireAnywhere(fn: string): Promise<void>;
  /**
   * 401 when anonymous, 403 saying `refusal` unless the viewer holds `fn` on
   * its domain's root customer (the operator): for what every customer of
   * the domain shares, which a grant on one customer must not let it change.
   */
  requireOnDomainRoot(fn: string, refusal: string): Promise<void>;
  /**
   * A Prisma `CustomerWhereInput` selecting every customer the viewer holds
   * `fn` for; use it as `where: { customer: filter }` on objects that belong
   * to a customer, so the access filter runs inside the list query.
   */
  customerFilter(fn: string): Promise<{ path: { hasSome: number[] } }>;
  /** Ids of every customer the viewer holds `fn` for (one statement). */
  customersWith(fn: string): Promise<number[]>;
  /**
   * True when the viewer may know that the customer exists (docs/spec-decisions.md,
   * "Invisible is nonexistent"): it holds some function for it or a parent, or the
   * customer is the viewer's own or one above it (its service provider). Everything
   * of a customer out of reach is answered as missing, and references to it are hidden.
   */
  reaches(customer: number | CustomerRef): Promise<boolean>;
  /**
   * What `reaches` answers, when the request already knows all it needs (the grants,
   * and the customer's path unless the reach roots or the viewer's own path decide):
   * undefined when deciding needs a look-up, which only `reaches` makes. The reference
   * rule screens every reference of an answer (hundreds in a dashboard picture) through
   * this first, so an answer whose customers are known is screened without a promise each.
   */
  reachesNow(customer: number | CustomerRef): boolean | undefined;
  /**
   * The one place that says 404/412 or 403 for an object of `customer`:
   * 401 when anonymous; 403 when the viewer holds `fn` for no customer; `missing()` (the very error an unknown object gets) unless the
   * viewer may see the object (`visibleWith`: any of these functions for its
   * customer; when absent, the customer is within reach); 403 unless it holds `fn`.
   */
  requireVisible(fn: string, customer: number | CustomerRef, missing: () => DomainError, visibleWith?: readonly string[]): Promise<void>;
  /**
   * requireVisible's "may see" (it holds `fn` or one of `visibleWith` for the customer, or
   * without `visibleWith` the customer is within reach) as a Prisma `CustomerWhereInput`,
   * for the look-up of the object itself: `where: { ...key, customer: visibleFilter(...) }`.
   * A hidden object's look-up then finds nothing, exactly as a missing one's, and both are
   * refused by refuseMissing after the same work: the hidden row is never read, parsed nor
   * checked, so the time of a 404 does not tell which names exist. What it finds is still
   * checked by requireVisible for `fn` (403).
   */
  visibleFilter(fn: string, visibleWith?: readonly string[]): Promise<VisibleCustomers>;
  /**
   * Refuses an object its look-up did not find, after the work that checking a found one
   * may cost: a found object's customer is looked up (its path, one batched statement) to
   * check it, so a refusal looks up a customer too (none has id 0). A look-up that carries
   * visibleFilter finds no hidden object, so hidden and missing both end here. Without this
   * a 404 for another customer's object took 0.7 ms longer than one for nothing, which told
   * which ids and short names exist (test/platform/hidden-timing.test.ts).
   */
  refuseMissing(missing: () => DomainError): Promise<never>;
  /**
   * What `reaches` decides, as data for a statement that must leave out what the caller
   * may not know exists (a search criterion naming another customer's user): see reachSql.
   */
  reachableCustomers(): Promise<ReachableCustomers>;
  /**
   * Customers' paths a statement of the request read anyway (a case brings its
   * customer's): later reach checks of these customers in the request need no look-up.
   */
  knowPaths(customers: Iterable<{ id: number; path: readonly number[] }>): void;
}

/** The customers within the viewer's reach: below a root (its path holds one), or above its own customer. */
export interface ReachableCustomers {
  /** The viewer's own customer and every customer it holds a function for. */
  roots: readonly number[];
  /** The viewer's customer and those above it (its path). */
  above: readonly number[];
}

/**
 * The reach rule (AccessService.reaches) as a SQL condition on a customer id
 * column; `add` binds an int[] parameter and answers its placeholder. Nobody
 * reached: false.
 */
export function reachSql(column: string, reach: ReachableCustomers, add: (ids: readonly number[]) => string): string {
  return `(${column} = ANY(${add(reach.above)}) OR EXISTS (SELECT 1 FROM customer reach WHERE reach.id = ${column} AND reach.path && ${add(reach.roots)}))`;
}

/**
 * The reach rule as a Prisma `CustomerWhereInput` (reachSql's other spelling), for a
 * look-up that must find only what the caller may know exists: `customer: reachFilter(reach)`
 * inside the look-up, so a hidden object and a missing one cost the same statement.
 */
export function reachFilter(reach: ReachableCustomers): { OR: [{ id: { in: number[] } }, { path: { hasSome: number[] } }] } {
  return { OR: [{ id: { in: [...reach.above] } }, { path: { hasSome: [...reach.roots] } }] };
}

/** What AccessService.visibleFilter answers: a customer filter by grants, or the reach rule's. */
export type VisibleCustomers = { path: { hasSome: number[] } } | ReturnType<typeof reachFilter>;

/**
 * The customers whose objects a holder of these grants may reach for `fn`: those it
 * holds `fn` for and every customer below them (a customer's path lists itself and
 * its ancestors). The one spelling of that filter: AccessService.customerFilter uses
 * it, and so do nested lists that must build their filter synchronously from the
 * grants that came with the viewer (Pothos relation queries). An empty hasSome
 * matches nothing: no grant, no customers.
 */
export function grantedCustomersFilter(grants: Grants | undefined, fn: string): { path: { hasSome: number[] } } {
  return { path: { hasSome: [...(grants?.get(fn) ?? [])] } };
}

/**
 * grantedCustomersFilter's rule decided on one customer whose path is known
 * (it lists the customer and its ancestors): the holder of these grants holds
 * `fn` there or on a parent. AccessService.holds decides with it, and so do
 * edges whose rule is about their parent row (a group's members: viewGroups
 * for the group's customer), checked on that row instead of filtering every
 * related row in the statement.
 */
export function holdsGranted(grants: Grants | undefined, fn: string, path: readonly number[]): boolean {
  const granted = grants?.get(fn);
  return granted !== undefined && path.some((ancestor) => granted.has(ancestor));
}

/** Builds the request's permission service. Grants come with the viewer when authentication loaded them. */
export function createAccessService(sql: SqlRunner, viewer: Viewer | null): AccessService {
  let grantsPromise: Promise<Grants> | null = viewer?.grants ? Promise.resolve(viewer.grants) : null;
  const grants = () => {
    if (!viewer) return Promise.resolve<Grants>(new Map());
    grantsPromise ??= loadGrants(sql, viewer.userId);
    return grantsPromise;
  };
  const roots = async (fn: string) => [...((await grants()).get(fn) ?? [])];
  // The customers a reference may belong to and still be shown (the viewer's own and
  // every grant's), gathered once per request: an answer screens every reference it
  // holds (hundreds in a dashboard picture), and the grants do not change within it.
  // Kept also as values (knownRoots, knownPaths), for the decisions made without a promise (reachesNow).
  const rootsOf = (held: Grants) => {
    const set = new Set<number>(viewer ? [viewer.customerId] : []);
    for (const customers of held.values()) for (const root of customers) set.add(root);
    return set;
  };
  let knownRoots: Set<number> | undefined = viewer?.grants ? rootsOf(viewer.grants) : undefined;
  let reachRoots: Promise<Set<number>> | undefined = knownRoots ? Promise.resolve(knownRoots) : undefined;
  const reachableRoots = () => (reachRoots ??= grants().then((held) => (knownRoots = rootsOf(held))));

  const knownPaths = new Map<number, readonly number[]>();
  const paths = new DataLoader<number, readonly number[]>(async (ids) => {
    const rows = await sql.query<{ id: number; path: number[] }>(PATHS_SQL, [[...ids]]);
    const byId = new Map(rows.map((row) => [row.id, row.path]));
    return ids.map((id) => {
      const path = byId.get(id) ?? [];
      knownPaths.set(id, path);
      return path;
    });
  });

  const service: AccessService = {
    viewer,
    requireViewer() {
      if (!viewer) throw new UnauthenticatedError();
      return viewer;
    },
    grants,
    async holds(fn, customer) {
      if (!viewer) return false;
      const held = await grants();
      const granted = held.get(fn);
      if (!granted || granted.size === 0) return false;
      const id = typeof customer === 'number' ? customer : customer.id;
      if (granted.has(id)) return true;
      return holdsGranted(held, fn, typeof customer === 'number' ? await paths.load(customer) : customer.path);
    },
    async holdsAnywhere(fn) {
      return ((await grants()).get(fn)?.size ?? 0) > 0;
    },
    async require(fn, customer) {
      service.requireViewer();
      if (!(await service.holds(fn, customer))) throw new ForbiddenError(`You do not hold ${fn} for this customer`);
    },
    async requireAnywhere(fn) {
      service.requireViewer();
      if (!(await service.holdsAnywhere(fn))) throw new ForbiddenError(`You do not hold ${fn}`);
    },
    async requireOnDomainRoot(fn, refusal) {
      const { domainId } = service.requireViewer();
      const [root] = await sql.query<{ id: number }>(DOMAIN_ROOT_SQL, [domainId]);
      if (!root || !(await service.holds(fn, { id: root.id, path: [root.id] }))) throw new ForbiddenError(refusal);
    },
    async customerFilter(fn) {
      return grantedCustomersFilter(await grants(), fn);
    },
    async reaches(customer) {
      // The rule is reachesNow's; this learns what it lacks, in the order it asks: the reach
      // roots, then the customer's path (a customer known only by id: one look-up, batched
      // per tick by the loader, one statement per answer whatever its number of rows), then
      // the viewer's own path (when it did not come with the viewer).
      let now = service.reachesNow(customer);
      if (now !== undefined) return now;
      await reachableRoots();
      now = service.reachesNow(customer);
      if (now !== undefined) return now;
      if (typeof customer === 'number' && !knownPaths.has(customer)) {
        await paths.load(customer);
        now = service.reachesNow(customer);
        if (now !== undefined) return now;
      }
      await paths.load(viewer!.customerId);
      now = service.reachesNow(customer);
      if (now === undefined) throw new Error('reaches: undecided after every look-up');
      return now;
    },
    reachesNow(customer) {
      if (!viewer) return false;
      const id = typeof customer === 'number' ? customer : customer.id;
      if (id === viewer.customerId) return true;
      if (!knownRoots) return undefined;
      if (knownRoots.has(id)) return true;
      // The viewer's path (it comes with the viewer) says whether the customer lies above
      // the viewer's own: its service provider, known without a look-up. Otherwise the
      // customer's path says whether it lies below a grant or the viewer's customer.
      if (viewer.customerPath?.includes(id)) return true;
      const path = typeof customer === 'number' ? knownPaths.get(customer) : customer.path;
      if (path === undefined) return undefined;
      if (path.some((ancestor) => knownRoots!.has(ancestor))) return true;
      if (viewer.customerPath) return false;
      const own = knownPaths.get(viewer.customerId);
      return own === undefined ? undefined : own.includes(id);
    },
    async refuseMissing(missing) {
      await paths.load(0);
      throw missing();
    },
    knowPaths(customers) {
      for (const customer of customers) {
        paths.prime(customer.id, customer.path);
        if (!knownPaths.has(customer.id)) knownPaths.set(customer.id, customer.path);
      }
    },
    async reachableCustomers() {
      if (!viewer) return { roots: [], above: [] };
      return { roots: [...(await reachableRoots())], above: viewer.customerPath ?? (await paths.load(viewer.customerId)) };
    },
    async requireVisible(fn, customer, missing, visibleWith) {
      service.requireViewer();
      if (await service.holds(fn, customer)) return;
      // Lacking the operation for every customer says nothing about this one.
      if (!(await service.holdsAnywhere(fn))) throw new ForbiddenError(`You do not hold ${fn}`);
      const visible = visibleWith ? (await Promise.all(visibleWith.map((view) => service.holds(view, customer)))).some(Boolean) : await service.reaches(customer);
      if (!visible) throw missing();
      throw new ForbiddenError(`You do not hold ${fn} for this customer`);
    },
    async visibleFilter(fn, visibleWith) {
      if (!visibleWith) return reachFilter(await service.reachableCustomers());
      // A customer's path lists itself and its ancestors: holding any of these functions on one
      // of them is what holds() answers true for, one function at a time.
      const held = await grants();
      const roots = new Set<number>();
      for (const name of [fn, ...visibleWith]) for (const root of held.get(name) ?? []) roots.add(root);
      return { path: { hasSome: [...roots] } };
    },
    async customersWith(fn) {
      const granted = await roots(fn);
      if (granted.length === 0) return [];
      const rows = await sql.query<{ id: number }>(BELOW_SQL, [granted]);
      return rows.map((row) => row.id);
    },
  };
  return service;
}
