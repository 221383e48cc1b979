// Field values on cases: read (case read level and the field's readRole),
// write (case write level and the field's writeRole). Roles rank user < tech
// < admin; the caller's role on the case is its currentUserAccess.role.
import type { ServiceContext } from '../../../context.ts';
import { ForbiddenError, InvalidFieldError, NotFoundError } from '../../../errors.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { LEVEL, loadLevels } from '../../documents/levels.ts';
import { loadCase, loadCaseFor, readableCases } from '../case-read.ts';
import type { CaseView } from '../case-view.ts';
import type { AccessRole } from '../enums.ts';
import { descriptorWhere, ROLE_RANK } from './descriptors.ts';
import { effectiveDisplayNames, effectivePolicy } from './policies.ts';
import { checkValues } from './validate.ts';
import type { FieldErrors } from '../../common/field-errors.ts';

type Db = Prisma.TransactionClient;

export interface FieldValueItem {
  /** null with `hidden`: the item is a stub (below). */
  id: string | null;
  key: string | null;
  label: string | null;
  value: unknown;
  info: unknown;
  /**
   * The reference rule (src/auth/references.ts) for values that name a user, a group, a case or a
   * document: one of a customer out of the caller's reach (a case or document it may not read) is
   * a stub, every field null, in its place in the list.
   */
  hidden: boolean;
}
export interface FieldValueView {
  descriptor: { id: string; name: string; valueType: string };
  displayName: string;
  value: unknown;
  values: FieldValueItem[];
}

const canRead = (role: AccessRole, readRole: string) => ROLE_RANK[role] >= ROLE_RANK[readRole as AccessRole];

/**
 * A stored value as the views read it: its columns and the three columns of its descriptor they
 * show (not the descriptor's validators, renderer options and default, JSON that each value of
 * a page read again).
 */
const STORED_VALUE = { include: { descriptor: { select: { id: true, name: true, valueType: true } } } } as const;
type StoredValue = Prisma.CaseFieldValueGetPayload<typeof STORED_VALUE>;

interface StoredValueRow extends Omit<StoredValue, 'descriptor'> {
  descriptorName: string;
  valueType: string;
}

// The values of a list of cases, read as STORED_VALUE reads them (in the descriptors' name order,
// then position), on the driver adapter (src/db/sql.ts: about half the Node CPU of Prisma's read).
const CASE_VALUES_SQL = `/* vigil:case-field-values */ SELECT v.id, v.case_id AS "caseId", v.descriptor_id AS "descriptorId", v.position, v.key, v.value, v.label,
  d.name AS "descriptorName", d.value_type AS "valueType"
  FROM case_field_value v JOIN case_field_descriptor d ON d.id = v.descriptor_id
  JOIN unnest($1::int[], $2::text[]) AS r(case_id, read_role) ON r.case_id = v.case_id AND r.read_role = d.read_role
 ORDER BY d.name, v.position`;

function storedValueOf({ descriptorName, valueType, ...value }: StoredValueRow): StoredValue {
  return { ...value, descriptor: { id: value.descriptorId, name: descriptorName, valueType } };
}

/**
 * info objects of referenced users, groups and cases: one statement per kind. Users and groups
 * of customers out of the caller's reach (`AccessService.reaches`, the reference rule) are left
 * out and their keys listed in `hidden`, and so are cases and documents the caller may not read
 * (a document's number would tell another customer's document ids).
 */
async function infos(ctx: ServiceContext, values: StoredValue[]): Promise<{ info: Map<string, unknown>; hidden: Set<string> }> {
  const out = new Map<string, unknown>();
  const hidden = new Set<string>();
  const userIds: number[] = [];
  const groupIds: number[] = [];
  const caseIds: number[] = [];
  const documentIds: number[] = [];
  for (const v of values) {
    if (v.descriptor.valueType === 'subjectType') {
      const ref = v.value as { type: string; id: number };
      (ref.type === 'group' ? groupIds : userIds).push(ref.id);
    } else if (v.descriptor.valueType === 'caseType') caseIds.push(Number(v.value));
    else if (v.descriptor.valueType === 'documentType') documentIds.push(Number(v.key));
  }
  const customer = { select: { id: true, shortName: true, name: true, domain: { select: { id: true, name: true } } } } as const;
  const [users, groups, cases, documents] = await Promise.all([
    userIds.length ? ctx.db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, shortName: true, name: true, customer } }) : [],
    groupIds.length ? ctx.db.group.findMany({ where: { id: { in: groupIds } }, select: { id: true, shortName: true, name: true, customer } }) : [],
    readableCases(ctx, caseIds),
    documentIds.length ? loadLevels(ctx, documentIds) : new Map<number, { level: number }>(),
  ]);
  // Together, not one after the other: the reach look-ups of all rows are batched in one tick.
  const screen = async (kind: 'user' | 'group', rows: typeof users) => {
    const reached = await Promise.all(rows.map((row) => ctx.access.reaches(row.customer.id)));
    rows.forEach((row, i) => (reached[i] ? out.set(`${kind}:${row.id}`, row) : hidden.add(`${kind}:${row.id}`)));
  };
  await Promise.all([screen('user', users), screen('group', groups)]);
  for (const [id, c] of cases) out.set(`case:${id}`, { id, subject: c.subject, customer: { id: c.customer.id, shortName: c.customer.shortName, name: c.customer.name } });
  // A case the caller may not read does not exist for it (its number would tell another customer's case numbers).
  for (const id of caseIds) if (!cases.has(id)) hidden.add(`case:${id}`);
  // Likewise a document the reader may not read (the rule of checkDocuments in ./validate.ts: deleted reads as missing).
  for (const id of documentIds) if ((documents.get(id)?.level ?? LEVEL.NONE) < LEVEL.READ) hidden.add(`document:${id}`);
  return { info: out, hidden };
}

function infoKey(v: StoredValue): string | null {
  switch (v.descriptor.valueType) {
    case 'subjectType':
      return v.key;
    case 'caseType':
      return `case:${v.key}`;
    case 'documentType':
      return `document:${v.key}`;
    default:
      return null;
  }
}

/**
 * The field values of several cases, shaped per case (the stored values of all of them come in
 * `stored`): their policies and the referenced users, groups and cases are read once for all.
 */
async function viewsOf(ctx: ServiceContext, cases: readonly CaseView[], stored: StoredValue[]): Promise<FieldValueView[][]> {
  const [displayNames, { info, hidden }] = await Promise.all([
    effectiveDisplayNames(ctx, cases.map((c) => ({ serviceId: c.service.id, customerId: c.customer.id }))),
    infos(ctx, stored),
  ]);
  return cases.map((view, i) => {
    const names = displayNames[i]!;
    const byDescriptor = new Map<string, FieldValueView>();
    for (const v of stored) {
      if (v.caseId !== view.id) continue;
      let entry = byDescriptor.get(v.descriptorId);
      if (!entry) {
        entry = { descriptor: { id: v.descriptor.id, name: v.descriptor.name, valueType: v.descriptor.valueType }, displayName: names.get(v.descriptorId) ?? v.descriptor.name, value: null, values: [] };
        byDescriptor.set(v.descriptorId, entry);
      }
      const key = infoKey(v);
      const item: FieldValueItem =
        key !== null && hidden.has(key)
          ? { id: null, key: null, label: null, value: null, info: null, hidden: true }
          : { id: v.id, key: v.key, label: v.label, value: v.value, info: v.descriptor.valueType === 'documentType' ? { id: Number(v.key) } : key ? (info.get(key) ?? null) : null, hidden: false };
      entry.values.push(item);
    }
    for (const entry of byDescriptor.values()) if (entry.values.length === 1) entry.value = entry.values[0]!.value;
    return [...byDescriptor.values()];
  });
}

async function views(ctx: ServiceContext, view: CaseView, stored: StoredValue[]): Promise<FieldValueView[]> {
  return (await viewsOf(ctx, [view], stored))[0]!;
}

/**
 * The custom fields set on each of the cases (loaded with the caller's access) that the
 * caller may read: the field's readRole against the caller's role on that case. Two reads
 * for any number of cases (the values, the policies), plus the referenced users, groups
 * and cases. The edge Case.fields answers through here, and REST GET
 * /case/{caseID}/fields through that edge.
 */
export async function fieldsOfCases(ctx: ServiceContext, cases: readonly CaseView[]): Promise<FieldValueView[][]> {
  if (cases.length === 0) return [];
  // Per role, its cases and the read roles it may read: values above the caller's role never leave the database.
  const byRole = new Map<AccessRole, number[]>();
  for (const c of cases) byRole.set(c.access.role, [...(byRole.get(c.access.role) ?? []), c.id]);
  const readableBy = (role: AccessRole) => Object.keys(ROLE_RANK).filter((readRole) => canRead(role, readRole));
  // Each case with each read role its caller's role may read (canRead, above), once (a case may come twice
  // in a batch): the statement keeps the values of those pairs.
  const pairs = new Set<string>();
  const caseIds: number[] = [];
  const readRoles: string[] = [];
  for (const [role, ids] of byRole) {
    for (const readRole of readableBy(role)) {
      for (const id of ids) {
        if (pairs.has(`${id} ${readRole}`)) continue;
        pairs.add(`${id} ${readRole}`);
        caseIds.push(id);
        readRoles.push(readRole);
      }
    }
  }
  const rows = await ctx.sql.query<StoredValueRow>(CASE_VALUES_SQL, [caseIds, readRoles]);
  return viewsOf(ctx, cases, rows.map(storedValueOf));
}

/**
 * The descriptor of a field of this case. A field named in a path (`/case/{id}/field/{name}`)
 * that does not exist for the case is NOT_FOUND; one named as a key of an input's `fields`
 * map (`prefix`, addCase and updateCase) is bad input: INVALID_FIELD naming that key.
 */
async function descriptorFor(ctx: ServiceContext, view: CaseView, fieldName: string, prefix = '') {
  const descriptor = await ctx.db.caseFieldDescriptor.findFirst({ where: descriptorWhere(fieldName, view.customer.domainId) });
  if (!descriptor || descriptor.domainId !== view.customer.domainId || (descriptor.customerId !== null && descriptor.customerId !== view.customer.id)) {
    if (prefix) throw new InvalidFieldError(`${prefix}${fieldName}`, `${prefix}${fieldName}: no such field for this case's customer`, 'invalid.field.unknown', fieldName);
    throw new NotFoundError('Field', fieldName);
  }
  return descriptor;
}

export async function caseField(ctx: ServiceContext, caseId: string, fieldName: string): Promise<FieldValueView> {
  const view = await loadCase(ctx, caseId);
  const descriptor = await descriptorFor(ctx, view, fieldName);
  if (!canRead(view.access.role, descriptor.readRole)) throw new ForbiddenError(`Reading ${descriptor.name} needs the ${descriptor.readRole} role on this case`);
  const stored = await ctx.db.caseFieldValue.findMany({ where: { caseId: view.id, descriptorId: descriptor.id }, ...STORED_VALUE, orderBy: { position: 'asc' } });
  const [found] = await views(ctx, view, stored);
  if (found) return found;
  const policy = await effectivePolicy(ctx.db, view.service.id, view.customer.id);
  const displayName = policy?.bindings.find((b) => b.descriptorId === descriptor.id)?.displayName ?? descriptor.name;
  return { descriptor: { id: descriptor.id, name: descriptor.name, valueType: descriptor.valueType }, displayName, value: null, values: [] };
}

export interface FieldChange {
  /** Present (even null: clears the field) for a single value. */
  value?: unknown;
  valuesToSet?: readonly unknown[] | null;
  valuesToAdd?: readonly unknown[] | null;
  valuesToRemove?: readonly unknown[] | null;
}

export interface PreparedField {
  descriptorId: string;
  values: { key: string; value: Prisma.InputJsonValue; label: string | null }[];
}

/**
 * Checks a change of one field on one case and answers the values to store.
 * Runs before the transaction that stores them: its look-ups (descriptor,
 * references, value source) must not hold a transaction open.
 */
export async function prepareField(ctx: ServiceContext, view: CaseView, fieldName: string, change: FieldChange, prefix: string): Promise<PreparedField> {
  const descriptor = await descriptorFor(ctx, view, fieldName, prefix);
  if (ROLE_RANK[view.access.role] < ROLE_RANK[descriptor.writeRole as AccessRole]) throw new ForbiddenError(`Changing ${descriptor.name} needs the ${descriptor.writeRole} role on this case`);
  const field = `${prefix}${descriptor.name}`;
  const hasValue = Object.prototype.hasOwnProperty.call(change, 'value') && change.value !== undefined;
  const modes = [hasValue, change.valuesToSet != null, change.valuesToAdd != null || change.valuesToRemove != null].filter(Boolean).length;
  if (modes !== 1) throw new InvalidFieldError(prefix ? field : 'value', 'Give exactly one of value, valuesToSet, or valuesToAdd/valuesToRemove');
  const context = { customerId: view.customer.id };
  let next: PreparedField['values'];
  if (hasValue || change.valuesToSet != null) {
    const raw = hasValue ? (change.value === null ? [] : [change.value]) : [...(change.valuesToSet ?? [])];
    next = await checkValues(ctx, descriptor, raw, field, context);
  } else {
    const existing = view.id ? await ctx.db.caseFieldValue.findMany({ where: { caseId: view.id, descriptorId: descriptor.id }, ...STORED_VALUE, orderBy: { position: 'asc' } }) : [];
    const removeKeys = new Set((change.valuesToRemove ?? []).map((r) => (typeof r === 'object' && r !== null ? JSON.stringify(r) : String(r))));
    // A removal matches what the caller was shown: a hidden entry (a stub, every field null, its id
    // too) is matched by nothing, neither its key nor its id, so naming it answers as naming
    // nothing (its key would tell whom or what it names). valuesToSet and value replace it.
    const { hidden } = removeKeys.size > 0 && existing.length > 0 ? await infos(ctx, existing) : { hidden: new Set<string>() };
    const shown = (v: StoredValue) => !hidden.has(infoKey(v) ?? '');
    const kept = existing.filter((v) => !shown(v) || (!removeKeys.has(v.id) && !removeKeys.has(v.key)));
    const added = await checkValues(ctx, { ...descriptor, multivalue: true }, [...(change.valuesToAdd ?? [])], field, context);
    const keys = new Set(kept.map((v) => v.key));
    next = [...kept.map((v) => ({ key: v.key, value: v.value as Prisma.InputJsonValue, label: v.label })), ...added.filter((a) => !keys.has(a.key))];
  }
  if (!descriptor.multivalue && next.length > 1) throw new InvalidFieldError(field, `${descriptor.name} is single-valued; it cannot hold ${next.length} values`);
  return { descriptorId: descriptor.id, values: next };
}

const REFERENCE_TYPES: ReadonlySet<string> = new Set(['subjectType', 'caseType', 'documentType']);

/**
 * A field's default for a new case that leaves the field out (createCase, for each field bound in
 * the case's policy): applied as the administrator defined it, whoever creates the case. Its
 * references need only exist (checkValues' asDefined), not be visible to the caller: a default
 * naming what the caller may not see (the operator's analyst, a case or document the caller
 * cannot read) is stored, and the caller reads it as a hidden stub. Not the caller's write either:
 * the field's writeRole is not asked for. Everything else is checked as for any value. A default
 * that cannot be used (what it names is gone, a sameCustomer case of another customer, validators
 * changed since) refuses the new case with a 412 on `fields.<name>` (`invalid.field.default`);
 * for a reference type the message and parameter name neither the value nor what it names (the
 * descriptor shows such a default as null to whoever may not see it). Null when the field has no
 * default or is no field of this case's customer (a policy binds only fields of its own
 * customer, so never in practice).
 */
async function prepareDefault(ctx: ServiceContext, view: CaseView, descriptor: Prisma.CaseFieldDescriptorGetPayload<object>, prefix: string): Promise<PreparedField | null> {
  if (descriptor.defaultValue === null) return null;
  if (descriptor.domainId !== view.customer.domainId || (descriptor.customerId !== null && descriptor.customerId !== view.customer.id)) return null;
  const field = `${prefix}${descriptor.name}`;
  const raw = descriptor.multivalue && Array.isArray(descriptor.defaultValue) ? descriptor.defaultValue : [descriptor.defaultValue];
  try {
    const values = await checkValues(ctx, descriptor, raw, field, { customerId: view.customer.id }, { asDefined: true });
    return { descriptorId: descriptor.id, values };
  } catch (error) {
    if (!(error instanceof InvalidFieldError)) throw error;
    // Other values are the descriptor's default as every reader of the descriptor reads it: kept in the message.
    const reference = REFERENCE_TYPES.has(descriptor.valueType);
    const why = reference ? '' : ` (${error.message.replace(/^\S*: /, '')})`;
    throw new InvalidFieldError(field, `${field}: the field's default value cannot be used for this case${why}; an administrator must change it`, 'invalid.field.default', reference ? null : error.parameter);
  }
}

/**
 * The defaults of the fields `descriptorIds` names (a policy's bindings the new case leaves
 * out), each as prepareDefault: their descriptors in one read, in the order given; a default
 * that cannot be used is kept in `errors`, naming its field.
 */
export async function prepareDefaults(ctx: ServiceContext, view: CaseView, descriptorIds: readonly string[], prefix: string, errors: FieldErrors): Promise<PreparedField[]> {
  if (descriptorIds.length === 0) return [];
  const descriptors = await ctx.db.caseFieldDescriptor.findMany({ where: { id: { in: [...descriptorIds] } } });
  const prepared: PreparedField[] = [];
  for (const id of descriptorIds) {
    const descriptor = descriptors.find((d) => d.id === id);
    // Reference types look what they name up; other types read nothing.
    const field = descriptor ? await errors.checkAsync(() => prepareDefault(ctx, view, descriptor, prefix)) : null;
    if (field) prepared.push(field);
  }
  return prepared;
}

/** Replaces the stored values of one field (inside the caller's transaction). */
export async function storeField(tx: Db, caseId: number, prepared: PreparedField): Promise<void> {
  await tx.caseFieldValue.deleteMany({ where: { caseId, descriptorId: prepared.descriptorId } });
  if (prepared.values.length > 0) {
    await tx.caseFieldValue.createMany({ data: prepared.values.map((v, position) => ({ caseId, descriptorId: prepared.descriptorId, position, key: v.key, value: v.value, label: v.label })) });
  }
}

/** `caseInputField`: the input field that names the case, in a refusal of its value. */
export async function setCaseField(ctx: ServiceContext, caseId: string, fieldName: string, change: FieldChange, caseInputField?: string): Promise<FieldValueView> {
  const view = await loadCaseFor(ctx, caseId, 'write', caseInputField);
  const prepared = await prepareField(ctx, view, fieldName, change, '');
  await ctx.db.$transaction(async (tx) => {
    await storeField(tx, view.id, prepared);
    await tx.case.update({ where: { id: view.id }, data: { updatedAt: new Date() } });
  });
  return caseField(ctx, String(view.id), fieldName);
}
