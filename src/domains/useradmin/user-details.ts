// Who may read a user's details (e-mail, language, time zone, timestamps,
// groups, effective functions): the user itself, or a holder of viewUsers for
// the user's customer, which is what REST GET /useradmin/v2/user/{u} needs.
// Everywhere else a user appears as a reference (a group member, a grant's
// subject, a document's author or lock holder), where the caller may see that
// the user exists (its id, names, customer and flags) but not more: the
// reference rule (src/auth/references.ts) decides whether it is shown at all,
// this rule what of it.
import type { ServiceContext } from '../../context.ts';
import { USERADMIN_FUNCTIONS as F } from './functions.ts';

export async function mayViewUserDetails(ctx: ServiceContext, user: { id: number; customerId: number }): Promise<boolean> {
  if (ctx.viewer?.userId === user.id) return true;
  return ctx.access.holds(F.viewUsers, user.customerId);
}
