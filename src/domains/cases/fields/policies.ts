// Field policies: per service, a list of bindings (field, display name,
// requirement); a customer-specific policy overrides the service's policy for
// that customer's subscription (it replaces it whole, it does not merge).
import { z } from 'zod';
import type { ServiceContext } from '../../../context.ts';
import { InvalidFieldError, NotFoundError } from '../../../errors.ts';
import { FieldErrors } from '../../common/field-errors.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { customerByReference } from '../../common/customer-reference.ts';
import { idOrShortName, referenceText, type ShortNameKey, givenReference } from '../../common/identifiers.ts';
import { REQUIREMENT_POLICIES } from '../enums.ts';
import { CASE_FUNCTIONS } from '../functions.ts';
import { serviceWhere } from '../services.ts';
import { zodToField } from '../zod-field.ts';
import { referenceOf } from '../zod-reference.ts';
import { addBindings, bindingsNamed, removeBindings } from './binding-writes.ts';
import { descriptorWhere, type DescriptorKey } from './descriptors.ts';
import { ownKey } from '../../common/global-id.ts';
import { visibleFieldOwners } from './visible-owners.ts';

type Db = Prisma.TransactionClient;

export const policyInclude = {
  service: { select: { id: true, shortName: true, name: true } },
  // The path lets the access check decide in this one read (no look-up that only a hidden policy would cost).
  customer: { select: { id: true, shortName: true, name: true, path: true } },
  bindings: { include: { descriptor: { select: { id: true, name: true, valueType: true } } }, orderBy: { descriptor: { name: 'asc' } } },
} as const;
export type PolicyRow = Prisma.CaseFieldPolicyGetPayload<{ include: typeof policyInclude }>;

/** The policy that applies to a customer's cases of a service (override first). */
export async function effectivePolicy(db: Db, serviceId: number, customerId: number): Promise<PolicyRow | null> {
  return (await effectivePolicies(db, [{ serviceId, customerId }]))[0]!;
}

/** effectivePolicy for several (service, customer) pairs in one read, in their order. */
async function effectivePolicies(db: Db, pairs: readonly { serviceId: number; customerId: number }[]): Promise<(PolicyRow | null)[]> {
  if (pairs.length === 0) return [];
  const serviceIds = [...new Set(pairs.map((p) => p.serviceId))];
  const customerIds = [...new Set(pairs.map((p) => p.customerId))];
  const policies = await db.caseFieldPolicy.findMany({ where: { serviceId: { in: serviceIds }, OR: [{ customerId: { in: customerIds } }, { customerId: null }] }, include: policyInclude });
  return pairs.map((pair) => effectiveOf(policies, pair));
}

/** The override rule, its one spelling: the customer's own policy for the service, else the service's, else none. */
function effectiveOf<P extends { serviceId: number; customerId: number | null }>(policies: readonly P[], { serviceId, customerId }: { serviceId: number; customerId: number }): P | null {
  return policies.find((p) => p.serviceId === serviceId && p.customerId === customerId) ?? policies.find((p) => p.serviceId === serviceId && p.customerId === null) ?? null;
}

interface BindingNameRow {
  policy_id: string;
  service_id: number;
  customer_id: number | null;
  descriptor_id: string | null;
  display_name: string | null;
}

// Every policy that may apply to the pairs, one row per binding (a policy without bindings: one row of nulls).
const DISPLAY_NAMES_SQL = `/* vigil:case-field-display-names */ SELECT p.id AS policy_id, p.service_id, p.customer_id, b.descriptor_id, b.display_name
  FROM case_field_policy p LEFT JOIN case_field_binding b ON b.policy_id = p.id
 WHERE p.service_id = ANY($1::int[]) AND (p.customer_id = ANY($2::int[]) OR p.customer_id IS NULL)`;

/**
 * What the effective policy of each (service, customer) pair names fields: descriptor id to
 * display name (null: the field's own name), in the pairs' order. One statement for a page
 * of cases, on the driver adapter (src/db/sql.ts), which reads the field values of a case list.
 */
export async function effectiveDisplayNames(ctx: ServiceContext, pairs: readonly { serviceId: number; customerId: number }[]): Promise<Map<string, string | null>[]> {
  if (pairs.length === 0) return [];
  const rows = await ctx.sql.query<BindingNameRow>(DISPLAY_NAMES_SQL, [[...new Set(pairs.map((p) => p.serviceId))], [...new Set(pairs.map((p) => p.customerId))]]);
  const policies = new Map<string, { serviceId: number; customerId: number | null; names: Map<string, string | null> }>();
  for (const row of rows) {
    let policy = policies.get(row.policy_id);
    if (!policy) policies.set(row.policy_id, (policy = { serviceId: row.service_id, customerId: row.customer_id, names: new Map() }));
    if (row.descriptor_id !== null) policy.names.set(row.descriptor_id, row.display_name);
  }
  const all = [...policies.values()];
  return pairs.map((pair) => effectiveOf(all, pair)?.names ?? new Map());
}

/** 412 naming the first field the requirement asks for that the case does not have. */
export async function requireFields(db: Db, caseId: number, serviceId: number, customerId: number, kind: 'requiredOnCreate' | 'requiredOnClose', prefix: string): Promise<void> {
  const policy = await effectivePolicy(db, serviceId, customerId);
  const required = (policy?.bindings ?? []).filter((b) => b.requirementPolicy === kind || (kind === 'requiredOnClose' && b.requirementPolicy === 'requiredOnCreate'));
  if (required.length === 0) return;
  const present = new Set(
    (await db.caseFieldValue.findMany({ where: { caseId, descriptorId: { in: required.map((b) => b.descriptorId) } }, select: { descriptorId: true }, distinct: ['descriptorId'] })).map((v) => v.descriptorId),
  );
  // Every missing field is named at once (the first as a lone one was before).
  const errors = new FieldErrors();
  for (const missing of required.filter((b) => !present.has(b.descriptorId))) {
    const field = `${prefix}${missing.descriptor.name}`;
    errors.add(new InvalidFieldError(field, `${missing.displayName ?? missing.descriptor.name} (${missing.descriptor.name}) is required ${kind === 'requiredOnCreate' ? 'to create' : 'to close'} a case of this service`, 'field.required'));
  }
  errors.throwIfAny();
}

const binding = z.object({
  field: referenceOf<DescriptorKey>(z.string().min(1)),
  displayName: z.string().nullish(),
  requirementPolicy: z.enum(REQUIREMENT_POLICIES).nullish(),
});
const policyInput = z.object({
  name: z.string().trim().min(1),
  service: referenceOf(z.string().min(1)),
  customer: referenceOf(z.string()).nullish(),
  bindings: z.array(binding).nullish(),
});
export type PolicyInput = z.input<typeof policyInput>;
const policyUpdate = z.object({
  name: z.string().trim().min(1).nullish(),
  bindingsToAdd: z.array(binding).nullish(),
  bindingsToRemove: z.array(z.string()).nullish(),
});
export type PolicyUpdate = z.input<typeof policyUpdate>;

async function requireManager(ctx: ServiceContext, customerId: number | null): Promise<void> {
  if (customerId !== null) return ctx.access.require(CASE_FUNCTIONS.manageCaseFields, customerId);
  return ctx.access.requireOnDomainRoot(CASE_FUNCTIONS.manageCaseFields, 'Managing global field policies needs manageCaseFields on the operator');
}

/**
 * The descriptors the bindings name, read in one statement (a policy may bind hundreds), and
 * refused in the bindings' order as one read each refused them: the first binding whose key is
 * malformed, unknown, or another customer's field is the one named.
 */
async function resolveBindings(ctx: ServiceContext, tx: Db, bindings: z.infer<typeof binding>[], field: string, customerId: number | null) {
  const viewer = ctx.access.requireViewer();
  const wheres: Prisma.CaseFieldDescriptorWhereInput[] = [];
  let malformed: unknown = null;
  for (const [i, b] of bindings.entries()) {
    // A key that is no id or name is refused naming the binding's own field, as an unknown one is.
    try {
      wheres.push(descriptorWhere(b.field, viewer.domainId, `${field}[${i}].field`));
    } catch (error) {
      malformed = error;
      break;
    }
  }
  const rows = wheres.length > 0 ? await tx.caseFieldDescriptor.findMany({ where: { OR: wheres }, select: { id: true, name: true, domainId: true, customerId: true } }) : [];
  // Ids are unique, names unique within a domain (descriptorWhere's two forms).
  const named = (where: Prisma.CaseFieldDescriptorWhereInput) =>
    rows.find((row) => (where.id !== undefined ? row.id === where.id : row.domainId === where.domainId && row.name === where.name));
  const out: Prisma.CaseFieldBindingCreateManyPolicyInput[] = [];
  for (const [i, where] of wheres.entries()) {
    const b = bindings[i]!;
    const descriptor = named(where);
    if (!descriptor || (descriptor.customerId !== null && descriptor.customerId !== customerId)) {
      throw new InvalidFieldError(`${field}[${i}].field`, `Unknown field ${JSON.stringify(referenceText(b.field))} for this policy`, 'invalid.field.value', referenceText(b.field));
    }
    out.push({ descriptorId: descriptor.id, displayName: b.displayName ?? null, requirementPolicy: b.requirementPolicy ?? 'optional' });
  }
  if (malformed) throw malformed;
  return out;
}

export async function createPolicy(ctx: ServiceContext, raw: PolicyInput): Promise<PolicyRow> {
  const input = zodToField(policyInput, raw);
  const service = await ctx.db.caseService.findUnique({ where: serviceWhere(input.service) });
  if (!service) throw new InvalidFieldError('service', `Unknown service ${JSON.stringify(referenceText(input.service))}`, 'invalid.field.value', referenceText(input.service));
  let customerId: number | null = null;
  const customer = givenReference(input.customer);
  if (customer) {
    customerId = (await customerByReference(ctx, customer, 'customer')).id;
  }
  await requireManager(ctx, customerId);
  if (customerId !== null && !(await ctx.db.caseServiceSubscription.findUnique({ where: { serviceId_customerId: { serviceId: service.id, customerId } } }))) {
    throw new InvalidFieldError('customer', 'The customer does not subscribe to this service', 'invalid.field.value', input.customer != null ? referenceText(input.customer) : null);
  }
  const id = await ctx.db.$transaction(async (tx) => {
    if (await tx.caseFieldPolicy.findFirst({ where: { serviceId: service.id, customerId } })) {
      throw new InvalidFieldError(customerId === null ? 'service' : 'customer', 'A policy for this service and customer exists already; update it', 'invalid.field.unique');
    }
    const bindings = await resolveBindings(ctx, tx, input.bindings ?? [], 'bindings', customerId);
    if (new Set(bindings.map((b) => b.descriptorId)).size !== bindings.length) throw new InvalidFieldError('bindings', 'A field is bound twice');
    const policy = await tx.caseFieldPolicy.create({ data: { name: input.name, serviceId: service.id, customerId, bindings: { createMany: { data: bindings } } } });
    return policy.id;
  });
  return getPolicy(ctx, id);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `field`: the input field that names the policy, in a refusal of its value (default policyID, REST's path parameter). */
export async function getPolicy(ctx: ServiceContext, key: string, field = 'policyID'): Promise<PolicyRow> {
  ctx.access.requireViewer();
  const id = ownKey(key, 'CaseFieldPolicy', field);
  if (!UUID.test(id)) throw new InvalidFieldError(field, `${field} must be a UUID`, 'invalid.field.value', id);
  // Decided inside the one read: a customer's override out of sight is not found, as a missing one.
  const policy = await ctx.db.caseFieldPolicy.findUnique({ where: { id: id.toLowerCase(), ...(await visibleFieldOwners(ctx)) }, include: policyInclude });
  if (!policy) throw new NotFoundError('Field policy', id);
  return policy;
}

export async function updatePolicy(ctx: ServiceContext, id: string, raw: PolicyUpdate, field?: string): Promise<PolicyRow> {
  const existing = await getPolicy(ctx, id, field);
  await requireManager(ctx, existing.customerId);
  const input = zodToField(policyUpdate, raw);
  await ctx.db.$transaction(async (tx) => {
    if (input.name) await tx.caseFieldPolicy.update({ where: { id: existing.id }, data: { name: input.name } });
    // Removed, then added (a field removed and added again is bound anew), each list in one statement.
    if (input.bindingsToRemove?.length) await removeBindings(tx, bindingsNamed(existing.bindings, input.bindingsToRemove));
    if (input.bindingsToAdd?.length) {
      // Adding a bound field again updates its display name and requirement.
      await addBindings(tx, existing.id, await resolveBindings(ctx, tx, input.bindingsToAdd, 'bindingsToAdd', existing.customerId));
    }
    await tx.caseFieldPolicy.update({ where: { id: existing.id }, data: { updatedAt: new Date() } });
  });
  return getPolicy(ctx, existing.id);
}

export interface PolicySearch {
  service?: ShortNameKey | null;
  customer?: ShortNameKey | null;
}

/** GET /field/policy: service policies and the overrides of customers the caller may view. */
export async function listPolicies(ctx: ServiceContext, search: PolicySearch): Promise<PolicyRow[]> {
  ctx.access.requireViewer();
  const service = givenReference(search.service);
  const customer = givenReference(search.customer);
  const where: Prisma.CaseFieldPolicyWhereInput = {
    ...(await visibleFieldOwners(ctx)),
    ...(service ? { service: idOrShortName(service, 'CaseService', 'service') as Prisma.CaseServiceWhereInput } : {}),
    ...(customer ? { customer: idOrShortName(customer, 'Customer', 'customer') as Prisma.CustomerWhereInput } : {}),
  };
  return ctx.db.caseFieldPolicy.findMany({ where, include: policyInclude, orderBy: [{ serviceId: 'asc' }, { createdAt: 'asc' }] });
}
