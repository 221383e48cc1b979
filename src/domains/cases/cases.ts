// Creating, updating and closing cases. Who may change what (spec,
// Authentication point 6): write level for priority, status, assignments and
// tags; owner level for subject, description and reporter; watchers: one's
// own watch needs read level, others' watches owner level or the tech role.
// Every change runs in one transaction and answers the reloaded case.
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { ConstraintError, ForbiddenError, InvalidFieldError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { customerByReference } from '../common/customer-reference.ts';
import { collectFieldsAsync, FieldErrors } from '../common/field-errors.ts';
import { idOrShortName, referenceText, type IdOrShortName, type ShortNameKey } from '../common/identifiers.ts';
import { loadCase, loadCaseFor } from './case-read.ts';
import { caseSubjectCustomers, type CaseCustomer } from './case-subjects.ts';
import type { CaseView } from './case-view.ts';
import { ACCESS_MODES, CASE_PRIORITIES, CASE_STATUSES, CASE_TYPES } from './enums.ts';
import { effectivePolicy, requireFields } from './fields/policies.ts';
import { prepareDefaults, prepareField, storeField, type FieldChange, type PreparedField } from './fields/values.ts';
import { CASE_FUNCTIONS } from './functions.ts';
import { serviceWhere } from './services.ts';
import { zodToField } from './zod-field.ts';
import { referenceOf } from './zod-reference.ts';

const tag = z.string().trim().min(1);
const userRef = referenceOf(z.string().trim().min(1));
const createInput = z.object({
  customer: referenceOf(z.string().min(1)),
  service: referenceOf(z.string().min(1)),
  subject: z.string().trim().min(1),
  description: z.string().nullish(),
  type: z.enum(CASE_TYPES),
  priority: z.enum(CASE_PRIORITIES),
  status: z.enum(CASE_STATUSES).exclude(['closed']).nullish(),
  accessMode: z.enum(ACCESS_MODES).nullish(),
  assignedUser: userRef.nullish(),
  assignedTech: userRef.nullish(),
  watchers: z.array(userRef).nullish(),
  tags: z.array(tag).nullish(),
  fields: z.record(z.string(), z.json()).nullish(),
});
export type CreateCaseInput = z.input<typeof createInput>;

const updateInput = z.object({
  subject: z.string().trim().min(1).nullish(),
  description: z.string().nullish(),
  priority: z.enum(CASE_PRIORITIES).nullish(),
  status: z.enum(CASE_STATUSES).exclude(['closed'], { message: 'close a case with PUT /case/{id}/close' }).nullish(),
  reporter: userRef.nullish(),
  assignedUser: userRef.nullish(),
  assignedTech: userRef.nullish(),
  unassignUser: z.boolean().nullish(),
  unassignTech: z.boolean().nullish(),
  tagsToAdd: z.array(tag).nullish(),
  tagsToRemove: z.array(tag).nullish(),
  watchersToAdd: z.array(userRef).nullish(),
  watchersToRemove: z.array(userRef).nullish(),
});
export type UpdateCaseInput = z.input<typeof updateInput>;

/** What a user reference is looked up with: the database and the caller's reach. */
type UserLookup = Pick<ServiceContext, 'db' | 'access'>;

function unknownUser(field: string, key: ShortNameKey): InvalidFieldError {
  return new InvalidFieldError(field, `Unknown user ${JSON.stringify(referenceText(key))} for this case's customer`, 'invalid.field.value', referenceText(key));
}

/** A user a case may name (caseSubjectCustomers); any other is refused as a name nobody has. */
async function caseUser(ctx: UserLookup, key: ShortNameKey, field: string, customer: CaseCustomer): Promise<number> {
  const where = idOrShortName(key, 'User', field) as Prisma.UserWhereInput;
  const user = await ctx.db.user.findFirst({ where: { ...where, customer: await caseSubjectCustomers(ctx.access, customer) }, select: { id: true } });
  if (!user) throw unknownUser(field, key);
  return user.id;
}

/**
 * Whether a watcher named is the caller (one's own watch needs read level only). Read before
 * the key is checked (the level check comes first), so it only compares: the caller's short
 * name or numeric id; anything else (a global id too, as before) counts as another user.
 */
function namesViewer(key: ShortNameKey, viewer: { userId: number; shortName: string }): boolean {
  const own = (text: unknown, mine: string) => String(text).trim() === mine;
  if (typeof key !== 'object') return own(key, viewer.shortName) || own(key, String(viewer.userId));
  if (key.shortName != null) return own(key.shortName, viewer.shortName);
  return key.id != null && own(key.id, String(viewer.userId));
}

/**
 * The users of a list (caseUser's rule), looked up together in one statement; each bad or
 * unknown one kept in `errors` naming `field[i]`, in the list's order.
 */
async function users(ctx: UserLookup, keys: readonly ShortNameKey[], field: string, customer: CaseCustomer, errors: FieldErrors): Promise<number[]> {
  const named = keys.map((key, i): { key: ShortNameKey; at: string; where?: IdOrShortName; error?: InvalidFieldError } => {
    const at = `${field}[${i}]`;
    try {
      return { key, at, where: idOrShortName(key, 'User', at) };
    } catch (error) {
      if (error instanceof InvalidFieldError) return { key, at, error };
      throw error;
    }
  });
  const wheres = named.flatMap((n) => (n.where ? [n.where as Prisma.UserWhereInput] : []));
  const rows = wheres.length > 0
    ? await ctx.db.user.findMany({ where: { OR: wheres, customer: await caseSubjectCustomers(ctx.access, customer) }, select: { id: true, shortName: true } })
    : [];
  const ids: number[] = [];
  for (const n of named) {
    const where = n.where;
    const row = where && rows.find((r) => ('id' in where ? r.id === where.id : r.shortName === where.shortName));
    if (row) ids.push(row.id);
    else errors.add(n.error ?? unknownUser(n.at, n.key));
  }
  return [...new Set(ids)];
}

export async function createCase(ctx: ServiceContext, raw: CreateCaseInput): Promise<CaseView> {
  const viewer = ctx.access.requireViewer();
  const input = zodToField(createInput, raw);
  // The customer and the service are looked up independently: both unknown names both.
  const { customer, service } = await collectFieldsAsync(async (check) => ({
    customer: await check(() => customerByReference(ctx, input.customer, 'customer')),
    service: await check(async () => {
      const found = await ctx.db.caseService.findUnique({ where: serviceWhere(input.service) });
      if (!found) throw new InvalidFieldError('service', `Unknown service ${JSON.stringify(referenceText(input.service))}`, 'invalid.field.value', referenceText(input.service));
      return found;
    }),
  }));
  const holds = (fn: string) => ctx.access.holds(fn, customer);
  const admin = (await holds(CASE_FUNCTIONS.caseAdministrator)) || (await holds(CASE_FUNCTIONS.systemAdministrator));
  const tech = admin || (await holds(service.techRole));
  if (!tech && !(await holds(service.writeRole))) {
    // A customer out of reach was already "unknown" (customerByReference).
    throw new ForbiddenError('Creating a case needs the write role of the service for this customer');
  }
  const subscribed = await ctx.db.caseServiceSubscription.findUnique({ where: { serviceId_customerId: { serviceId: service.id, customerId: customer.id } } });
  if (!subscribed) throw new InvalidFieldError('service', `The customer does not subscribe to service ${service.shortName}`, 'invalid.field.value', referenceText(input.service));
  // The reporter is owner of the new case; its role is what it holds for the customer.
  const draft = {
    id: 0,
    customer: { id: customer.id, path: customer.path, domainId: viewer.domainId },
    access: { read: true, write: true, owner: true, role: admin ? 'admin' : tech ? 'tech' : 'user' },
  } as unknown as CaseView;
  // Field values, defaults and the users named are checked before the transaction (their
  // look-ups must not hold it open), each on its own: every field refused is named at once
  // (fields.<name>, assignedUser, watchers[i]). A 403 on a field's write role still ends it.
  const errors = new FieldErrors();
  const prepared: PreparedField[] = [];
  const prepare = async (name: string, change: FieldChange) => {
    const field = await errors.checkAsync(() => prepareField(ctx, draft, name, change, 'fields.'));
    if (field) prepared.push(field);
  };
  for (const [name, value] of Object.entries(input.fields ?? {})) await prepare(name, { value });
  const policy = await effectivePolicy(ctx.db, service.id, customer.id);
  // Defaults apply as the administrator defined them, not as the caller sees them (prepareDefaults).
  const leftOut = (policy?.bindings ?? []).filter((b) => !(input.fields && b.descriptor.name in input.fields)).map((b) => b.descriptorId);
  prepared.push(...(await prepareDefaults(ctx, draft, leftOut, 'fields.', errors)));
  const assignedUserId = input.assignedUser ? await errors.checkAsync(() => caseUser(ctx, input.assignedUser!, 'assignedUser', customer)) : null;
  const assignedTechId = input.assignedTech ? await errors.checkAsync(() => caseUser(ctx, input.assignedTech!, 'assignedTech', customer)) : null;
  const watcherIds = await users(ctx, input.watchers ?? [], 'watchers', customer, errors);
  errors.throwIfAny();
  const id = await ctx.db.$transaction(async (tx) => {
    const created = await tx.case.create({
      data: {
        customerId: customer.id,
        serviceId: service.id,
        subject: input.subject,
        description: input.description ?? '',
        type: input.type,
        priority: input.priority,
        status: input.status ?? 'pendingSoc',
        accessMode: input.accessMode ?? 'roleBased',
        reporterId: viewer.userId,
        assignedUserId,
        assignedTechId,
      },
    });
    if (watcherIds.length) await tx.caseWatcher.createMany({ data: watcherIds.map((userId) => ({ caseId: created.id, userId })) });
    const tags = [...new Set(input.tags ?? [])];
    if (tags.length) await tx.caseTag.createMany({ data: tags.map((t) => ({ caseId: created.id, tag: t })) });
    for (const field of prepared) await storeField(tx, created.id, field);
    // Reads what was stored (values and defaults), so it comes after the checks above: all missing fields named at once.
    await requireFields(tx, created.id, service.id, customer.id, 'requiredOnCreate', 'fields.');
    return created.id;
  });
  return loadCase(ctx, id);
}

/** `field`: the input field that names the case, in a refusal of its value. */
export async function updateCase(ctx: ServiceContext, caseId: string, raw: UpdateCaseInput, field?: string): Promise<CaseView> {
  const viewer = ctx.access.requireViewer();
  const input = zodToField(updateInput, raw);
  const view = await loadCase(ctx, caseId, field);
  const { access } = view;
  const needs = (ok: boolean, level: string, what: string) => {
    if (!ok) throw new ForbiddenError(`Changing ${what} needs ${level} level on this case`, `case.access.${level}.required`);
  };
  if (input.subject != null) needs(access.owner, 'owner', 'the subject');
  if (input.description != null) needs(access.owner, 'owner', 'the description');
  if (input.reporter != null) needs(access.owner, 'owner', 'the reporter');
  const writes = [input.priority, input.status, input.assignedUser, input.assignedTech, input.unassignUser, input.unassignTech, input.tagsToAdd, input.tagsToRemove];
  if (writes.some((v) => v != null)) needs(access.write, 'write', 'priority, status, assignments or tags');
  const others = [...(input.watchersToAdd ?? []), ...(input.watchersToRemove ?? [])].filter((w) => !namesViewer(w, viewer));
  if (others.length > 0 && !(access.owner || access.role !== 'user')) throw new ForbiddenError("Changing other users' watch needs owner level or the tech role", 'case.access.owner.required');
  const customer = { id: view.customer.id, path: view.customer.path };
  // Each user named is looked up on its own: every unknown one is named at once.
  const errors = new FieldErrors();
  const reporterId = input.reporter ? await errors.checkAsync(() => caseUser(ctx, input.reporter!, 'reporter', customer)) : undefined;
  const assignedUserId = input.assignedUser ? await errors.checkAsync(() => caseUser(ctx, input.assignedUser!, 'assignedUser', customer)) : undefined;
  const assignedTechId = input.assignedTech ? await errors.checkAsync(() => caseUser(ctx, input.assignedTech!, 'assignedTech', customer)) : undefined;
  const remove = await users(ctx, input.watchersToRemove ?? [], 'watchersToRemove', customer, errors);
  const add = await users(ctx, input.watchersToAdd ?? [], 'watchersToAdd', customer, errors);
  errors.throwIfAny();
  await ctx.db.$transaction(async (tx) => {
    const data: Prisma.CaseUncheckedUpdateInput = {};
    if (input.subject != null) data.subject = input.subject;
    if (input.description != null) data.description = input.description;
    if (input.priority) data.priority = input.priority;
    if (input.status) {
      data.status = input.status;
      data.closedAt = null; // a status other than closed reopens the case
    }
    if (reporterId !== undefined) data.reporterId = reporterId;
    if (assignedUserId !== undefined) data.assignedUserId = assignedUserId;
    if (assignedTechId !== undefined) data.assignedTechId = assignedTechId;
    if (input.unassignUser) data.assignedUserId = null;
    if (input.unassignTech) data.assignedTechId = null;
    data.updatedAt = new Date();
    await tx.case.update({ where: { id: view.id }, data });
    if (input.tagsToRemove?.length) await tx.caseTag.deleteMany({ where: { caseId: view.id, tag: { in: input.tagsToRemove } } });
    if (input.tagsToAdd?.length) await tx.caseTag.createMany({ data: [...new Set(input.tagsToAdd)].map((t) => ({ caseId: view.id, tag: t })), skipDuplicates: true });
    if (remove.length) await tx.caseWatcher.deleteMany({ where: { caseId: view.id, userId: { in: remove } } });
    if (add.length) await tx.caseWatcher.createMany({ data: add.map((userId) => ({ caseId: view.id, userId })), skipDuplicates: true });
  });
  return loadCase(ctx, view.id);
}

export async function closeCase(ctx: ServiceContext, caseId: string, comment: string | null | undefined, field?: string): Promise<CaseView> {
  const viewer = ctx.access.requireViewer();
  const view = await loadCaseFor(ctx, caseId, 'write', field);
  if (view.status === 'closed') throw new ConstraintError(`Case ${view.id} is closed already`, 'case.already.closed');
  if (comment != null && comment.trim() === '') throw new InvalidFieldError('comment', 'comment must not be empty');
  await ctx.db.$transaction(async (tx) => {
    await requireFields(tx, view.id, view.service.id, view.customer.id, 'requiredOnClose', '');
    const now = new Date();
    await tx.case.update({ where: { id: view.id }, data: { status: 'closed', closedAt: now, updatedAt: now } });
    if (comment) await tx.caseComment.create({ data: { caseId: view.id, authorId: viewer.userId, comment, internal: false } });
  });
  return loadCase(ctx, view.id);
}
