// Tags: read level lists them, write level adds and removes them.
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError, NotFoundError } from '../../errors.ts';
import { loadCase, loadCaseFor } from './case-read.ts';
import type { TagView } from './case-view.ts';
import { zodToField } from './zod-field.ts';

/** `field`: the input field that names the case, in a refusal of its value. */
export async function addTag(ctx: ServiceContext, caseId: string, rawTag: string, field?: string): Promise<TagView> {
  const tag = zodToField(z.string().trim().min(1), rawTag, 'tag');
  const view = await loadCaseFor(ctx, caseId, 'write', field);
  const existing = view.tags.find((t) => t.tag === tag);
  if (existing) return existing;
  const [created] = await ctx.db.$transaction([
    ctx.db.caseTag.create({ data: { caseId: view.id, tag }, select: { id: true, tag: true } }),
    ctx.db.case.update({ where: { id: view.id }, data: { updatedAt: new Date() } }),
  ]);
  return created;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function removeTag(ctx: ServiceContext, caseId: string, tagId: string, field?: string): Promise<TagView> {
  if (!UUID.test(tagId)) throw new InvalidFieldError('tagID', 'tagID must be a UUID', 'invalid.field.value', tagId);
  const view = await loadCaseFor(ctx, caseId, 'write', field);
  const tag = view.tags.find((t) => t.id === tagId.toLowerCase());
  if (!tag) throw new NotFoundError('Tag', tagId);
  await ctx.db.$transaction([ctx.db.caseTag.delete({ where: { id: tag.id } }), ctx.db.case.update({ where: { id: view.id }, data: { updatedAt: new Date() } })]);
  return tag;
}
