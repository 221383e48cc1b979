// The caller's own user record.
import type { ServiceContext } from '../../context.ts';
import type { PlannedQuery } from '../common/planned-query.ts';

export async function getCurrentUser(ctx: ServiceContext, query: PlannedQuery) {
  const viewer = ctx.access.requireViewer();
  return ctx.db.user.findUniqueOrThrow({ ...query, where: { id: viewer.userId } });
}
