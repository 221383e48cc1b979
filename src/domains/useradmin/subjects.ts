// Subjects of memberships and permissions: users or groups. GraphQL names one
// with a reference input that says which it is (`SubjectRef`: `{ user: UserRef }`
// or `{ group: GroupRef }`), so nothing is guessed. REST takes one text, as
// `{ userOrGroup }`: a global id says which kind it is, `user:<x>` and
// `group:<x>` say it too (ids of users and groups overlap), and a bare id or
// short name must match exactly one of them. A subject the caller may not
// view (viewUsers / viewGroups for its customer) is reported as unknown: its
// existence is not revealed.
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError } from '../../errors.ts';
import { givenReference, idOrShortName, referenceText, type IdOrShortName, type ShortNameKey } from '../common/identifiers.ts';
import { subjectOfGlobalId } from '../common/global-id.ts';
import { USERADMIN_FUNCTIONS as F } from './functions.ts';

/**
 * A subject as the API takes it: a reference input with exactly one key (GraphQL's
 * `SubjectRef`), or REST's text (`userOrGroup`, or the bare text itself).
 */
export type SubjectKey = string | { user?: ShortNameKey | null; group?: ShortNameKey | null; userOrGroup?: string | null };

export interface Subject {
  kind: 'user' | 'group';
  id: number;
  shortName: string;
  customerId: number;
  /** As the caller wrote it (for messages). */
  given: string;
}

interface Parsed {
  given: string;
  kind: 'user' | 'group' | null;
  key: IdOrShortName;
}

function parseText(raw: string, field: string): Parsed {
  // A global id says which kind it is.
  const global = subjectOfGlobalId(raw, field);
  if (global) return { given: raw, kind: global.kind, key: { id: global.id } };
  const match = /^(user|group):(.*)$/i.exec(raw);
  const kind = match ? (match[1]!.toLowerCase() as 'user' | 'group') : null;
  return { given: raw, kind, key: idOrShortName(match ? match[2]! : raw, kind === 'group' ? 'Group' : 'User', field) };
}

function parse(value: SubjectKey, field: string): Parsed {
  if (typeof value !== 'object') return parseText(value.trim(), field);
  const keys = (['user', 'group', 'userOrGroup'] as const).filter((k) => value[k] !== null && value[k] !== undefined);
  if (keys.length !== 1) throw new InvalidFieldError(field, `${field} must give exactly one of user, group and userOrGroup`, 'invalid.field.value', null);
  if (value.userOrGroup !== null && value.userOrGroup !== undefined) return parseText(value.userOrGroup.trim(), field);
  // The kind is the key given; the reference inside says which key of it (id or short name).
  const kind = value.user !== null && value.user !== undefined ? 'user' : 'group';
  const ref = (kind === 'user' ? value.user : value.group)!;
  return { given: referenceText(ref), kind, key: idOrShortName(ref, kind === 'user' ? 'User' : 'Group', field) };
}

/** The one key a subject reference gives, or undefined when it gives none or several (parse refuses those). */
function onlyKey(value: Exclude<SubjectKey, string>): ShortNameKey | undefined {
  const keys = [value.user, value.group, value.userOrGroup].filter((key) => key !== null && key !== undefined);
  return keys.length === 1 ? keys[0]! : undefined;
}

/**
 * The subjects given: blank texts and references whose one key is blank name nothing and are
 * dropped (REST's blank values); a reference with no key or several is kept, for parse to refuse.
 */
export function givenSubjects(values: readonly SubjectKey[] | null | undefined): SubjectKey[] {
  return (values ?? []).filter((value) => {
    if (typeof value !== 'object') return givenReference(value) !== undefined;
    const key = onlyKey(value);
    return key === undefined || givenReference(key) !== undefined;
  });
}

const matches = (key: IdOrShortName, row: { id: number; shortName: string }) =>
  'id' in key ? row.id === key.id : row.shortName === key.shortName;

/**
 * The function that makes a subject visible: viewUsers for a user's customer, viewGroups for a
 * group's (there or on a parent customer). resolveSubjects checks it for a named subject; the
 * user edge User.permissions applies it inside its planned query (userGrantsQuery in permissions.ts).
 */
export const SUBJECT_VIEW_FUNCTION = { user: F.viewUsers, group: F.viewGroups } as const;

/** Resolves every subject in two statements (users, groups) plus one batched customer-path look-up. */
export async function resolveSubjects(ctx: ServiceContext, values: readonly SubjectKey[] | null | undefined, field = 'subject'): Promise<Subject[]> {
  const given = givenSubjects(values);
  if (given.length === 0) throw new InvalidFieldError(field, `${field} must name at least one user or group`, 'field.required');
  const parsed = given.map((value) => parse(value, field));
  const ids = parsed.flatMap((p) => ('id' in p.key ? [p.key.id] : []));
  const names = parsed.flatMap((p) => ('shortName' in p.key ? [p.key.shortName] : []));
  const where = { OR: [{ id: { in: ids } }, { shortName: { in: names } }] };
  const select = { id: true, shortName: true, customerId: true } as const;
  const [users, groups] = await Promise.all([
    parsed.some((p) => p.kind !== 'group') ? ctx.db.user.findMany({ where, select }) : Promise.resolve([]),
    parsed.some((p) => p.kind !== 'user') ? ctx.db.group.findMany({ where, select }) : Promise.resolve([]),
  ]);
  // Visibility checks run together: one batched look-up of the customers' paths.
  const visible = async (kind: 'user' | 'group', customerId: number) =>
    ctx.access.holds(SUBJECT_VIEW_FUNCTION[kind], customerId);
  const candidates = await Promise.all(
    parsed.map(async (p) => {
      const found: Subject[] = [];
      if (p.kind !== 'group') for (const u of users.filter((row) => matches(p.key, row))) found.push({ kind: 'user', ...u, given: p.given });
      if (p.kind !== 'user') for (const g of groups.filter((row) => matches(p.key, row))) found.push({ kind: 'group', ...g, given: p.given });
      // Nothing found: the same look-up on a customer that does not exist (0), so that a missing
      // subject costs what another customer's does (invisible is nonexistent, in time too).
      if (found.length === 0) await visible(p.kind ?? 'user', 0);
      const allowed = await Promise.all(found.map((s) => visible(s.kind, s.customerId)));
      return found.filter((_, i) => allowed[i]);
    }),
  );
  const subjects: Subject[] = [];
  for (const [index, found] of candidates.entries()) {
    const given = parsed[index]!.given;
    if (found.length === 0) throw new InvalidFieldError(field, `Unknown user or group ${JSON.stringify(given)}`, 'invalid.field.value', given);
    if (found.length > 1) {
      throw new InvalidFieldError(field, `${JSON.stringify(given)} names both a user and a group: write user:${given} or group:${given}`, 'invalid.field.ambiguous', given);
    }
    const subject = found[0]!;
    if (!subjects.some((s) => s.kind === subject.kind && s.id === subject.id)) subjects.push(subject);
  }
  return subjects;
}
