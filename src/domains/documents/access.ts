// Explicit access entries and access modes (rules 5 and 6). Managing access
// on an element is for its owner (creator) or a holder of manageDocuments
// (DOCUMENT-MANAGER) for its customer; others who can see the element get 403,
// those who cannot get 404.
import { reachFilter } from '../../auth/access.ts';
import type { ServiceContext } from '../../context.ts';
import { ForbiddenError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { DocumentAccess } from '../../generated/prisma/client.ts';
import type { PlannedQuery } from '../common/planned-query.ts';
import type { AccessMode, ElementType } from './elements.ts';
import { listedEntries, type EntryList, type ListedAccess } from './access-list.ts';
import { liveElement } from './element-rows.ts';
import { forgetLevels, LEVEL, levelLoader, type ElementAccess } from './levels.ts';
import { subjectOfGlobalId } from '../common/global-id.ts';
import { intId } from '../common/identifiers.ts';
import { findVisible } from '../common/visible-lookup.ts';

export type AccessLevel = 'FOLDER' | 'READ' | 'WRITE';

async function requireManager(ctx: ServiceContext, id: number, type: ElementType | null) {
  const viewer = ctx.access.requireViewer();
  const [row, access] = await Promise.all([
    // Batched loads, like getElement's: the entries `nodes(ids:)` reads check their elements together.
    liveElement(ctx, id, { select: { id: true, elementType: true, createdById: true, path: true } }),
    levelLoader(ctx).load(id),
  ]);
  const kind = type === 'DOCUMENT' ? 'Document' : type === 'FOLDER' ? 'Folder' : 'Element';
  if (!row || (type && row.elementType !== type) || access.level === LEVEL.NONE) throw new NotFoundError(kind, id);
  const owner = row.createdById === viewer.userId;
  return { row, access, owner, mayManage: mayManageAccess(viewer.userId, row, access) };
}

/** Who manages an element's access list: its owner (who created it) and document managers. */
function mayManageAccess(viewerId: number, element: { createdById: number | null }, access: ElementAccess): boolean {
  return element.createdById === viewerId || access.manager;
}

/** Which entries of an element's list the caller reads: all for its owner and document managers, otherwise only the caller's own (rule 4). */
function entryList(viewerId: number, elementId: number, mayManage: boolean): EntryList {
  return { elementId, onlyUserId: mayManage ? null : viewerId };
}

async function requireManagement(ctx: ServiceContext, id: number, type: ElementType | null) {
  const found = await requireManager(ctx, id, type);
  if (!found.mayManage) throw new ForbiddenError(`Only the owner of element ${id} or a document manager may manage its access`);
  return found;
}

export async function setAccessMode(ctx: ServiceContext, id: number, type: ElementType | null, accessMode: AccessMode): Promise<void> {
  await requireManagement(ctx, id, type);
  await ctx.db.documentElement.update({ where: { id }, data: { accessMode } });
  forgetLevels(ctx);
}

export interface GrantInput {
  /** A user's or group's numeric id, or its global id (which says which it is). */
  subjectID: string | number;
  /** USER or GROUP; when absent, a user with that id, else a group. */
  subjectType?: 'USER' | 'GROUP' | null;
  level: AccessLevel;
}

/** The subject's numeric id and type: a global id names both (and must agree with subjectType when that is given). */
function grantSubject(input: GrantInput): { subjectID: number; subjectType: 'USER' | 'GROUP' | null } {
  const text = String(input.subjectID).trim();
  const given = input.subjectType === 'GROUP' ? 'group' : input.subjectType === 'USER' ? 'user' : null;
  const global = subjectOfGlobalId(text, 'subjectID', given);
  if (!global) return { subjectID: intId(text, 'User', 'subjectID'), subjectType: input.subjectType ?? null };
  return { subjectID: global.id, subjectType: global.kind === 'user' ? 'USER' : 'GROUP' };
}

/**
 * The user or group a grant names, among those the caller may see (a user or
 * group of a customer within its reach: its own, one above it, one it holds a
 * function for or below that). Without subjectType a user with the id is taken
 * before a group. Invisible is nonexistent: the look-ups carry the reach rule, so
 * a subject of a customer out of reach is not found, exactly as an id nobody
 * has, and both are refused after the same work (refuseMissing): a grant
 * cannot tell which ids exist elsewhere, by its answer nor by its time.
 */
async function grantableSubject(ctx: ServiceContext, subjectID: number, subjectType: string | null | undefined): Promise<{ userId: number } | { groupId: number }> {
  // The look-ups find only subjects within reach: one out of reach is not found, exactly as an id nobody has.
  const seen = { customer: reachFilter(await ctx.access.reachableCustomers()) };
  const select = { select: { id: true } };
  const [user, group] = await Promise.all([
    subjectType === 'GROUP' ? null : findVisible<{ id: number }>(ctx, 'user', ctx.db.user, { id: subjectID }, seen, select),
    subjectType === 'USER' ? null : findVisible<{ id: number }>(ctx, 'group', ctx.db.group, { id: subjectID }, seen, select),
  ]);
  if (user) return { userId: user.id };
  if (group) return { groupId: group.id };
  return ctx.access.refuseMissing(() => new InvalidFieldError('subjectID', `No user or group with id ${subjectID}`, 'invalid.field.value', String(subjectID)));
}

/**
 * Grants (or changes) a subject's explicit level on the element, and folder
 * access on each parent up to the root where the subject has no explicit
 * entry yet (rule 5), in one transaction.
 */
export async function grantAccess(ctx: ServiceContext, id: number, type: ElementType | null, input: GrantInput, query: PlannedQuery): Promise<DocumentAccess> {
  const viewer = ctx.access.requireViewer();
  const { row } = await requireManagement(ctx, id, type);
  const { subjectID, subjectType } = grantSubject(input);
  if (subjectID < 1) throw new InvalidFieldError('subjectID', 'subjectID must be a user or group id');
  const subject = await grantableSubject(ctx, subjectID, subjectType);
  const entry = await ctx.db.$transaction(async (tx) => {
    const key = 'userId' in subject ? { elementId_userId: { elementId: id, userId: subject.userId } } : { elementId_groupId: { elementId: id, groupId: subject.groupId } };
    const saved = await tx.documentAccess.upsert({
      where: key,
      create: { elementId: id, ...subject, level: input.level, createdById: viewer.userId },
      update: { level: input.level, implied: false },
      select: { id: true },
    });
    if (row.path.length > 0) {
      await tx.documentAccess.createMany({
        data: row.path.map((parentId) => ({ elementId: parentId, ...subject, level: 'FOLDER', implied: true, createdById: viewer.userId })),
        skipDuplicates: true,
      });
    }
    return tx.documentAccess.findUniqueOrThrow({ ...query, where: { id: saved.id } });
  });
  forgetLevels(ctx);
  return entry;
}

/**
 * The element's explicit entries. The owner and document managers see them
 * all; anyone else who can see the element sees only the entries about
 * themselves (rule 4: nobody learns who else has access). The entries are a
 * batched read (access-list.ts): the lists of one tick cost the statements of one.
 */
export async function listAccess(ctx: ServiceContext, id: number, type: ElementType | null, query: PlannedQuery): Promise<ListedAccess[]> {
  const viewer = ctx.access.requireViewer();
  const { mayManage } = await requireManager(ctx, id, type);
  return listedEntries(ctx, entryList(viewer.userId, id, mayManage), query);
}

/** An element already read (DocumentElement.accessEntries): its id, type and owner. */
export interface ReadElement {
  id: number;
  elementType: string;
  createdById: number | null;
}

/**
 * DocumentElement.accessEntries: listAccess's list and rule for an element the
 * answer already holds, its owner taken from the row read: NOT_FOUND when the
 * caller has no level on it (a mutation's answer may show one it no longer
 * sees), else all entries for its owner and document managers, the caller's own
 * for anyone else. The caller's levels are the request's batched loader and the
 * lists one batch: the lists of any number of elements cost the statements of one.
 */
export async function elementAccessEntries(ctx: ServiceContext, element: ReadElement, query: PlannedQuery): Promise<ListedAccess[]> {
  const viewer = ctx.access.requireViewer();
  const access = await levelLoader(ctx).load(element.id);
  if (access.level === LEVEL.NONE) throw new NotFoundError(element.elementType === 'DOCUMENT' ? 'Document' : 'Folder', element.id);
  return listedEntries(ctx, entryList(viewer.userId, element.id, mayManageAccess(viewer.userId, element, access)), query);
}

export async function revokeAccess(ctx: ServiceContext, id: number, type: ElementType | null, entryId: number): Promise<void> {
  await requireManagement(ctx, id, type);
  const deleted = await ctx.db.documentAccess.deleteMany({ where: { id: entryId, elementId: id } });
  if (deleted.count === 0) throw new NotFoundError('Access entry', entryId);
  forgetLevels(ctx);
}
