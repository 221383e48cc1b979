// Field descriptors: administrators define them (manageCaseFields); every
// authenticated user of the domain may read them. A descriptor with a
// customer is usable on that customer's cases only and is managed by whoever
// holds manageCaseFields for that customer.
import { z } from 'zod';
import type { ServiceContext } from '../../../context.ts';
import { InvalidFieldError, NotFoundError } from '../../../errors.ts';
import { Prisma, type CaseFieldDescriptor } from '../../../generated/prisma/client.ts';
import { customerByReference } from '../../common/customer-reference.ts';
import { idOrShortName, referenceKey, referenceText, type ShortNameKey, givenReference } from '../../common/identifiers.ts';
import { resolvePaging, type Page, type PageRequest } from '../../common/paging.ts';
import { ACCESS_ROLES, VALUE_TYPES, type AccessRole, type ValueType } from '../enums.ts';
import { CASE_FUNCTIONS } from '../functions.ts';
import { zodToField } from '../zod-field.ts';
import { SOURCEABLE, VALIDATORS, VALUE_SOURCE } from './descriptor-schema.ts';
import { checkValues, withoutGlobalIds } from './validate.ts';
import { containsFilter, searchKeywords } from '../../common/input-policy.ts';
import { isGlobalId, ownKey } from '../../common/global-id.ts';
import { referenceOf } from '../zod-reference.ts';
import { readableCases } from '../case-read.ts';
import { LEVEL, loadLevels } from '../../documents/levels.ts';
import { visibleFieldOwners } from './visible-owners.ts';

export type DescriptorRow = CaseFieldDescriptor & { customer: { id: number; shortName: string; name: string } | null; domain: { id: number; name: string } };
// The path lets the access check decide in the one read (no look-up that only a hidden descriptor would cost).
export const descriptorInclude = { customer: { select: { id: true, shortName: true, name: true, path: true } } } as const;
type LoadedRow = Omit<DescriptorRow, 'domain'>;

/** Adds the domain info (the domain table belongs to the platform: no relation is declared from here). One statement per call. */
async function withDomains(ctx: ServiceContext, rows: LoadedRow[]): Promise<DescriptorRow[]> {
  const ids = [...new Set(rows.map((r) => r.domainId))];
  const [domains, hidden] = await Promise.all([
    ids.length ? ctx.db.domain.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }) : [],
    defaultsNamingHidden(ctx, rows),
  ]);
  return rows.map((r) => ({ ...r, ...(hidden.has(r.id) ? { defaultValue: null } : {}), domain: domains.find((d) => d.id === r.domainId) ?? { id: r.domainId, name: '' } }));
}

/** A subject a default names, as given (`"shortName"`, an id, `{type, id}` or `{type, shortName}`). */
function defaultSubjects(value: unknown): { type: 'user' | 'group'; ref: string }[] {
  const one = (v: unknown): { type: 'user' | 'group'; ref: string }[] => {
    if (typeof v === 'string' || typeof v === 'number') return [{ type: 'user', ref: String(v) }];
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      const ref = o['id'] ?? o['shortName'];
      return (typeof ref === 'string' || typeof ref === 'number') ? [{ type: o['type'] === 'group' ? 'group' : 'user', ref: String(ref) }] : [];
    }
    return [];
  };
  return Array.isArray(value) ? value.flatMap(one) : one(value);
}

/** The case or document ids a default names (a number or its digits; a list for a multivalue field); null for anything else. */
function defaultIds(value: unknown): number[] | null {
  const one = (v: unknown): number | null => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : NaN;
    return Number.isSafeInteger(n) ? n : null;
  };
  const ids = (Array.isArray(value) ? value : [value]).map(one);
  return ids.every((id) => id !== null) ? (ids as number[]) : null;
}

/**
 * The reference rule (src/auth/references.ts) for a reference field's default: a descriptor is
 * read by every customer of its domain, and its default may name a user or group of one of
 * them, or a case or document (whoever set it could see it). Answers the descriptors whose
 * default names a subject of a customer out of the caller's reach, a case the caller may not
 * read or a document it may not read (as field values show them: ./values.ts), or one that no
 * longer exists or cannot be read as an id; their default is shown as null. One statement per
 * kind of subject, one for the cases and one for the documents, the paths coming with the rows.
 */
async function defaultsNamingHidden(ctx: ServiceContext, rows: readonly LoadedRow[]): Promise<Set<string>> {
  const named = rows.filter((r) => r.valueType === 'subjectType' && r.defaultValue !== null).map((r) => ({ id: r.id, subjects: defaultSubjects(r.defaultValue) }));
  const byId = (type: string) => rows.filter((r) => r.valueType === type && r.defaultValue !== null).map((r) => ({ id: r.id, ids: defaultIds(r.defaultValue) }));
  const [caseDefaults, documentDefaults] = [byId('caseType'), byId('documentType')];
  const hidden = new Set<string>();
  if (named.length === 0 && caseDefaults.length === 0 && documentDefaults.length === 0) return hidden;
  const all = (list: { ids: number[] | null }[]) => [...new Set(list.flatMap((d) => d.ids ?? []))];
  const refs = (type: 'user' | 'group') => [...new Set(named.flatMap((n) => n.subjects.filter((s) => s.type === type).map((s) => s.ref)))];
  const match = (list: string[]) => ({ OR: [{ id: { in: list.filter((r) => /^\d{1,9}$/.test(r)).map(Number) } }, { shortName: { in: list } }] });
  const select = { id: true, shortName: true, customer: { select: { id: true, path: true } } } as const;
  const [users, groups, cases, documents] = await Promise.all([
    refs('user').length ? ctx.db.user.findMany({ where: match(refs('user')), select }) : [],
    refs('group').length ? ctx.db.group.findMany({ where: match(refs('group')), select }) : [],
    readableCases(ctx, all(caseDefaults)),
    all(documentDefaults).length ? loadLevels(ctx, all(documentDefaults)) : new Map<number, { level: number }>(),
  ]);
  // A case or document default is shown only when the caller could read every one it names.
  for (const d of caseDefaults) if (d.ids === null || d.ids.some((id) => !cases.has(id))) hidden.add(d.id);
  for (const d of documentDefaults) if (d.ids === null || d.ids.some((id) => (documents.get(id)?.level ?? LEVEL.NONE) < LEVEL.READ)) hidden.add(d.id);
  for (const n of named) {
    for (const s of n.subjects) {
      const found = (s.type === 'user' ? users : groups).find((row) => String(row.id) === s.ref || row.shortName === s.ref);
      if (!found || !(await ctx.access.reaches(found.customer))) hidden.add(n.id);
    }
  }
  return hidden;
}
const withDomain = async (ctx: ServiceContext, row: LoadedRow): Promise<DescriptorRow> => (await withDomains(ctx, [row]))[0]!;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9_\-.]{0,99}$/;
const RESERVED = new Set(['values', 'policy']);

const json = z.json();
const descriptorInput = z.object({
  domain: z.string().nullish(),
  name: z
    .string()
    .trim()
    .regex(FIELD_NAME, 'letters, digits, _ - . ; starting with a letter; at most 100')
    .refine((n) => !RESERVED.has(n), 'reserved name'),
  valueType: z.enum(VALUE_TYPES),
  multivalue: z.boolean().nullish(),
  readRole: z.enum(ACCESS_ROLES).nullish(),
  writeRole: z.enum(ACCESS_ROLES).nullish(),
  validators: json.nullish(),
  valueSource: json.nullish(),
  rendererOptions: json.nullish(),
  defaultValue: json.nullish(),
  customer: referenceOf(z.string()).nullish(),
});
export type DescriptorInput = z.input<typeof descriptorInput>;

const descriptorUpdate = descriptorInput.omit({ domain: true, name: true, valueType: true, customer: true }).extend({
  clearValueSource: z.boolean().nullish(),
  clearDefaultValue: z.boolean().nullish(),
});
export type DescriptorUpdate = z.input<typeof descriptorUpdate>;

/** A descriptor named by GraphQL's `CaseFieldDescriptorRef` (`{ id }` or `{ name }`). */
export interface DescriptorReference {
  id?: string | number | null;
  name?: string | null;
}
/** A reference, or text (a path's field name; REST's text read by descriptorReferenceFromText): a UUID or global id is the id, else the name. */
export type DescriptorKey = string | DescriptorReference;

/** The reference REST's text names (`/cases/v2/field/{idOrName}`): a UUID or a global id is the id, anything else the name. */
export function descriptorReferenceFromText(text: string): Record<string, string> {
  const trimmed = text.trim();
  return UUID.test(trimmed) || isGlobalId(trimmed) ? { id: text } : { name: text };
}

/** Where a descriptor is found by id (UUID) or name within the domain; `field` names the key in a refusal. */
export function descriptorWhere(key: DescriptorKey, domainId: number, field = 'fieldName'): Prisma.CaseFieldDescriptorWhereInput {
  if (typeof key === 'object') {
    const given = referenceKey(key, 'name', field);
    if (!('id' in given)) return byName(given.key.trim(), domainId, field);
    const id = ownKey(given.id, 'CaseFieldDescriptor', field).trim();
    if (!UUID.test(id)) throw new InvalidFieldError(field, `${field}.id must be a global id or a UUID`, 'invalid.field.value', id.slice(0, 100));
    return { id: id.toLowerCase() };
  }
  const text = ownKey(key, 'CaseFieldDescriptor', field).trim();
  if (UUID.test(text)) return { id: text.toLowerCase() };
  return byName(text, domainId, field);
}

function byName(text: string, domainId: number, field: string): Prisma.CaseFieldDescriptorWhereInput {
  if (!FIELD_NAME.test(text)) throw new InvalidFieldError(field, `${JSON.stringify(text)} is not a field name`, 'invalid.field.value', text.slice(0, 100));
  return { domainId, name: text };
}

async function domainId(ctx: ServiceContext, name: string | null | undefined): Promise<number> {
  const viewer = ctx.access.requireViewer();
  if (!name) return viewer.domainId;
  const domain = await ctx.db.domain.findFirst({ where: /^\d+$/.test(name) ? { id: Number(name) } : { name } });
  // Another domain is not visible: a user works in its own domain.
  if (!domain || domain.id !== viewer.domainId) throw new InvalidFieldError('domain', `Unknown domain ${JSON.stringify(name)}`, 'invalid.field.value', name);
  return domain.id;
}

/** Descriptors without a customer need manageCaseFields on the operator (the domain's root customer). */
async function requireManager(ctx: ServiceContext, customerId: number | null): Promise<void> {
  if (customerId !== null) return ctx.access.require(CASE_FUNCTIONS.manageCaseFields, customerId);
  return ctx.access.requireOnDomainRoot(CASE_FUNCTIONS.manageCaseFields, 'Managing global case fields needs manageCaseFields on the operator');
}

function parseParts(valueType: ValueType, input: { validators?: unknown; valueSource?: unknown }, allowedUrls: readonly string[]) {
  const validators = zodToField(VALIDATORS[valueType], input.validators ?? {}, 'validators') as Record<string, unknown>;
  let valueSource = undefined as z.infer<typeof VALUE_SOURCE> | undefined;
  if (input.valueSource != null) {
    if (!SOURCEABLE.includes(valueType)) throw new InvalidFieldError('valueSource', `A value source is supported for ${SOURCEABLE.join(', ')} only`);
    valueSource = zodToField(VALUE_SOURCE, input.valueSource, 'valueSource');
    if (valueSource.type === 'external' && !allowedUrls.some((prefix) => valueSource!.type === 'external' && valueSource!.url.startsWith(prefix))) {
      throw new InvalidFieldError('valueSource.url', 'This URL is not among the value source URLs the administrator allowed (CASES_VALUE_SOURCE_ALLOWED_URLS)', 'invalid.field.value', valueSource.url);
    }
  }
  return { validators, valueSource };
}

export async function createDescriptor(ctx: ServiceContext, raw: DescriptorInput): Promise<DescriptorRow> {
  ctx.access.requireViewer();
  const given = zodToField(descriptorInput, raw);
  const input = { ...given, defaultValue: withoutGlobalIds(given.defaultValue, given.valueType) as typeof given.defaultValue };
  const domain = await domainId(ctx, input.domain);
  let customerId: number | null = null;
  const customer = givenReference(input.customer);
  if (customer) {
    customerId = (await customerByReference(ctx, customer, 'customer', { domainId: domain })).id;
  }
  await requireManager(ctx, customerId);
  const { validators, valueSource } = parseParts(input.valueType, input, ctx.config.cases.valueSource.allowedUrls);
  const multivalue = input.multivalue ?? false;
  const draft = { valueType: input.valueType, multivalue, validators, valueSource: valueSource ?? null, name: input.name };
  if (input.defaultValue != null) await checkValues(ctx, draft, Array.isArray(input.defaultValue) && multivalue ? input.defaultValue : [input.defaultValue], 'defaultValue', null);
  if (await ctx.db.caseFieldDescriptor.findUnique({ where: { domainId_name: { domainId: domain, name: input.name } } })) {
    throw new InvalidFieldError('name', `A field ${JSON.stringify(input.name)} exists already in this domain`, 'invalid.field.unique', input.name);
  }
  const created = await ctx.db.caseFieldDescriptor.create({
    data: {
      domainId: domain,
      name: input.name,
      valueType: input.valueType,
      multivalue,
      readRole: input.readRole ?? 'user',
      writeRole: input.writeRole ?? 'user',
      validators: validators as Prisma.InputJsonValue,
      ...(valueSource ? { valueSource: valueSource as Prisma.InputJsonValue } : {}),
      ...(input.rendererOptions != null ? { rendererOptions: input.rendererOptions as Prisma.InputJsonValue } : {}),
      ...(input.defaultValue != null ? { defaultValue: input.defaultValue as Prisma.InputJsonValue } : {}),
      customerId,
    },
    include: descriptorInclude,
  });
  return withDomain(ctx, created);
}

export async function findDescriptor(ctx: ServiceContext, key: DescriptorKey, field?: string): Promise<DescriptorRow> {
  const viewer = ctx.access.requireViewer();
  // A customer's own field is found only by those who may view that customer.
  const where = { AND: [descriptorWhere(key, viewer.domainId, field), await visibleFieldOwners(ctx)] };
  const row = await ctx.db.caseFieldDescriptor.findFirst({ where, include: descriptorInclude });
  if (!row || row.domainId !== viewer.domainId) throw new NotFoundError('Field', referenceText(key));
  return withDomain(ctx, row);
}

/** `field`: the input field that names the descriptor, in a refusal of its value. */
export async function updateDescriptor(ctx: ServiceContext, key: DescriptorKey, raw: DescriptorUpdate, field?: string): Promise<DescriptorRow> {
  const existing = await findDescriptor(ctx, key, field);
  await requireManager(ctx, existing.customerId);
  const valueType = existing.valueType as ValueType;
  const given = zodToField(descriptorUpdate, raw);
  const input = { ...given, defaultValue: withoutGlobalIds(given.defaultValue, valueType) as typeof given.defaultValue };
  const { validators, valueSource } = parseParts(valueType, { validators: input.validators ?? existing.validators, valueSource: input.valueSource }, ctx.config.cases.valueSource.allowedUrls);
  if (input.multivalue === false && existing.multivalue) {
    const several = await ctx.db.caseFieldValue.groupBy({ by: ['caseId'], where: { descriptorId: existing.id }, having: { caseId: { _count: { gt: 1 } } }, orderBy: { caseId: 'asc' }, take: 1 });
    if (several.length > 0) throw new InvalidFieldError('multivalue', 'Some cases hold several values of this field; it cannot become single-valued');
  }
  const updated = await ctx.db.caseFieldDescriptor.update({
    where: { id: existing.id },
    data: {
      ...(input.multivalue != null ? { multivalue: input.multivalue } : {}),
      ...(input.readRole ? { readRole: input.readRole } : {}),
      ...(input.writeRole ? { writeRole: input.writeRole } : {}),
      validators: validators as Prisma.InputJsonValue,
      ...(valueSource ? { valueSource: valueSource as Prisma.InputJsonValue } : {}),
      ...(input.clearValueSource ? { valueSource: Prisma.DbNull } : {}),
      ...(input.rendererOptions != null ? { rendererOptions: input.rendererOptions as Prisma.InputJsonValue } : {}),
      ...(input.defaultValue != null ? { defaultValue: input.defaultValue as Prisma.InputJsonValue } : {}),
    },
    include: descriptorInclude,
  });
  return withDomain(ctx, updated);
}

export interface DescriptorSearch extends PageRequest {
  domain?: string | null;
  customer?: ShortNameKey | null;
  keywords?: readonly string[] | null;
}

export async function listDescriptors(ctx: ServiceContext, search: DescriptorSearch): Promise<Page<DescriptorRow>> {
  ctx.access.requireViewer();
  const domain = await domainId(ctx, search.domain);
  const paging = resolvePaging(ctx.config, search);
  const keywords = searchKeywords(search.keywords);
  const where: Prisma.CaseFieldDescriptorWhereInput = {
    domainId: domain,
    ...(await visibleFieldOwners(ctx)),
    ...(givenReference(search.customer) ? { customer: idOrShortName(search.customer!, 'Customer', 'customer') as Prisma.CustomerWhereInput } : {}),
    ...(keywords.length > 0 ? { AND: keywords.map((k) => ({ name: containsFilter(k) })) } : {}),
  };
  const [count, items] = await Promise.all([
    ctx.db.caseFieldDescriptor.count({ where }),
    ctx.db.caseFieldDescriptor.findMany({ where, include: descriptorInclude, orderBy: { name: 'asc' }, skip: paging.offset, take: paging.take }),
  ]);
  return { items: await withDomains(ctx, items), count, limit: paging.limit, offset: paging.offset };
}

export const ROLE_RANK: Record<AccessRole, number> = { user: 0, tech: 1, admin: 2 };
