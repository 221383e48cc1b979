// The cases area's enums: UPPER_SNAKE in GraphQL, the spec's spelling in REST
// and in the database (one list each, in src/domains/cases/enums.ts).
import {
  ACCESS_LEVELS,
  ACCESS_MODES,
  ACCESS_ROLES,
  CASE_PRIORITIES,
  CASE_STATUSES,
  CASE_TYPES,
  ENTRY_LEVELS,
  fromGraphql,
  graphqlName,
  REQUIREMENT_POLICIES,
  spellings,
  SUBJECT_TYPES,
  VALUE_TYPES,
} from '../../domains/cases/enums.ts';
import { restEnum } from '../common/rest-enum.ts';

export const CaseTypeEnum = restEnum('CaseType', spellings(CASE_TYPES), 'What kind of case it is.', {
  SECURITY_INCIDENT: 'A security incident (REST: securityIncident).',
  OPERATIONAL_INCIDENT: 'An operational incident (REST: operationalIncident).',
  INFORMATIONAL: 'Information, no incident (REST: informational).',
  CHANGE: 'A change request (REST: change).',
});
export const CaseStatusEnum = restEnum('CaseStatus', spellings(CASE_STATUSES), 'Where the case stands; closed only through closeCase.', {
  PENDING_CUSTOMER: 'Waiting for the customer (REST: pendingCustomer).',
  PENDING_SOC: 'Waiting for the SOC; the status of a new case unless given (REST: pendingSoc).',
  PENDING_VENDOR: 'Waiting for a vendor (REST: pendingVendor).',
  WORKING_SOC: 'The SOC is working on it (REST: workingSoc).',
  WORKING_CUSTOMER: 'The customer is working on it (REST: workingCustomer).',
  PENDING_CLOSE: 'About to be closed (REST: pendingClose).',
  CLOSED: 'Closed, by closeCase only; setting another status reopens it (REST: closed).',
});
export const CasePriorityEnum = restEnum('CasePriority', spellings(CASE_PRIORITIES), 'How urgent the case is.', {
  LOW: 'Low (REST: low).',
  MEDIUM: 'Medium (REST: medium).',
  HIGH: 'High (REST: high).',
  CRITICAL: 'Critical (REST: critical).',
});
export const CaseAccessModeEnum = restEnum('CaseAccessMode', spellings(ACCESS_MODES), 'Who gets which level (spec, Authentication point 6). In every mode the reporter and administrators are owners, and access list entries give their level.', {
  ROLE_BASED: 'The default. Read: holders of the service\'s read role; write: its write role (REST: roleBased).',
  WRITE_RESTRICTED: 'Read: the service\'s read role; write: only its tech role and write entries (REST: writeRestricted).',
  READ_RESTRICTED: 'Read: only the service\'s tech role and access list members; write: the tech role and write entries (REST: readRestricted).',
  EXPLICIT: 'Only access list members (tech role holders among them get write) and system administrators; the customer\'s case administrators are not owners (REST: explicit).',
});
export const CaseAccessLevelEnum = restEnum('CaseAccessLevel', spellings(ACCESS_LEVELS), 'write implies read; owner implies both.', {
  READ: 'See the case, its comments and tags, and the fields whose readRole the caller\'s role reaches (REST: read).',
  WRITE: 'Also change it, comment, tag, close (REST: write).',
  OWNER: 'Also edit subject, description and reporter, and manage the access list and mode (REST: owner).',
});
export const CaseAccessRoleEnum = restEnum('CaseAccessRole', spellings(ACCESS_ROLES), 'tech implies user; admin implies both.', {
  USER: 'Everyone with read or write access (REST: user).',
  TECH: 'Holders of the service\'s tech role: internal comments, restricted fields, others\' watcher settings (REST: tech).',
  ADMIN: 'Case administrators (caseAdministrator; in explicit mode system administrators only): owner level and the tech role (REST: admin).',
});
export const CaseEntryLevelEnum = restEnum('CaseAccessEntryLevel', spellings(ENTRY_LEVELS), 'The level an access list entry gives.', {
  READ: 'Read (REST: read).',
  WRITE: 'Write, which implies read (REST: write).',
});
export const CaseAccessSubjectTypeEnum = restEnum('CaseAccessSubjectType', spellings(SUBJECT_TYPES), 'Whether an access list subject is a user or a group.', {
  USER: 'A user (REST: user).',
  GROUP: 'A group: the entry passes to its members, nested groups included; a disabled group gives nothing (REST: group).',
});
export const CaseFieldValueTypeEnum = restEnum('CaseFieldValueType', spellings(VALUE_TYPES), 'The type of a custom field\'s values, with the validators it takes.', {
  STRING_TYPE: 'A single-line string; validators minLength, maxLength (default 1000), pattern (RE2 syntax, matched against the whole value in linear time: no lookaround or backreferences) (REST: stringType).',
  TEXT_TYPE: 'Long text; validators minLength, maxLength (default 65535) (REST: textType).',
  INTEGER_TYPE: 'A whole number; validators min, max (REST: integerType).',
  FLOAT_TYPE: 'A number; validators min, max (REST: floatType).',
  TIMESTAMP_TYPE: 'A point in time: epoch ms or ISO 8601, stored as ms; validators min, max (REST: timestampType).',
  BOOLEAN_TYPE: 'true or false (REST: booleanType).',
  SUBJECT_TYPE: 'A user or group: a short name, an id, or {type, id}, of a customer you may view; validators allowUsers, allowGroups (REST: subjectType).',
  ASSET_TYPE: 'An asset name; validators as stringType (REST: assetType).',
  DOCUMENT_TYPE: 'The id of a document of the document space you can read (REST: documentType).',
  CASE_TYPE: 'The id of a case you can read; validator sameCustomer (REST: caseType).',
  JSON_TYPE: 'A JSON object; validator maxBytes (default 65536) (REST: jsonType).',
});
export const CaseRequirementEnum = restEnum('CaseFieldRequirementPolicy', spellings(REQUIREMENT_POLICIES), 'When a field bound by a policy must have a value.', {
  OPTIONAL: 'Never required (the default; REST: optional).',
  REQUIRED_ON_CREATE: 'Required when the case is created, and again on close (REST: requiredOnCreate).',
  REQUIRED_ON_CLOSE: 'Required when the case is closed (REST: requiredOnClose).',
});

/** Spec spelling -> GraphQL enum value. */
export const gql = <T extends string>(spelling: T): string => graphqlName(spelling);
/** GraphQL enum value -> spec spelling. */
export const spec = {
  type: (v: string) => fromGraphql(CASE_TYPES, v),
  status: (v: string) => fromGraphql(CASE_STATUSES, v),
  priority: (v: string) => fromGraphql(CASE_PRIORITIES, v),
  mode: (v: string) => fromGraphql(ACCESS_MODES, v),
  entryLevel: (v: string) => fromGraphql(ENTRY_LEVELS, v),
  subjectType: (v: string) => fromGraphql(SUBJECT_TYPES, v),
  role: (v: string) => fromGraphql(ACCESS_ROLES, v),
  valueType: (v: string) => fromGraphql(VALUE_TYPES, v),
  requirement: (v: string) => fromGraphql(REQUIREMENT_POLICIES, v),
};
export const specList = <T>(values: readonly string[] | null | undefined, map: (v: string) => T): T[] | null => (values ? values.map(map) : null);
