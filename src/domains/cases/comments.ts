// Comments: read level lists them, write level adds them. Internal comments
// are for the tech role (and admin) only: invisible to others, and only they
// may write one.
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { ForbiddenError } from '../../errors.ts';
import { loadCase, loadCaseFor } from './case-read.ts';
import { commentPage, mayUseInternalComments, type CommentView } from './comment-pages.ts';
import { zodToField } from './zod-field.ts';

export type { CommentView } from './comment-pages.ts';

const include = { author: { select: { id: true, shortName: true, name: true, customer: { select: { id: true, shortName: true, name: true } } } } } as const;

/** Every comment of the case the caller may see, newest first; more than the maximum page size is INVALID_FIELD on limit (page with Case.comments). */
const commentInput = z.object({ comment: z.string().trim().min(1), internal: z.boolean().nullish() });
export type CommentInput = z.input<typeof commentInput>;

export async function addComment(ctx: ServiceContext, caseId: string, raw: CommentInput, field?: string): Promise<CommentView> {
  const viewer = ctx.access.requireViewer();
  const input = zodToField(commentInput, raw);
  const view = await loadCaseFor(ctx, caseId, 'write', field);
  if (input.internal && !mayUseInternalComments(view)) throw new ForbiddenError('Internal comments need the tech role', 'case.access.tech.required');
  const [created] = await ctx.db.$transaction([
    ctx.db.caseComment.create({ data: { caseId: view.id, authorId: viewer.userId, comment: input.comment, internal: input.internal ?? false }, include }),
    ctx.db.case.update({ where: { id: view.id }, data: { updatedAt: new Date() } }),
  ]);
  return created;
}
