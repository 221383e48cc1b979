// Flags are text[] in the database (CHECK-constrained); GraphQL shows them as
// enum lists. This narrows a stored list to the enum's values.
export function knownFlags<const T extends string>(allowed: readonly T[], flags: readonly string[] | null | undefined): T[] {
  return (flags ?? []).filter((flag): flag is T => (allowed as readonly string[]).includes(flag));
}
