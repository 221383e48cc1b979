// The reference rule (docs/spec-decisions.md, "References to what the caller
// may not see"): where one object shows another (a group's members, a grant's
// subject, a case's reporter, watchers, field values, access entries, a
// document's lock holder or revision author, info objects in every area), an
// object of a customer out of the caller's reach (`AccessService.reaches`) is
// replaced by a stub that says only that something is there: every field null
// and, in GraphQL, `hidden: true`. The entry keeps its place in lists and
// counts, so nothing is silently missing and nothing is revealed.
//
// This module decides; the GraphQL layer applies it to every field whose type
// is a reference type (src/schema/common/hidden-references.ts), and REST
// answers come from the same execution.
import type { AccessService } from './access.ts';

/** The customer an object belongs to (null: global, visible to all). */
export type OwnerOf = (row: object) => number | null | undefined;

const HIDDEN = Symbol('vigil-hidden-reference');

/** A stand-in for an object the caller may not see. */
export interface HiddenStub {
  readonly [HIDDEN]: true;
  readonly hidden: true;
}

export function isHidden(value: unknown): value is HiddenStub {
  return typeof value === 'object' && value !== null && (value as Partial<HiddenStub>)[HIDDEN] === true;
}

/**
 * The stub: no field of the original, only its symbol-keyed tags (how a union
 * tells a user from a group), so a GraphQL union can still name its type.
 */
export function hiddenStub(row: object): HiddenStub {
  const stub: Record<string | symbol, unknown> = { [HIDDEN]: true, hidden: true };
  for (const tag of Object.getOwnPropertySymbols(row)) stub[tag] = (row as Record<symbol, unknown>)[tag];
  return stub as unknown as HiddenStub;
}

/**
 * The object itself when the caller may see its customer, else its stub: at once when
 * the request knows enough to decide (AccessService.reachesNow), else a promise.
 */
export function screenReference<T extends object>(access: AccessService, row: T, ownerOf: OwnerOf): T | HiddenStub | Promise<T | HiddenStub> {
  if (isHidden(row)) return row;
  const owner = ownerOf(row);
  if (owner === null || owner === undefined) return row;
  const now = access.reachesNow(owner);
  if (now !== undefined) return now ? row : hiddenStub(row);
  return access.reaches(owner).then((seen) => (seen ? row : hiddenStub(row)));
}

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

/**
 * screenReference over a value a field answers: one object, a list (of lists), or
 * nothing; a promise only when some object's customer needs a look-up.
 */
export function screenReferences(access: AccessService, value: unknown, ownerOf: OwnerOf): unknown {
  if (value === null || value === undefined || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => screenReferences(access, item, ownerOf));
    return items.some(isPromise) ? Promise.all(items) : items;
  }
  return screenReference(access, value, ownerOf);
}
