// Cases, their comments and tags, and the queries and mutations on them.
import type { CaseCriteria, CaseSubCriteria } from '../../domains/cases/case-read.ts';
import { loadCase, searchCases } from '../../domains/cases/case-read.ts';
import { loadCaseBatched } from '../../domains/cases/case-batch-read.ts';
import { watchersInOrder, type CaseView, type CurrentUserAccess, type TagView } from '../../domains/cases/case-view.ts';
import { closeCase, createCase, updateCase } from '../../domains/cases/cases.ts';
import { commentPage, getComment } from '../../domains/cases/comment-pages.ts';
import { addComment, type CommentView } from '../../domains/cases/comments.ts';
import { addTag, removeTag } from '../../domains/cases/tags.ts';
import { builder, type VigilSchemaTypes } from '../builder.ts';
import { pageType } from '../common/page.ts';
import { payloadOf } from '../common/mutation-payload.ts';
import {
  CaseAccessLevelEnum,
  CaseAccessModeEnum,
  CaseAccessRoleEnum,
  CasePriorityEnum,
  CaseStatusEnum,
  CaseTypeEnum,
  gql,
  spec,
  specList,
} from './enums.ts';
import { CaseCustomerInfo, CaseServiceInfo, CaseServiceRef, CaseUserInfo } from './refs.ts';
import { CustomerRef, UserRef } from '../common/reference-input.ts';
import type { ShortNameReference } from '../../domains/common/identifiers.ts';
import { inputRule } from '../common/input-rules.ts';
import { CASE_LIST_MAX_ITEMS, CASE_SUBJECT_MAX_LENGTH, CASE_TAG_MAX_LENGTH } from '../../domains/cases/enums.ts';
import { DATABASE_ID, LIMIT, OFFSET } from '../common/descriptions.ts';
import { NodeInterface, globalIdField, registerNode } from '../common/node.ts';
import { restInt } from '../common/rest-int.ts';
import { orderInput } from '../common/order.ts';
import { restSortBy, restSortByInput } from '../common/rest-sort.ts';
import { CASE_SORTABLE } from '../../domains/cases/case-read.ts';

/** `orderBy`'s input, its fields from the domain's sortable map. */
const CaseOrder = orderInput('Case', CASE_SORTABLE, { list: 'cases', defaultOrder: 'id descending (newest first)', tieBreaker: 'ties broken by id descending' });

// Shared texts of this file's arguments and input fields.
const CASE_ID = 'The case: its global id (`Case.id`) or numeric id. A case you may not read is NOT_FOUND, as a missing one.';
const USER_REF = 'A user: `{ id }` (global or numeric id) or `{ shortName }`; of the case\'s customer, a customer above it or one below it, and one you may see (INVALID_FIELD otherwise).';
const USERS_FILTER = 'Users, each `{ id }` or `{ shortName }`; any matches.';

type Enum<T> = T & string;
const asEnum = <T>(value: string) => gql(value) as Enum<T>;

export const CaseTag = builder.objectRef<TagView>('CaseTag').implement({
  description: 'A tag on a case.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The tag id (a UUID); removeCaseTag takes it.' }),
    tag: t.exposeString('tag', { description: 'The tag text (at most 100 characters).' }),
  }),
});

export const CaseCurrentUserAccess = builder.objectRef<CurrentUserAccess>('CaseCurrentUserAccess').implement({
  description: "The caller's access to the case.",
  fields: (t) => ({
    level: t.field({ type: CaseAccessLevelEnum, description: 'The highest level the caller has on the case.', resolve: (a) => asEnum(a.level) }),
    role: t.field({ type: CaseAccessRoleEnum, description: 'The highest role the caller has on the case.', resolve: (a) => asEnum(a.role) }),
  }),
});

export const Case = builder.objectRef<CaseView>('Case').implement({
  description: 'A case (a security incident, an operational incident, ...) worked between the SOC and the customer.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('Case')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    customer: t.field({ type: CaseCustomerInfo, description: 'The customer the case is about.', resolve: (c) => c.customer }),
    service: t.field({ type: CaseServiceInfo, description: 'The case service it belongs to; its roles decide role-based access.', resolve: (c) => c.service }),
    subject: t.exposeString('subject', { description: 'One-line summary (at most 500 characters).' }),
    description: t.exposeString('description', { description: 'Long text; empty when none.' }),
    type: t.field({ type: CaseTypeEnum, description: 'What kind of case it is.', resolve: (c) => asEnum(c.type) }),
    status: t.field({ type: CaseStatusEnum, description: 'Where the case stands.', resolve: (c) => asEnum(c.status) }),
    priority: t.field({ type: CasePriorityEnum, description: 'How urgent it is.', resolve: (c) => asEnum(c.priority) }),
    accessMode: t.field({ type: CaseAccessModeEnum, description: 'Who gets which level (default ROLE_BASED).', resolve: (c) => asEnum(c.accessMode) }),
    reporter: t.field({ type: CaseUserInfo, description: 'Who reported it (the creator unless changed); always has owner level.', resolve: (c) => c.reporter }),
    assignedUser: t.field({ type: CaseUserInfo, nullable: true, description: 'The customer-side assignee; null when unassigned.', resolve: (c) => c.assignedUser }),
    assignedTech: t.field({ type: CaseUserInfo, nullable: true, description: 'The SOC-side (tech) assignee; null when unassigned.', resolve: (c) => c.assignedTech }),
    watchers: t.field({ type: [CaseUserInfo], description: 'Users who watch the case: those you may see by short name, then those you may not (stubs).', resolve: (c, _args, ctx) => watchersInOrder(ctx.access, c) }),
    tags: t.field({ type: [CaseTag], description: 'Its tags.', resolve: (c) => c.tags }),
    createdTimestamp: t.field({ type: 'Timestamp', description: 'When it was created.', resolve: (c) => c.createdAt }),
    lastUpdatedTimestamp: t.field({ type: 'Timestamp', description: 'When it was last changed.', resolve: (c) => c.updatedAt }),
    closedTimestamp: t.field({ type: 'Timestamp', nullable: true, description: 'When it was closed; null while open (reopening clears it).', resolve: (c) => c.closedAt }),
    currentUserAccess: t.field({ type: CaseCurrentUserAccess, description: "The caller's level and role on this case.", resolve: (c) => c.currentUserAccess }),
    comments: t.field({
      type: CaseCommentPage,
      // Nullable: a bad page, or a case the answer of a mutation shows but the caller may no longer read, is an error on this field alone.
      nullable: true,
      description: 'Its comments, newest first (REST GET /cases/v2/case/{caseID}/comments); internal ones only for the tech role. Null with NOT_FOUND on a case you may no longer read (the answer of setCaseAccessMode). The comments of every case in a list come in one statement.',
      args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
      resolve: (c, args, ctx) => commentPage(ctx, c, args),
    }),
  }),
});

// Batched: `nodes(ids:)` with many cases reads them in one statement.
registerNode('Case', (ctx, id) => loadCaseBatched(ctx, id));

export const CaseComment = builder.objectRef<CommentView>('CaseComment').implement({
  description: 'A comment on a case (comments cannot be edited or deleted).',
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('CaseComment')),
    uuid: t.exposeString('id', { description: 'The comment\'s own id (a UUID), as the REST API shows it.' }),
    comment: t.exposeString('comment', { description: 'The text.' }),
    internal: t.exposeBoolean('internal', { description: 'Visible to the tech role only.' }),
    author: t.field({ type: CaseUserInfo, description: 'Who wrote it.', resolve: (c) => c.author }),
    createdTimestamp: t.field({ type: 'Timestamp', description: 'When it was written.', resolve: (c) => c.createdAt }),
  }),
});

const CaseCommentPage = pageType('CaseComment', CaseComment);
registerNode('CaseComment', (ctx, id) => getComment(ctx, id));
export const CasePage = pageType('Case', Case);

interface CriteriaShape {
  keywords?: string[] | null;
  caseID?: string[] | null;
  customer?: ShortNameReference[] | null;
  service?: ShortNameReference[] | null;
  status?: string[] | null;
  priority?: string[] | null;
  type?: string[] | null;
  accessMode?: string[] | null;
  reporter?: ShortNameReference[] | null;
  assignedUser?: ShortNameReference[] | null;
  assignedTech?: ShortNameReference[] | null;
  tags?: string[] | null;
  startTimestamp?: Date | null;
  endTimestamp?: Date | null;
  open?: boolean | null;
  subCriteria?: SubCriteriaShape[] | null;
}
interface SubCriteriaShape extends CriteriaShape {
  exclude?: boolean | null;
  required?: boolean | null;
}

/** Tags as input: each at most CASE_TAG_MAX_LENGTH long, at most CASE_LIST_MAX_ITEMS in a list. */
const TAG_LIST = inputRule({ maxLength: CASE_TAG_MAX_LENGTH, maxItems: CASE_LIST_MAX_ITEMS });
/** A case's subject: at most CASE_SUBJECT_MAX_LENGTH long. */
const SUBJECT = inputRule({ maxLength: CASE_SUBJECT_MAX_LENGTH });
/** Users as input (watchers): at most CASE_LIST_MAX_ITEMS in a list. */
const USER_LIST = inputRule({ maxItems: CASE_LIST_MAX_ITEMS });

/** The criteria a search and each of its sub-criteria share. */
const criteriaFields = (t: PothosSchemaTypes.InputFieldBuilder<VigilSchemaTypes, 'InputObject'>) => ({
  keywords: t.stringList({ description: 'Any of them in subject, description or a tag (case-insensitive; at most 100).' }),
  // REST reads it as the Int list it was (numbers, and the same 412s); GraphQL also takes the global id Case.id answers.
  caseID: t.idList({ description: 'Cases, each by its global id (`Case.id`) or its numeric id (`databaseId`); any matches. Another type\'s global id is INVALID_FIELD naming caseID.', ...restInt() }),
  customer: t.field({ type: [CustomerRef], description: 'Customers, each `{ id }` or `{ shortName }`; any matches.' }),
  service: t.field({ type: [CaseServiceRef], description: 'Case services, each `{ id }` or `{ shortName }`; any matches.' }),
  status: t.field({ type: [CaseStatusEnum], description: 'Any of these statuses (e.g. every one but CLOSED for the open cases).' }),
  priority: t.field({ type: [CasePriorityEnum], description: 'Any of these priorities.' }),
  type: t.field({ type: [CaseTypeEnum], description: 'Any of these types.' }),
  accessMode: t.field({ type: [CaseAccessModeEnum], description: 'Any of these access modes.' }),
  reporter: t.field({ type: [UserRef], description: USERS_FILTER }),
  assignedUser: t.field({ type: [UserRef], description: USERS_FILTER }),
  assignedTech: t.field({ type: [UserRef], description: USERS_FILTER }),
  tags: t.stringList({ description: 'Cases with any of these tags (at most 100).', extensions: TAG_LIST }),
  startTimestamp: t.field({ type: 'Timestamp', description: 'Created at or after.' }),
  endTimestamp: t.field({ type: 'Timestamp', description: 'Created before.' }),
  open: t.boolean({ description: 'true: only open cases (every status but CLOSED); false: only closed ones; absent: both. ANDed with status.' }),
});

export const CaseSubCriteriaInput = builder.inputRef<SubCriteriaShape>('CaseSubCriteria');
CaseSubCriteriaInput.implement({
  // One level deep: the JIT executor (graphql-jit) loops forever compiling the
  // variable coercion of a self-referencing input type.
  description: 'A nested criteria object (one level): exclude removes what it matches, required makes it mandatory; the others are ORed.',
  fields: (t) => ({
    ...criteriaFields(t),
    exclude: t.boolean({ description: 'Remove the cases this object matches.' }),
    required: t.boolean({ description: 'The cases must match this object; the others (neither required nor exclude) are ORed.' }),
  }),
});

function criteria(shape: SubCriteriaShape): CaseSubCriteria {
  return {
    keywords: shape.keywords ?? null,
    caseID: shape.caseID ?? null,
    customer: shape.customer ?? null,
    service: shape.service ?? null,
    status: specList(shape.status, spec.status),
    priority: specList(shape.priority, spec.priority),
    type: specList(shape.type, spec.type),
    accessMode: specList(shape.accessMode, spec.mode),
    reporter: shape.reporter ?? null,
    assignedUser: shape.assignedUser ?? null,
    assignedTech: shape.assignedTech ?? null,
    tags: shape.tags ?? null,
    startTimestamp: shape.startTimestamp ?? null,
    endTimestamp: shape.endTimestamp ?? null,
    open: shape.open ?? null,
    subCriteria: (shape.subCriteria ?? []).map(criteria),
    exclude: shape.exclude ?? null,
    required: shape.required ?? null,
  };
}

const CaseSearchInput = builder.inputType('CaseSearchInput', {
  ...restSortByInput(),
  description: 'Criteria are ANDed; a list in one criterion means any of its values.',
  fields: (t) => ({
    ...criteriaFields(t),
    subCriteria: t.field({ type: [CaseSubCriteriaInput], description: 'Nested criteria (one level): required ones ANDed, exclude ones removed, the rest ORed.' }),
    limit: t.int({ description: LIMIT }),
    offset: t.int({ description: OFFSET }),
    orderBy: t.field({ type: [CaseOrder.input], description: CaseOrder.description }),
  }),
});

const nonNull = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

builder.queryFields((t) => ({
  case: t.field({
    type: Case,
    nullable: true,
    description: 'One case the caller may read (REST GET /cases/v2/case/{caseID}); NOT_FOUND otherwise.',
    args: { id: t.arg.id({ required: true, description: CASE_ID }) },
    resolve: (_r, args, ctx) => loadCase(ctx, args.id),
  }),
  searchCases: t.field({
    type: CasePage,
    nullable: true,
    description: 'Cases the caller may read matching the criteria; the access rules run in the database.',
    args: { ...t.arg.connectionArgs(), input: t.arg({ type: CaseSearchInput, description: 'The criteria; absent: every case you may read.' }) },
    resolve: (_r, args, ctx) => {
      const input = args.input ?? {};
      const base: CaseCriteria = criteria(input as SubCriteriaShape);
      return searchCases(ctx, { ...base, limit: input.limit ?? null, offset: input.offset ?? null, sortBy: restSortBy(ctx) ?? null, orderBy: input.orderBy ?? null });
    },
  }),
}));

const CASE_PAYLOAD = 'The case as it is after the change.';
const casePayload = (verb: string) => payloadOf('case', Case, { payload: `What ${verb} answers.`, field: CASE_PAYLOAD });

builder.relayMutationField(
  'addCase',
  {
    description: 'A new case (REST POST /cases/v2/case).',
    inputFields: (t) => ({
      customer: t.field({ type: CustomerRef, required: true, description: 'The customer: `{ id }` or `{ shortName }`; one you may not view is INVALID_FIELD (unknown).' }),
      service: t.field({ type: CaseServiceRef, required: true, description: 'The service: `{ id }` or `{ shortName }`; the customer must subscribe to it.' }),
      subject: t.string({ required: true, description: 'One-line summary (at most 500 characters).', extensions: SUBJECT }),
      description: t.string({ description: 'Long text (at most INPUT_MAX_TEXT_LENGTH, default 100 000 characters).', extensions: inputRule('text') }),
      type: t.field({ type: CaseTypeEnum, required: true, description: 'What kind of case it is.' }),
      priority: t.field({ type: CasePriorityEnum, required: true, description: 'How urgent it is.' }),
      status: t.field({ type: CaseStatusEnum, description: 'Default pendingSoc; not closed.' }),
      accessMode: t.field({ type: CaseAccessModeEnum, description: 'Default roleBased.' }),
      assignedUser: t.field({ type: UserRef, description: `The customer-side assignee. ${USER_REF}` }),
      assignedTech: t.field({ type: UserRef, description: `The SOC-side assignee. ${USER_REF}` }),
      watchers: t.field({ type: [UserRef], description: `Users who watch the case (at most 100). Each: ${USER_REF}`, extensions: USER_LIST }),
      tags: t.stringList({ description: 'Tags (at most 100, each at most 100 characters); duplicates collapse.', extensions: TAG_LIST }),
      fields: t.field({ type: 'JSON', description: 'Custom field values: {fieldName: value, ...}. A name that is no field of the customer, a bad value, and a field required on create left out, are INVALID_FIELD fields.<name>: every unknown name and bad value together; the fields required on create left out together, once every value given passed. Bound fields with a default get it when left out.' }),
    }),
  },
  {
    nullable: true,
    description: 'Creates a case; the caller is its reporter. Needs the service write (or tech) role for the customer, or caseAdministrator.',
    resolve: async (_r, { input }, ctx) => ({
      case: await createCase(
        ctx,
        nonNull({
          ...input,
          type: spec.type(input.type),
          priority: spec.priority(input.priority),
          status: input.status ? (spec.status(input.status) as never) : null,
          accessMode: input.accessMode ? spec.mode(input.accessMode) : null,
          fields: input.fields as Record<string, never> | null | undefined,
        }),
      ),
    }),
  },
  payloadOf('case', Case, { payload: 'What addCase answers.', field: 'The new case.' }),
);

builder.relayMutationField(
  'updateCase',
  {
    description: 'Only the fields given change. subject, description, reporter: owner level; the rest: write level (own watch: read level).',
    inputFields: (t) => ({
      case: t.id({ required: true, description: CASE_ID }),
      subject: t.string({ description: 'New summary (owner level; at most 500 characters).', extensions: SUBJECT }),
      description: t.string({ description: 'New long text (owner level).', extensions: inputRule('text') }),
      priority: t.field({ type: CasePriorityEnum, description: 'New priority.' }),
      status: t.field({ type: CaseStatusEnum, description: 'Not closed (use closeCase); a closed case is reopened.' }),
      reporter: t.field({ type: UserRef, description: `New reporter (owner level). ${USER_REF}` }),
      assignedUser: t.field({ type: UserRef, description: `New customer-side assignee. ${USER_REF}` }),
      assignedTech: t.field({ type: UserRef, description: `New SOC-side assignee. ${USER_REF}` }),
      unassignUser: t.boolean({ description: 'true: clear assignedUser.' }),
      unassignTech: t.boolean({ description: 'true: clear assignedTech.' }),
      tagsToAdd: t.stringList({ description: 'Tags to add (at most 100).', extensions: TAG_LIST }),
      tagsToRemove: t.stringList({ description: 'Tags to remove, by text (at most 100).', extensions: TAG_LIST }),
      watchersToAdd: t.field({ type: [UserRef], description: `Users to add as watchers: yourself with read level; others need owner level or the tech role. Each: ${USER_REF}`, extensions: USER_LIST }),
      watchersToRemove: t.field({ type: [UserRef], description: 'Watchers to remove, each `{ id }` or `{ shortName }`: yourself with read level; others need owner level or the tech role.', extensions: USER_LIST }),
    }),
  },
  {
    nullable: true,
    description: 'Changes a case: each field needs its level (see UpdateCaseInput); FORBIDDEN when the caller reads the case but lacks it.',
    resolve: async (_r, { input: { case: id, ...input } }, ctx) => ({
      case: await updateCase(
        ctx,
        id,
        nonNull({ ...input, priority: input.priority ? spec.priority(input.priority) : null, status: input.status ? (spec.status(input.status) as never) : null }),
        'case',
      ),
    }),
  },
  casePayload('updateCase'),
);

builder.relayMutationField(
  'closeCase',
  {
    description: 'The case to close, and an optional closing comment.',
    inputFields: (t) => ({
      case: t.id({ required: true, description: CASE_ID }),
      comment: t.string({ description: 'A closing comment, added as a (not internal) comment; must not be blank. Optional.' }),
    }),
  },
  {
    nullable: true,
    description: 'Closes the case (write level); fields required on close must be set. Closing a closed case is CONSTRAINT case.already.closed.',
    resolve: async (_r, { input }, ctx) => ({ case: await closeCase(ctx, input.case, input.comment, 'case') }),
  },
  casePayload('closeCase'),
);

builder.relayMutationField(
  'addCaseComment',
  {
    description: 'A new comment on a case.',
    inputFields: (t) => ({
      case: t.id({ required: true, description: CASE_ID }),
      comment: t.string({ required: true, description: 'The text; must not be blank.' }),
      internal: t.boolean({ description: 'Visible to the tech role only; writing one needs the tech role (default false).' }),
    }),
  },
  {
    nullable: true,
    description: 'Adds a comment. Needs write level (an internal one also the tech role).',
    resolve: async (_r, { input: { case: id, ...comment } }, ctx) => ({ comment: await addComment(ctx, id, comment, 'case') }),
  },
  payloadOf('comment', CaseComment, { payload: 'What addCaseComment answers.', field: 'The new comment.' }),
);

builder.relayMutationField(
  'addCaseTag',
  {
    description: 'A new tag on a case.',
    inputFields: (t) => ({
      case: t.id({ required: true, description: CASE_ID }),
      tag: t.string({ required: true, description: 'The tag text (at most 100 characters).', extensions: inputRule({ maxLength: CASE_TAG_MAX_LENGTH }) }),
    }),
  },
  {
    nullable: true,
    description: 'Adds a tag (a tag the case has already is answered as it is). Needs write level.',
    resolve: async (_r, { input }, ctx) => ({ tag: await addTag(ctx, input.case, input.tag, 'case') }),
  },
  payloadOf('tag', CaseTag, { payload: 'What addCaseTag answers.', field: 'The tag.' }),
);

builder.relayMutationField(
  'removeCaseTag',
  {
    description: 'A tag to remove from a case.',
    inputFields: (t) => ({
      case: t.id({ required: true, description: CASE_ID }),
      tagID: t.id({ required: true, description: 'The tag id (a UUID).' }),
    }),
  },
  {
    nullable: true,
    description: 'Removes a tag. Needs write level.',
    resolve: async (_r, { input }, ctx) => ({ tag: await removeTag(ctx, input.case, input.tagID, 'case') }),
  },
  payloadOf('tag', CaseTag, { payload: 'What removeCaseTag answers.', field: 'The tag removed.' }),
);
