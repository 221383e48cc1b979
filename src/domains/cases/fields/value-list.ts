// GET /cases/v2/field/values/{fieldName}: the permitted values of a field,
// for autocomplete. keywords are ANDed (each must appear in key or label).
// The caller's role comes from the context: a case (caseID), or a service and
// customer (while creating a case); without context the caller counts as a
// plain user of the domain.
import type { ServiceContext } from '../../../context.ts';
import { ForbiddenError, InvalidFieldError, NotFoundError } from '../../../errors.ts';
import { customerByReference } from '../../common/customer-reference.ts';
import { referenceText, type ShortNameKey, givenReference } from '../../common/identifiers.ts';
import { resolvePaging, type Page, type PageRequest } from '../../common/paging.ts';
import { loadCase } from '../case-read.ts';
import type { AccessRole } from '../enums.ts';
import { CASE_FUNCTIONS } from '../functions.ts';
import { serviceWhere } from '../services.ts';
import type { StaticEntry, ValueSource } from './descriptor-schema.ts';
import { descriptorWhere, ROLE_RANK } from './descriptors.ts';
import { sourceEntries } from './value-source.ts';
import { visibleFieldOwners } from './visible-owners.ts';

export interface ValueQuery extends PageRequest {
  keywords?: readonly string[] | null;
  caseID?: string | null;
  service?: ShortNameKey | null;
  customer?: ShortNameKey | null;
  domain?: string | null;
}

async function contextRole(ctx: ServiceContext, q: ValueQuery): Promise<{ role: AccessRole; customerId: number | null; domainId: number }> {
  const viewer = ctx.access.requireViewer();
  if (q.caseID) {
    const view = await loadCase(ctx, q.caseID);
    return { role: view.access.role, customerId: view.customer.id, domainId: view.customer.domainId };
  }
  const serviceKey = givenReference(q.service);
  const customerKey = givenReference(q.customer);
  if (serviceKey || customerKey) {
    if (!serviceKey) throw new InvalidFieldError('service', 'service is required with customer');
    if (!customerKey) throw new InvalidFieldError('customer', 'customer is required with service');
    const service = await ctx.db.caseService.findUnique({ where: serviceWhere(serviceKey) });
    if (!service) throw new InvalidFieldError('service', `Unknown service ${JSON.stringify(referenceText(serviceKey))}`, 'invalid.field.value', referenceText(serviceKey));
    const customer = await customerByReference(ctx, customerKey, 'customer');
    const holds = (fn: string) => ctx.access.holds(fn, customer);
    let role: AccessRole | null = null;
    if ((await holds(CASE_FUNCTIONS.caseAdministrator)) || (await holds(CASE_FUNCTIONS.systemAdministrator))) role = 'admin';
    else if (await holds(service.techRole)) role = 'tech';
    else if ((await holds(service.writeRole)) || (await holds(service.readRole))) role = 'user';
    if (!role) throw new ForbiddenError('You hold no role of this service for this customer');
    return { role, customerId: customer.id, domainId: customer.domainId };
  }
  return { role: 'user', customerId: null, domainId: viewer.domainId };
}

export async function listFieldValues(ctx: ServiceContext, fieldName: string, q: ValueQuery): Promise<Page<StaticEntry>> {
  const viewer = ctx.access.requireViewer();
  const paging = resolvePaging(ctx.config, q);
  let domainId = viewer.domainId;
  if (q.domain) {
    const domain = await ctx.db.domain.findFirst({ where: /^\d+$/.test(q.domain) ? { id: Number(q.domain) } : { name: q.domain } });
    if (!domain || domain.id !== viewer.domainId) throw new InvalidFieldError('domain', `Unknown domain ${JSON.stringify(q.domain)}`, 'invalid.field.value', q.domain);
    domainId = domain.id;
  }
  const context = await contextRole(ctx, q);
  // Only a field that fits is found (a global one; a customer's own for its own cases, or without a case
  // for those who may view the customer): one that does not is refused exactly as a missing one, after the same read.
  const fits = context.customerId === null ? await visibleFieldOwners(ctx) : { OR: [{ customerId: null }, { customerId: context.customerId }] };
  const descriptor = await ctx.db.caseFieldDescriptor.findFirst({ where: { AND: [descriptorWhere(fieldName, domainId), fits] } });
  if (!descriptor || descriptor.domainId !== context.domainId) throw new NotFoundError('Field', fieldName);
  if (ROLE_RANK[context.role] < ROLE_RANK[descriptor.readRole as AccessRole]) {
    throw new ForbiddenError(`Reading ${descriptor.name} needs the ${descriptor.readRole} role${q.caseID ? ' on this case' : '; give caseID, or service and customer'}`);
  }
  const entries = descriptor.valueSource ? await sourceEntries(ctx, descriptor.valueSource as ValueSource, descriptor.name) : [];
  const keywords = (q.keywords ?? []).map((k) => k.trim().toLowerCase()).filter(Boolean);
  const matches = entries.filter((e) => keywords.every((k) => e.key.toLowerCase().includes(k) || (e.label ?? '').toLowerCase().includes(k)));
  const items = matches.slice(paging.offset, paging.offset + paging.take);
  return { items, count: matches.length, limit: paging.limit, offset: paging.offset };
}
