// The case's access mode and access list (owner level for every operation,
// reading the list included: who may see an insider case is itself sensitive).
// Entries only ever add access: removing one never takes away what the
// service roles give ("roles cannot be revoked from users with role-based
// access; only a stricter accessMode limits them").
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError, NotFoundError } from '../../errors.ts';
import { loadCase, loadCaseFor, requireLevel } from './case-read.ts';
import { caseSubjectCustomers } from './case-subjects.ts';
import type { CaseView, InfoRef } from './case-view.ts';
import { ACCESS_MODES, ENTRY_LEVELS, type AccessMode, type EntryLevel } from './enums.ts';
import { zodToField } from './zod-field.ts';
import { subjectOfGlobalId } from '../common/global-id.ts';

export interface AccessEntryView {
  id: string;
  level: EntryLevel;
  subject: { type: 'user' | 'group'; id: number; shortName: string; name: string; customer: InfoRef };
  createdAt: Date;
}


/** `field` (here and below): the input field that names the case, in a refusal of its value. */
export async function setAccessMode(ctx: ServiceContext, caseId: string, accessMode: AccessMode, field?: string): Promise<CaseView> {
  const mode = zodToField(z.enum(ACCESS_MODES), accessMode, 'accessMode');
  const view = await loadCaseFor(ctx, caseId, 'owner', field);
  await ctx.db.case.update({ where: { id: view.id }, data: { accessMode: mode, updatedAt: new Date() } });
  // The caller may lose sight of the case (a customer administrator making it explicit): answer what it still sees.
  return loadCase(ctx, view.id).catch((error: unknown) => {
    // No longer readable: what hangs off the case (its comments) is NOT_FOUND from here on, as by id.
    if (error instanceof NotFoundError) return { ...view, accessMode: mode, access: { read: false, write: false, owner: false, role: view.access.role } };
    throw error;
  });
}

interface EntryRow {
  id: string;
  case_id: number;
  level: string;
  created_at: Date;
  user_id: number | null;
  subject_id: number;
  short_name: string;
  name: string;
  customer_id: number;
  customer_short_name: string;
  customer_name: string;
}

// Each entry names a user or a group (a CHECK in the migration): its subject and
// the subject's customer come with it, flat columns rather than nested JSON.
const ENTRIES_SQL = `/* vigil:case-access-entries */ SELECT e.id, e.case_id, e.level, e.created_at, e.user_id,
  COALESCE(u.id, g.id) AS subject_id, COALESCE(u.short_name, g.short_name) AS short_name, COALESCE(u.name, g.name) AS name,
  x.id AS customer_id, x.short_name AS customer_short_name, x.name AS customer_name
  FROM case_access_entry e
  LEFT JOIN user_account u ON u.id = e.user_id
  LEFT JOIN user_group g ON g.id = e.group_id
  JOIN customer x ON x.id = COALESCE(u.customer_id, g.customer_id)
 WHERE e.case_id = ANY($1::int[])
 ORDER BY e.created_at, e.id`;

/**
 * The access lists of several cases, oldest entry first: one statement for any number of
 * cases, on the driver adapter (src/db/sql.ts: a third of the Node CPU of Prisma's read
 * with its nested users and groups, and one statement instead of two).
 */
async function entriesOf(ctx: ServiceContext, caseIds: readonly number[]): Promise<Map<number, AccessEntryView[]>> {
  const lists = new Map<number, AccessEntryView[]>(caseIds.map((id) => [id, []]));
  if (caseIds.length === 0) return lists;
  const rows = await ctx.sql.query<EntryRow>(ENTRIES_SQL, [[...caseIds]]);
  for (const r of rows) {
    const customer = { id: r.customer_id, shortName: r.customer_short_name, name: r.customer_name };
    const subject = { type: r.user_id !== null ? ('user' as const) : ('group' as const), id: r.subject_id, shortName: r.short_name, name: r.name, customer };
    lists.get(r.case_id)!.push({ id: r.id, level: r.level as EntryLevel, subject, createdAt: r.created_at });
  }
  return lists;
}

async function entries(ctx: ServiceContext, caseId: number): Promise<AccessEntryView[]> {
  return (await entriesOf(ctx, [caseId])).get(caseId)!;
}

/**
 * The access lists of cases already loaded with the caller's access (a search page), each
 * needing owner level: an Error in the place of a case the caller does not own.
 * The edge Case.accessEntries reads through here (its per-request loader: case-edges.ts).
 */
export async function accessListsOf(ctx: ServiceContext, cases: readonly CaseView[]): Promise<(AccessEntryView[] | Error)[]> {
  const owned = cases.filter((c) => c.access.read && c.access.owner).map((c) => c.id);
  const lists = await entriesOf(ctx, owned);
  return cases.map((c) => {
    try {
      return lists.get(requireLevel(c, 'owner').id)!;
    } catch (error) {
      return error as Error;
    }
  });
}

const grantInput = z.object({
  subjectID: z.union([z.string().trim().min(1), z.number().int().positive()]),
  subjectType: z.enum(['user', 'group']).nullish(),
  level: z.enum(ENTRY_LEVELS),
});
export type GrantInput = z.input<typeof grantInput>;

/**
 * Grants read or write to a user or group. The subject must belong to the
 * case's customer, a customer above it (the operator) or below it: a case is
 * never opened to an unrelated customer, and only to one the caller may see
 * (caseSubjectCustomers). Granting again changes the level.
 */
export async function grantAccess(ctx: ServiceContext, caseId: string, raw: GrantInput, field?: string): Promise<AccessEntryView> {
  const input = zodToField(grantInput, raw);
  const view = await loadCaseFor(ctx, caseId, 'owner', field);
  const key = String(input.subjectID);
  // A global id says which kind it is (and must agree with subjectType when that is given).
  const global = subjectOfGlobalId(key, 'subjectID', input.subjectType);
  const kind = global ? global.kind : input.subjectType;
  const match = global ? { id: global.id } : /^\d{1,9}$/.test(key) ? { id: Number(key) } : { shortName: key };
  const shareable = await caseSubjectCustomers(ctx.access, view.customer);
  const [user, group] = await Promise.all([
    kind === 'group' ? null : ctx.db.user.findFirst({ where: { ...match, customer: shareable }, select: { id: true } }),
    kind === 'user' ? null : ctx.db.group.findFirst({ where: { ...match, customer: shareable }, select: { id: true } }),
  ]);
  if (user && group) throw new InvalidFieldError('subjectType', `${key} names both a user and a group; say which with subjectType`);
  if (!user && !group) throw new InvalidFieldError('subjectID', `No user or group ${JSON.stringify(key)} that this case may be shared with`, 'invalid.field.value', key);
  const subject = user ? { userId: user.id } : { groupId: group!.id };
  const where = user ? { caseId_userId: { caseId: view.id, userId: user.id } } : { caseId_groupId: { caseId: view.id, groupId: group!.id } };
  const entry = await ctx.db.caseAccessEntry.upsert({ where, create: { caseId: view.id, ...subject, level: input.level }, update: { level: input.level } });
  return (await entries(ctx, view.id)).find((e) => e.id === entry.id)!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function revokeAccess(ctx: ServiceContext, caseId: string, entryId: string, field?: string): Promise<AccessEntryView> {
  if (!UUID.test(entryId)) throw new InvalidFieldError('entryUUID', 'entryUUID must be a UUID', 'invalid.field.value', entryId);
  const view = await loadCaseFor(ctx, caseId, 'owner', field);
  const entry = (await entries(ctx, view.id)).find((e) => e.id === entryId.toLowerCase());
  if (!entry) throw new NotFoundError('Access entry', entryId);
  await ctx.db.caseAccessEntry.delete({ where: { id: entry.id } });
  return entry;
}
