// Case services: what a customer subscribes to, each with its own read,
// write and tech roles (function names). Creating a service without naming
// roles creates three roles for it (TECH holds WRITE holds READ, all below
// SYSTEM-ADMINISTRATOR), in the same transaction.
import DataLoader from 'dataloader';
import { z } from 'zod';
import { PLATFORM_FUNCTIONS } from '../../auth/functions.ts';
import type { ServiceContext } from '../../context.ts';
import { ConstraintError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { customersByReference } from '../common/customer-reference.ts';
import { idOrShortName, referenceText, SHORT_NAME_PATTERN, type ShortNameKey } from '../common/identifiers.ts';
import { edgePage, plannedPaging, resolvePaging, type Page, type PageRequest } from '../common/paging.ts';
import { keyedRequestLoader } from '../common/request-loaders.ts';
import { CASE_FUNCTIONS } from './functions.ts';
import { zodToField } from './zod-field.ts';
import { referenceOf } from './zod-reference.ts';

type Tx = Prisma.TransactionClient;

export interface ServiceView {
  id: number;
  shortName: string;
  name: string;
  description: string;
  readRole: string;
  writeRole: string;
  techRole: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A subscribed customer as CaseService.customers shows it (the CustomerInfo reference). */
export interface SubscribedCustomer {
  id: number;
  shortName: string;
  name: string;
}

/** A service by reference (`CaseServiceRef`) or REST's text; `field` names it in a refusal of the key. */
export function serviceWhere(key: ShortNameKey, field = 'service'): Prisma.CaseServiceWhereUniqueInput {
  return idOrShortName(key, 'CaseService', field) as Prisma.CaseServiceWhereUniqueInput;
}

/** `field`: the argument that names the service, in a refusal of its key (`ref`; REST's `idOrShortName`). */
export async function getService(ctx: ServiceContext, key: ShortNameKey, field = 'idOrShortName'): Promise<ServiceView> {
  ctx.access.requireViewer();
  const row = await ctx.db.caseService.findUnique({ where: serviceWhere(key, field) });
  if (!row) throw new NotFoundError('Service', referenceText(key));
  return row;
}

export async function listServices(ctx: ServiceContext): Promise<ServiceView[]> {
  ctx.access.requireViewer();
  return ctx.db.caseService.findMany({ orderBy: { id: 'asc' } });
}

type CustomerRows = { rows: SubscribedCustomer[]; count: number };
const CUSTOMER_LOADERS = Symbol('service-customers');

/**
 * The subscribed customers of many services, one page each: one statement for
 * every service of a request that asks for the same page (the rows and their
 * count), however many services the answer holds.
 */
function customerLoader(ctx: ServiceContext, request: PageRequest): DataLoader<number, CustomerRows> {
  const paging = plannedPaging(ctx.config, request);
  // No cache across batches: a mutation earlier in the request may have changed the subscriptions.
  return keyedRequestLoader(ctx, CUSTOMER_LOADERS, `${paging.skip}:${paging.take}`, () =>
    new DataLoader<number, CustomerRows>(
      async (ids) => {
        // Shown for customers the caller may view only (viewCustomers there or on a parent customer).
        const visible = { customer: await ctx.access.customerFilter(PLATFORM_FUNCTIONS.viewCustomers) };
        const services = await ctx.db.caseService.findMany({
          where: { id: { in: [...ids] } },
          select: {
            id: true,
            subscriptions: { where: visible, orderBy: { customerId: 'asc' }, ...paging, select: { customer: { select: { id: true, shortName: true, name: true } } } },
            _count: { select: { subscriptions: { where: visible } } },
          },
        });
        const byId = new Map(services.map((s) => [s.id, { rows: s.subscriptions.map((sub) => sub.customer), count: s._count.subscriptions }]));
        return ids.map((id) => byId.get(id) ?? { rows: [], count: 0 });
      },
      { cache: false },
    ));
}

/**
 * CaseService.customers: the subscribed customers the caller may view, ordered
 * by id, a page like every list (INVALID_FIELD naming limit or offset; limit=0
 * all, a 412 beyond the maximum). REST shows them whole (limit=0).
 */
export async function serviceCustomers(ctx: ServiceContext, serviceId: number, request: PageRequest): Promise<Page<SubscribedCustomer>> {
  resolvePaging(ctx.config, request);
  const { rows, count } = await customerLoader(ctx, request).load(serviceId);
  return edgePage(ctx.config, request, rows, count);
}

const roleName = z.string().trim().min(1);
const serviceInput = z.object({
  shortName: z.string().trim().regex(SHORT_NAME_PATTERN),
  name: z.string().trim().min(1),
  description: z.string().nullish(),
  readRole: roleName.nullish(),
  writeRole: roleName.nullish(),
  techRole: roleName.nullish(),
  customersToAdd: z.array(referenceOf(z.string())).nullish(),
});
export type ServiceInput = z.input<typeof serviceInput>;

const serviceUpdate = z.object({
  name: z.string().trim().min(1).nullish(),
  description: z.string().nullish(),
  readRole: roleName.nullish(),
  writeRole: roleName.nullish(),
  techRole: roleName.nullish(),
  customersToAdd: z.array(referenceOf(z.string())).nullish(),
  customersToRemove: z.array(referenceOf(z.string())).nullish(),
});
export type ServiceUpdate = z.input<typeof serviceUpdate>;

/**
 * Services are global (every customer subscribes to them), so changing one
 * needs manageCaseServices on the operator (the domain's root customer): a
 * grant on one customer must not let that customer change every customer's
 * services and subscriptions.
 */
async function requireManager(ctx: ServiceContext): Promise<void> {
  await ctx.access.requireOnDomainRoot(CASE_FUNCTIONS.manageCaseServices, 'Managing case services needs manageCaseServices on the operator');
}

async function checkRoles(tx: Tx, roles: Record<string, string | null | undefined>): Promise<void> {
  const names = Object.values(roles).filter((v): v is string => !!v);
  const found = new Set((await tx.functionNode.findMany({ where: { name: { in: names } }, select: { name: true } })).map((f) => f.name));
  for (const [field, name] of Object.entries(roles)) if (name && !found.has(name)) throw new InvalidFieldError(field, `Unknown function or role ${JSON.stringify(name)}`, 'invalid.field.value', name);
}

export async function createRoles(tx: Tx, shortName: string): Promise<{ readRole: string; writeRole: string; techRole: string }> {
  const base = `CASES-${shortName.toUpperCase()}`;
  const roles = { readRole: `${base}-READ`, writeRole: `${base}-WRITE`, techRole: `${base}-TECH` };
  await tx.functionNode.createMany({
    data: [
      { name: roles.readRole, description: `Read cases of service ${shortName}`, minimumSecurityLevel: 'EXTERNAL', flags: ['ROLE'] },
      { name: roles.writeRole, description: `Read and write cases of service ${shortName}`, minimumSecurityLevel: 'EXTERNAL', flags: ['ROLE'] },
      { name: roles.techRole, description: `Tech role on cases of service ${shortName}`, minimumSecurityLevel: 'STANDARD', flags: ['ROLE'] },
    ],
    skipDuplicates: true,
  });
  const nodes = await tx.functionNode.findMany({ where: { name: { in: [...Object.values(roles), CASE_FUNCTIONS.systemAdministrator] } } });
  const id = (name: string) => nodes.find((n) => n.name === name)!.id;
  await tx.functionEdge.createMany({
    data: [
      { parentId: id(CASE_FUNCTIONS.systemAdministrator), childId: id(roles.techRole) },
      { parentId: id(roles.techRole), childId: id(roles.writeRole) },
      { parentId: id(roles.writeRole), childId: id(roles.readRole) },
    ],
    skipDuplicates: true,
  });
  return roles;
}

/** The ids of the customers a service write names (the one rule for named customers, one statement), read in the write's transaction. */
async function customerIds(ctx: ServiceContext, tx: Tx, keys: readonly ShortNameKey[], field: string): Promise<number[]> {
  return (await customersByReference({ db: tx, access: ctx.access }, keys, field)).map((c) => c.id);
}

/**
 * A service answers its subscribed customers on one page of at most
 * MAX_PAGE_SIZE (REST shows them whole): a write that would subscribe more is
 * refused inside its transaction, so nothing of it is stored. Two updates of one
 * service cannot both pass the count: updateService's UPDATE of the service row
 * (updatedAt always changes) comes first and holds the row until commit.
 */
async function refuseBeyondOnePage(ctx: ServiceContext, tx: Tx, serviceId: number): Promise<void> {
  const { maxLimit } = ctx.config.paging;
  const subscribed = await tx.caseServiceSubscription.count({ where: { serviceId } });
  if (subscribed > maxLimit) {
    throw new InvalidFieldError('customersToAdd', `A service subscribes at most ${maxLimit} customers (MAX_PAGE_SIZE); this change would subscribe ${subscribed}`, 'invalid.field.max', String(subscribed));
  }
}

export async function createService(ctx: ServiceContext, raw: ServiceInput): Promise<ServiceView> {
  await requireManager(ctx);
  const input = zodToField(serviceInput, raw);
  const id = await ctx.db.$transaction(async (tx) => {
    if (await tx.caseService.findUnique({ where: { shortName: input.shortName } })) {
      throw new InvalidFieldError('shortName', `A service ${JSON.stringify(input.shortName)} exists already`, 'invalid.field.unique', input.shortName);
    }
    const given = { readRole: input.readRole, writeRole: input.writeRole, techRole: input.techRole };
    const someGiven = Object.values(given).some(Boolean);
    if (someGiven && !Object.values(given).every(Boolean)) throw new InvalidFieldError(given.readRole ? (given.writeRole ? 'techRole' : 'writeRole') : 'readRole', 'Name all three roles or none');
    if (someGiven) await checkRoles(tx, given);
    const roles = someGiven ? (given as { readRole: string; writeRole: string; techRole: string }) : await createRoles(tx, input.shortName);
    const service = await tx.caseService.create({ data: { shortName: input.shortName, name: input.name, description: input.description ?? '', ...roles } });
    const customers = await customerIds(ctx, tx, input.customersToAdd ?? [], 'customersToAdd');
    if (customers.length > 0) {
      await tx.caseServiceSubscription.createMany({ data: customers.map((customerId) => ({ serviceId: service.id, customerId })), skipDuplicates: true });
      await refuseBeyondOnePage(ctx, tx, service.id);
    }
    return service.id;
  });
  return getService(ctx, String(id));
}

/** `field`: the input field that names the service, in a refusal of its value. */
export async function updateService(ctx: ServiceContext, key: ShortNameKey, raw: ServiceUpdate, field = 'idOrShortName'): Promise<ServiceView> {
  await requireManager(ctx);
  const input = zodToField(serviceUpdate, raw);
  const id = await ctx.db.$transaction(async (tx) => {
    const service = await tx.caseService.findUnique({ where: serviceWhere(key, field) });
    if (!service) throw new NotFoundError('Service', referenceText(key));
    await checkRoles(tx, { readRole: input.readRole, writeRole: input.writeRole, techRole: input.techRole });
    await tx.caseService.update({
      where: { id: service.id },
      data: {
        ...(input.name ? { name: input.name } : {}),
        ...(input.description != null ? { description: input.description } : {}),
        ...(input.readRole ? { readRole: input.readRole } : {}),
        ...(input.writeRole ? { writeRole: input.writeRole } : {}),
        ...(input.techRole ? { techRole: input.techRole } : {}),
      },
    });
    const add = await customerIds(ctx, tx, input.customersToAdd ?? [], 'customersToAdd');
    const remove = await customerIds(ctx, tx, input.customersToRemove ?? [], 'customersToRemove');
    if (remove.length > 0) {
      const inUse = await tx.case.findFirst({ where: { serviceId: service.id, customerId: { in: remove } }, select: { customerId: true } });
      if (inUse) throw new ConstraintError(`Customer ${inUse.customerId} has cases of this service; its subscription cannot be removed`, 'case.service.in.use');
      await tx.caseServiceSubscription.deleteMany({ where: { serviceId: service.id, customerId: { in: remove } } });
    }
    if (add.length > 0) {
      await tx.caseServiceSubscription.createMany({ data: add.map((customerId) => ({ serviceId: service.id, customerId })), skipDuplicates: true });
      await refuseBeyondOnePage(ctx, tx, service.id);
    }
    return service.id;
  });
  return getService(ctx, String(id));
}
