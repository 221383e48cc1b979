// Checking values of a custom field against its descriptor: type, validators,
// value source, and references (users, groups, cases) that must exist and be
// visible to the caller. Answers the values in stored form (key, JSON value,
// label); every failure is a 412 naming the field.
import type { ServiceContext } from '../../../context.ts';
import { InvalidFieldError } from '../../../errors.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { LEVEL, loadLevels } from '../../documents/levels.ts';
import { readableCases } from '../case-read.ts';
import type { ValueType } from '../enums.ts';
import type { RangeValidators, StringValidators, ValueSource } from './descriptor-schema.ts';
import { sourceEntries } from './value-source.ts';
import { matchesWhole, PATTERN_SYNTAX } from './value-pattern.ts';
import { MAX_ID } from '../../common/input-policy.ts';
import { parseGlobalId } from '../../common/global-id.ts';
import { parseTimestamp, TIMESTAMP_EXPECTED } from '../../common/timestamps.ts';

export interface DescriptorDraft {
  name: string;
  valueType: string;
  multivalue: boolean;
  validators: unknown;
  valueSource: unknown;
}

export interface CheckedValue {
  key: string;
  value: Prisma.InputJsonValue;
  label: string | null;
}

/** The case a value is set on (for sameCustomer and context); null when there is none yet. */
export interface ValueContext {
  customerId: number;
}

export interface CheckOptions {
  /**
   * A value an administrator defined (a field's default, applied to a new case): the users,
   * groups, cases and documents it names must exist (a document: live, not a folder), whether
   * or not the caller may see them; everything else is checked as always. Whoever calls with
   * it must not pass on a refusal's message or parameter to a caller who may not see the
   * value (prepareDefault in ./values.ts).
   */
  asDefined?: boolean;
}

function fail(field: string, message: string, value?: unknown): never {
  throw new InvalidFieldError(field, `${field}: ${message}`, 'invalid.field.value', value === undefined ? null : JSON.stringify(value)?.slice(0, 200));
}

function checkString(field: string, value: unknown, v: StringValidators, defaultMax: number): string {
  if (typeof value !== 'string') fail(field, 'expected a string', value);
  if (value.length > (v.maxLength ?? defaultMax)) fail(field, `longer than ${v.maxLength ?? defaultMax} characters`, value);
  if (v.minLength !== undefined && value.length < v.minLength) fail(field, `shorter than ${v.minLength} characters`, value);
  if (v.pattern !== undefined) {
    const matches = matchesWhole(v.pattern, value);
    // A pattern RE2 cannot read was stored before patterns were checked so: refused, never run by a backtracking engine.
    if (matches === null) fail(field, `the field's pattern ${v.pattern} cannot be checked: an administrator must change it to ${PATTERN_SYNTAX}`, value);
    if (!matches) fail(field, `does not match the pattern ${v.pattern}`, value);
  }
  return value;
}

function checkNumber(field: string, value: unknown, v: RangeValidators, integer: boolean): number {
  let n = value;
  if (typeof n === 'string' && n.trim() !== '' && Number.isFinite(Number(n))) n = Number(n);
  if (typeof n !== 'number' || !Number.isFinite(n)) fail(field, 'expected a number', value);
  if (integer && !Number.isSafeInteger(n)) fail(field, 'expected a whole number', value);
  if (v.min !== undefined && n < v.min) fail(field, `below the minimum ${v.min}`, value);
  if (v.max !== undefined && n > v.max) fail(field, `above the maximum ${v.max}`, value);
  return n;
}

type SubjectRef = { type: 'user' | 'group'; ref: string };

/**
 * A value given as a global id (what the referenced type's GraphQL `id` answers):
 * the type's own id, when it is one of `types`; another type's id fails. Other
 * values come back as they are.
 */
function fromGlobalId(field: string, value: unknown, types: readonly string[]): { type: string; id: number } | null {
  if (typeof value !== 'string') return null;
  const global = parseGlobalId(value);
  if (!global) return null;
  if (!types.includes(global.type) || !/^\d{1,10}$/.test(global.id)) fail(field, `is the id of a ${global.type}, not of a ${types.join(' or ')}`, value);
  return { type: global.type, id: Number(global.id) };
}

function subjectRef(field: string, value: unknown, v: { allowUsers?: boolean; allowGroups?: boolean }): SubjectRef {
  let ref: SubjectRef;
  const global = fromGlobalId(field, value, ['User', 'Group']);
  if (global) ref = { type: global.type === 'User' ? 'user' : 'group', ref: String(global.id) };
  else if (typeof value === 'string' || typeof value === 'number') ref = { type: 'user', ref: String(value) };
  else if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const globalRef = fromGlobalId(field, o['id'], ['User', 'Group']);
    const type = globalRef ? (globalRef.type === 'User' ? 'user' : 'group') : (o['type'] ?? 'user');
    const id = globalRef ? String(globalRef.id) : (o['id'] ?? o['shortName']);
    if ((type !== 'user' && type !== 'group') || (typeof id !== 'string' && typeof id !== 'number')) fail(field, 'expected a user id or short name, or {type: user|group, id}', value);
    ref = { type, ref: String(id) };
  } else fail(field, 'expected a user id or short name, or {type: user|group, id}', value);
  if (ref.type === 'user' && v.allowUsers === false) fail(field, 'users are not allowed here', value);
  if (ref.type === 'group' && v.allowGroups === false) fail(field, 'groups are not allowed here', value);
  return ref;
}

/**
 * A field's default value as it is stored and shown (REST shows it as given): global ids
 * of the referenced type become the numeric ids the REST contract shows, a User's or
 * Group's as `{type, id}`. Anything else stays as it is, for checkValues to judge.
 */
export function withoutGlobalIds(value: unknown, valueType: string): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutGlobalIds(v, valueType));
  const types = valueType === 'caseType' ? ['Case'] : valueType === 'documentType' ? ['DocumentElement'] : valueType === 'subjectType' ? ['User', 'Group'] : [];
  const ref = value && typeof value === 'object' ? (value as Record<string, unknown>)['id'] : value;
  const global = typeof ref === 'string' ? parseGlobalId(ref) : null;
  if (!global || !types.includes(global.type)) return value;
  if (valueType !== 'subjectType') return Number(global.id);
  return { type: global.type === 'User' ? 'user' : 'group', id: Number(global.id) };
}

/** Checks every value; `field` names the request field in errors. */
export async function checkValues(ctx: ServiceContext, descriptor: DescriptorDraft, values: readonly unknown[], field: string, context: ValueContext | null, options: CheckOptions = {}): Promise<CheckedValue[]> {
  if (!descriptor.multivalue && values.length > 1) fail(field, `${descriptor.name} is single-valued; give one value`);
  const type = descriptor.valueType as ValueType;
  const v = (descriptor.validators ?? {}) as Record<string, unknown>;
  const out: CheckedValue[] = [];
  const subjects: { index: number; ref: SubjectRef }[] = [];
  const cases: { index: number; id: number }[] = [];
  const documents: number[] = [];
  for (const [index, value] of values.entries()) {
    const at = values.length > 1 ? `${field}[${index}]` : field;
    if (value === null || value === undefined) fail(at, 'a value is required', value);
    switch (type) {
      case 'stringType':
      case 'assetType': {
        const s = checkString(at, value, v as StringValidators, 1000);
        out.push({ key: s, value: s, label: null });
        break;
      }
      case 'textType': {
        const s = checkString(at, value, v as StringValidators, 65_535);
        out.push({ key: s, value: s, label: null });
        break;
      }
      case 'integerType':
      case 'floatType': {
        const n = checkNumber(at, value, v as RangeValidators, type !== 'floatType');
        out.push({ key: String(n), value: n, label: null });
        break;
      }
      case 'timestampType': {
        const ms = parseTimestamp(value);
        if (ms === null) fail(at, `expected ${TIMESTAMP_EXPECTED}`, value);
        const n = checkNumber(at, ms, v as RangeValidators, true);
        out.push({ key: String(n), value: n, label: null });
        break;
      }
      case 'booleanType': {
        if (typeof value !== 'boolean') fail(at, 'expected true or false', value);
        out.push({ key: String(value), value, label: null });
        break;
      }
      case 'subjectType': {
        subjects.push({ index: out.length, ref: subjectRef(at, value, v) });
        out.push({ key: '', value: null as unknown as Prisma.InputJsonValue, label: null });
        break;
      }
      case 'caseType':
      case 'documentType': {
        const n = checkNumber(at, fromGlobalId(at, value, [type === 'caseType' ? 'Case' : 'DocumentElement'])?.id ?? value, { min: 1, max: MAX_ID }, true);
        if (type === 'caseType') cases.push({ index: out.length, id: n });
        else documents.push(n);
        out.push({ key: String(n), value: n, label: null });
        break;
      }
      case 'jsonType': {
        if (typeof value !== 'object' || Array.isArray(value)) fail(at, 'expected a JSON object', value);
        const text = JSON.stringify(value);
        const max = (v['maxBytes'] as number | undefined) ?? 65_536;
        if (Buffer.byteLength(text) > max) fail(at, `larger than ${max} bytes`, undefined);
        out.push({ key: text, value: value as Prisma.InputJsonValue, label: null });
        break;
      }
    }
  }
  await resolveSubjects(ctx, subjects, out, field, options.asDefined === true);
  if (cases.length > 0) {
    const ids = cases.map((c) => c.id);
    const readable = options.asDefined ? await existingCases(ctx, ids) : await readableCases(ctx, ids);
    for (const c of cases) {
      const found = readable.get(c.id);
      // Not readable and missing look the same: a reference never reveals a hidden case.
      if (!found) fail(field, `case ${c.id} does not exist or is not visible to you`, c.id);
      if (v['sameCustomer'] === true && context && found.customer.id !== context.customerId) fail(field, `case ${c.id} belongs to another customer`, c.id);
    }
  }
  if (documents.length > 0) await checkDocuments(ctx, documents, field, options.asDefined === true);
  if (descriptor.valueSource) await checkSource(ctx, descriptor.valueSource as ValueSource, out, field);
  const keys = new Set<string>();
  for (const value of out) {
    if (keys.has(value.key)) fail(field, `value ${JSON.stringify(value.key)} is given twice`);
    keys.add(value.key);
  }
  return out;
}

/** Cases by id, whoever may read them (CheckOptions.asDefined): only their customer, for sameCustomer. */
async function existingCases(ctx: ServiceContext, ids: readonly number[]): Promise<Map<number, { customer: { id: number } }>> {
  const rows = await ctx.db.case.findMany({ where: { id: { in: [...ids] } }, select: { id: true, customerId: true } });
  return new Map(rows.map((row) => [row.id, { customer: { id: row.customerId } }]));
}

async function resolveSubjects(ctx: ServiceContext, subjects: { index: number; ref: SubjectRef }[], out: CheckedValue[], field: string, asDefined: boolean): Promise<void> {
  if (subjects.length === 0) return;
  const refs = (type: 'user' | 'group') => subjects.filter((s) => s.ref.type === type).map((s) => s.ref.ref);
  const match = (list: string[]) => ({ OR: [{ id: { in: list.filter((r) => /^\d{1,9}$/.test(r)).map(Number) } }, { shortName: { in: list } }] });
  const visible = asDefined ? {} : { customer: await ctx.access.customerFilter('viewCustomers') };
  const [users, groups] = await Promise.all([
    refs('user').length ? ctx.db.user.findMany({ where: { ...match(refs('user')), ...visible }, select: { id: true, shortName: true } }) : [],
    refs('group').length ? ctx.db.group.findMany({ where: { ...match(refs('group')), ...visible }, select: { id: true, shortName: true } }) : [],
  ]);
  for (const s of subjects) {
    const pool = s.ref.type === 'user' ? users : groups;
    const found = pool.find((row) => String(row.id) === s.ref.ref || row.shortName === s.ref.ref);
    if (!found) fail(field, `${s.ref.type} ${JSON.stringify(s.ref.ref)} does not exist or is not visible to you`, s.ref.ref);
    out[s.index] = { key: `${s.ref.type}:${found.id}`, value: { type: s.ref.type, id: found.id }, label: found.shortName };
  }
}

/** Fails closed: a value source that cannot be reached rejects the value. */
async function checkSource(ctx: ServiceContext, source: ValueSource, out: CheckedValue[], field: string): Promise<void> {
  const entries = await sourceEntries(ctx, source, field);
  const byKey = new Map(entries.map((e) => [e.key, e]));
  for (const value of out) {
    const entry = byKey.get(value.key);
    if (!entry) fail(field, `${JSON.stringify(value.key)} is not one of the permitted values`, value.key);
    value.label = entry.label ?? null;
  }
}

/**
 * A documentType value names a document of the document space the caller can
 * read. Missing, deleted, a folder, or hidden all read the same: a reference
 * never reveals that a hidden document exists.
 */
async function checkDocuments(ctx: ServiceContext, ids: readonly number[], field: string, asDefined: boolean): Promise<void> {
  // asDefined: a live document, whoever may read it (a deleted folder marks its whole subtree deleted).
  const [levels, rows] = await Promise.all([
    asDefined ? null : loadLevels(ctx, ids),
    ctx.db.documentElement.findMany({ where: { id: { in: [...ids] }, elementType: 'DOCUMENT', ...(asDefined ? { deletedAt: null } : {}) }, select: { id: true } }),
  ]);
  const documents = new Set(rows.map((r) => r.id));
  for (const id of ids) {
    if (!documents.has(id) || (levels !== null && (levels.get(id)?.level ?? LEVEL.NONE) < LEVEL.READ)) fail(field, `document ${id} does not exist or is not visible to you`, id);
  }
}
