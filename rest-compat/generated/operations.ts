/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new comment on a case. */
export type AddCaseCommentInput = {
  /** The case: its global id (`Case.id`) or numeric id. A case you may not read is NOT_FOUND, as a missing one. */
  case: string | number;
  /** The text; must not be blank. */
  comment: string;
  /** Visible to the tech role only; writing one needs the tech role (default false). */
  internal?: boolean | null | undefined;
};

/** A new custom field descriptor. */
export type AddCaseFieldInput = {
  /** Only for this customer (`{ id }` or `{ shortName }`); absent: any customer. */
  customer?: CustomerRef | null | undefined;
  /** The value given to a field bound in the case's policy when a new case leaves it out; checked like any value. */
  defaultValue?: unknown;
  /** Domain name or id; default the caller's (another domain is INVALID_FIELD). */
  domain?: string | number | null | undefined;
  /** Whether a case may hold several values (default false). */
  multivalue?: boolean | null | undefined;
  /** Unique within the domain; values and policy are reserved. */
  name: string;
  /** The lowest role on a case that may read the field (default USER). */
  readRole?: CaseAccessRole | null | undefined;
  /** Free-form hints for user interfaces; Vigil stores them as given. */
  rendererOptions?: unknown;
  /** Checks for the values, by valueType (see CaseFieldValueType); an unknown key is INVALID_FIELD. Default {}. */
  validators?: unknown;
  /** Where permitted values come from: {type: static, values: [{key, label}]} or {type: external, url} (url under CASES_VALUE_SOURCE_ALLOWED_URLS); for stringType, integerType and assetType. */
  valueSource?: unknown;
  /** The type of its values. */
  valueType: CaseFieldValueType;
  /** The lowest role on a case that may write the field (default USER). */
  writeRole?: CaseAccessRole | null | undefined;
};

/** A new field policy. */
export type AddCaseFieldPolicyInput = {
  /** The fields to bind (at most 500). */
  bindings?: Array<CaseFieldBindingInput> | null | undefined;
  /** Makes it an override for this customer: `{ id }` or `{ shortName }`. */
  customer?: CustomerRef | null | undefined;
  /** The policy name. */
  name: string;
  /** The service: `{ id }` or `{ shortName }`. */
  service: CaseServiceRef;
};

/** A new case (REST POST /cases/v2/case). */
export type AddCaseInput = {
  /** Default roleBased. */
  accessMode?: CaseAccessMode | null | undefined;
  /** The SOC-side assignee. A user: `{ id }` (global or numeric id) or `{ shortName }`; of the case's customer, a customer above it or one below it (INVALID_FIELD otherwise). */
  assignedTech?: UserRef | null | undefined;
  /** The customer-side assignee. A user: `{ id }` (global or numeric id) or `{ shortName }`; of the case's customer, a customer above it or one below it (INVALID_FIELD otherwise). */
  assignedUser?: UserRef | null | undefined;
  /** The customer: `{ id }` or `{ shortName }`; one you may not view is INVALID_FIELD (unknown). */
  customer: CustomerRef;
  /** Long text (at most INPUT_MAX_TEXT_LENGTH, default 100 000 characters). */
  description?: string | null | undefined;
  /** Custom field values: {fieldName: value, ...}. A name that is no field of the customer, a bad value, and a field required on create left out, are INVALID_FIELD fields.<name>: every unknown name and bad value together; the fields required on create left out together, once every value given passed. Bound fields with a default get it when left out. */
  fields?: unknown;
  /** How urgent it is. */
  priority: CasePriority;
  /** The service: `{ id }` or `{ shortName }`; the customer must subscribe to it. */
  service: CaseServiceRef;
  /** Default pendingSoc; not closed. */
  status?: CaseStatus | null | undefined;
  /** One-line summary (at most 500 characters). */
  subject: string;
  /** Tags (at most 100, each at most 100 characters); duplicates collapse. */
  tags?: Array<string> | null | undefined;
  /** What kind of case it is. */
  type: CaseType;
  /** Users who watch the case (at most 100). Each: A user: `{ id }` (global or numeric id) or `{ shortName }`; of the case's customer, a customer above it or one below it (INVALID_FIELD otherwise). */
  watchers?: Array<UserRef> | null | undefined;
};

/** A new case service. */
export type AddCaseServiceInput = {
  /** Customers that subscribe to it, each `{ id }` or `{ shortName }`. */
  customersToAdd?: Array<CustomerRef> | null | undefined;
  /** Free text (optional). */
  description?: string | null | undefined;
  /** Display name. */
  name: string;
  /** Existing function name; give all three roles or none (then they are created as CASES-<SHORTNAME>-READ/WRITE/TECH). */
  readRole?: string | null | undefined;
  /** Unique short name (at most 64 characters). */
  shortName: string;
  /** An existing function name; give all three roles or none. */
  techRole?: string | null | undefined;
  /** An existing function name; give all three roles or none. */
  writeRole?: string | null | undefined;
};

/** A new tag on a case. */
export type AddCaseTagInput = {
  /** The case: its global id (`Case.id`) or numeric id. A case you may not read is NOT_FOUND, as a missing one. */
  case: string | number;
  /** The tag text (at most 100 characters). */
  tag: string;
};

/** A new network (REST POST /customernetworks/v1/network). */
export type AddCustomerNetworkInput = {
  /** The customer: `{ id }` or `{ shortName }`. Unknown: INVALID_FIELD unknown.customer; one you may not add to: FORBIDDEN. */
  customer: CustomerRef;
  /** At most 1000 characters. */
  description?: string | null | undefined;
  /** Settable flags (not DELETED or UNVERIFIED). */
  flags?: Array<NetworkFlag> | null | undefined;
  /** A location (sensors area): one of the customer's own locations or a global one. */
  location?: SensorLocationRef | null | undefined;
  /** Prefix notation (`10.0.0.0/8`, `2001:db8::/32`) or a single host IP. Host bits must be zero. */
  networkAddress: string;
  /** Default UNKNOWN. */
  zone?: NetworkZone | null | undefined;
};

/** A bulk add (REST POST /customernetworks/v1/network/bulk/lenient; REST POST /customernetworks/v1/network/bulk runs it all or nothing and answers acceptedNetworks). */
export type AddCustomerNetworksLenientInput = {
  /** The customer: `{ id }` or `{ shortName }`. Unknown: INVALID_FIELD unknown.customer; one you may not add to: FORBIDDEN. */
  customer: CustomerRef;
  /** true: add every network that can be added and report the rest; false (default): add nothing if any fails. */
  ignoreOnFailed?: boolean | null | undefined;
  /** At most 10000. */
  networks: Array<BulkCustomerNetworkEntry>;
  /** true: an active network that exists gets the given description (and zone) instead of failing. Default false. */
  overwrite?: boolean | null | undefined;
};

/** A new folder. */
export type AddDocumentFolderInput = {
  /** Access mode of the new element (default ROLE_BASED). */
  accessMode?: DocumentAccessMode | null | undefined;
  /** The name: 1 to 255 characters, no control characters, not . or ..; unique in the folder. */
  name: string;
  /** The parent folder: `{ id }` or `{ path: { customer, names } }`. */
  parent: DocumentElementRef;
};

/** A new document with its content (at most DOCUMENT_MAX_BYTES, default 100 MiB). */
export type AddDocumentInput = {
  /** Access mode of the new element (default ROLE_BASED). */
  accessMode?: DocumentAccessMode | null | undefined;
  /** With a parent path: create missing folders (write needed on the deepest existing one) instead of NOT_FOUND (default false). */
  createMissing?: boolean | null | undefined;
  /** Binary content, base64 (whitespace allowed). Give text or data, not both. */
  data?: string | null | undefined;
  /** Media type such as text/markdown (must look like type/subtype); default text/plain; charset=utf-8 with text, application/octet-stream with data. */
  mimeType?: string | null | undefined;
  /** The name: 1 to 255 characters, no control characters, not . or ..; unique in the folder. */
  name: string;
  /** Replace a same-named document with a new revision (needs write on it) instead of failing (default false). */
  overwriteExisting?: boolean | null | undefined;
  /** The parent folder: `{ id }` or `{ path: { customer, names } }`. */
  parent: DocumentElementRef;
  /** Text content, stored as UTF-8. Give text or data, not both. One of the two is required. */
  text?: string | null | undefined;
};

/** A new custom function or role. */
export type AddFunctionInput = {
  /** At most 1000 characters. */
  description?: string | null | undefined;
  /** The lowest security level a session must have to use it (default STANDARD). */
  minimumSecurityLevel?: SecurityLevel | null | undefined;
  /** Unique name (required): a letter, then letters, digits and _ - . (at most 100). */
  name?: string | null | undefined;
  /** Existing functions or roles to add it below (each `{ id }` or `{ name }`): at least one. */
  parents?: Array<FunctionRef> | null | undefined;
  /** A role (flag ROLE) rather than a single function. */
  role?: boolean | null | undefined;
};

/** Parents to link a custom function below. */
export type AddFunctionParentsInput = {
  /** The function or role to change. A function or role: `{ id }` (a global id or numeric id) or `{ name }`. */
  function: FunctionRef;
  /** The new parents: existing functions or roles, each `{ id }` or `{ name }`. */
  parent: Array<FunctionRef>;
};

/** A new group. */
export type AddGroupInput = {
  /** The group's customer (required): `{ id }` or `{ shortName }`. */
  customer?: CustomerRef | null | undefined;
  /** Display name (required). */
  name?: string | null | undefined;
  /** Unique short name (required): letters, digits and _ - . @ (CONSTRAINT when taken). */
  shortName?: string | null | undefined;
};

/** Members to add to a group. */
export type AddGroupMembersInput = {
  /** The group: `{ id }` (a global id or numeric id) or `{ shortName }`. */
  group: GroupRef;
  /** The users and groups to add, each `{ user }`, `{ group }` or `{ userOrGroup }`. */
  subject: Array<SubjectRef>;
};

/** A new sensor. */
export type AddSensorInput = {
  /** Default true. */
  active?: boolean | null | undefined;
  /** The customer; cannot change later. */
  customer: CustomerRef;
  /** Free text (optional). */
  description?: string | null | undefined;
  /** Seconds; default: the sensor type's. */
  expectedUpdateTime?: number | null | undefined;
  /** Hostname and/or ipAddress: at least one. */
  hostname?: string | null | undefined;
  /** IPv4 or IPv6 address; hostname and/or ipAddress: at least one. */
  ipAddress?: string | null | undefined;
  /** The location: one of the customer's, or a global one. */
  location: SensorLocationRef;
  /** Default true. */
  monitored?: boolean | null | undefined;
  /** The sensor type. */
  sensorType: SensorTypeRef;
  /** Default false. */
  sharedCustomerData?: boolean | null | undefined;
  /** Unique short name. */
  shortName: string;
};

/** A new interface of a sensor. */
export type AddSensorInterfaceInput = {
  /** Default true. */
  active?: boolean | null | undefined;
  /** The customer; default the sensor's. Another customer only if the sensor shares customer data. */
  customer?: CustomerRef | null | undefined;
  /** Unique within the sensor: 1 to 64 of letters, digits, _ . : @ -, not only digits. */
  interfaceName: string;
  /** The location: the sensor's customer's, or a global one. */
  location: SensorLocationRef;
  /** The sensor: `{ id }` (its global id or numeric id) or `{ shortName }`. */
  sensor: SensorRef;
};

/** A new location: give customerID or global true (both or neither is INVALID_FIELD). */
export type AddSensorLocationInput = {
  /** The owning customer (must exist): its global id or numeric id. Leave it out and set global for a global location. */
  customerID?: string | number | null | undefined;
  /** True: a global location (no customerID). Needs addGlobalLocation. */
  global?: boolean | null | undefined;
  /** Display name. */
  name: string;
  /** The network zone it is in. */
  networkZone: SensorNetworkZone;
  /** Unique short name. */
  shortName: string;
  /** IANA time zone in region/city form, e.g. Europe/Oslo. */
  timeZoneDescription: string;
};

/** A new user. customer, shortName and name are required (INVALID_FIELD naming each one missing). */
export type AddUserInput = {
  /** The user's customer (required). A customer by `{ id }` (global or numeric) or `{ shortName }`. It must be one you may see: an unknown or invisible customer is an INVALID_FIELD error on this field. */
  customer?: CustomerRef | null | undefined;
  /** E-mail address (optional; empty for none). */
  email?: string | null | undefined;
  /** Language tag such as en or de-CH (default en). */
  language?: string | null | undefined;
  /** Display name (required). */
  name?: string | null | undefined;
  /** Password, 8 to 1024 characters (optional: without one the user cannot log in with a password). */
  password?: string | null | undefined;
  /** The log-in name (required): letters, digits and _ - . @; unique (CONSTRAINT otherwise). */
  shortName?: string | null | undefined;
  /** IANA time zone such as Europe/Oslo (default UTC). */
  timeZone?: string | null | undefined;
};

/** One network of a bulk add. */
export type BulkCustomerNetworkEntry = {
  /** At most 1000 characters. */
  description?: string | null | undefined;
  /** Prefix notation or a single host IP; host bits must be zero. */
  networkAddress: string;
  /** Default UNKNOWN. */
  zone?: NetworkZone | null | undefined;
};

/** The level an access list entry gives. */
export type CaseAccessEntryLevel =
  /** Read (REST: read). */
  | 'READ'
  /** Write, which implies read (REST: write). */
  | 'WRITE';

/** write implies read; owner implies both. */
export type CaseAccessLevel =
  /** Also edit subject, description and reporter, and manage the access list and mode (REST: owner). */
  | 'OWNER'
  /** See the case, its comments and tags, and the fields whose readRole the caller's role reaches (REST: read). */
  | 'READ'
  /** Also change it, comment, tag, close (REST: write). */
  | 'WRITE';

/** Who gets which level (spec, Authentication point 6). In every mode the reporter and administrators are owners, and access list entries give their level. */
export type CaseAccessMode =
  /** Only access list members (tech role holders among them get write) and system administrators; the customer's case administrators are not owners (REST: explicit). */
  | 'EXPLICIT'
  /** Read: only the service's tech role and access list members; write: the tech role and write entries (REST: readRestricted). */
  | 'READ_RESTRICTED'
  /** The default. Read: holders of the service's read role; write: its write role (REST: roleBased). */
  | 'ROLE_BASED'
  /** Read: the service's read role; write: only its tech role and write entries (REST: writeRestricted). */
  | 'WRITE_RESTRICTED';

/** tech implies user; admin implies both. */
export type CaseAccessRole =
  /** Case administrators (caseAdministrator; in explicit mode system administrators only): owner level and the tech role (REST: admin). */
  | 'ADMIN'
  /** Holders of the service's tech role: internal comments, restricted fields, others' watcher settings (REST: tech). */
  | 'TECH'
  /** Everyone with read or write access (REST: user). */
  | 'USER';

/** Whether an access list subject is a user or a group. */
export type CaseAccessSubjectType =
  /** A group: the entry passes to its members, nested groups included; a disabled group gives nothing (REST: group). */
  | 'GROUP'
  /** A user (REST: user). */
  | 'USER';

/** A field to bind in a policy. */
export type CaseFieldBindingInput = {
  /** The name to show on cases; absent: the field name. */
  displayName?: string | null | undefined;
  /** The field: `{ id }` (its global id or UUID) or `{ name }`. */
  field: CaseFieldDescriptorRef;
  /** When the field must have a value (default OPTIONAL). */
  requirementPolicy?: CaseFieldRequirementPolicy | null | undefined;
};

/** A custom field descriptor, by exactly one of its keys: `{ id: ... }` or `{ name: ... }` (@oneOf: giving both or neither is an error). */
export type CaseFieldDescriptorRef =
  {   /** The CaseFieldDescriptor's global id (what its `id` field returns) or its own id (`uuid`, a UUID). */
  id: string | number; name?: never; }
  |  { id?: never;   /** The field's name (unique within your domain). */
  name: string; };

/** When a field bound by a policy must have a value. */
export type CaseFieldRequirementPolicy =
  /** Never required (the default; REST: optional). */
  | 'OPTIONAL'
  /** Required when the case is closed (REST: requiredOnClose). */
  | 'REQUIRED_ON_CLOSE'
  /** Required when the case is created, and again on close (REST: requiredOnCreate). */
  | 'REQUIRED_ON_CREATE';

/** The type of a custom field's values, with the validators it takes. */
export type CaseFieldValueType =
  /** An asset name; validators as stringType (REST: assetType). */
  | 'ASSET_TYPE'
  /** true or false (REST: booleanType). */
  | 'BOOLEAN_TYPE'
  /** The id of a case you can read; validator sameCustomer (REST: caseType). */
  | 'CASE_TYPE'
  /** The id of a document of the document space you can read (REST: documentType). */
  | 'DOCUMENT_TYPE'
  /** A number; validators min, max (REST: floatType). */
  | 'FLOAT_TYPE'
  /** A whole number; validators min, max (REST: integerType). */
  | 'INTEGER_TYPE'
  /** A JSON object; validator maxBytes (default 65536) (REST: jsonType). */
  | 'JSON_TYPE'
  /** A single-line string; validators minLength, maxLength (default 1000), pattern (REST: stringType). */
  | 'STRING_TYPE'
  /** A user or group: a short name, an id, or {type, id}, of a customer you may view; validators allowUsers, allowGroups (REST: subjectType). */
  | 'SUBJECT_TYPE'
  /** Long text; validators minLength, maxLength (default 65535) (REST: textType). */
  | 'TEXT_TYPE'
  /** A point in time: epoch ms or ISO 8601, stored as ms; validators min, max (REST: timestampType). */
  | 'TIMESTAMP_TYPE';

/** One key of the cases' order: a field and its direction. Later keys break ties of earlier ones; ties broken by id descending. */
export type CaseOrder = {
  /** ASC (the default) or DESC. */
  direction?: OrderDirection | null | undefined;
  /** The field to order by. */
  field: CaseOrderField;
};

/** A field the cases can be ordered by. */
export type CaseOrderField =
  /** By createdTimestamp. */
  | 'CREATED_TIMESTAMP'
  /** By id. */
  | 'ID'
  /** By lastUpdatedTimestamp. */
  | 'LAST_UPDATED_TIMESTAMP'
  /** By priority. */
  | 'PRIORITY'
  /** By status. */
  | 'STATUS'
  /** By subject. */
  | 'SUBJECT';

/** How urgent the case is. */
export type CasePriority =
  /** Critical (REST: critical). */
  | 'CRITICAL'
  /** High (REST: high). */
  | 'HIGH'
  /** Low (REST: low). */
  | 'LOW'
  /** Medium (REST: medium). */
  | 'MEDIUM';

/** Criteria are ANDed; a list in one criterion means any of its values. */
export type CaseSearchInput = {
  /** Any of these access modes. */
  accessMode?: Array<CaseAccessMode> | null | undefined;
  /** Users, each `{ id }` or `{ shortName }`; any matches. */
  assignedTech?: Array<UserRef> | null | undefined;
  /** Users, each `{ id }` or `{ shortName }`; any matches. */
  assignedUser?: Array<UserRef> | null | undefined;
  /** Cases, each by its global id (`Case.id`) or its numeric id (`databaseId`); any matches. Another type's global id is INVALID_FIELD naming caseID. */
  caseID?: Array<string | number> | null | undefined;
  /** Customers, each `{ id }` or `{ shortName }`; any matches. */
  customer?: Array<CustomerRef> | null | undefined;
  /** Created before. */
  endTimestamp?: number | string | null | undefined;
  /** Any of them in subject, description or a tag (case-insensitive; at most 100). */
  keywords?: Array<string> | null | undefined;
  /** Page size: at most this many items (default 25). 0 means all matches, up to 100 000 (more is an INVALID_FIELD error on limit: page instead). */
  limit?: number | null | undefined;
  /** Matches to skip before this page (default 0). */
  offset?: number | null | undefined;
  /** true: only open cases (every status but CLOSED); false: only closed ones; absent: both. ANDed with status. */
  open?: boolean | null | undefined;
  /** The order of the cases: keys in turn, each breaking the ties of the one before. Default id descending (newest first); ties broken by id descending. */
  orderBy?: Array<CaseOrder> | null | undefined;
  /** Any of these priorities. */
  priority?: Array<CasePriority> | null | undefined;
  /** Users, each `{ id }` or `{ shortName }`; any matches. */
  reporter?: Array<UserRef> | null | undefined;
  /** Case services, each `{ id }` or `{ shortName }`; any matches. */
  service?: Array<CaseServiceRef> | null | undefined;
  /** Created at or after. */
  startTimestamp?: number | string | null | undefined;
  /** Any of these statuses (e.g. every one but CLOSED for the open cases). */
  status?: Array<CaseStatus> | null | undefined;
  /** Nested criteria (one level): required ones ANDed, exclude ones removed, the rest ORed. */
  subCriteria?: Array<CaseSubCriteria> | null | undefined;
  /** Cases with any of these tags (at most 100). */
  tags?: Array<string> | null | undefined;
  /** Any of these types. */
  type?: Array<CaseType> | null | undefined;
};

/** A case service, by exactly one of its keys: `{ id: ... }` or `{ shortName: ... }` (@oneOf: giving both or neither is an error). */
export type CaseServiceRef =
  {   /** The CaseService's global id (what its `id` field returns) or its numeric `databaseId`. */
  id: string | number; shortName?: never; }
  |  { id?: never;   /** The service's short name. */
  shortName: string; };

/** Where the case stands; closed only through closeCase. */
export type CaseStatus =
  /** Closed, by closeCase only; setting another status reopens it (REST: closed). */
  | 'CLOSED'
  /** About to be closed (REST: pendingClose). */
  | 'PENDING_CLOSE'
  /** Waiting for the customer (REST: pendingCustomer). */
  | 'PENDING_CUSTOMER'
  /** Waiting for the SOC; the status of a new case unless given (REST: pendingSoc). */
  | 'PENDING_SOC'
  /** Waiting for a vendor (REST: pendingVendor). */
  | 'PENDING_VENDOR'
  /** The customer is working on it (REST: workingCustomer). */
  | 'WORKING_CUSTOMER'
  /** The SOC is working on it (REST: workingSoc). */
  | 'WORKING_SOC';

/** A nested criteria object (one level): exclude removes what it matches, required makes it mandatory; the others are ORed. */
export type CaseSubCriteria = {
  /** Any of these access modes. */
  accessMode?: Array<CaseAccessMode> | null | undefined;
  /** Users, each `{ id }` or `{ shortName }`; any matches. */
  assignedTech?: Array<UserRef> | null | undefined;
  /** Users, each `{ id }` or `{ shortName }`; any matches. */
  assignedUser?: Array<UserRef> | null | undefined;
  /** Cases, each by its global id (`Case.id`) or its numeric id (`databaseId`); any matches. Another type's global id is INVALID_FIELD naming caseID. */
  caseID?: Array<string | number> | null | undefined;
  /** Customers, each `{ id }` or `{ shortName }`; any matches. */
  customer?: Array<CustomerRef> | null | undefined;
  /** Created before. */
  endTimestamp?: number | string | null | undefined;
  /** Remove the cases this object matches. */
  exclude?: boolean | null | undefined;
  /** Any of them in subject, description or a tag (case-insensitive; at most 100). */
  keywords?: Array<string> | null | undefined;
  /** true: only open cases (every status but CLOSED); false: only closed ones; absent: both. ANDed with status. */
  open?: boolean | null | undefined;
  /** Any of these priorities. */
  priority?: Array<CasePriority> | null | undefined;
  /** Users, each `{ id }` or `{ shortName }`; any matches. */
  reporter?: Array<UserRef> | null | undefined;
  /** The cases must match this object; the others (neither required nor exclude) are ORed. */
  required?: boolean | null | undefined;
  /** Case services, each `{ id }` or `{ shortName }`; any matches. */
  service?: Array<CaseServiceRef> | null | undefined;
  /** Created at or after. */
  startTimestamp?: number | string | null | undefined;
  /** Any of these statuses (e.g. every one but CLOSED for the open cases). */
  status?: Array<CaseStatus> | null | undefined;
  /** Cases with any of these tags (at most 100). */
  tags?: Array<string> | null | undefined;
  /** Any of these types. */
  type?: Array<CaseType> | null | undefined;
};

/** What kind of case it is. */
export type CaseType =
  /** A change request (REST: change). */
  | 'CHANGE'
  /** Information, no incident (REST: informational). */
  | 'INFORMATIONAL'
  /** An operational incident (REST: operationalIncident). */
  | 'OPERATIONAL_INCIDENT'
  /** A security incident (REST: securityIncident). */
  | 'SECURITY_INCIDENT';

/** The case to close, and an optional closing comment. */
export type CloseCaseInput = {
  /** The case: its global id (`Case.id`) or numeric id. A case you may not read is NOT_FOUND, as a missing one. */
  case: string | number;
  /** A closing comment, added as a (not internal) comment; must not be blank. Optional. */
  comment?: string | null | undefined;
};

/** OPERATOR marks the service provider; DISABLED customers' users cannot sign in. */
export type CustomerFlag =
  /** Disabled: its users cannot sign in. */
  | 'DISABLED'
  /** The service provider that operates this Vigil. */
  | 'OPERATOR';

/** One key of the customer networks' order: a field and its direction. Later keys break ties of earlier ones; ties broken by id ascending. */
export type CustomerNetworkOrder = {
  /** ASC (the default) or DESC. */
  direction?: OrderDirection | null | undefined;
  /** The field to order by. */
  field: CustomerNetworkOrderField;
};

/** A field the customer networks can be ordered by. */
export type CustomerNetworkOrderField =
  /** By createdTimestamp. */
  | 'CREATED_TIMESTAMP'
  /** By customer. */
  | 'CUSTOMER'
  /** By description. */
  | 'DESCRIPTION'
  /** By id. */
  | 'ID'
  /** By lastUpdatedTimestamp. */
  | 'LAST_UPDATED_TIMESTAMP'
  /** By networkAddress. */
  | 'NETWORK_ADDRESS'
  /** By zone. */
  | 'ZONE';

/** A network search (REST POST /customernetworks/v1/network/search): filters ANDed. */
export type CustomerNetworkSearchInput = {
  /** IPs or prefixes: networks equal to any of them, containing it (includeSupernet) or inside it (includeSubnet). At most 1000. */
  addresses?: Array<string> | null | undefined;
  /** Any of these customers (global ids or numeric ids); one you may not view matches nothing. Absent: every customer you may view. */
  customerID?: Array<string | number> | null | undefined;
  /** Networks with none of these flags. */
  excludeFlags?: Array<NetworkFlag> | null | undefined;
  /** Default false. */
  includeDeleted?: boolean | null | undefined;
  /** Networks with any of these flags. */
  includeFlags?: Array<NetworkFlag> | null | undefined;
  /** Default true. */
  includeSubnet?: boolean | null | undefined;
  /** Default true. */
  includeSupernet?: boolean | null | undefined;
  /** Any of them in the description or the address text (case-insensitive). */
  keywords?: Array<string> | null | undefined;
  /** Page size: at most this many items (default 25). 0 means all matches, up to 100 000 (more is an INVALID_FIELD error on limit: page instead). */
  limit?: number | null | undefined;
  /** Matches to skip before this page (default 0). */
  offset?: number | null | undefined;
  /** The order of the customer networks: keys in turn, each breaking the ties of the one before. Default id ascending; ties broken by id ascending. */
  orderBy?: Array<CustomerNetworkOrder> | null | undefined;
  /** Any of these zones. */
  zone?: Array<NetworkZone> | null | undefined;
};

/** A customer, by exactly one of its keys: `{ id: ... }` or `{ shortName: ... }` (@oneOf: giving both or neither is an error). */
export type CustomerRef =
  {   /** The Customer's global id (what its `id` field returns) or its numeric `databaseId`. */
  id: string | number; shortName?: never; }
  |  { id?: never;   /** The customer's short name. */
  shortName: string; };

/** The network to delete. */
export type DeleteCustomerNetworkInput = {
  /** The network: its global id or numeric id. */
  network: string | number;
};

/** The element to delete. */
export type DeleteDocumentElementInput = {
  /** Its type: an element of the other type is NOT_FOUND. */
  elementType: DocumentElementType;
  /** For a folder: DELETE_IF_EMPTY (default) or DELETE_CASCADE. */
  mode?: DocumentDeleteMode | null | undefined;
  /** The element: `{ id }` or `{ path: { customer, names } }`. */
  ref: DocumentElementRef;
};

/** The custom function to delete. */
export type DeleteFunctionInput = {
  /** The function or role to change. A function or role: `{ id }` (a global id or numeric id) or `{ name }`. */
  function: FunctionRef;
};

/** The group to disable. */
export type DisableGroupInput = {
  /** The group: `{ id }` (a global id or numeric id) or `{ shortName }`. */
  group: GroupRef;
};

/** The user to disable. */
export type DisableUserInput = {
  /** The user: `{ id }` (a global id or numeric id) or `{ shortName }`. */
  user: UserRef;
};

/** An access level on an element; each includes the ones before it. */
export type DocumentAccessLevel =
  /** See the element and its metadata, list what is granted below it; not the content (REST: folder). */
  | 'FOLDER'
  /** Also read the content and revisions (REST: read). */
  | 'READ'
  /** Also add, update, lock, restore and delete (REST: write). */
  | 'WRITE';

/** roleBased: levels come from the viewDocuments/editDocuments permissions; explicit: only explicit entries (and document managers). */
export type DocumentAccessMode =
  /** Only explicit entries, the owner and manageDocuments holders give access; hides the subtree from everyone else (REST: explicit). */
  | 'EXPLICIT'
  /** Levels come from viewDocuments (read) and editDocuments (write) for the customer, besides explicit entries (REST: roleBased). */
  | 'ROLE_BASED';

/** How a folder is deleted. */
export type DocumentDeleteMode =
  /** The folder and everything below it. */
  | 'DELETE_CASCADE'
  /** Only an empty folder (CONSTRAINT document.folder.not.empty otherwise); the default. */
  | 'DELETE_IF_EMPTY';

/** Flags of an element. */
export type DocumentElementFlag =
  /** The customer's root folder (named after its short name; cannot be deleted). */
  | 'ROOT_FOLDER';

/** A path in a customer's document space: the names below its root folder. */
export type DocumentElementPath = {
  /** The customer whose space it is: `{ id }` or `{ shortName }`; absent: yours. Unknown or out of your reach: NOT_FOUND. */
  customer?: CustomerRef | null | undefined;
  /** Element names from below the root; empty: the root folder. */
  names: Array<string>;
};

/** An element, by exactly one of its keys: `{ id: ... }` or `{ path: { customer, names } }` (@oneOf: giving both or neither is an error). */
export type DocumentElementRef =
  {   /** The element: its global id or numeric id. */
  id: string | number; path?: never; }
  |  { id?: never;   /** The element by its path in a customer's space. */
  path: DocumentElementPath; };

/** What an element is. */
export type DocumentElementType =
  /** A document: content with revisions (REST: document). */
  | 'DOCUMENT'
  /** A folder: holds folders and documents (REST: folder). */
  | 'FOLDER';

/** Whether an access entry's subject is a user or a group. */
export type DocumentSubjectType =
  /** A group: the level passes to its members, nested groups included (REST: group). */
  | 'GROUP'
  /** A user (REST: user). */
  | 'USER';

/** One sub-criterion of an advanced function search. */
export type FunctionCriteriaInput = {
  /** Remove what this criterion matches. */
  exclude?: boolean | null | undefined;
  /** Same as exclude. */
  excluded?: boolean | null | undefined;
  /** All of these flags. */
  flags?: Array<FunctionFlag> | null | undefined;
  /** Any of them in name or description (case-insensitive; at most 100). */
  keywords?: Array<string> | null | undefined;
  /** Any of these levels. */
  minimumSecurityLevel?: Array<SecurityLevel> | null | undefined;
  /** This criterion must match; the others (neither required nor exclude) are ORed. */
  required?: boolean | null | undefined;
};

/** ROLE: a named collection of functions and roles. */
export type FunctionFlag =
  /** A role: a named collection of functions and roles (REST: role). */
  | 'ROLE';

/** One key of the functions' order: a field and its direction. Later keys break ties of earlier ones; ties broken by id ascending. */
export type FunctionOrder = {
  /** ASC (the default) or DESC. */
  direction?: OrderDirection | null | undefined;
  /** The field to order by. */
  field: FunctionOrderField;
};

/** A field the functions can be ordered by. */
export type FunctionOrderField =
  /** By id. */
  | 'ID'
  /** By minimumSecurityLevel. */
  | 'MINIMUM_SECURITY_LEVEL'
  /** By name. */
  | 'NAME';

/** A function or role, by exactly one of its keys: `{ id: ... }` or `{ name: ... }` (@oneOf: giving both or neither is an error). */
export type FunctionRef =
  {   /** The Function's global id (what its `id` field returns) or its numeric `databaseId`. */
  id: string | number; name?: never; }
  |  { id?: never;   /** The function's or role's name, e.g. viewUsers or POWER-USER. */
  name: string; };

/** An advanced function search (REST POST /useradmin/v2/function/search): filters ANDed, repeated values ORed. */
export type FunctionSearchInput = {
  /** All of these flags. */
  flags?: Array<FunctionFlag> | null | undefined;
  /** Any of them in name or description (case-insensitive; at most 100). */
  keywords?: Array<string> | null | undefined;
  /** Page size: at most this many items (default 25). 0 means all matches, up to 100 000 (more is an INVALID_FIELD error on limit: page instead). */
  limit?: number | null | undefined;
  /** Any of these levels. */
  minimumSecurityLevel?: Array<SecurityLevel> | null | undefined;
  /** Matches to skip before this page (default 0). */
  offset?: number | null | undefined;
  /** The order of the functions: keys in turn, each breaking the ties of the one before. Default id ascending; ties broken by id ascending. */
  orderBy?: Array<FunctionOrder> | null | undefined;
  /** Further criteria: required ones ANDed, exclude ones removed, the rest ORed. */
  subCriteria?: Array<FunctionCriteriaInput> | null | undefined;
};

/** An access list entry to add to a case (granting again changes the level). */
export type GrantCaseAccessInput = {
  /** The case: its global id (`Case.id`) or numeric id. A case you may not read is NOT_FOUND, as a missing one. */
  case: string | number;
  /** The level to give. */
  level: CaseAccessEntryLevel;
  /** The user or group: its global id (which says which it is), or its id or short name; of the case's customer, a customer above it or one below it. */
  subjectID: string | number;
  /** Needed only when a user and a group match. */
  subjectType?: CaseAccessSubjectType | null | undefined;
};

/** An access entry to add (or change: one entry per subject and element). */
export type GrantDocumentAccessInput = {
  /** Only an element of this type: another type is NOT_FOUND. Absent: either. */
  elementType?: DocumentElementType | null | undefined;
  /** The level to grant. */
  level: DocumentAccessLevel;
  /** The element: `{ id }` or `{ path: { customer, names } }`. */
  ref: DocumentElementRef;
  /** The user or group (any customer's): its global id, or its numeric id; unknown: INVALID_FIELD on subjectID. */
  subjectID: string | number;
  /** Default: a user with that id, else a group. */
  subjectType?: DocumentSubjectType | null | undefined;
};

/** A grant to make; all three fields are required. */
export type GrantPermissionInput = {
  /** The customer: `{ id }` or `{ shortName }`. */
  customer?: CustomerRef | null | undefined;
  /** The function or role: `{ id }` or `{ name }`. */
  function?: FunctionRef | null | undefined;
  /** The user or group: `{ user }`, `{ group }` or `{ userOrGroup }`. */
  subject?: SubjectRef | null | undefined;
};

/** One sub-criterion of an advanced group search. */
export type GroupCriteriaInput = {
  /** Customers (any of them), each `{ id }` or `{ shortName }`. */
  customer?: Array<CustomerRef> | null | undefined;
  /** Remove what this criterion matches. */
  exclude?: boolean | null | undefined;
  /** Same as exclude. */
  excluded?: boolean | null | undefined;
  /** Any of them in shortName or name (case-insensitive). */
  keywords?: Array<string> | null | undefined;
  /** This criterion must match; the others (neither required nor exclude) are ORed. */
  required?: boolean | null | undefined;
};

/** DISABLED groups grant nothing and are left out of searches unless asked for. */
export type GroupFlag =
  /** Disabled: grants nothing, passes nothing to its members. */
  | 'DISABLED';

/** One key of the groups' order: a field and its direction. Later keys break ties of earlier ones; ties broken by id ascending. */
export type GroupOrder = {
  /** ASC (the default) or DESC. */
  direction?: OrderDirection | null | undefined;
  /** The field to order by. */
  field: GroupOrderField;
};

/** A field the groups can be ordered by. */
export type GroupOrderField =
  /** By customer. */
  | 'CUSTOMER'
  /** By id. */
  | 'ID'
  /** By name. */
  | 'NAME'
  /** By shortName. */
  | 'SHORT_NAME';

/** A group, by exactly one of its keys: `{ id: ... }` or `{ shortName: ... }` (@oneOf: giving both or neither is an error). */
export type GroupRef =
  {   /** The Group's global id (what its `id` field returns) or its numeric `databaseId`. */
  id: string | number; shortName?: never; }
  |  { id?: never;   /** The group's short name. */
  shortName: string; };

/** An advanced group search (REST POST /useradmin/v2/group/search): filters ANDed, repeated values ORed. */
export type GroupSearchInput = {
  /** Only items of these customers (each `{ id }`, global or numeric, or `{ shortName }`); absent: every customer you may see. */
  customer?: Array<CustomerRef> | null | undefined;
  /** Leave out groups with any of these flags. */
  excludeFlags?: Array<GroupFlag> | null | undefined;
  /** Also disabled groups (default false). */
  includeDisabled?: boolean | null | undefined;
  /** Only groups with all these flags (DISABLED includes disabled groups). */
  includeFlags?: Array<GroupFlag> | null | undefined;
  /** In shortName or name. Case-insensitive substrings; an item matches when it contains any of them (at most 100). */
  keywords?: Array<string> | null | undefined;
  /** Page size: at most this many items (default 25). 0 means all matches, up to 100 000 (more is an INVALID_FIELD error on limit: page instead). */
  limit?: number | null | undefined;
  /** Matches to skip before this page (default 0). */
  offset?: number | null | undefined;
  /** The order of the groups: keys in turn, each breaking the ties of the one before. Default id ascending; ties broken by id ascending. */
  orderBy?: Array<GroupOrder> | null | undefined;
  /** Further criteria: required ones ANDed, exclude ones removed, the rest ORed. */
  subCriteria?: Array<GroupCriteriaInput> | null | undefined;
};

/** The owner and options of a new API key. */
export type IssueApiKeyInput = {
  /** What the key is for (optional; cut to 255 characters). */
  description?: string | null | undefined;
  /** Days until expiry, 0 to 3650; 0: never (needs issuePermanentApiKeys); absent: the configured default. */
  expiresInDays?: number | null | undefined;
  /** IP addresses or CIDR prefixes the key may be used from; absent or empty: anywhere. */
  sourceNetworks?: Array<string> | null | undefined;
  /** The key owner: `{ id }` (a user's global id or numeric id) or `{ shortName }`. */
  user: UserRef;
};

/** A document to lock, and for how long. */
export type LockDocumentInput = {
  /** The document: `{ id }` or `{ path: { customer, names } }`. */
  ref: DocumentElementRef;
  /** Lock period in seconds (default 3600, at most DOCUMENT_LOCK_MAX_SECONDS, default one day). */
  seconds?: number | null | undefined;
};

/** Credentials for a password log-in. */
export type LoginInput = {
  /** The password (at most 1024 characters). */
  password: string;
  /** The user's short name. */
  userName: string;
};

/** Flags of a customer network. DELETED (soft-deleted) and UNVERIFIED (not verified by the operator) are states changed by their own operations; the others are set with flagsToEnable / flagsToDisable. */
export type NetworkFlag =
  /** Marks a network of client machines. A label for clients: Vigil attaches no behaviour to it. */
  | 'CLIENT'
  /** Soft-deleted (deleteCustomerNetwork; adding the network again clears it). Not settable by an update. */
  | 'DELETED'
  /** Marks a network of DNS servers. A label for clients: Vigil attaches no behaviour to it. */
  | 'DNS'
  /** Marks a guest network. A label for clients: Vigil attaches no behaviour to it. */
  | 'GUEST'
  /** Marks addresses behind network address translation. A label for clients: Vigil attaches no behaviour to it. */
  | 'NAT'
  /** Marks a network of proxies. A label for clients: Vigil attaches no behaviour to it. */
  | 'PROXY'
  /** Marks a network of scanners. A label for clients: Vigil attaches no behaviour to it. */
  | 'SCANNER'
  /** Marks a network not assigned to a use yet. A label for clients: Vigil attaches no behaviour to it. */
  | 'UNASSIGNED'
  /** Not yet verified (every new network; verifyCustomerNetwork clears it). Not settable by an update. */
  | 'UNVERIFIED';

/** Network zone of a customer network. */
export type NetworkZone =
  /** A demilitarised zone. */
  | 'DMZ'
  /** An external (internet-facing) network. */
  | 'EXTERNAL'
  /** An internal network. */
  | 'INTERNAL'
  /** Not classified (the default). */
  | 'UNKNOWN';

/** The direction of one orderBy key. */
export type OrderDirection =
  /** Ascending: smallest, earliest or alphabetically first first (the default). */
  | 'ASC'
  /** Descending: largest, latest or alphabetically last first. */
  | 'DESC';

/** One key of the passive DNS records' order: a field and its direction. Later keys break ties of earlier ones; ties broken by the record tuple (query, answer, rrclass, rrtype, tlp, customer). */
export type PdnsRecordOrder = {
  /** ASC (the default) or DESC. */
  direction?: OrderDirection | null | undefined;
  /** The field to order by. */
  field: PdnsRecordOrderField;
};

/** A field the passive DNS records can be ordered by. */
export type PdnsRecordOrderField =
  /** By answer. */
  | 'ANSWER'
  /** By firstSeenTimestamp. */
  | 'FIRST_SEEN_TIMESTAMP'
  /** By lastSeenTimestamp. */
  | 'LAST_SEEN_TIMESTAMP'
  /** By query. */
  | 'QUERY'
  /** By times. */
  | 'TIMES';

/** A passive DNS lookup (the JSON body of POST /pdns/v3/search). */
export type PdnsSearchInput = {
  /** Default true: one record per tuple across customers. */
  aggregateResult?: boolean | null | undefined;
  /** Narrows private data to these customers, by global id or numeric id (only those the caller may see count). */
  customerID?: Array<string | number> | null | undefined;
  /** Only records first seen at or after this time (DNSDB time_first_after). */
  firstSeenAfter?: number | string | null | undefined;
  /** Only records first seen at or before this time (time_first_before). */
  firstSeenBefore?: number | string | null | undefined;
  /** Default true; false: only data of customers the caller may see. */
  includeAnonymousResults?: boolean | null | undefined;
  /** Only records last seen at or after this time (time_last_after). */
  lastSeenAfter?: number | string | null | undefined;
  /** Only records last seen at or before this time (time_last_before). */
  lastSeenBefore?: number | string | null | undefined;
  /** Default 25; 0: all up to the maximum (1000 public, 10000 authenticated); above the maximum: INVALID_FIELD on limit. */
  limit?: number | null | undefined;
  /** Matches to skip before this page (default 0). */
  offset?: number | null | undefined;
  /** The order of the passive DNS records: keys in turn, each breaking the ties of the one before. Default lastSeenTimestamp descending (most recently seen first); ties broken by the record tuple (query, answer, rrclass, rrtype, tlp, customer). */
  orderBy?: Array<PdnsRecordOrder> | null | undefined;
  /** What to look up, in the query or the answer part: a domain name or an IPv4/IPv6 address (exact, case-insensitive, trailing period optional); a left-hand wildcard `*.example.com` (every name below example.com) or a right-hand one `www.example.*`; or an address range `192.0.2.0/24`, `2001:db8::/32` (also `192.0.2.0,24`), matched against A and AAAA answers. */
  query: string;
  /** Any of these classes (case-insensitive). */
  rrClass?: Array<string> | null | undefined;
  /** Any of these types (case-insensitive). */
  rrType?: Array<string> | null | undefined;
  /** Time window start (dnsdbq -A): records seen in the window; with strictTimeFence, records first seen at or after it. */
  seenAfter?: number | string | null | undefined;
  /** Time window end (dnsdbq -B): records seen in the window; with strictTimeFence, records last seen at or before it. */
  seenBefore?: number | string | null | undefined;
  /** Default false: a record overlapping the seenAfter/seenBefore window matches (loose); true: only one lying completely inside it (dnsdbq -c). */
  strictTimeFence?: boolean | null | undefined;
  /** Only records of these TLPs; absent: every TLP the caller may see. */
  tlp?: Array<PdnsTlp> | null | undefined;
};

/** Traffic Light Protocol level; white records are public. */
export type PdnsTlp =
  /** Limited: holders of viewPassiveDNS for the record's customer (REST: amber). */
  | 'AMBER'
  /** Community: holders of viewPassiveDNS for the record's customer (REST: green). */
  | 'GREEN'
  /** Restricted: holders of viewPassiveDNS for the record's customer (REST: red). */
  | 'RED'
  /** Public: everyone sees it, unauthenticated callers included (REST: white). */
  | 'WHITE';

/** The group to enable again. */
export type ReenableGroupInput = {
  /** The group: `{ id }` (a global id or numeric id) or `{ shortName }`. */
  group: GroupRef;
};

/** The user to enable again. */
export type ReenableUserInput = {
  /** The user: `{ id }` (a global id or numeric id) or `{ shortName }`. */
  user: UserRef;
};

/** A new sensor type. */
export type RegisterSensorTypeInput = {
  /** Default none. */
  department?: SensorDepartment | null | undefined;
  /** Seconds (1 to 31622400). */
  expectedSensorUpdateTime: number;
  /** Display name. */
  name: string;
  /** Unique short name. */
  shortName: string;
  /** An absolute http(s) URL (at most 2048 characters) or empty. */
  url?: string | null | undefined;
};

/** A tag to remove from a case. */
export type RemoveCaseTagInput = {
  /** The case: its global id (`Case.id`) or numeric id. A case you may not read is NOT_FOUND, as a missing one. */
  case: string | number;
  /** The tag id (a UUID). */
  tagID: string | number;
};

/** Parents to unlink a custom function from. */
export type RemoveFunctionParentsInput = {
  /** The function or role to change. A function or role: `{ id }` (a global id or numeric id) or `{ name }`. */
  function: FunctionRef;
  /** The parents to unlink, each `{ id }` or `{ name }`; each must be a parent now. */
  parent: Array<FunctionRef>;
};

/** Members to remove from a group. */
export type RemoveGroupMembersInput = {
  /** The group: `{ id }` (a global id or numeric id) or `{ shortName }`. */
  group: GroupRef;
  /** The members to remove, each `{ user }`, `{ group }` or `{ userOrGroup }`. */
  subject: Array<SubjectRef>;
};

/** The sensor to delete. */
export type RemoveSensorInput = {
  /** The sensor: `{ id }` (its global id or numeric id) or `{ shortName }`. */
  sensor: SensorRef;
};

/** The interface to delete. */
export type RemoveSensorInterfaceInput = {
  /** The interface within the sensor: `{ id }` (its global id or numeric id) or `{ name }`. */
  interface: SensorInterfaceRef;
  /** The sensor: `{ id }` (its global id or numeric id) or `{ shortName }`. */
  sensor: SensorRef;
};

/** The location to delete. */
export type RemoveSensorLocationInput = {
  /** The location: `{ id }` (its global id or numeric id) or `{ shortName }`. */
  location: SensorLocationRef;
};

/** A document and the revision to restore. */
export type RestoreDocumentRevisionInput = {
  /** The revision to restore; unknown: NOT_FOUND. */
  number: number;
  /** The document: `{ id }` or `{ path: { customer, names } }`. */
  ref: DocumentElementRef;
  /** The current revision this restore is based on (optional): CONSTRAINT document.revision.stale when it is no longer current. */
  revision?: number | null | undefined;
};

/** The API key to revoke. */
export type RevokeApiKeyInput = {
  /** The key: its global id or numeric id; one that is not this user's is NOT_FOUND. */
  apiKey: string | number;
  /** The key owner: `{ id }` (a user's global id or numeric id) or `{ shortName }`. */
  user: UserRef;
};

/** An access list entry to remove from a case. */
export type RevokeCaseAccessInput = {
  /** The case: its global id (`Case.id`) or numeric id. A case you may not read is NOT_FOUND, as a missing one. */
  case: string | number;
  /** The entry id (a UUID). */
  entryID: string | number;
};

/** An access entry to remove. */
export type RevokeDocumentAccessInput = {
  /** The entry: its global id (DocumentAccess.id) or numeric id. */
  accessEntryID: string | number;
  /** Only an element of this type: another type is NOT_FOUND. Absent: either. */
  elementType?: DocumentElementType | null | undefined;
  /** The element: `{ id }` or `{ path: { customer, names } }`. */
  ref: DocumentElementRef;
};

/** The grant to revoke. */
export type RevokePermissionInput = {
  /** The permission: its global id or numeric id. */
  permission: string | number;
};

/** The lowest security level a session must have to use a function. Recorded for clients and the catalogue; Vigil itself does not check it. */
export type SecurityLevel =
  /** The highest level (REST: administrative). */
  | 'ADMINISTRATIVE'
  /** The lowest level (REST: external). */
  | 'EXTERNAL'
  /** The middle level; the default of a new function (REST: standard). */
  | 'STANDARD';

/** Which department runs sensors of a type. */
export type SensorDepartment =
  /** The infrastructure department (REST: infrastructure). */
  | 'INFRASTRUCTURE'
  /** The log department (REST: log). */
  | 'LOG'
  /** No department (the default; REST: none). */
  | 'NONE';

/** An interface of the sensor named beside it, by exactly one of its keys: `{ id: ... }` or `{ name: ... }` (@oneOf: giving both or neither is an error). */
export type SensorInterfaceRef =
  {   /** The SensorInterface's global id (what its `id` field returns) or its numeric `databaseId`. */
  id: string | number; name?: never; }
  |  { id?: never;   /** The interface's name (its interfaceName, unique within its sensor). */
  name: string; };

/** A sensor location, by exactly one of its keys: `{ id: ... }` or `{ shortName: ... }` (@oneOf: giving both or neither is an error). */
export type SensorLocationRef =
  {   /** The SensorLocation's global id (what its `id` field returns) or its numeric `databaseId`. */
  id: string | number; shortName?: never; }
  |  { id?: never;   /** The location's short name. */
  shortName: string; };

/** The network zone a location is in. Events of different zones are never aggregated together. */
export type SensorNetworkZone =
  /** A demilitarised zone. */
  | 'DMZ'
  /** Outside (internet-facing). */
  | 'EXTERNAL'
  /** The internal network. */
  | 'INTERNAL';

/** A sensor, by exactly one of its keys: `{ id: ... }` or `{ shortName: ... }` (@oneOf: giving both or neither is an error). */
export type SensorRef =
  {   /** The Sensor's global id (what its `id` field returns) or its numeric `databaseId`. */
  id: string | number; shortName?: never; }
  |  { id?: never;   /** The sensor's short name. */
  shortName: string; };

/** A sensor type, by exactly one of its keys: `{ id: ... }` or `{ shortName: ... }` (@oneOf: giving both or neither is an error). */
export type SensorTypeRef =
  {   /** The SensorType's global id (what its `id` field returns) or its numeric `databaseId`. */
  id: string | number; shortName?: never; }
  |  { id?: never;   /** The sensor type's short name. */
  shortName: string; };

/** A case and its new access mode. */
export type SetCaseAccessModeInput = {
  /** The mode. */
  accessMode: CaseAccessMode;
  /** The case: its global id (`Case.id`) or numeric id. A case you may not read is NOT_FOUND, as a missing one. */
  case: string | number;
};

/** A case, one of its custom fields, and exactly one of: value (null clears), valuesToSet, or valuesToAdd and/or valuesToRemove. */
export type SetCaseFieldInput = {
  /** The case: its global id (`Case.id`) or numeric id. A case you may not read is NOT_FOUND, as a missing one. */
  case: string | number;
  /** The field's name. */
  fieldName: string;
  /** The one value (null clears the field). */
  value?: unknown;
  /** Values to add. */
  valuesToAdd?: Array<unknown> | null | undefined;
  /** Value ids (UUID) or keys. */
  valuesToRemove?: Array<unknown> | null | undefined;
  /** Every value, replacing the current ones (several only for a multivalue field). */
  valuesToSet?: Array<unknown> | null | undefined;
};

/** An element and its new access mode. */
export type SetDocumentAccessModeInput = {
  /** The new mode. */
  accessMode: DocumentAccessMode;
  /** Only an element of this type: another type is NOT_FOUND. Absent: either. */
  elementType?: DocumentElementType | null | undefined;
  /** The element: `{ id }` or `{ path: { customer, names } }`. */
  ref: DocumentElementRef;
};

/** A user or a group, by exactly one key (@oneOf): `{ user: UserRef }`, `{ group: GroupRef }`, or `{ userOrGroup: "..." }` (the REST API's text: a global id, `user:<id or short name>`, `group:<id or short name>`, or an id or short name that names exactly one user or group; one that names both is INVALID_FIELD, invalid.field.ambiguous). A subject of a customer you may not view is unknown, as one that does not exist. */
export type SubjectRef =
  {   /** A group: `{ id }` or `{ shortName }`. */
  group: GroupRef; user?: never; userOrGroup?: never; }
  |  { group?: never;   /** A user: `{ id }` or `{ shortName }`. */
  user: UserRef; userOrGroup?: never; }
  |  { group?: never; user?: never;   /** The REST API's text: a global id, `user:<x>`, `group:<x>`, or an id or short name naming exactly one user or group. */
  userOrGroup: string; };

/** A bulk submission (the JSON body of REST POST /pdns/v3/record). */
export type SubmitPdnsRecordsInput = {
  /** The customer the records belong to (`{ id }` or `{ shortName }`); default the caller's. */
  customer?: CustomerRef | null | undefined;
  /** Store the valid records and list the failed ones (default false: one invalid record fails all). */
  ignoreOnFailed?: boolean | null | undefined;
  /** Records (at most PDNS_MAX_SUBMISSION, default 100 000): query, answer, firstSeen (epoch ms or ISO 8601), times, minTtl, maxTtl, tlp, recordType required; recordClass (default in), lastSeen (default now) optional. Checked one by one. */
  records: Array<unknown>;
};

/** A document to unlock. */
export type UnlockDocumentInput = {
  /** The document: `{ id }` or `{ path: { customer, names } }`. */
  ref: DocumentElementRef;
};

/** The network to mark unverified. */
export type UnverifyCustomerNetworkInput = {
  /** The network: its global id or numeric id. */
  network: string | number;
};

/** Changes to a field descriptor; absent fields stay as they are. name, valueType, domain and customer cannot change. */
export type UpdateCaseFieldInput = {
  /** true: remove the value source (any value is then permitted). */
  clearValueSource?: boolean | null | undefined;
  /** The value given to a field bound in the case's policy when a new case leaves it out; checked like any value. */
  defaultValue?: unknown;
  /** The descriptor: `{ id }` (its global id, `CaseFieldDescriptor.id`, or its UUID) or `{ name }` (the field name). */
  field: CaseFieldDescriptorRef;
  /** Whether a case may hold several values. */
  multivalue?: boolean | null | undefined;
  /** The lowest role on a case that may read the field. */
  readRole?: CaseAccessRole | null | undefined;
  /** Free-form hints for user interfaces; Vigil stores them as given. */
  rendererOptions?: unknown;
  /** New checks, replacing the old ones; an unknown key is INVALID_FIELD. */
  validators?: unknown;
  /** New value source. Where permitted values come from: {type: static, values: [{key, label}]} or {type: external, url} (url under CASES_VALUE_SOURCE_ALLOWED_URLS); for stringType, integerType and assetType. */
  valueSource?: unknown;
  /** The lowest role on a case that may write the field. */
  writeRole?: CaseAccessRole | null | undefined;
};

/** Changes to a field policy; absent fields stay as they are. */
export type UpdateCaseFieldPolicyInput = {
  /** A field bound already gets the new displayName and requirementPolicy. */
  bindingsToAdd?: Array<CaseFieldBindingInput> | null | undefined;
  /** Binding ids or field names. */
  bindingsToRemove?: Array<string | number> | null | undefined;
  /** New policy name. */
  name?: string | null | undefined;
  /** The policy: its global id (`CaseFieldPolicy.id`) or its id (a UUID). */
  policy: string | number;
};

/** Only the fields given change. subject, description, reporter: owner level; the rest: write level (own watch: read level). */
export type UpdateCaseInput = {
  /** New SOC-side assignee. A user: `{ id }` (global or numeric id) or `{ shortName }`; of the case's customer, a customer above it or one below it (INVALID_FIELD otherwise). */
  assignedTech?: UserRef | null | undefined;
  /** New customer-side assignee. A user: `{ id }` (global or numeric id) or `{ shortName }`; of the case's customer, a customer above it or one below it (INVALID_FIELD otherwise). */
  assignedUser?: UserRef | null | undefined;
  /** The case: its global id (`Case.id`) or numeric id. A case you may not read is NOT_FOUND, as a missing one. */
  case: string | number;
  /** New long text (owner level). */
  description?: string | null | undefined;
  /** New priority. */
  priority?: CasePriority | null | undefined;
  /** New reporter (owner level). A user: `{ id }` (global or numeric id) or `{ shortName }`; of the case's customer, a customer above it or one below it (INVALID_FIELD otherwise). */
  reporter?: UserRef | null | undefined;
  /** Not closed (use closeCase); a closed case is reopened. */
  status?: CaseStatus | null | undefined;
  /** New summary (owner level; at most 500 characters). */
  subject?: string | null | undefined;
  /** Tags to add (at most 100). */
  tagsToAdd?: Array<string> | null | undefined;
  /** Tags to remove, by text (at most 100). */
  tagsToRemove?: Array<string> | null | undefined;
  /** true: clear assignedTech. */
  unassignTech?: boolean | null | undefined;
  /** true: clear assignedUser. */
  unassignUser?: boolean | null | undefined;
  /** Users to add as watchers: yourself with read level; others need owner level or the tech role. Each: A user: `{ id }` (global or numeric id) or `{ shortName }`; of the case's customer, a customer above it or one below it (INVALID_FIELD otherwise). */
  watchersToAdd?: Array<UserRef> | null | undefined;
  /** Watchers to remove, each `{ id }` or `{ shortName }`: yourself with read level; others need owner level or the tech role. */
  watchersToRemove?: Array<UserRef> | null | undefined;
};

/** Changes to a case service; absent fields stay as they are. */
export type UpdateCaseServiceInput = {
  /** Customers that subscribe from now on, each `{ id }` or `{ shortName }`. */
  customersToAdd?: Array<CustomerRef> | null | undefined;
  /** Customers whose subscription ends, each `{ id }` or `{ shortName }`. */
  customersToRemove?: Array<CustomerRef> | null | undefined;
  /** New free text. */
  description?: string | null | undefined;
  /** New display name. */
  name?: string | null | undefined;
  /** New read role: an existing function name. */
  readRole?: string | null | undefined;
  /** The service: `{ id }` (its global id, `CaseService.id`, or numeric id) or `{ shortName }`. */
  service: CaseServiceRef;
  /** New tech role: an existing function name. */
  techRole?: string | null | undefined;
  /** New write role: an existing function name. */
  writeRole?: string | null | undefined;
};

/** Changes to a network: give at least one (INVALID_FIELD empty.update on body otherwise); absent fields stay as they are. */
export type UpdateCustomerNetworkInput = {
  /** At most 1000 characters. */
  description?: string | null | undefined;
  /** Flags to remove (not DELETED or UNVERIFIED). */
  flagsToDisable?: Array<NetworkFlag> | null | undefined;
  /** Flags to add (not DELETED or UNVERIFIED). */
  flagsToEnable?: Array<NetworkFlag> | null | undefined;
  /** A location (sensors area): one of the customer's own locations or a global one; null clears it. */
  location?: SensorLocationRef | null | undefined;
  /** The network: its global id or numeric id. */
  network: string | number;
  /** New zone; null is INVALID_FIELD. */
  zone?: NetworkZone | null | undefined;
};

/** Changes to a document; absent fields stay as they are. */
export type UpdateDocumentInput = {
  /** Binary content, base64 (whitespace allowed). Give text or data, not both. */
  data?: string | null | undefined;
  /** New media type (must look like type/subtype). */
  mimeType?: string | null | undefined;
  /** New name; one taken in the folder is CONSTRAINT document.element.exists. */
  name?: string | null | undefined;
  /** The document: `{ id }` or `{ path: { customer, names } }`. */
  ref: DocumentElementRef;
  /** The revision this change is based on: CONSTRAINT document.revision.stale when it is no longer current. Absent: no check. */
  revision?: number | null | undefined;
  /** Text content, stored as UTF-8. Give text or data, not both. */
  text?: string | null | undefined;
};

/** Changes to a custom function. Give at least one field to change (INVALID_FIELD on body otherwise); absent fields stay as they are. */
export type UpdateFunctionInput = {
  /** At most 1000 characters. */
  description?: string | null | undefined;
  /** The function or role to change. A function or role: `{ id }` (a global id or numeric id) or `{ name }`. */
  function: FunctionRef;
  /** The new lowest security level. */
  minimumSecurityLevel?: SecurityLevel | null | undefined;
};

/** Changes to a group. Give at least one field to change (INVALID_FIELD on body otherwise); absent fields stay as they are. */
export type UpdateGroupInput = {
  /** The group: `{ id }` (a global id or numeric id) or `{ shortName }`. */
  group: GroupRef;
  /** New display name. */
  name?: string | null | undefined;
  /** New short name: letters, digits and _ - . @ (CONSTRAINT when taken). */
  shortName?: string | null | undefined;
};

/** Only the fields given change; hostname, ipAddress or expectedUpdateTime null clears it. */
export type UpdateSensorInput = {
  /** The active flag. */
  active?: boolean | null | undefined;
  /** Accepted only if it is the sensor's customer: the customer cannot change. */
  customer?: CustomerRef | null | undefined;
  /** New free text. */
  description?: string | null | undefined;
  /** Seconds; null: the sensor type's. */
  expectedUpdateTime?: number | null | undefined;
  /** New host name; null clears it (one of hostname and ipAddress must remain). */
  hostname?: string | null | undefined;
  /** New IP address; null clears it (one of hostname and ipAddress must remain). */
  ipAddress?: string | null | undefined;
  /** New location: the customer's, or a global one. */
  location?: SensorLocationRef | null | undefined;
  /** The monitored flag. */
  monitored?: boolean | null | undefined;
  /** The sensor: `{ id }` (its global id or numeric id) or `{ shortName }`. */
  sensor: SensorRef;
  /** New sensor type. */
  sensorType?: SensorTypeRef | null | undefined;
  /** Clearing it while interfaces of other customers exist is CONSTRAINT constraint.shared.data.in.use. */
  sharedCustomerData?: boolean | null | undefined;
  /** New unique short name. */
  shortName?: string | null | undefined;
};

/** Only the fields given change. */
export type UpdateSensorInterfaceInput = {
  /** The active flag. */
  active?: boolean | null | undefined;
  /** Accepted only if it is the interface's customer: it cannot change. */
  customer?: CustomerRef | null | undefined;
  /** The interface within the sensor: `{ id }` (its global id or numeric id) or `{ name }`. */
  interface: SensorInterfaceRef;
  /** New name: 1 to 64 of letters, digits, _ . : @ -, not only digits. */
  interfaceName?: string | null | undefined;
  /** New location: the sensor's customer's, or a global one. */
  location?: SensorLocationRef | null | undefined;
  /** The sensor: `{ id }` (its global id or numeric id) or `{ shortName }`. */
  sensor: SensorRef;
};

/** Only the fields given change. The customer cannot change. */
export type UpdateSensorLocationInput = {
  /** The location: `{ id }` (its global id or numeric id) or `{ shortName }`. */
  location: SensorLocationRef;
  /** New display name. */
  name?: string | null | undefined;
  /** New network zone. */
  networkZone?: SensorNetworkZone | null | undefined;
  /** New unique short name. */
  shortName?: string | null | undefined;
  /** New IANA time zone in region/city form. */
  timeZoneDescription?: string | null | undefined;
};

/** Only the fields given change. */
export type UpdateSensorTypeInput = {
  /** New department. */
  department?: SensorDepartment | null | undefined;
  /** Seconds (1 to 31622400). */
  expectedSensorUpdateTime?: number | null | undefined;
  /** New display name. */
  name?: string | null | undefined;
  /** The sensor type: `{ id }` (its global id or numeric id) or `{ shortName }`. */
  sensorType: SensorTypeRef;
  /** New unique short name. */
  shortName?: string | null | undefined;
  /** An absolute http(s) URL (at most 2048 characters) or empty. */
  url?: string | null | undefined;
};

/** Changes to a user. Give at least one field to change (INVALID_FIELD on body otherwise); absent fields stay as they are. */
export type UpdateUserInput = {
  /** New e-mail address; empty removes it. */
  email?: string | null | undefined;
  /** Language tag such as en or de-CH. */
  language?: string | null | undefined;
  /** New display name. */
  name?: string | null | undefined;
  /** New password, 8 to 1024 characters. */
  password?: string | null | undefined;
  /** IANA time zone such as Europe/Oslo. */
  timeZone?: string | null | undefined;
  /** The user: `{ id }` (a global id or numeric id) or `{ shortName }`. */
  user: UserRef;
};

/** One sub-criterion of an advanced user search. */
export type UserCriteriaInput = {
  /** Customers (any of them), each `{ id }` or `{ shortName }`. */
  customer?: Array<CustomerRef> | null | undefined;
  /** Remove what this criterion matches. */
  exclude?: boolean | null | undefined;
  /** Same as exclude. */
  excluded?: boolean | null | undefined;
  /** Any of them in shortName, name or email (case-insensitive; at most 100). */
  keywords?: Array<string> | null | undefined;
  /** This criterion must match; the others (neither required nor exclude) are ORed. */
  required?: boolean | null | undefined;
};

/** DISABLED users cannot sign in; their keys and sessions stop working at once. */
export type UserFlag =
  /** Disabled: cannot sign in; API keys and sessions are refused. */
  | 'DISABLED';

/** One key of the users' order: a field and its direction. Later keys break ties of earlier ones; ties broken by id ascending. */
export type UserOrder = {
  /** ASC (the default) or DESC. */
  direction?: OrderDirection | null | undefined;
  /** The field to order by. */
  field: UserOrderField;
};

/** A field the users can be ordered by. */
export type UserOrderField =
  /** By customer. */
  | 'CUSTOMER'
  /** By id. */
  | 'ID'
  /** By name. */
  | 'NAME'
  /** By shortName. */
  | 'SHORT_NAME';

/** A user, by exactly one of its keys: `{ id: ... }` or `{ shortName: ... }` (@oneOf: giving both or neither is an error). */
export type UserRef =
  {   /** The User's global id (what its `id` field returns) or its numeric `databaseId`. */
  id: string | number; shortName?: never; }
  |  { id?: never;   /** The user's short name (the name used to log in). */
  shortName: string; };

/** An advanced user search (REST POST /useradmin/v2/user/search): filters ANDed, repeated values ORed. */
export type UserSearchInput = {
  /** Only items of these customers (each `{ id }`, global or numeric, or `{ shortName }`); absent: every customer you may see. */
  customer?: Array<CustomerRef> | null | undefined;
  /** Also return disabled items (default false). */
  includeDisabled?: boolean | null | undefined;
  /** In shortName, name or email. Case-insensitive substrings; an item matches when it contains any of them (at most 100). */
  keywords?: Array<string> | null | undefined;
  /** Page size: at most this many items (default 25). 0 means all matches, up to 100 000 (more is an INVALID_FIELD error on limit: page instead). */
  limit?: number | null | undefined;
  /** Matches to skip before this page (default 0). */
  offset?: number | null | undefined;
  /** The order of the users: keys in turn, each breaking the ties of the one before. Default id ascending; ties broken by id ascending. */
  orderBy?: Array<UserOrder> | null | undefined;
  /** Further criteria: required ones ANDed, exclude ones removed, the rest ORed. */
  subCriteria?: Array<UserCriteriaInput> | null | undefined;
};

/** The network to mark verified. */
export type VerifyCustomerNetworkInput = {
  /** The network: its global id or numeric id. */
  network: string | number;
};

export type RestLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type RestLoginMutation = { login: { session: { csrfToken: string, expiresTimestamp: number, user: { shortName: string | null, userName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } } } | null };

export type RestLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type RestLogoutMutation = { logout: { loggedOut: boolean } | null };

export type RestCaseCustomerFragment = { shortName: string | null, name: string | null, id: number | null };

export type RestCaseUserFragment = { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null };

export type RestCaseFragment = { subject: string, description: string, type: CaseType, status: CaseStatus, priority: CasePriority, accessMode: CaseAccessMode, createdTimestamp: number, lastUpdatedTimestamp: number, closedTimestamp: number | null, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, service: { shortName: string, name: string, id: number }, reporter: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null }, assignedUser: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null, assignedTech: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null, watchers: Array<{ shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null }>, tags: Array<{ id: string, tag: string }>, currentUserAccess: { level: CaseAccessLevel, role: CaseAccessRole } };

export type RestCaseCommentFragment = { comment: string, internal: boolean, createdTimestamp: number, id: string, author: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } };

export type RestCaseAccessEntryFragment = { id: string, level: CaseAccessEntryLevel, createdTimestamp: number, subject: { type: CaseAccessSubjectType | null, shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } };

export type RestCaseServiceFragment = { shortName: string, name: string, description: string, readRole: string, writeRole: string, techRole: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customers: { items: Array<{ shortName: string | null, name: string | null, id: number | null }> } };

export type RestCaseFieldDescriptorFragment = { name: string, valueType: CaseFieldValueType, multivalue: boolean, readRole: CaseAccessRole, writeRole: CaseAccessRole, validators: unknown, valueSource: unknown, rendererOptions: unknown, defaultValue: unknown, createdTimestamp: number, lastUpdatedTimestamp: number, id: string, domain: { id: number, name: string }, customer: { shortName: string | null, name: string | null, id: number | null } | null };

export type RestCaseFieldValueFragment = { displayName: string, value: unknown, descriptor: { name: string, valueType: CaseFieldValueType, id: string }, values: Array<{ id: string | null, key: string | null, label: string | null, value: unknown, info: unknown }> };

export type RestCaseFieldPolicyFragment = { name: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: string, service: { shortName: string, name: string, id: number }, customer: { shortName: string | null, name: string | null, id: number | null } | null, bindings: Array<{ id: string, displayName: string | null, requirementPolicy: CaseFieldRequirementPolicy, field: { name: string, valueType: CaseFieldValueType, id: string } }> };

export type RestGetCaseQueryVariables = Exact<{
  id: string | number;
}>;


export type RestGetCaseQuery = { case: { subject: string, description: string, type: CaseType, status: CaseStatus, priority: CasePriority, accessMode: CaseAccessMode, createdTimestamp: number, lastUpdatedTimestamp: number, closedTimestamp: number | null, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, service: { shortName: string, name: string, id: number }, reporter: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null }, assignedUser: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null, assignedTech: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null, watchers: Array<{ shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null }>, tags: Array<{ id: string, tag: string }>, currentUserAccess: { level: CaseAccessLevel, role: CaseAccessRole } } | null };

export type RestSearchCasesQueryVariables = Exact<{
  input?: CaseSearchInput | null | undefined;
}>;


export type RestSearchCasesQuery = { searchCases: { limit: number, offset: number, count: number, items: Array<{ subject: string, description: string, type: CaseType, status: CaseStatus, priority: CasePriority, accessMode: CaseAccessMode, createdTimestamp: number, lastUpdatedTimestamp: number, closedTimestamp: number | null, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, service: { shortName: string, name: string, id: number }, reporter: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null }, assignedUser: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null, assignedTech: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null, watchers: Array<{ shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null }>, tags: Array<{ id: string, tag: string }>, currentUserAccess: { level: CaseAccessLevel, role: CaseAccessRole } }> } | null };

export type RestAddCaseMutationVariables = Exact<{
  input: AddCaseInput;
}>;


export type RestAddCaseMutation = { addCase: { case: { subject: string, description: string, type: CaseType, status: CaseStatus, priority: CasePriority, accessMode: CaseAccessMode, createdTimestamp: number, lastUpdatedTimestamp: number, closedTimestamp: number | null, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, service: { shortName: string, name: string, id: number }, reporter: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null }, assignedUser: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null, assignedTech: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null, watchers: Array<{ shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null }>, tags: Array<{ id: string, tag: string }>, currentUserAccess: { level: CaseAccessLevel, role: CaseAccessRole } } } | null };

export type RestUpdateCaseMutationVariables = Exact<{
  input: UpdateCaseInput;
}>;


export type RestUpdateCaseMutation = { updateCase: { case: { subject: string, description: string, type: CaseType, status: CaseStatus, priority: CasePriority, accessMode: CaseAccessMode, createdTimestamp: number, lastUpdatedTimestamp: number, closedTimestamp: number | null, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, service: { shortName: string, name: string, id: number }, reporter: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null }, assignedUser: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null, assignedTech: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null, watchers: Array<{ shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null }>, tags: Array<{ id: string, tag: string }>, currentUserAccess: { level: CaseAccessLevel, role: CaseAccessRole } } } | null };

export type RestCloseCaseMutationVariables = Exact<{
  input: CloseCaseInput;
}>;


export type RestCloseCaseMutation = { closeCase: { case: { subject: string, description: string, type: CaseType, status: CaseStatus, priority: CasePriority, accessMode: CaseAccessMode, createdTimestamp: number, lastUpdatedTimestamp: number, closedTimestamp: number | null, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, service: { shortName: string, name: string, id: number }, reporter: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null }, assignedUser: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null, assignedTech: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null, watchers: Array<{ shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null }>, tags: Array<{ id: string, tag: string }>, currentUserAccess: { level: CaseAccessLevel, role: CaseAccessRole } } } | null };

export type RestCaseCommentsQueryVariables = Exact<{
  id: string | number;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestCaseCommentsQuery = { case: { comments: { limit: number, offset: number, count: number, items: Array<{ comment: string, internal: boolean, createdTimestamp: number, id: string, author: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } }> } | null } | null };

export type RestAddCaseCommentMutationVariables = Exact<{
  input: AddCaseCommentInput;
}>;


export type RestAddCaseCommentMutation = { addCaseComment: { comment: { comment: string, internal: boolean, createdTimestamp: number, id: string, author: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } } } | null };

export type RestCaseTagsQueryVariables = Exact<{
  id: string | number;
}>;


export type RestCaseTagsQuery = { case: { tags: Array<{ id: string, tag: string }> } | null };

export type RestAddCaseTagMutationVariables = Exact<{
  input: AddCaseTagInput;
}>;


export type RestAddCaseTagMutation = { addCaseTag: { tag: { id: string, tag: string } } | null };

export type RestRemoveCaseTagMutationVariables = Exact<{
  input: RemoveCaseTagInput;
}>;


export type RestRemoveCaseTagMutation = { removeCaseTag: { tag: { id: string, tag: string } } | null };

export type RestCaseAccessQueryVariables = Exact<{
  id: string | number;
}>;


export type RestCaseAccessQuery = { case: { accessEntries: Array<{ id: string, level: CaseAccessEntryLevel, createdTimestamp: number, subject: { type: CaseAccessSubjectType | null, shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } }> | null } | null };

export type RestSetCaseAccessModeMutationVariables = Exact<{
  input: SetCaseAccessModeInput;
}>;


export type RestSetCaseAccessModeMutation = { setCaseAccessMode: { case: { subject: string, description: string, type: CaseType, status: CaseStatus, priority: CasePriority, accessMode: CaseAccessMode, createdTimestamp: number, lastUpdatedTimestamp: number, closedTimestamp: number | null, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, service: { shortName: string, name: string, id: number }, reporter: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null }, assignedUser: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null, assignedTech: { shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null, watchers: Array<{ shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null }>, tags: Array<{ id: string, tag: string }>, currentUserAccess: { level: CaseAccessLevel, role: CaseAccessRole } } } | null };

export type RestGrantCaseAccessMutationVariables = Exact<{
  input: GrantCaseAccessInput;
}>;


export type RestGrantCaseAccessMutation = { grantCaseAccess: { accessEntry: { id: string, level: CaseAccessEntryLevel, createdTimestamp: number, subject: { type: CaseAccessSubjectType | null, shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } } } | null };

export type RestRevokeCaseAccessMutationVariables = Exact<{
  input: RevokeCaseAccessInput;
}>;


export type RestRevokeCaseAccessMutation = { revokeCaseAccess: { accessEntry: { id: string, level: CaseAccessEntryLevel, createdTimestamp: number, subject: { type: CaseAccessSubjectType | null, shortName: string | null, name: string | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null } | null } } } | null };

export type RestCaseServicesQueryVariables = Exact<{
  customerLimit?: number | null | undefined;
}>;


export type RestCaseServicesQuery = { caseServices: Array<{ shortName: string, name: string, description: string, readRole: string, writeRole: string, techRole: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customers: { items: Array<{ shortName: string | null, name: string | null, id: number | null }> } }> | null };

export type RestCaseServiceQueryVariables = Exact<{
  idOrShortName: CaseServiceRef;
  customerLimit?: number | null | undefined;
}>;


export type RestCaseServiceQuery = { caseService: { shortName: string, name: string, description: string, readRole: string, writeRole: string, techRole: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customers: { items: Array<{ shortName: string | null, name: string | null, id: number | null }> } } | null };

export type RestAddCaseServiceMutationVariables = Exact<{
  input: AddCaseServiceInput;
  customerLimit?: number | null | undefined;
}>;


export type RestAddCaseServiceMutation = { addCaseService: { service: { shortName: string, name: string, description: string, readRole: string, writeRole: string, techRole: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customers: { items: Array<{ shortName: string | null, name: string | null, id: number | null }> } } } | null };

export type RestUpdateCaseServiceMutationVariables = Exact<{
  input: UpdateCaseServiceInput;
  customerLimit?: number | null | undefined;
}>;


export type RestUpdateCaseServiceMutation = { updateCaseService: { service: { shortName: string, name: string, description: string, readRole: string, writeRole: string, techRole: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customers: { items: Array<{ shortName: string | null, name: string | null, id: number | null }> } } } | null };

export type RestCaseFieldDescriptorsQueryVariables = Exact<{
  domain?: string | number | null | undefined;
  customer?: CustomerRef | null | undefined;
  keywords?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestCaseFieldDescriptorsQuery = { caseFieldDescriptors: { limit: number, offset: number, count: number, items: Array<{ name: string, valueType: CaseFieldValueType, multivalue: boolean, readRole: CaseAccessRole, writeRole: CaseAccessRole, validators: unknown, valueSource: unknown, rendererOptions: unknown, defaultValue: unknown, createdTimestamp: number, lastUpdatedTimestamp: number, id: string, domain: { id: number, name: string }, customer: { shortName: string | null, name: string | null, id: number | null } | null }> } | null };

export type RestCaseFieldDescriptorQueryVariables = Exact<{
  idOrName: CaseFieldDescriptorRef;
}>;


export type RestCaseFieldDescriptorQuery = { caseFieldDescriptor: { name: string, valueType: CaseFieldValueType, multivalue: boolean, readRole: CaseAccessRole, writeRole: CaseAccessRole, validators: unknown, valueSource: unknown, rendererOptions: unknown, defaultValue: unknown, createdTimestamp: number, lastUpdatedTimestamp: number, id: string, domain: { id: number, name: string }, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null };

export type RestAddCaseFieldMutationVariables = Exact<{
  input: AddCaseFieldInput;
}>;


export type RestAddCaseFieldMutation = { addCaseField: { field: { name: string, valueType: CaseFieldValueType, multivalue: boolean, readRole: CaseAccessRole, writeRole: CaseAccessRole, validators: unknown, valueSource: unknown, rendererOptions: unknown, defaultValue: unknown, createdTimestamp: number, lastUpdatedTimestamp: number, id: string, domain: { id: number, name: string }, customer: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestUpdateCaseFieldMutationVariables = Exact<{
  input: UpdateCaseFieldInput;
}>;


export type RestUpdateCaseFieldMutation = { updateCaseField: { field: { name: string, valueType: CaseFieldValueType, multivalue: boolean, readRole: CaseAccessRole, writeRole: CaseAccessRole, validators: unknown, valueSource: unknown, rendererOptions: unknown, defaultValue: unknown, createdTimestamp: number, lastUpdatedTimestamp: number, id: string, domain: { id: number, name: string }, customer: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestCaseFieldsQueryVariables = Exact<{
  id: string | number;
}>;


export type RestCaseFieldsQuery = { case: { fields: Array<{ displayName: string, value: unknown, descriptor: { name: string, valueType: CaseFieldValueType, id: string }, values: Array<{ id: string | null, key: string | null, label: string | null, value: unknown, info: unknown }> }> | null } | null };

export type RestCaseFieldQueryVariables = Exact<{
  id: string | number;
  fieldName: string;
}>;


export type RestCaseFieldQuery = { caseField: { displayName: string, value: unknown, descriptor: { name: string, valueType: CaseFieldValueType, id: string }, values: Array<{ id: string | null, key: string | null, label: string | null, value: unknown, info: unknown }> } | null };

export type RestSetCaseFieldMutationVariables = Exact<{
  input: SetCaseFieldInput;
}>;


export type RestSetCaseFieldMutation = { setCaseField: { field: { displayName: string, value: unknown, descriptor: { name: string, valueType: CaseFieldValueType, id: string }, values: Array<{ id: string | null, key: string | null, label: string | null, value: unknown, info: unknown }> } } | null };

export type RestCaseFieldValuesQueryVariables = Exact<{
  fieldName: string;
  keywords?: Array<string> | string | null | undefined;
  caseID?: string | number | null | undefined;
  service?: CaseServiceRef | null | undefined;
  customer?: CustomerRef | null | undefined;
  domain?: string | number | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestCaseFieldValuesQuery = { caseFieldValues: { limit: number, offset: number, count: number, items: Array<{ key: string, label: string | null }> } | null };

export type RestCaseFieldPoliciesQueryVariables = Exact<{
  service?: CaseServiceRef | null | undefined;
  customer?: CustomerRef | null | undefined;
}>;


export type RestCaseFieldPoliciesQuery = { caseFieldPolicies: Array<{ name: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: string, service: { shortName: string, name: string, id: number }, customer: { shortName: string | null, name: string | null, id: number | null } | null, bindings: Array<{ id: string, displayName: string | null, requirementPolicy: CaseFieldRequirementPolicy, field: { name: string, valueType: CaseFieldValueType, id: string } }> }> | null };

export type RestCaseFieldPolicyQueryVariables = Exact<{
  id: string | number;
}>;


export type RestCaseFieldPolicyQuery = { caseFieldPolicy: { name: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: string, service: { shortName: string, name: string, id: number }, customer: { shortName: string | null, name: string | null, id: number | null } | null, bindings: Array<{ id: string, displayName: string | null, requirementPolicy: CaseFieldRequirementPolicy, field: { name: string, valueType: CaseFieldValueType, id: string } }> } | null };

export type RestAddCaseFieldPolicyMutationVariables = Exact<{
  input: AddCaseFieldPolicyInput;
}>;


export type RestAddCaseFieldPolicyMutation = { addCaseFieldPolicy: { policy: { name: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: string, service: { shortName: string, name: string, id: number }, customer: { shortName: string | null, name: string | null, id: number | null } | null, bindings: Array<{ id: string, displayName: string | null, requirementPolicy: CaseFieldRequirementPolicy, field: { name: string, valueType: CaseFieldValueType, id: string } }> } } | null };

export type RestUpdateCaseFieldPolicyMutationVariables = Exact<{
  input: UpdateCaseFieldPolicyInput;
}>;


export type RestUpdateCaseFieldPolicyMutation = { updateCaseFieldPolicy: { policy: { name: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: string, service: { shortName: string, name: string, id: number }, customer: { shortName: string | null, name: string | null, id: number | null } | null, bindings: Array<{ id: string, displayName: string | null, requirementPolicy: CaseFieldRequirementPolicy, field: { name: string, valueType: CaseFieldValueType, id: string } }> } } | null };

export type RestCurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type RestCurrentUserQuery = { currentUser: { shortName: string | null, userName: string | null, name: string | null, email: string | null, language: string | null, timeZone: string | null, flags: Array<UserFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null, domain: { id: number, name: string } | null } | null, domain: { id: number, name: string } | null } | null };

export type RestCustomerNetworkFragment = { description: string, zone: NetworkZone, flags: Array<NetworkFlag>, verified: boolean, verifiedTimestamp: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, networkAddress: { address: string, maskBits: number, prefix: string }, location: { shortName: string, name: string, id: number } | null, verifiedBy: { shortName: string | null, name: string | null, id: number | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, lastUpdatedBy: { shortName: string | null, name: string | null, id: number | null } | null };

export type RestGetCustomerNetworkQueryVariables = Exact<{
  id: string | number;
}>;


export type RestGetCustomerNetworkQuery = { customerNetwork: { description: string, zone: NetworkZone, flags: Array<NetworkFlag>, verified: boolean, verifiedTimestamp: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, networkAddress: { address: string, maskBits: number, prefix: string }, location: { shortName: string, name: string, id: number } | null, verifiedBy: { shortName: string | null, name: string | null, id: number | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, lastUpdatedBy: { shortName: string | null, name: string | null, id: number | null } | null } | null };

export type RestSearchCustomerNetworksQueryVariables = Exact<{
  criteria?: CustomerNetworkSearchInput | null | undefined;
}>;


export type RestSearchCustomerNetworksQuery = { customerNetworks: { limit: number, offset: number, count: number, items: Array<{ description: string, zone: NetworkZone, flags: Array<NetworkFlag>, verified: boolean, verifiedTimestamp: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, networkAddress: { address: string, maskBits: number, prefix: string }, location: { shortName: string, name: string, id: number } | null, verifiedBy: { shortName: string | null, name: string | null, id: number | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, lastUpdatedBy: { shortName: string | null, name: string | null, id: number | null } | null }> } | null };

export type RestAddCustomerNetworkMutationVariables = Exact<{
  input: AddCustomerNetworkInput;
}>;


export type RestAddCustomerNetworkMutation = { addCustomerNetwork: { network: { description: string, zone: NetworkZone, flags: Array<NetworkFlag>, verified: boolean, verifiedTimestamp: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, networkAddress: { address: string, maskBits: number, prefix: string }, location: { shortName: string, name: string, id: number } | null, verifiedBy: { shortName: string | null, name: string | null, id: number | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, lastUpdatedBy: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestAddCustomerNetworksLenientMutationVariables = Exact<{
  input: AddCustomerNetworksLenientInput;
}>;


export type RestAddCustomerNetworksLenientMutation = { addCustomerNetworksLenient: { report: { acceptedCount: number, createdCount: number, reactivatedCount: number, overwrittenCount: number, failedCount: number, acceptedIds: Array<number>, failures: Array<{ index: number, networkAddress: string, field: string, message: string, messageTemplate: string }> } } | null };

export type RestAddCustomerNetworksBulkMutationVariables = Exact<{
  input: AddCustomerNetworksLenientInput;
}>;


export type RestAddCustomerNetworksBulkMutation = { addCustomerNetworksLenient: { report: { acceptedNetworks: Array<{ description: string, zone: NetworkZone, flags: Array<NetworkFlag>, verified: boolean, verifiedTimestamp: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, networkAddress: { address: string, maskBits: number, prefix: string }, location: { shortName: string, name: string, id: number } | null, verifiedBy: { shortName: string | null, name: string | null, id: number | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, lastUpdatedBy: { shortName: string | null, name: string | null, id: number | null } | null }> } } | null };

export type RestUpdateCustomerNetworkMutationVariables = Exact<{
  input: UpdateCustomerNetworkInput;
}>;


export type RestUpdateCustomerNetworkMutation = { updateCustomerNetwork: { network: { description: string, zone: NetworkZone, flags: Array<NetworkFlag>, verified: boolean, verifiedTimestamp: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, networkAddress: { address: string, maskBits: number, prefix: string }, location: { shortName: string, name: string, id: number } | null, verifiedBy: { shortName: string | null, name: string | null, id: number | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, lastUpdatedBy: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestVerifyCustomerNetworkMutationVariables = Exact<{
  input: VerifyCustomerNetworkInput;
}>;


export type RestVerifyCustomerNetworkMutation = { verifyCustomerNetwork: { network: { description: string, zone: NetworkZone, flags: Array<NetworkFlag>, verified: boolean, verifiedTimestamp: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, networkAddress: { address: string, maskBits: number, prefix: string }, location: { shortName: string, name: string, id: number } | null, verifiedBy: { shortName: string | null, name: string | null, id: number | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, lastUpdatedBy: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestUnverifyCustomerNetworkMutationVariables = Exact<{
  input: UnverifyCustomerNetworkInput;
}>;


export type RestUnverifyCustomerNetworkMutation = { unverifyCustomerNetwork: { network: { description: string, zone: NetworkZone, flags: Array<NetworkFlag>, verified: boolean, verifiedTimestamp: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, networkAddress: { address: string, maskBits: number, prefix: string }, location: { shortName: string, name: string, id: number } | null, verifiedBy: { shortName: string | null, name: string | null, id: number | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, lastUpdatedBy: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestDeleteCustomerNetworkMutationVariables = Exact<{
  input: DeleteCustomerNetworkInput;
}>;


export type RestDeleteCustomerNetworkMutation = { deleteCustomerNetwork: { network: { description: string, zone: NetworkZone, flags: Array<NetworkFlag>, verified: boolean, verifiedTimestamp: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, networkAddress: { address: string, maskBits: number, prefix: string }, location: { shortName: string, name: string, id: number } | null, verifiedBy: { shortName: string | null, name: string | null, id: number | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, lastUpdatedBy: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestCustomerFragment = { shortName: string, name: string, flags: Array<CustomerFlag>, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, domain: { id: number, name: string }, parent: { shortName: string | null, name: string | null, id: number | null } | null };

export type RestGetCustomerQueryVariables = Exact<{
  idOrShortName: CustomerRef;
}>;


export type RestGetCustomerQuery = { customer: { shortName: string, name: string, flags: Array<CustomerFlag>, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, domain: { id: number, name: string }, parent: { shortName: string | null, name: string | null, id: number | null } | null } | null };

export type RestSearchCustomersQueryVariables = Exact<{
  keywords?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestSearchCustomersQuery = { customers: { limit: number, offset: number, count: number, items: Array<{ shortName: string, name: string, flags: Array<CustomerFlag>, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, domain: { id: number, name: string }, parent: { shortName: string | null, name: string | null, id: number | null } | null }> } | null };

export type RestDocumentElementFragment = { name: string, accessMode: DocumentAccessMode, effectiveAccessMode: DocumentAccessMode, currentUserAccessLevel: DocumentAccessLevel, elementType: DocumentElementType, flags: Array<DocumentElementFlag>, mimeType: string | null, size: number | null, sha256: string | null, revision: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, parentElements: Array<{ name: string, id: number }>, customer: { shortName: string | null, name: string | null, id: number | null }, lock: { lockedUntil: number, lockedBy: { shortName: string | null, name: string | null, id: number | null } | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, updatedBy: { shortName: string | null, name: string | null, id: number | null } | null };

export type RestDocumentRevisionFragment = { number: number, documentID: number, name: string, mimeType: string, size: number, sha256: string, restoredFrom: number | null, createdTimestamp: number, createdBy: { shortName: string | null, name: string | null, id: number | null } | null };

export type RestDocumentAccessEntryFragment = { elementID: number, subjectID: number | null, subjectType: DocumentSubjectType, level: DocumentAccessLevel, implied: boolean, createdTimestamp: number, id: number };

export type RestGetDocumentElementQueryVariables = Exact<{
  ref: DocumentElementRef;
  elementType?: DocumentElementType | null | undefined;
}>;


export type RestGetDocumentElementQuery = { documentElement: { name: string, accessMode: DocumentAccessMode, effectiveAccessMode: DocumentAccessMode, currentUserAccessLevel: DocumentAccessLevel, elementType: DocumentElementType, flags: Array<DocumentElementFlag>, mimeType: string | null, size: number | null, sha256: string | null, revision: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, parentElements: Array<{ name: string, id: number }>, customer: { shortName: string | null, name: string | null, id: number | null }, lock: { lockedUntil: number, lockedBy: { shortName: string | null, name: string | null, id: number | null } | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, updatedBy: { shortName: string | null, name: string | null, id: number | null } | null } | null };

export type RestGetDocumentRootFolderQueryVariables = Exact<{
  customer?: CustomerRef | null | undefined;
}>;


export type RestGetDocumentRootFolderQuery = { documentRootFolder: { name: string, accessMode: DocumentAccessMode, effectiveAccessMode: DocumentAccessMode, currentUserAccessLevel: DocumentAccessLevel, elementType: DocumentElementType, flags: Array<DocumentElementFlag>, mimeType: string | null, size: number | null, sha256: string | null, revision: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, parentElements: Array<{ name: string, id: number }>, customer: { shortName: string | null, name: string | null, id: number | null }, lock: { lockedUntil: number, lockedBy: { shortName: string | null, name: string | null, id: number | null } | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, updatedBy: { shortName: string | null, name: string | null, id: number | null } | null } | null };

export type RestFolderContentQueryVariables = Exact<{
  ref: DocumentElementRef;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestFolderContentQuery = { folderContent: { limit: number, offset: number, count: number, items: Array<{ name: string, accessMode: DocumentAccessMode, effectiveAccessMode: DocumentAccessMode, currentUserAccessLevel: DocumentAccessLevel, elementType: DocumentElementType, flags: Array<DocumentElementFlag>, mimeType: string | null, size: number | null, sha256: string | null, revision: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, parentElements: Array<{ name: string, id: number }>, customer: { shortName: string | null, name: string | null, id: number | null }, lock: { lockedUntil: number, lockedBy: { shortName: string | null, name: string | null, id: number | null } | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, updatedBy: { shortName: string | null, name: string | null, id: number | null } | null }> } | null };

export type RestDocumentRevisionsQueryVariables = Exact<{
  ref: DocumentElementRef;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestDocumentRevisionsQuery = { documentRevisions: { limit: number, offset: number, count: number, items: Array<{ number: number, documentID: number, name: string, mimeType: string, size: number, sha256: string, restoredFrom: number | null, createdTimestamp: number, createdBy: { shortName: string | null, name: string | null, id: number | null } | null }> } | null };

export type RestDocumentRevisionQueryVariables = Exact<{
  ref: DocumentElementRef;
  number: number;
}>;


export type RestDocumentRevisionQuery = { documentRevision: { number: number, documentID: number, name: string, mimeType: string, size: number, sha256: string, restoredFrom: number | null, createdTimestamp: number, createdBy: { shortName: string | null, name: string | null, id: number | null } | null } | null };

export type RestDocumentAccessEntriesQueryVariables = Exact<{
  ref: DocumentElementRef;
  elementType?: DocumentElementType | null | undefined;
}>;


export type RestDocumentAccessEntriesQuery = { documentAccessEntries: Array<{ elementID: number, subjectID: number | null, subjectType: DocumentSubjectType, level: DocumentAccessLevel, implied: boolean, createdTimestamp: number, id: number }> | null };

export type RestAddDocumentFolderMutationVariables = Exact<{
  input: AddDocumentFolderInput;
}>;


export type RestAddDocumentFolderMutation = { addDocumentFolder: { folder: { name: string, accessMode: DocumentAccessMode, effectiveAccessMode: DocumentAccessMode, currentUserAccessLevel: DocumentAccessLevel, elementType: DocumentElementType, flags: Array<DocumentElementFlag>, mimeType: string | null, size: number | null, sha256: string | null, revision: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, parentElements: Array<{ name: string, id: number }>, customer: { shortName: string | null, name: string | null, id: number | null }, lock: { lockedUntil: number, lockedBy: { shortName: string | null, name: string | null, id: number | null } | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, updatedBy: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestAddDocumentMutationVariables = Exact<{
  input: AddDocumentInput;
}>;


export type RestAddDocumentMutation = { addDocument: { document: { name: string, accessMode: DocumentAccessMode, effectiveAccessMode: DocumentAccessMode, currentUserAccessLevel: DocumentAccessLevel, elementType: DocumentElementType, flags: Array<DocumentElementFlag>, mimeType: string | null, size: number | null, sha256: string | null, revision: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, parentElements: Array<{ name: string, id: number }>, customer: { shortName: string | null, name: string | null, id: number | null }, lock: { lockedUntil: number, lockedBy: { shortName: string | null, name: string | null, id: number | null } | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, updatedBy: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestUpdateDocumentMutationVariables = Exact<{
  input: UpdateDocumentInput;
}>;


export type RestUpdateDocumentMutation = { updateDocument: { document: { name: string, accessMode: DocumentAccessMode, effectiveAccessMode: DocumentAccessMode, currentUserAccessLevel: DocumentAccessLevel, elementType: DocumentElementType, flags: Array<DocumentElementFlag>, mimeType: string | null, size: number | null, sha256: string | null, revision: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, parentElements: Array<{ name: string, id: number }>, customer: { shortName: string | null, name: string | null, id: number | null }, lock: { lockedUntil: number, lockedBy: { shortName: string | null, name: string | null, id: number | null } | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, updatedBy: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestDeleteDocumentElementMutationVariables = Exact<{
  input: DeleteDocumentElementInput;
}>;


export type RestDeleteDocumentElementMutation = { deleteDocumentElement: { deleted: boolean } | null };

export type RestSetDocumentAccessModeMutationVariables = Exact<{
  input: SetDocumentAccessModeInput;
}>;


export type RestSetDocumentAccessModeMutation = { setDocumentAccessMode: { element: { name: string, accessMode: DocumentAccessMode, effectiveAccessMode: DocumentAccessMode, currentUserAccessLevel: DocumentAccessLevel, elementType: DocumentElementType, flags: Array<DocumentElementFlag>, mimeType: string | null, size: number | null, sha256: string | null, revision: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, parentElements: Array<{ name: string, id: number }>, customer: { shortName: string | null, name: string | null, id: number | null }, lock: { lockedUntil: number, lockedBy: { shortName: string | null, name: string | null, id: number | null } | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, updatedBy: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestGrantDocumentAccessMutationVariables = Exact<{
  input: GrantDocumentAccessInput;
}>;


export type RestGrantDocumentAccessMutation = { grantDocumentAccess: { accessEntry: { elementID: number, subjectID: number | null, subjectType: DocumentSubjectType, level: DocumentAccessLevel, implied: boolean, createdTimestamp: number, id: number } } | null };

export type RestRevokeDocumentAccessMutationVariables = Exact<{
  input: RevokeDocumentAccessInput;
}>;


export type RestRevokeDocumentAccessMutation = { revokeDocumentAccess: { revoked: boolean } | null };

export type RestLockDocumentMutationVariables = Exact<{
  input: LockDocumentInput;
}>;


export type RestLockDocumentMutation = { lockDocument: { document: { name: string, accessMode: DocumentAccessMode, effectiveAccessMode: DocumentAccessMode, currentUserAccessLevel: DocumentAccessLevel, elementType: DocumentElementType, flags: Array<DocumentElementFlag>, mimeType: string | null, size: number | null, sha256: string | null, revision: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, parentElements: Array<{ name: string, id: number }>, customer: { shortName: string | null, name: string | null, id: number | null }, lock: { lockedUntil: number, lockedBy: { shortName: string | null, name: string | null, id: number | null } | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, updatedBy: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestUnlockDocumentMutationVariables = Exact<{
  input: UnlockDocumentInput;
}>;


export type RestUnlockDocumentMutation = { unlockDocument: { document: { name: string, accessMode: DocumentAccessMode, effectiveAccessMode: DocumentAccessMode, currentUserAccessLevel: DocumentAccessLevel, elementType: DocumentElementType, flags: Array<DocumentElementFlag>, mimeType: string | null, size: number | null, sha256: string | null, revision: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, parentElements: Array<{ name: string, id: number }>, customer: { shortName: string | null, name: string | null, id: number | null }, lock: { lockedUntil: number, lockedBy: { shortName: string | null, name: string | null, id: number | null } | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, updatedBy: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestRestoreDocumentRevisionMutationVariables = Exact<{
  input: RestoreDocumentRevisionInput;
}>;


export type RestRestoreDocumentRevisionMutation = { restoreDocumentRevision: { document: { name: string, accessMode: DocumentAccessMode, effectiveAccessMode: DocumentAccessMode, currentUserAccessLevel: DocumentAccessLevel, elementType: DocumentElementType, flags: Array<DocumentElementFlag>, mimeType: string | null, size: number | null, sha256: string | null, revision: number | null, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, parentElements: Array<{ name: string, id: number }>, customer: { shortName: string | null, name: string | null, id: number | null }, lock: { lockedUntil: number, lockedBy: { shortName: string | null, name: string | null, id: number | null } | null } | null, createdBy: { shortName: string | null, name: string | null, id: number | null } | null, updatedBy: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestPdnsRecordFragment = { rrclass: string, rrtype: string, query: string, answer: string, firstSeenTimestamp: number, lastSeenTimestamp: number, maxTtl: number, minTtl: number, times: number, tlp: PdnsTlp, createdTimestamp: number, lastUpdatedTimestamp: number, customer: { shortName: string | null, name: string | null, id: number | null } | null };

export type RestPdnsSearchQueryVariables = Exact<{
  input: PdnsSearchInput;
}>;


export type RestPdnsSearchQuery = { pdnsSearch: { limit: number, offset: number, metaData: unknown, count: number, items: Array<{ rrclass: string, rrtype: string, query: string, answer: string, firstSeenTimestamp: number, lastSeenTimestamp: number, maxTtl: number, minTtl: number, times: number, tlp: PdnsTlp, createdTimestamp: number, lastUpdatedTimestamp: number, customer: { shortName: string | null, name: string | null, id: number | null } | null }> } | null };

export type RestPdnsCofQueryVariables = Exact<{
  input: PdnsSearchInput;
}>;


export type RestPdnsCofQuery = { pdnsSearch: { limit: number, offset: number, metaData: unknown, count: number, items: Array<{ query: string, answer: string, rrtype: string, firstSeenTimestamp: number, lastSeenTimestamp: number, times: number }> } | null };

export type RestPdnsSeenQueryVariables = Exact<{
  query: string;
  tlp?: Array<PdnsTlp> | PdnsTlp | null | undefined;
  ignoreOwnRecords?: boolean | null | undefined;
}>;


export type RestPdnsSeenQuery = { pdnsSeen: { exists: boolean, metaData: unknown } | null };

export type RestPdnsSubmitMutationVariables = Exact<{
  input: SubmitPdnsRecordsInput;
}>;


export type RestPdnsSubmitMutation = { submitPdnsRecords: { report: { submitted: number, accepted: number, failed: number, metaData: unknown, failedRecords: Array<{ index: number, field: string | null, message: string }>, customer: { shortName: string | null, name: string | null, id: number | null } } } | null };

export type RestSensorCustomerRefFragment = { shortName: string | null, name: string | null, id: number | null };

export type RestSensorTypeFragment = { shortName: string, name: string, url: string, expectedSensorUpdateTime: number, department: SensorDepartment, createdTimestamp: number, lastUpdatedTimestamp: number, id: number };

export type RestSensorLocationFragment = { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null } | null };

export type RestSensorFragment = { shortName: string, hostname: string | null, ipAddress: string | null, sharedCustomerData: boolean, expectedUpdateTime: number | null, active: boolean, monitored: boolean, description: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, sensorType: { shortName: string, name: string, id: number }, location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, id: number } };

export type RestSensorInterfaceFragment = { interfaceName: string, active: boolean, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, sensor: { shortName: string, hostname: string | null, ipAddress: string | null, id: number }, location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, id: number }, customer: { shortName: string | null, name: string | null, id: number | null } };

export type RestRegisterSensorTypeMutationVariables = Exact<{
  input: RegisterSensorTypeInput;
}>;


export type RestRegisterSensorTypeMutation = { registerSensorType: { sensorType: { shortName: string, name: string, url: string, expectedSensorUpdateTime: number, department: SensorDepartment, createdTimestamp: number, lastUpdatedTimestamp: number, id: number } } | null };

export type RestSearchSensorTypesQueryVariables = Exact<{
  keywords?: Array<string> | string | null | undefined;
  department?: Array<SensorDepartment> | SensorDepartment | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestSearchSensorTypesQuery = { sensorTypes: { limit: number, offset: number, count: number, items: Array<{ shortName: string, name: string, url: string, expectedSensorUpdateTime: number, department: SensorDepartment, createdTimestamp: number, lastUpdatedTimestamp: number, id: number }> } | null };

export type RestGetSensorTypeQueryVariables = Exact<{
  idOrShortName: SensorTypeRef;
}>;


export type RestGetSensorTypeQuery = { sensorType: { shortName: string, name: string, url: string, expectedSensorUpdateTime: number, department: SensorDepartment, createdTimestamp: number, lastUpdatedTimestamp: number, id: number } | null };

export type RestUpdateSensorTypeMutationVariables = Exact<{
  input: UpdateSensorTypeInput;
}>;


export type RestUpdateSensorTypeMutation = { updateSensorType: { sensorType: { shortName: string, name: string, url: string, expectedSensorUpdateTime: number, department: SensorDepartment, createdTimestamp: number, lastUpdatedTimestamp: number, id: number } } | null };

export type RestAddSensorLocationMutationVariables = Exact<{
  input: AddSensorLocationInput;
}>;


export type RestAddSensorLocationMutation = { addSensorLocation: { location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestGetSensorLocationQueryVariables = Exact<{
  idOrShortName: SensorLocationRef;
}>;


export type RestGetSensorLocationQuery = { sensorLocation: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null } | null } | null };

export type RestSearchSensorLocationsQueryVariables = Exact<{
  customer?: Array<CustomerRef> | CustomerRef | null | undefined;
  keywords?: Array<string> | string | null | undefined;
  global?: boolean | null | undefined;
  networkZone?: Array<SensorNetworkZone> | SensorNetworkZone | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestSearchSensorLocationsQuery = { sensorLocations: { limit: number, offset: number, count: number, items: Array<{ shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null } | null }> } | null };

export type RestUpdateSensorLocationMutationVariables = Exact<{
  input: UpdateSensorLocationInput;
}>;


export type RestUpdateSensorLocationMutation = { updateSensorLocation: { location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestRemoveSensorLocationMutationVariables = Exact<{
  input: RemoveSensorLocationInput;
}>;


export type RestRemoveSensorLocationMutation = { removeSensorLocation: { location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null } | null } } | null };

export type RestAddSensorMutationVariables = Exact<{
  input: AddSensorInput;
}>;


export type RestAddSensorMutation = { addSensor: { sensor: { shortName: string, hostname: string | null, ipAddress: string | null, sharedCustomerData: boolean, expectedUpdateTime: number | null, active: boolean, monitored: boolean, description: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, sensorType: { shortName: string, name: string, id: number }, location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, id: number } } } | null };

export type RestGetSensorQueryVariables = Exact<{
  idOrShortName: SensorRef;
}>;


export type RestGetSensorQuery = { sensor: { shortName: string, hostname: string | null, ipAddress: string | null, sharedCustomerData: boolean, expectedUpdateTime: number | null, active: boolean, monitored: boolean, description: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, sensorType: { shortName: string, name: string, id: number }, location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, id: number } } | null };

export type RestSearchSensorsQueryVariables = Exact<{
  customer?: Array<CustomerRef> | CustomerRef | null | undefined;
  keywords?: Array<string> | string | null | undefined;
  sensorType?: Array<SensorTypeRef> | SensorTypeRef | null | undefined;
  location?: Array<SensorLocationRef> | SensorLocationRef | null | undefined;
  active?: boolean | null | undefined;
  monitored?: boolean | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestSearchSensorsQuery = { sensors: { limit: number, offset: number, count: number, items: Array<{ shortName: string, hostname: string | null, ipAddress: string | null, sharedCustomerData: boolean, expectedUpdateTime: number | null, active: boolean, monitored: boolean, description: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, sensorType: { shortName: string, name: string, id: number }, location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, id: number } }> } | null };

export type RestUpdateSensorMutationVariables = Exact<{
  input: UpdateSensorInput;
}>;


export type RestUpdateSensorMutation = { updateSensor: { sensor: { shortName: string, hostname: string | null, ipAddress: string | null, sharedCustomerData: boolean, expectedUpdateTime: number | null, active: boolean, monitored: boolean, description: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, sensorType: { shortName: string, name: string, id: number }, location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, id: number } } } | null };

export type RestRemoveSensorMutationVariables = Exact<{
  input: RemoveSensorInput;
}>;


export type RestRemoveSensorMutation = { removeSensor: { sensor: { shortName: string, hostname: string | null, ipAddress: string | null, sharedCustomerData: boolean, expectedUpdateTime: number | null, active: boolean, monitored: boolean, description: string, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, customer: { shortName: string | null, name: string | null, id: number | null }, sensorType: { shortName: string, name: string, id: number }, location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, id: number } } } | null };

export type RestAddSensorInterfaceMutationVariables = Exact<{
  input: AddSensorInterfaceInput;
}>;


export type RestAddSensorInterfaceMutation = { addSensorInterface: { interface: { interfaceName: string, active: boolean, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, sensor: { shortName: string, hostname: string | null, ipAddress: string | null, id: number }, location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, id: number }, customer: { shortName: string | null, name: string | null, id: number | null } } } | null };

export type RestListSensorInterfacesQueryVariables = Exact<{
  sensor: SensorRef;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestListSensorInterfacesQuery = { sensorInterfaces: { limit: number, offset: number, count: number, items: Array<{ interfaceName: string, active: boolean, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, sensor: { shortName: string, hostname: string | null, ipAddress: string | null, id: number }, location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, id: number }, customer: { shortName: string | null, name: string | null, id: number | null } }> } | null };

export type RestGetSensorInterfaceQueryVariables = Exact<{
  sensor: SensorRef;
  idOrName: SensorInterfaceRef;
}>;


export type RestGetSensorInterfaceQuery = { sensorInterface: { interfaceName: string, active: boolean, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, sensor: { shortName: string, hostname: string | null, ipAddress: string | null, id: number }, location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, id: number }, customer: { shortName: string | null, name: string | null, id: number | null } } | null };

export type RestUpdateSensorInterfaceMutationVariables = Exact<{
  input: UpdateSensorInterfaceInput;
}>;


export type RestUpdateSensorInterfaceMutation = { updateSensorInterface: { interface: { interfaceName: string, active: boolean, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, sensor: { shortName: string, hostname: string | null, ipAddress: string | null, id: number }, location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, id: number }, customer: { shortName: string | null, name: string | null, id: number | null } } } | null };

export type RestRemoveSensorInterfaceMutationVariables = Exact<{
  input: RemoveSensorInterfaceInput;
}>;


export type RestRemoveSensorInterfaceMutation = { removeSensorInterface: { interface: { interfaceName: string, active: boolean, createdTimestamp: number, lastUpdatedTimestamp: number, id: number, sensor: { shortName: string, hostname: string | null, ipAddress: string | null, id: number }, location: { shortName: string, name: string, networkZone: SensorNetworkZone, timeZoneDescription: string, global: boolean, id: number }, customer: { shortName: string | null, name: string | null, id: number | null } } } | null };

export type RestGroupFragment = { shortName: string | null, name: string | null, flags: Array<GroupFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, id: number | null } | null };

export type RestUserFragment = { shortName: string | null, userName: string | null, name: string | null, email: string | null, language: string | null, timeZone: string | null, flags: Array<UserFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null, domain: { id: number, name: string } | null } | null, domain: { id: number, name: string } | null };

type RestSubject_Group_Fragment = { __typename: 'Group', shortName: string | null, name: string | null, id: number | null, groupFlags: Array<GroupFlag> | null, customer: { shortName: string | null, id: number | null } | null };

type RestSubject_User_Fragment = { __typename: 'User', shortName: string | null, name: string | null, flags: Array<UserFlag> | null, id: number | null, customer: { shortName: string | null, id: number | null } | null };

export type RestSubjectFragment =
  | RestSubject_Group_Fragment
  | RestSubject_User_Fragment
;

export type RestFunctionFragment = { name: string, description: string, minimumSecurityLevel: SecurityLevel, flags: Array<FunctionFlag>, id: number };

export type RestPermissionFragment = { createdTimestamp: number, id: number, subject:
    | { __typename: 'Group', shortName: string | null, name: string | null, id: number | null, groupFlags: Array<GroupFlag> | null, customer: { shortName: string | null, id: number | null } | null }
    | { __typename: 'User', shortName: string | null, name: string | null, flags: Array<UserFlag> | null, id: number | null, customer: { shortName: string | null, id: number | null } | null }
  , function: { name: string, id: number }, customer: { shortName: string | null, id: number | null } };

export type RestApiKeyFragment = { userId: number, description: string, expiresTimestamp: number | null, sourceNetworks: Array<string>, createdTimestamp: number, lastUsedTimestamp: number | null, revokedTimestamp: number | null, id: number };

export type RestGetGroupQueryVariables = Exact<{
  idOrShortName: GroupRef;
}>;


export type RestGetGroupQuery = { group: { shortName: string | null, name: string | null, flags: Array<GroupFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, id: number | null } | null } | null };

export type RestAddGroupMutationVariables = Exact<{
  input: AddGroupInput;
}>;


export type RestAddGroupMutation = { addGroup: { group: { shortName: string | null, name: string | null, flags: Array<GroupFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, id: number | null } | null } } | null };

export type RestUpdateGroupMutationVariables = Exact<{
  input: UpdateGroupInput;
}>;


export type RestUpdateGroupMutation = { updateGroup: { group: { shortName: string | null, name: string | null, flags: Array<GroupFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, id: number | null } | null } } | null };

export type RestDisableGroupMutationVariables = Exact<{
  input: DisableGroupInput;
}>;


export type RestDisableGroupMutation = { disableGroup: { group: { shortName: string | null, name: string | null, flags: Array<GroupFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, id: number | null } | null } } | null };

export type RestReenableGroupMutationVariables = Exact<{
  input: ReenableGroupInput;
}>;


export type RestReenableGroupMutation = { reenableGroup: { group: { shortName: string | null, name: string | null, flags: Array<GroupFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, id: number | null } | null } } | null };

export type RestGroupMembersQueryVariables = Exact<{
  idOrShortName: GroupRef;
  memberLimit?: number | null | undefined;
}>;


export type RestGroupMembersQuery = { group: { members: { items: Array<
        | { __typename: 'Group', shortName: string | null, name: string | null, id: number | null, groupFlags: Array<GroupFlag> | null, customer: { shortName: string | null, id: number | null } | null }
        | { __typename: 'User', shortName: string | null, name: string | null, flags: Array<UserFlag> | null, id: number | null, customer: { shortName: string | null, id: number | null } | null }
      > } | null } | null };

export type RestAddGroupMembersMutationVariables = Exact<{
  input: AddGroupMembersInput;
}>;


export type RestAddGroupMembersMutation = { addGroupMembers: { members: Array<
      | { __typename: 'Group', shortName: string | null, name: string | null, id: number | null, groupFlags: Array<GroupFlag> | null, customer: { shortName: string | null, id: number | null } | null }
      | { __typename: 'User', shortName: string | null, name: string | null, flags: Array<UserFlag> | null, id: number | null, customer: { shortName: string | null, id: number | null } | null }
    > } | null };

export type RestRemoveGroupMembersMutationVariables = Exact<{
  input: RemoveGroupMembersInput;
}>;


export type RestRemoveGroupMembersMutation = { removeGroupMembers: { members: Array<
      | { __typename: 'Group', shortName: string | null, name: string | null, id: number | null, groupFlags: Array<GroupFlag> | null, customer: { shortName: string | null, id: number | null } | null }
      | { __typename: 'User', shortName: string | null, name: string | null, flags: Array<UserFlag> | null, id: number | null, customer: { shortName: string | null, id: number | null } | null }
    > } | null };

export type RestGroupPermissionsQueryVariables = Exact<{
  idOrShortName: GroupRef;
  includeInherited?: boolean | null | undefined;
  permissionLimit?: number | null | undefined;
}>;


export type RestGroupPermissionsQuery = { group: { permissions: { items: Array<{ createdTimestamp: number, id: number, subject:
          | { __typename: 'Group', shortName: string | null, name: string | null, id: number | null, groupFlags: Array<GroupFlag> | null, customer: { shortName: string | null, id: number | null } | null }
          | { __typename: 'User', shortName: string | null, name: string | null, flags: Array<UserFlag> | null, id: number | null, customer: { shortName: string | null, id: number | null } | null }
        , function: { name: string, id: number }, customer: { shortName: string | null, id: number | null } }> } | null } | null };

export type RestSearchGroupsQueryVariables = Exact<{
  customer?: Array<CustomerRef> | CustomerRef | null | undefined;
  keywords?: Array<string> | string | null | undefined;
  includeFlags?: Array<GroupFlag> | GroupFlag | null | undefined;
  excludeFlags?: Array<GroupFlag> | GroupFlag | null | undefined;
  includeDisabled?: boolean | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestSearchGroupsQuery = { groups: { limit: number, offset: number, count: number, items: Array<{ shortName: string | null, name: string | null, flags: Array<GroupFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, id: number | null } | null }> } | null };

export type RestAdvancedSearchGroupsQueryVariables = Exact<{
  input: GroupSearchInput;
}>;


export type RestAdvancedSearchGroupsQuery = { searchGroups: { limit: number, offset: number, count: number, items: Array<{ shortName: string | null, name: string | null, flags: Array<GroupFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, id: number | null } | null }> } | null };

export type RestGetFunctionQueryVariables = Exact<{
  nameOrID: FunctionRef;
}>;


export type RestGetFunctionQuery = { function: { name: string, description: string, minimumSecurityLevel: SecurityLevel, flags: Array<FunctionFlag>, id: number } | null };

export type RestFunctionChildrenQueryVariables = Exact<{
  nameOrID: FunctionRef;
}>;


export type RestFunctionChildrenQuery = { function: { children: Array<{ name: string, description: string, minimumSecurityLevel: SecurityLevel, flags: Array<FunctionFlag>, id: number }> } | null };

export type RestFunctionParentsQueryVariables = Exact<{
  nameOrID: FunctionRef;
}>;


export type RestFunctionParentsQuery = { function: { parents: Array<{ name: string, description: string, minimumSecurityLevel: SecurityLevel, flags: Array<FunctionFlag>, id: number }> } | null };

export type RestSearchFunctionsQueryVariables = Exact<{
  minimumSecurityLevel?: Array<SecurityLevel> | SecurityLevel | null | undefined;
  keywords?: Array<string> | string | null | undefined;
  flags?: Array<FunctionFlag> | FunctionFlag | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestSearchFunctionsQuery = { functions: { limit: number, offset: number, count: number, items: Array<{ name: string, description: string, minimumSecurityLevel: SecurityLevel, flags: Array<FunctionFlag>, id: number }> } | null };

export type RestAdvancedSearchFunctionsQueryVariables = Exact<{
  input: FunctionSearchInput;
}>;


export type RestAdvancedSearchFunctionsQuery = { searchFunctions: { limit: number, offset: number, count: number, items: Array<{ name: string, description: string, minimumSecurityLevel: SecurityLevel, flags: Array<FunctionFlag>, id: number }> } | null };

export type RestAddFunctionMutationVariables = Exact<{
  input: AddFunctionInput;
}>;


export type RestAddFunctionMutation = { addFunction: { function: { name: string, description: string, minimumSecurityLevel: SecurityLevel, flags: Array<FunctionFlag>, id: number } } | null };

export type RestUpdateFunctionMutationVariables = Exact<{
  input: UpdateFunctionInput;
}>;


export type RestUpdateFunctionMutation = { updateFunction: { function: { name: string, description: string, minimumSecurityLevel: SecurityLevel, flags: Array<FunctionFlag>, id: number } } | null };

export type RestAddFunctionParentsMutationVariables = Exact<{
  input: AddFunctionParentsInput;
}>;


export type RestAddFunctionParentsMutation = { addFunctionParents: { parents: Array<{ name: string, description: string, minimumSecurityLevel: SecurityLevel, flags: Array<FunctionFlag>, id: number }> } | null };

export type RestRemoveFunctionParentsMutationVariables = Exact<{
  input: RemoveFunctionParentsInput;
}>;


export type RestRemoveFunctionParentsMutation = { removeFunctionParents: { parents: Array<{ name: string, description: string, minimumSecurityLevel: SecurityLevel, flags: Array<FunctionFlag>, id: number }> } | null };

export type RestDeleteFunctionMutationVariables = Exact<{
  input: DeleteFunctionInput;
}>;


export type RestDeleteFunctionMutation = { deleteFunction: { function: { name: string, description: string, minimumSecurityLevel: SecurityLevel, flags: Array<FunctionFlag>, id: number } } | null };

export type RestGetUserQueryVariables = Exact<{
  idOrShortName: UserRef;
}>;


export type RestGetUserQuery = { user: { shortName: string | null, userName: string | null, name: string | null, email: string | null, language: string | null, timeZone: string | null, flags: Array<UserFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null, domain: { id: number, name: string } | null } | null, domain: { id: number, name: string } | null } | null };

export type RestAddUserMutationVariables = Exact<{
  input: AddUserInput;
}>;


export type RestAddUserMutation = { addUser: { user: { shortName: string | null, userName: string | null, name: string | null, email: string | null, language: string | null, timeZone: string | null, flags: Array<UserFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null, domain: { id: number, name: string } | null } | null, domain: { id: number, name: string } | null } } | null };

export type RestUpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type RestUpdateUserMutation = { updateUser: { user: { shortName: string | null, userName: string | null, name: string | null, email: string | null, language: string | null, timeZone: string | null, flags: Array<UserFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null, domain: { id: number, name: string } | null } | null, domain: { id: number, name: string } | null } } | null };

export type RestDisableUserMutationVariables = Exact<{
  input: DisableUserInput;
}>;


export type RestDisableUserMutation = { disableUser: { user: { shortName: string | null, userName: string | null, name: string | null, email: string | null, language: string | null, timeZone: string | null, flags: Array<UserFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null, domain: { id: number, name: string } | null } | null, domain: { id: number, name: string } | null } } | null };

export type RestReenableUserMutationVariables = Exact<{
  input: ReenableUserInput;
}>;


export type RestReenableUserMutation = { reenableUser: { user: { shortName: string | null, userName: string | null, name: string | null, email: string | null, language: string | null, timeZone: string | null, flags: Array<UserFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null, domain: { id: number, name: string } | null } | null, domain: { id: number, name: string } | null } } | null };

export type RestSearchUsersQueryVariables = Exact<{
  customer?: Array<CustomerRef> | CustomerRef | null | undefined;
  keywords?: Array<string> | string | null | undefined;
  includeDisabled?: boolean | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestSearchUsersQuery = { users: { limit: number, offset: number, count: number, items: Array<{ shortName: string | null, userName: string | null, name: string | null, email: string | null, language: string | null, timeZone: string | null, flags: Array<UserFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null, domain: { id: number, name: string } | null } | null, domain: { id: number, name: string } | null }> } | null };

export type RestAdvancedSearchUsersQueryVariables = Exact<{
  input: UserSearchInput;
}>;


export type RestAdvancedSearchUsersQuery = { searchUsers: { limit: number, offset: number, count: number, items: Array<{ shortName: string | null, userName: string | null, name: string | null, email: string | null, language: string | null, timeZone: string | null, flags: Array<UserFlag> | null, createdTimestamp: number | null, lastUpdatedTimestamp: number | null, id: number | null, customer: { shortName: string | null, name: string | null, id: number | null, domain: { id: number, name: string } | null } | null, domain: { id: number, name: string } | null }> } | null };

export type RestSearchPermissionsQueryVariables = Exact<{
  subject?: SubjectRef | null | undefined;
  customer?: Array<CustomerRef> | CustomerRef | null | undefined;
  function?: Array<FunctionRef> | FunctionRef | null | undefined;
  includeInherited?: boolean | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type RestSearchPermissionsQuery = { permissions: { limit: number, offset: number, count: number, items: Array<{ createdTimestamp: number, id: number, subject:
        | { __typename: 'Group', shortName: string | null, name: string | null, id: number | null, groupFlags: Array<GroupFlag> | null, customer: { shortName: string | null, id: number | null } | null }
        | { __typename: 'User', shortName: string | null, name: string | null, flags: Array<UserFlag> | null, id: number | null, customer: { shortName: string | null, id: number | null } | null }
      , function: { name: string, id: number }, customer: { shortName: string | null, id: number | null } }> } | null };

export type RestGrantPermissionMutationVariables = Exact<{
  input: GrantPermissionInput;
}>;


export type RestGrantPermissionMutation = { grantPermission: { permission: { createdTimestamp: number, id: number, subject:
        | { __typename: 'Group', shortName: string | null, name: string | null, id: number | null, groupFlags: Array<GroupFlag> | null, customer: { shortName: string | null, id: number | null } | null }
        | { __typename: 'User', shortName: string | null, name: string | null, flags: Array<UserFlag> | null, id: number | null, customer: { shortName: string | null, id: number | null } | null }
      , function: { name: string, id: number }, customer: { shortName: string | null, id: number | null } } } | null };

export type RestRevokePermissionMutationVariables = Exact<{
  input: RevokePermissionInput;
}>;


export type RestRevokePermissionMutation = { revokePermission: { permission: { createdTimestamp: number, id: number, subject:
        | { __typename: 'Group', shortName: string | null, name: string | null, id: number | null, groupFlags: Array<GroupFlag> | null, customer: { shortName: string | null, id: number | null } | null }
        | { __typename: 'User', shortName: string | null, name: string | null, flags: Array<UserFlag> | null, id: number | null, customer: { shortName: string | null, id: number | null } | null }
      , function: { name: string, id: number }, customer: { shortName: string | null, id: number | null } } } | null };

export type RestApiKeysQueryVariables = Exact<{
  user: UserRef;
  includeRevoked?: boolean | null | undefined;
}>;


export type RestApiKeysQuery = { apiKeys: Array<{ userId: number, description: string, expiresTimestamp: number | null, sourceNetworks: Array<string>, createdTimestamp: number, lastUsedTimestamp: number | null, revokedTimestamp: number | null, id: number }> | null };

export type RestIssueApiKeyMutationVariables = Exact<{
  input: IssueApiKeyInput;
}>;


export type RestIssueApiKeyMutation = { issueApiKey: { apiKey: { userId: number, key: string, description: string, expiresTimestamp: number | null, sourceNetworks: Array<string>, createdTimestamp: number, id: number } } | null };

export type RestRevokeApiKeyMutationVariables = Exact<{
  input: RevokeApiKeyInput;
}>;


export type RestRevokeApiKeyMutation = { revokeApiKey: { apiKey: { userId: number, description: string, expiresTimestamp: number | null, sourceNetworks: Array<string>, createdTimestamp: number, lastUsedTimestamp: number | null, revokedTimestamp: number | null, id: number } } | null };

export const RestCaseCustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<RestCaseCustomerFragment, unknown>;
export const RestCaseUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseUserInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<RestCaseUserFragment, unknown>;
export const RestCaseFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTech"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"watchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"closedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseUserInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}}]} as unknown as DocumentNode<RestCaseFragment, unknown>;
export const RestCaseCommentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"internal"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseUserInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}}]} as unknown as DocumentNode<RestCaseCommentFragment, unknown>;
export const RestCaseAccessEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseAccessEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseAccessEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<RestCaseAccessEntryFragment, unknown>;
export const RestCaseServiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"readRole"}},{"kind":"Field","name":{"kind":"Name","value":"writeRole"}},{"kind":"Field","name":{"kind":"Name","value":"techRole"}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<RestCaseServiceFragment, unknown>;
export const RestCaseFieldDescriptorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseFieldDescriptor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldDescriptor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"multivalue"}},{"kind":"Field","name":{"kind":"Name","value":"readRole"}},{"kind":"Field","name":{"kind":"Name","value":"writeRole"}},{"kind":"Field","name":{"kind":"Name","value":"validators"}},{"kind":"Field","name":{"kind":"Name","value":"valueSource"}},{"kind":"Field","name":{"kind":"Name","value":"rendererOptions"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<RestCaseFieldDescriptorFragment, unknown>;
export const RestCaseFieldValueFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseFieldValue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descriptor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"info"}}]}}]}}]} as unknown as DocumentNode<RestCaseFieldValueFragment, unknown>;
export const RestCaseFieldPolicyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseFieldPolicy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<RestCaseFieldPolicyFragment, unknown>;
export const RestCustomerNetworkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomerNetwork"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerNetwork"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networkAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"maskBits"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestCustomerNetworkFragment, unknown>;
export const RestCustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestCustomerFragment, unknown>;
export const RestDocumentElementFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentElement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"parentElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAccessMode"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"elementType"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestDocumentElementFragment, unknown>;
export const RestDocumentRevisionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentRevision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentRevision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"documentID"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"restoredFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestDocumentRevisionFragment, unknown>;
export const RestDocumentAccessEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentAccessEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"elementID"}},{"kind":"Field","name":{"kind":"Name","value":"subjectID"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"implied"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestDocumentAccessEntryFragment, unknown>;
export const RestPdnsRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPdnsRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PdnsRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rrclass"}},{"kind":"Field","name":{"kind":"Name","value":"rrtype"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"maxTtl"}},{"kind":"Field","name":{"kind":"Name","value":"minTtl"}},{"kind":"Field","name":{"kind":"Name","value":"times"}},{"kind":"Field","name":{"kind":"Name","value":"tlp"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestPdnsRecordFragment, unknown>;
export const RestSensorTypeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expectedSensorUpdateTime"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestSensorTypeFragment, unknown>;
export const RestSensorCustomerRefFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<RestSensorCustomerRefFragment, unknown>;
export const RestSensorLocationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorLocation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<RestSensorLocationFragment, unknown>;
export const RestSensorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sensor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sensorType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedCustomerData"}},{"kind":"Field","name":{"kind":"Name","value":"expectedUpdateTime"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"monitored"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<RestSensorFragment, unknown>;
export const RestSensorInterfaceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorInterface"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"interfaceName"}},{"kind":"Field","name":{"kind":"Name","value":"sensor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<RestSensorInterfaceFragment, unknown>;
export const RestGroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestGroupFragment, unknown>;
export const RestUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestUserFragment, unknown>;
export const RestFunctionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestFunction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Function"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSecurityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]} as unknown as DocumentNode<RestFunctionFragment, unknown>;
export const RestSubjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSubject"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"groupFlags"},"name":{"kind":"Name","value":"flags"}}]}}]}}]} as unknown as DocumentNode<RestSubjectFragment, unknown>;
export const RestPermissionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPermission"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Permission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSubject"}}]}},{"kind":"Field","name":{"kind":"Name","value":"function"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSubject"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"groupFlags"},"name":{"kind":"Name","value":"flags"}}]}}]}}]} as unknown as DocumentNode<RestPermissionFragment, unknown>;
export const RestApiKeyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestApiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expiresTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"sourceNetworks"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"revokedTimestamp"}}]}}]} as unknown as DocumentNode<RestApiKeyFragment, unknown>;
export const RestLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"csrfToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RestLoginMutation, RestLoginMutationVariables>;
export const RestLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loggedOut"}}]}}]}}]} as unknown as DocumentNode<RestLogoutMutation, RestLogoutMutationVariables>;
export const RestGetCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCase"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseUserInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTech"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"watchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"closedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RestGetCaseQuery, RestGetCaseQueryVariables>;
export const RestSearchCasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSearchCases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseSearchInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCase"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseUserInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTech"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"watchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"closedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RestSearchCasesQuery, RestSearchCasesQueryVariables>;
export const RestAddCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCase"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseUserInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTech"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"watchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"closedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RestAddCaseMutation, RestAddCaseMutationVariables>;
export const RestUpdateCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCase"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseUserInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTech"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"watchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"closedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RestUpdateCaseMutation, RestUpdateCaseMutationVariables>;
export const RestCloseCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestCloseCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloseCaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCase"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseUserInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTech"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"watchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"closedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RestCloseCaseMutation, RestCloseCaseMutationVariables>;
export const RestCaseCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCaseComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseComment"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseUserInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"internal"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestCaseCommentsQuery, RestCaseCommentsQueryVariables>;
export const RestAddCaseCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddCaseComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCaseCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCaseComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseComment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseUserInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseComment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"internal"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestAddCaseCommentMutation, RestAddCaseCommentMutationVariables>;
export const RestCaseTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCaseTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]}}]} as unknown as DocumentNode<RestCaseTagsQuery, RestCaseTagsQueryVariables>;
export const RestAddCaseTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddCaseTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCaseTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCaseTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]}}]} as unknown as DocumentNode<RestAddCaseTagMutation, RestAddCaseTagMutationVariables>;
export const RestRemoveCaseTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRemoveCaseTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveCaseTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCaseTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}}]}}]}}]} as unknown as DocumentNode<RestRemoveCaseTagMutation, RestRemoveCaseTagMutationVariables>;
export const RestCaseAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCaseAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseAccessEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseAccessEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseAccessEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestCaseAccessQuery, RestCaseAccessQueryVariables>;
export const RestSetCaseAccessModeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSetCaseAccessMode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCaseAccessModeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCaseAccessMode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCase"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseUserInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCase"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTech"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"watchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tag"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"closedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<RestSetCaseAccessModeMutation, RestSetCaseAccessModeMutationVariables>;
export const RestGrantCaseAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestGrantCaseAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrantCaseAccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantCaseAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseAccessEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseAccessEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseAccessEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestGrantCaseAccessMutation, RestGrantCaseAccessMutationVariables>;
export const RestRevokeCaseAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRevokeCaseAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeCaseAccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCaseAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseAccessEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseAccessEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseAccessEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestRevokeCaseAccessMutation, RestRevokeCaseAccessMutationVariables>;
export const RestCaseServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCaseServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseService"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"readRole"}},{"kind":"Field","name":{"kind":"Name","value":"writeRole"}},{"kind":"Field","name":{"kind":"Name","value":"techRole"}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestCaseServicesQuery, RestCaseServicesQueryVariables>;
export const RestCaseServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCaseService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseServiceRef"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseService"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"readRole"}},{"kind":"Field","name":{"kind":"Name","value":"writeRole"}},{"kind":"Field","name":{"kind":"Name","value":"techRole"}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestCaseServiceQuery, RestCaseServiceQueryVariables>;
export const RestAddCaseServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddCaseService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCaseServiceInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCaseService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseService"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"readRole"}},{"kind":"Field","name":{"kind":"Name","value":"writeRole"}},{"kind":"Field","name":{"kind":"Name","value":"techRole"}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestAddCaseServiceMutation, RestAddCaseServiceMutationVariables>;
export const RestUpdateCaseServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateCaseService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCaseServiceInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCaseService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseService"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"readRole"}},{"kind":"Field","name":{"kind":"Name","value":"writeRole"}},{"kind":"Field","name":{"kind":"Name","value":"techRole"}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestUpdateCaseServiceMutation, RestUpdateCaseServiceMutationVariables>;
export const RestCaseFieldDescriptorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCaseFieldDescriptors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"domain"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRef"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseFieldDescriptors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"domain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"domain"}}},{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseFieldDescriptor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseFieldDescriptor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldDescriptor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"multivalue"}},{"kind":"Field","name":{"kind":"Name","value":"readRole"}},{"kind":"Field","name":{"kind":"Name","value":"writeRole"}},{"kind":"Field","name":{"kind":"Name","value":"validators"}},{"kind":"Field","name":{"kind":"Name","value":"valueSource"}},{"kind":"Field","name":{"kind":"Name","value":"rendererOptions"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestCaseFieldDescriptorsQuery, RestCaseFieldDescriptorsQueryVariables>;
export const RestCaseFieldDescriptorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCaseFieldDescriptor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldDescriptorRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseFieldDescriptor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseFieldDescriptor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseFieldDescriptor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldDescriptor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"multivalue"}},{"kind":"Field","name":{"kind":"Name","value":"readRole"}},{"kind":"Field","name":{"kind":"Name","value":"writeRole"}},{"kind":"Field","name":{"kind":"Name","value":"validators"}},{"kind":"Field","name":{"kind":"Name","value":"valueSource"}},{"kind":"Field","name":{"kind":"Name","value":"rendererOptions"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestCaseFieldDescriptorQuery, RestCaseFieldDescriptorQueryVariables>;
export const RestAddCaseFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddCaseField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCaseFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCaseField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseFieldDescriptor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseFieldDescriptor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldDescriptor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"multivalue"}},{"kind":"Field","name":{"kind":"Name","value":"readRole"}},{"kind":"Field","name":{"kind":"Name","value":"writeRole"}},{"kind":"Field","name":{"kind":"Name","value":"validators"}},{"kind":"Field","name":{"kind":"Name","value":"valueSource"}},{"kind":"Field","name":{"kind":"Name","value":"rendererOptions"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestAddCaseFieldMutation, RestAddCaseFieldMutationVariables>;
export const RestUpdateCaseFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateCaseField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCaseFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCaseField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseFieldDescriptor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseFieldDescriptor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldDescriptor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"multivalue"}},{"kind":"Field","name":{"kind":"Name","value":"readRole"}},{"kind":"Field","name":{"kind":"Name","value":"writeRole"}},{"kind":"Field","name":{"kind":"Name","value":"validators"}},{"kind":"Field","name":{"kind":"Name","value":"valueSource"}},{"kind":"Field","name":{"kind":"Name","value":"rendererOptions"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestUpdateCaseFieldMutation, RestUpdateCaseFieldMutationVariables>;
export const RestCaseFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCaseFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"case"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseFieldValue"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseFieldValue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descriptor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"info"}}]}}]}}]} as unknown as DocumentNode<RestCaseFieldsQuery, RestCaseFieldsQueryVariables>;
export const RestCaseFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCaseField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fieldName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"fieldName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fieldName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseFieldValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseFieldValue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descriptor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"info"}}]}}]}}]} as unknown as DocumentNode<RestCaseFieldQuery, RestCaseFieldQueryVariables>;
export const RestSetCaseFieldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSetCaseField"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCaseFieldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCaseField"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseFieldValue"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseFieldValue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"descriptor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"info"}}]}}]}}]} as unknown as DocumentNode<RestSetCaseFieldMutation, RestSetCaseFieldMutationVariables>;
export const RestCaseFieldValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCaseFieldValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fieldName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseID"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseServiceRef"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRef"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"domain"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseFieldValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fieldName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fieldName"}}},{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"caseID"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseID"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"domain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"domain"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<RestCaseFieldValuesQuery, RestCaseFieldValuesQueryVariables>;
export const RestCaseFieldPoliciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCaseFieldPolicies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseServiceRef"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRef"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseFieldPolicies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseFieldPolicy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseFieldPolicy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestCaseFieldPoliciesQuery, RestCaseFieldPoliciesQueryVariables>;
export const RestCaseFieldPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCaseFieldPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseFieldPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseFieldPolicy"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseFieldPolicy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestCaseFieldPolicyQuery, RestCaseFieldPolicyQueryVariables>;
export const RestAddCaseFieldPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddCaseFieldPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCaseFieldPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCaseFieldPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseFieldPolicy"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseFieldPolicy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestAddCaseFieldPolicyMutation, RestAddCaseFieldPolicyMutationVariables>;
export const RestUpdateCaseFieldPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateCaseFieldPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCaseFieldPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCaseFieldPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseFieldPolicy"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCaseFieldPolicy"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFieldPolicy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCaseCustomer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"field"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requirementPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestUpdateCaseFieldPolicyMutation, RestUpdateCaseFieldPolicyMutationVariables>;
export const RestCurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestCurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestCurrentUserQuery, RestCurrentUserQueryVariables>;
export const RestGetCustomerNetworkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetCustomerNetwork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerNetwork"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCustomerNetwork"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomerNetwork"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerNetwork"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networkAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"maskBits"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestGetCustomerNetworkQuery, RestGetCustomerNetworkQueryVariables>;
export const RestSearchCustomerNetworksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSearchCustomerNetworks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"criteria"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerNetworkSearchInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerNetworks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"criteria"},"value":{"kind":"Variable","name":{"kind":"Name","value":"criteria"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCustomerNetwork"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomerNetwork"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerNetwork"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networkAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"maskBits"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestSearchCustomerNetworksQuery, RestSearchCustomerNetworksQueryVariables>;
export const RestAddCustomerNetworkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddCustomerNetwork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCustomerNetworkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCustomerNetwork"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCustomerNetwork"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomerNetwork"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerNetwork"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networkAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"maskBits"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestAddCustomerNetworkMutation, RestAddCustomerNetworkMutationVariables>;
export const RestAddCustomerNetworksLenientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddCustomerNetworksLenient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCustomerNetworksLenientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCustomerNetworksLenient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptedCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdCount"}},{"kind":"Field","name":{"kind":"Name","value":"reactivatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"overwrittenCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"failures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"networkAddress"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageTemplate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptedIds"}}]}}]}}]}}]} as unknown as DocumentNode<RestAddCustomerNetworksLenientMutation, RestAddCustomerNetworksLenientMutationVariables>;
export const RestAddCustomerNetworksBulkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddCustomerNetworksBulk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddCustomerNetworksLenientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCustomerNetworksLenient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptedNetworks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCustomerNetwork"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomerNetwork"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerNetwork"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networkAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"maskBits"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestAddCustomerNetworksBulkMutation, RestAddCustomerNetworksBulkMutationVariables>;
export const RestUpdateCustomerNetworkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateCustomerNetwork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerNetworkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomerNetwork"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCustomerNetwork"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomerNetwork"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerNetwork"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networkAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"maskBits"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestUpdateCustomerNetworkMutation, RestUpdateCustomerNetworkMutationVariables>;
export const RestVerifyCustomerNetworkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestVerifyCustomerNetwork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyCustomerNetworkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCustomerNetwork"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCustomerNetwork"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomerNetwork"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerNetwork"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networkAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"maskBits"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestVerifyCustomerNetworkMutation, RestVerifyCustomerNetworkMutationVariables>;
export const RestUnverifyCustomerNetworkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUnverifyCustomerNetwork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnverifyCustomerNetworkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unverifyCustomerNetwork"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCustomerNetwork"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomerNetwork"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerNetwork"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networkAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"maskBits"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestUnverifyCustomerNetworkMutation, RestUnverifyCustomerNetworkMutationVariables>;
export const RestDeleteCustomerNetworkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteCustomerNetwork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCustomerNetworkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomerNetwork"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCustomerNetwork"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomerNetwork"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerNetwork"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"networkAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"maskBits"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestDeleteCustomerNetworkMutation, RestDeleteCustomerNetworkMutationVariables>;
export const RestGetCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCustomer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestGetCustomerQuery, RestGetCustomerQueryVariables>;
export const RestSearchCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSearchCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCustomer"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCustomer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestSearchCustomersQuery, RestSearchCustomersQueryVariables>;
export const RestGetDocumentElementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetDocumentElement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElementRef"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"elementType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElementType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentElement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}},{"kind":"Argument","name":{"kind":"Name","value":"elementType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"elementType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocumentElement"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentElement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"parentElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAccessMode"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"elementType"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestGetDocumentElementQuery, RestGetDocumentElementQueryVariables>;
export const RestGetDocumentRootFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetDocumentRootFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRef"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentRootFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocumentElement"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentElement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"parentElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAccessMode"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"elementType"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestGetDocumentRootFolderQuery, RestGetDocumentRootFolderQueryVariables>;
export const RestFolderContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestFolderContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElementRef"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folderContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocumentElement"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentElement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"parentElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAccessMode"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"elementType"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestFolderContentQuery, RestFolderContentQueryVariables>;
export const RestDocumentRevisionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDocumentRevisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElementRef"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentRevisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocumentRevision"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentRevision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentRevision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"documentID"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"restoredFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestDocumentRevisionsQuery, RestDocumentRevisionsQueryVariables>;
export const RestDocumentRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDocumentRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElementRef"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}},{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocumentRevision"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentRevision"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentRevision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"documentID"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"restoredFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestDocumentRevisionQuery, RestDocumentRevisionQueryVariables>;
export const RestDocumentAccessEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestDocumentAccessEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElementRef"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"elementType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElementType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentAccessEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}},{"kind":"Argument","name":{"kind":"Name","value":"elementType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"elementType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocumentAccessEntry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentAccessEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"elementID"}},{"kind":"Field","name":{"kind":"Name","value":"subjectID"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"implied"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestDocumentAccessEntriesQuery, RestDocumentAccessEntriesQueryVariables>;
export const RestAddDocumentFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddDocumentFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDocumentFolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDocumentFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocumentElement"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentElement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"parentElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAccessMode"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"elementType"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestAddDocumentFolderMutation, RestAddDocumentFolderMutationVariables>;
export const RestAddDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocumentElement"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentElement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"parentElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAccessMode"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"elementType"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestAddDocumentMutation, RestAddDocumentMutationVariables>;
export const RestUpdateDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocumentElement"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentElement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"parentElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAccessMode"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"elementType"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestUpdateDocumentMutation, RestUpdateDocumentMutationVariables>;
export const RestDeleteDocumentElementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteDocumentElement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteDocumentElementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDocumentElement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<RestDeleteDocumentElementMutation, RestDeleteDocumentElementMutationVariables>;
export const RestSetDocumentAccessModeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestSetDocumentAccessMode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDocumentAccessModeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDocumentAccessMode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"element"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocumentElement"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentElement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"parentElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAccessMode"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"elementType"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestSetDocumentAccessModeMutation, RestSetDocumentAccessModeMutationVariables>;
export const RestGrantDocumentAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestGrantDocumentAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrantDocumentAccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantDocumentAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocumentAccessEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentAccessEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"elementID"}},{"kind":"Field","name":{"kind":"Name","value":"subjectID"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"implied"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestGrantDocumentAccessMutation, RestGrantDocumentAccessMutationVariables>;
export const RestRevokeDocumentAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRevokeDocumentAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeDocumentAccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeDocumentAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revoked"}}]}}]}}]} as unknown as DocumentNode<RestRevokeDocumentAccessMutation, RestRevokeDocumentAccessMutationVariables>;
export const RestLockDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestLockDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LockDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocumentElement"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentElement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"parentElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAccessMode"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"elementType"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestLockDocumentMutation, RestLockDocumentMutationVariables>;
export const RestUnlockDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUnlockDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnlockDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlockDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocumentElement"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentElement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"parentElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAccessMode"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"elementType"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestUnlockDocumentMutation, RestUnlockDocumentMutationVariables>;
export const RestRestoreDocumentRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRestoreDocumentRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RestoreDocumentRevisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreDocumentRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestDocumentElement"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestDocumentElement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentElement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"parentElements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessMode"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAccessMode"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserAccessLevel"}},{"kind":"Field","name":{"kind":"Name","value":"elementType"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"lock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lockedUntil"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestRestoreDocumentRevisionMutation, RestRestoreDocumentRevisionMutationVariables>;
export const RestPdnsSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestPdnsSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PdnsSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdnsSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPdnsRecord"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPdnsRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PdnsRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rrclass"}},{"kind":"Field","name":{"kind":"Name","value":"rrtype"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"maxTtl"}},{"kind":"Field","name":{"kind":"Name","value":"minTtl"}},{"kind":"Field","name":{"kind":"Name","value":"times"}},{"kind":"Field","name":{"kind":"Name","value":"tlp"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestPdnsSearchQuery, RestPdnsSearchQueryVariables>;
export const RestPdnsCofDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestPdnsCof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PdnsSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdnsSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"rrtype"}},{"kind":"Field","name":{"kind":"Name","value":"firstSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"times"}}]}}]}}]}}]} as unknown as DocumentNode<RestPdnsCofQuery, RestPdnsCofQueryVariables>;
export const RestPdnsSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestPdnsSeen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tlp"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PdnsTlp"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ignoreOwnRecords"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pdnsSeen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"tlp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tlp"}}},{"kind":"Argument","name":{"kind":"Name","value":"ignoreOwnRecords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ignoreOwnRecords"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exists"}},{"kind":"Field","name":{"kind":"Name","value":"metaData"}}]}}]}}]} as unknown as DocumentNode<RestPdnsSeenQuery, RestPdnsSeenQueryVariables>;
export const RestPdnsSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestPdnsSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitPdnsRecordsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPdnsRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"failedRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metaData"}}]}}]}}]}}]} as unknown as DocumentNode<RestPdnsSubmitMutation, RestPdnsSubmitMutationVariables>;
export const RestRegisterSensorTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRegisterSensorType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterSensorTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerSensorType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensorType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expectedSensorUpdateTime"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestRegisterSensorTypeMutation, RestRegisterSensorTypeMutationVariables>;
export const RestSearchSensorTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSearchSensorTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"department"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SensorDepartment"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensorTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"department"},"value":{"kind":"Variable","name":{"kind":"Name","value":"department"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expectedSensorUpdateTime"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestSearchSensorTypesQuery, RestSearchSensorTypesQueryVariables>;
export const RestGetSensorTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetSensorType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SensorTypeRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensorType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorType"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expectedSensorUpdateTime"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestGetSensorTypeQuery, RestGetSensorTypeQueryVariables>;
export const RestUpdateSensorTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateSensorType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSensorTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSensorType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensorType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expectedSensorUpdateTime"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestUpdateSensorTypeMutation, RestUpdateSensorTypeMutationVariables>;
export const RestAddSensorLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddSensorLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSensorLocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSensorLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorLocation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorLocation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestAddSensorLocationMutation, RestAddSensorLocationMutationVariables>;
export const RestGetSensorLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetSensorLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SensorLocationRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensorLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorLocation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorLocation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestGetSensorLocationQuery, RestGetSensorLocationQueryVariables>;
export const RestSearchSensorLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSearchSensorLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRef"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"global"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"networkZone"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SensorNetworkZone"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensorLocations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"global"},"value":{"kind":"Variable","name":{"kind":"Name","value":"global"}}},{"kind":"Argument","name":{"kind":"Name","value":"networkZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"networkZone"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorLocation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorLocation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestSearchSensorLocationsQuery, RestSearchSensorLocationsQueryVariables>;
export const RestUpdateSensorLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateSensorLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSensorLocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSensorLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorLocation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorLocation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestUpdateSensorLocationMutation, RestUpdateSensorLocationMutationVariables>;
export const RestRemoveSensorLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRemoveSensorLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveSensorLocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSensorLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorLocation"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorLocation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestRemoveSensorLocationMutation, RestRemoveSensorLocationMutationVariables>;
export const RestAddSensorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddSensor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSensorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSensor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sensor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sensorType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedCustomerData"}},{"kind":"Field","name":{"kind":"Name","value":"expectedUpdateTime"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"monitored"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestAddSensorMutation, RestAddSensorMutationVariables>;
export const RestGetSensorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetSensor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SensorRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sensor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sensorType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedCustomerData"}},{"kind":"Field","name":{"kind":"Name","value":"expectedUpdateTime"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"monitored"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestGetSensorQuery, RestGetSensorQueryVariables>;
export const RestSearchSensorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSearchSensors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRef"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sensorType"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SensorTypeRef"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SensorLocationRef"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"monitored"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"sensorType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sensorType"}}},{"kind":"Argument","name":{"kind":"Name","value":"location"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}},{"kind":"Argument","name":{"kind":"Name","value":"monitored"},"value":{"kind":"Variable","name":{"kind":"Name","value":"monitored"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sensor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sensorType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedCustomerData"}},{"kind":"Field","name":{"kind":"Name","value":"expectedUpdateTime"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"monitored"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestSearchSensorsQuery, RestSearchSensorsQueryVariables>;
export const RestUpdateSensorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateSensor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSensorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSensor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sensor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sensorType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedCustomerData"}},{"kind":"Field","name":{"kind":"Name","value":"expectedUpdateTime"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"monitored"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestUpdateSensorMutation, RestUpdateSensorMutationVariables>;
export const RestRemoveSensorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRemoveSensor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveSensorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSensor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Sensor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sensorType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sharedCustomerData"}},{"kind":"Field","name":{"kind":"Name","value":"expectedUpdateTime"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"monitored"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestRemoveSensorMutation, RestRemoveSensorMutationVariables>;
export const RestAddSensorInterfaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddSensorInterface"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSensorInterfaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSensorInterface"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interface"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorInterface"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorInterface"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"interfaceName"}},{"kind":"Field","name":{"kind":"Name","value":"sensor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestAddSensorInterfaceMutation, RestAddSensorInterfaceMutationVariables>;
export const RestListSensorInterfacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestListSensorInterfaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sensor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SensorRef"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensorInterfaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sensor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sensor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorInterface"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorInterface"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"interfaceName"}},{"kind":"Field","name":{"kind":"Name","value":"sensor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestListSensorInterfacesQuery, RestListSensorInterfacesQueryVariables>;
export const RestGetSensorInterfaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetSensorInterface"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sensor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SensorRef"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SensorInterfaceRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensorInterface"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sensor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sensor"}}},{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorInterface"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorInterface"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"interfaceName"}},{"kind":"Field","name":{"kind":"Name","value":"sensor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestGetSensorInterfaceQuery, RestGetSensorInterfaceQueryVariables>;
export const RestUpdateSensorInterfaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateSensorInterface"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSensorInterfaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSensorInterface"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interface"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorInterface"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorInterface"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"interfaceName"}},{"kind":"Field","name":{"kind":"Name","value":"sensor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestUpdateSensorInterfaceMutation, RestUpdateSensorInterfaceMutationVariables>;
export const RestRemoveSensorInterfaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRemoveSensorInterface"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveSensorInterfaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSensorInterface"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interface"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorInterface"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorCustomerRef"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSensorInterface"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SensorInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"interfaceName"}},{"kind":"Field","name":{"kind":"Name","value":"sensor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkZone"}},{"kind":"Field","name":{"kind":"Name","value":"timeZoneDescription"}},{"kind":"Field","name":{"kind":"Name","value":"global"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSensorCustomerRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestRemoveSensorInterfaceMutation, RestRemoveSensorInterfaceMutationVariables>;
export const RestGetGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestGroup"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestGetGroupQuery, RestGetGroupQueryVariables>;
export const RestAddGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestGroup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestAddGroupMutation, RestAddGroupMutationVariables>;
export const RestUpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestGroup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestUpdateGroupMutation, RestUpdateGroupMutationVariables>;
export const RestDisableGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDisableGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisableGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestGroup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestDisableGroupMutation, RestDisableGroupMutationVariables>;
export const RestReenableGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestReenableGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReenableGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reenableGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestGroup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestReenableGroupMutation, RestReenableGroupMutationVariables>;
export const RestGroupMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGroupMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupRef"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSubject"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSubject"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"groupFlags"},"name":{"kind":"Name","value":"flags"}}]}}]}}]} as unknown as DocumentNode<RestGroupMembersQuery, RestGroupMembersQueryVariables>;
export const RestAddGroupMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddGroupMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddGroupMembersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addGroupMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSubject"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSubject"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"groupFlags"},"name":{"kind":"Name","value":"flags"}}]}}]}}]} as unknown as DocumentNode<RestAddGroupMembersMutation, RestAddGroupMembersMutationVariables>;
export const RestRemoveGroupMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRemoveGroupMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveGroupMembersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGroupMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSubject"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSubject"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"groupFlags"},"name":{"kind":"Name","value":"flags"}}]}}]}}]} as unknown as DocumentNode<RestRemoveGroupMembersMutation, RestRemoveGroupMembersMutationVariables>;
export const RestGroupPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGroupPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupRef"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeInherited"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"permissionLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeInherited"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeInherited"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"permissionLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPermission"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSubject"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"groupFlags"},"name":{"kind":"Name","value":"flags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPermission"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Permission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSubject"}}]}},{"kind":"Field","name":{"kind":"Name","value":"function"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestGroupPermissionsQuery, RestGroupPermissionsQueryVariables>;
export const RestSearchGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSearchGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRef"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeFlags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupFlag"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"excludeFlags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupFlag"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeDisabled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeFlags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeFlags"}}},{"kind":"Argument","name":{"kind":"Name","value":"excludeFlags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"excludeFlags"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeDisabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeDisabled"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestGroup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestSearchGroupsQuery, RestSearchGroupsQueryVariables>;
export const RestAdvancedSearchGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAdvancedSearchGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestGroup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestAdvancedSearchGroupsQuery, RestAdvancedSearchGroupsQueryVariables>;
export const RestGetFunctionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetFunction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameOrID"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"function"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameOrID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestFunction"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestFunction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Function"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSecurityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]} as unknown as DocumentNode<RestGetFunctionQuery, RestGetFunctionQueryVariables>;
export const RestFunctionChildrenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestFunctionChildren"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameOrID"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"function"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameOrID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestFunction"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestFunction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Function"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSecurityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]} as unknown as DocumentNode<RestFunctionChildrenQuery, RestFunctionChildrenQueryVariables>;
export const RestFunctionParentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestFunctionParents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameOrID"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"function"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameOrID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestFunction"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestFunction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Function"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSecurityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]} as unknown as DocumentNode<RestFunctionParentsQuery, RestFunctionParentsQueryVariables>;
export const RestSearchFunctionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSearchFunctions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minimumSecurityLevel"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SecurityLevel"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionFlag"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"minimumSecurityLevel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minimumSecurityLevel"}}},{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"flags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flags"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestFunction"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestFunction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Function"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSecurityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]} as unknown as DocumentNode<RestSearchFunctionsQuery, RestSearchFunctionsQueryVariables>;
export const RestAdvancedSearchFunctionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAdvancedSearchFunctions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchFunctions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestFunction"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestFunction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Function"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSecurityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]} as unknown as DocumentNode<RestAdvancedSearchFunctionsQuery, RestAdvancedSearchFunctionsQueryVariables>;
export const RestAddFunctionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddFunction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddFunctionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFunction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"function"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestFunction"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestFunction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Function"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSecurityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]} as unknown as DocumentNode<RestAddFunctionMutation, RestAddFunctionMutationVariables>;
export const RestUpdateFunctionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateFunction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFunctionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFunction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"function"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestFunction"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestFunction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Function"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSecurityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]} as unknown as DocumentNode<RestUpdateFunctionMutation, RestUpdateFunctionMutationVariables>;
export const RestAddFunctionParentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddFunctionParents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddFunctionParentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFunctionParents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestFunction"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestFunction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Function"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSecurityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]} as unknown as DocumentNode<RestAddFunctionParentsMutation, RestAddFunctionParentsMutationVariables>;
export const RestRemoveFunctionParentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRemoveFunctionParents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveFunctionParentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFunctionParents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestFunction"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestFunction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Function"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSecurityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]} as unknown as DocumentNode<RestRemoveFunctionParentsMutation, RestRemoveFunctionParentsMutationVariables>;
export const RestDeleteFunctionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDeleteFunction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteFunctionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFunction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"function"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestFunction"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestFunction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Function"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSecurityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}}]} as unknown as DocumentNode<RestDeleteFunctionMutation, RestDeleteFunctionMutationVariables>;
export const RestGetUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestGetUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserRef"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idOrShortName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestGetUserQuery, RestGetUserQueryVariables>;
export const RestAddUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestAddUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestAddUserMutation, RestAddUserMutationVariables>;
export const RestUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestUpdateUserMutation, RestUpdateUserMutationVariables>;
export const RestDisableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestDisableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisableUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestDisableUserMutation, RestDisableUserMutationVariables>;
export const RestReenableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestReenableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReenableUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reenableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestReenableUserMutation, RestReenableUserMutationVariables>;
export const RestSearchUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSearchUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRef"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeDisabled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"keywords"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keywords"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeDisabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeDisabled"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestSearchUsersQuery, RestSearchUsersQueryVariables>;
export const RestAdvancedSearchUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestAdvancedSearchUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"domain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedTimestamp"}}]}}]} as unknown as DocumentNode<RestAdvancedSearchUsersQuery, RestAdvancedSearchUsersQueryVariables>;
export const RestSearchPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestSearchPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subject"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubjectRef"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRef"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"function"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionRef"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeInherited"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subject"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subject"}}},{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"function"},"value":{"kind":"Variable","name":{"kind":"Name","value":"function"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeInherited"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeInherited"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"count"},"name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","alias":{"kind":"Name","value":"items"},"name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPermission"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSubject"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"groupFlags"},"name":{"kind":"Name","value":"flags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPermission"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Permission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSubject"}}]}},{"kind":"Field","name":{"kind":"Name","value":"function"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestSearchPermissionsQuery, RestSearchPermissionsQueryVariables>;
export const RestGrantPermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestGrantPermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrantPermissionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPermission"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSubject"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"groupFlags"},"name":{"kind":"Name","value":"flags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPermission"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Permission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSubject"}}]}},{"kind":"Field","name":{"kind":"Name","value":"function"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestGrantPermissionMutation, RestGrantPermissionMutationVariables>;
export const RestRevokePermissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRevokePermission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokePermissionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokePermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestPermission"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestSubject"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Subject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"groupFlags"},"name":{"kind":"Name","value":"flags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestPermission"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Permission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestSubject"}}]}},{"kind":"Field","name":{"kind":"Name","value":"function"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]} as unknown as DocumentNode<RestRevokePermissionMutation, RestRevokePermissionMutationVariables>;
export const RestApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestApiKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserRef"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeRevoked"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeRevoked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeRevoked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestApiKey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestApiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expiresTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"sourceNetworks"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"revokedTimestamp"}}]}}]} as unknown as DocumentNode<RestApiKeysQuery, RestApiKeysQueryVariables>;
export const RestIssueApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestIssueApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expiresTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"sourceNetworks"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}}]}}]}}]}}]} as unknown as DocumentNode<RestIssueApiKeyMutation, RestIssueApiKeyMutationVariables>;
export const RestRevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestRevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestApiKey"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestApiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expiresTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"sourceNetworks"}},{"kind":"Field","name":{"kind":"Name","value":"createdTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"revokedTimestamp"}}]}}]} as unknown as DocumentNode<RestRevokeApiKeyMutation, RestRevokeApiKeyMutationVariables>;