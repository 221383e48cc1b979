// The value lists of cases, in the spec's (REST and database) spelling. The
// GraphQL enums are derived from them (UPPER_SNAKE names), so there is one list.
// Lengths and counts the input policy applies to case fields (declared in src/schema/cases/).
export const CASE_SUBJECT_MAX_LENGTH = 500;
export const CASE_TAG_MAX_LENGTH = 100;
/** Tags or watchers in one request. */
export const CASE_LIST_MAX_ITEMS = 100;
/** Bindings in one field-policy request. */
export const POLICY_BINDINGS_MAX_ITEMS = 500;
export const SERVICE_SHORT_NAME_MAX_LENGTH = 64;

export const CASE_TYPES = ['securityIncident', 'operationalIncident', 'informational', 'change'] as const;
export const CASE_STATUSES = ['pendingCustomer', 'pendingSoc', 'pendingVendor', 'workingSoc', 'workingCustomer', 'pendingClose', 'closed'] as const;
/** The one status that is not open: an open case is in any other (the search's `open` criterion). */
export const CLOSED_STATUS = 'closed' satisfies (typeof CASE_STATUSES)[number];
export const CASE_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const ACCESS_MODES = ['roleBased', 'writeRestricted', 'readRestricted', 'explicit'] as const;
export const ACCESS_LEVELS = ['read', 'write', 'owner'] as const;
export const ENTRY_LEVELS = ['read', 'write'] as const;
export const SUBJECT_TYPES = ['user', 'group'] as const;
export const ACCESS_ROLES = ['user', 'tech', 'admin'] as const;
export const REQUIREMENT_POLICIES = ['optional', 'requiredOnCreate', 'requiredOnClose'] as const;
export const VALUE_TYPES = [
  'stringType',
  'textType',
  'integerType',
  'floatType',
  'timestampType',
  'booleanType',
  'subjectType',
  'assetType',
  'documentType',
  'caseType',
  'jsonType',
] as const;

export type CaseTypeValue = (typeof CASE_TYPES)[number];
export type CaseStatus = (typeof CASE_STATUSES)[number];
export type CasePriority = (typeof CASE_PRIORITIES)[number];
export type AccessMode = (typeof ACCESS_MODES)[number];
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export type EntryLevel = (typeof ENTRY_LEVELS)[number];
export type AccessRole = (typeof ACCESS_ROLES)[number];
export type RequirementPolicy = (typeof REQUIREMENT_POLICIES)[number];
export type ValueType = (typeof VALUE_TYPES)[number];

// Every enum value of every case answered passes through here (a page of cases, their
// entries and fields): the names are kept, at most NAMES_KEPT of them (the spellings are
// the enums' few values; anything else is converted without being kept).
const NAMES_KEPT = 500;
const names = new Map<string, string>();

/** roleBased -> ROLE_BASED: the GraphQL name of a spec spelling. */
export function graphqlName(spelling: string): string {
  let name = names.get(spelling);
  if (name === undefined) {
    name = spelling.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
    if (names.size < NAMES_KEPT) names.set(spelling, name);
  }
  return name;
}

/** { ROLE_BASED: 'roleBased', ... } for restEnum. */
export function spellings<const T extends readonly string[]>(values: T): Record<string, T[number]> {
  return Object.fromEntries(values.map((v) => [graphqlName(v), v]));
}

/** GraphQL enum name -> spec spelling (inputs arrive as GraphQL names). */
export function fromGraphql<const T extends readonly string[]>(values: T, name: string): T[number] {
  const found = values.find((v) => graphqlName(v) === name || v === name);
  if (!found) throw new Error(`unknown enum value ${name}`);
  return found;
}
