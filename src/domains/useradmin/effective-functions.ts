// A user's effective functions (GraphQL User.effectiveFunctions): every
// function held directly, through groups or roles, with the customers it was
// granted on. The grants of every user a request asks about come in one
// statement (a list of users is not N+1). The field is a page like every list
// (limit, offset, count): the user's functions are read whole in that one
// statement (they are bounded by the function catalogue) and paged here.
import DataLoader from 'dataloader';
import { grantsJson, parseGrants, type Grants } from '../../auth/access.ts';
import type { ServiceContext } from '../../context.ts';
import { edgePage, resolvePaging, type Page, type PageRequest } from '../common/paging.ts';
import { requestLoader } from '../common/request-loaders.ts';

export interface EffectiveFunction {
  name: string;
  customerIds: number[];
}

const USER_GRANTS_SQL = `/* vigil:user-grants */ SELECT u.id, ${grantsJson('u.id')} AS grants FROM user_account u WHERE u.id = ANY($1::int[])`;

const LOADER = Symbol('effective-functions');
function grantsLoader(ctx: ServiceContext): DataLoader<number, Grants> {
  return requestLoader(ctx, LOADER, () =>
    new DataLoader<number, Grants>(async (ids) => {
      const rows = await ctx.db.$queryRawUnsafe<{ id: number; grants: unknown }[]>(USER_GRANTS_SQL, [...ids]);
      const byId = new Map(rows.map((row) => [row.id, parseGrants(row.grants)]));
      return ids.map((id) => byId.get(id) ?? new Map());
    }));
}

/** The user's effective functions, by name, each with its customers in ascending order. */
export async function effectiveFunctions(ctx: ServiceContext, userId: number): Promise<EffectiveFunction[]> {
  const grants = await grantsLoader(ctx).load(userId);
  return [...grants.entries()].map(([name, customers]) => ({ name, customerIds: [...customers].sort((a, b) => a - b) })).sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** A page of the user's effective functions, ordered by name: INVALID_FIELD naming limit or offset, limit=0 all (412 beyond the maximum). */
export async function effectiveFunctionPage(ctx: ServiceContext, userId: number, request: PageRequest): Promise<Page<EffectiveFunction>> {
  const { offset } = resolvePaging(ctx.config, request);
  const all = await effectiveFunctions(ctx, userId);
  return edgePage(ctx.config, request, all.slice(offset), all.length);
}
