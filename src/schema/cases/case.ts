// Cases, their comments and tags, and the queries and mutations on them.
import type { CaseCriteria, CaseSubCriteria } from '../../domains/cases/case-read.ts';
import { loadCase, searchCases } from '../../domains/cases/case-read.ts';
import type { CaseView, CurrentUserAccess, TagView } from '../../domains/cases/case-view.ts';
import { closeCase, createCase, updateCase } from '../../domains/cases/cases.ts';
import { addComment, listComments, type CommentView } from '../../domains/cases/comments.ts';
import { addTag, listTags, removeTag } from '../../domains/cases/tags.ts';
import { builder, type VigilSchemaTypes } from '../builder.ts';
import { pageType } from '../common/page.ts';
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
import { CaseCustomerRef, CaseServiceRef, CaseUserRef } from './refs.ts';
import { inputRule } from '../common/input-rules.ts';
import { CASE_LIST_MAX_ITEMS, CASE_SUBJECT_MAX_LENGTH, CASE_TAG_MAX_LENGTH } from '../../domains/cases/enums.ts';

type Enum<T> = T & string;
const asEnum = <T>(value: string) => gql(value) as Enum<T>;

export const CaseTag = builder.objectRef<TagView>('CaseTag').implement({
  fields: (t) => ({ id: t.exposeString('id', { description: 'UUID' }), tag: t.exposeString('tag') }),
});

export const CaseCurrentUserAccess = builder.objectRef<CurrentUserAccess>('CaseCurrentUserAccess').implement({
  description: "The caller's access to the case.",
  fields: (t) => ({
    level: t.field({ type: CaseAccessLevelEnum, resolve: (a) => asEnum(a.level) }),
    role: t.field({ type: CaseAccessRoleEnum, resolve: (a) => asEnum(a.role) }),
  }),
});

export const Case = builder.objectRef<CaseView>('Case').implement({
  description: 'A case (a security incident, an operational incident, ...) worked between the SOC and the customer.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    customer: t.field({ type: CaseCustomerRef, resolve: (c) => c.customer }),
    service: t.field({ type: CaseServiceRef, resolve: (c) => c.service }),
    subject: t.exposeString('subject'),
    description: t.exposeString('description'),
    type: t.field({ type: CaseTypeEnum, resolve: (c) => asEnum(c.type) }),
    status: t.field({ type: CaseStatusEnum, resolve: (c) => asEnum(c.status) }),
    priority: t.field({ type: CasePriorityEnum, resolve: (c) => asEnum(c.priority) }),
    accessMode: t.field({ type: CaseAccessModeEnum, resolve: (c) => asEnum(c.accessMode) }),
    reporter: t.field({ type: CaseUserRef, resolve: (c) => c.reporter }),
    assignedUser: t.field({ type: CaseUserRef, nullable: true, resolve: (c) => c.assignedUser }),
    assignedTech: t.field({ type: CaseUserRef, nullable: true, resolve: (c) => c.assignedTech }),
    watchers: t.field({ type: [CaseUserRef], resolve: (c) => c.watchers }),
    tags: t.field({ type: [CaseTag], resolve: (c) => c.tags }),
    createdTimestamp: t.field({ type: 'Timestamp', resolve: (c) => c.createdAt }),
    lastUpdatedTimestamp: t.field({ type: 'Timestamp', resolve: (c) => c.updatedAt }),
    closedTimestamp: t.field({ type: 'Timestamp', nullable: true, resolve: (c) => c.closedAt }),
    currentUserAccess: t.field({ type: CaseCurrentUserAccess, resolve: (c) => c.currentUserAccess }),
  }),
});

export const CaseComment = builder.objectRef<CommentView>('CaseComment').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: 'UUID' }),
    comment: t.exposeString('comment'),
    internal: t.exposeBoolean('internal', { description: 'Visible to the tech role only.' }),
    author: t.field({ type: CaseUserRef, resolve: (c) => c.author }),
    createdTimestamp: t.field({ type: 'Timestamp', resolve: (c) => c.createdAt }),
  }),
});

const CasePage = pageType('Case', Case);

interface CriteriaShape {
  keywords?: string[] | null;
  caseID?: number[] | null;
  customer?: string[] | null;
  service?: string[] | null;
  status?: string[] | null;
  priority?: string[] | null;
  type?: string[] | null;
  accessMode?: string[] | null;
  reporter?: string[] | null;
  assignedUser?: string[] | null;
  assignedTech?: string[] | null;
  tags?: string[] | null;
  startTimestamp?: Date | null;
  endTimestamp?: Date | null;
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
  keywords: t.stringList({ description: 'Any of them in subject, description or a tag.' }),
  caseID: t.intList(),
  customer: t.idList({ description: 'Customer ids or short names.' }),
  service: t.idList(),
  status: t.field({ type: [CaseStatusEnum] }),
  priority: t.field({ type: [CasePriorityEnum] }),
  type: t.field({ type: [CaseTypeEnum] }),
  accessMode: t.field({ type: [CaseAccessModeEnum] }),
  reporter: t.idList(),
  assignedUser: t.idList(),
  assignedTech: t.idList(),
  tags: t.stringList({ extensions: TAG_LIST }),
  startTimestamp: t.field({ type: 'Timestamp', description: 'Created at or after.' }),
  endTimestamp: t.field({ type: 'Timestamp', description: 'Created before.' }),
});

export const CaseSubCriteriaInput = builder.inputRef<SubCriteriaShape>('CaseSubCriteria');
CaseSubCriteriaInput.implement({
  // One level deep: the JIT executor (graphql-jit) loops forever compiling the
  // variable coercion of a self-referencing input type.
  description: 'A nested criteria object (one level): exclude removes what it matches, required makes it mandatory; the others are ORed.',
  fields: (t) => ({
    ...criteriaFields(t),
    exclude: t.boolean(),
    required: t.boolean(),
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
    subCriteria: (shape.subCriteria ?? []).map(criteria),
    exclude: shape.exclude ?? null,
    required: shape.required ?? null,
  };
}

const CaseSearchInput = builder.inputType('CaseSearchInput', {
  description: 'Criteria are ANDed; a list in one criterion means any of its values.',
  fields: (t) => ({
    ...criteriaFields(t),
    subCriteria: t.field({ type: [CaseSubCriteriaInput] }),
    limit: t.int(),
    offset: t.int(),
    sortBy: t.stringList({ description: 'id, createdTimestamp, lastUpdatedTimestamp, subject, status, priority; prefix - for descending. Default -id.' }),
  }),
});

const AddCaseInput = builder.inputType('AddCaseInput', {
  fields: (t) => ({
    customer: t.id({ required: true, description: 'Customer id or short name.' }),
    service: t.id({ required: true, description: 'Service id or short name; the customer must subscribe to it.' }),
    subject: t.string({ required: true, extensions: SUBJECT }),
    description: t.string({ extensions: inputRule('text') }),
    type: t.field({ type: CaseTypeEnum, required: true }),
    priority: t.field({ type: CasePriorityEnum, required: true }),
    status: t.field({ type: CaseStatusEnum, description: 'Default pendingSoc; not closed.' }),
    accessMode: t.field({ type: CaseAccessModeEnum, description: 'Default roleBased.' }),
    assignedUser: t.id(),
    assignedTech: t.id(),
    watchers: t.idList({ extensions: USER_LIST }),
    tags: t.stringList({ extensions: TAG_LIST }),
    fields: t.field({ type: 'JSON', description: 'Custom field values: {fieldName: value, ...}.' }),
  }),
});

const UpdateCaseInput = builder.inputType('UpdateCaseInput', {
  description: 'Only the fields given change. subject, description, reporter: owner level; the rest: write level (own watch: read level).',
  fields: (t) => ({
    subject: t.string({ extensions: SUBJECT }),
    description: t.string({ extensions: inputRule('text') }),
    priority: t.field({ type: CasePriorityEnum }),
    status: t.field({ type: CaseStatusEnum, description: 'Not closed (use closeCase); a closed case is reopened.' }),
    reporter: t.id(),
    assignedUser: t.id(),
    assignedTech: t.id(),
    unassignUser: t.boolean(),
    unassignTech: t.boolean(),
    tagsToAdd: t.stringList({ extensions: TAG_LIST }),
    tagsToRemove: t.stringList({ extensions: TAG_LIST }),
    watchersToAdd: t.idList({ extensions: USER_LIST }),
    watchersToRemove: t.idList({ extensions: USER_LIST }),
  }),
});

const CloseCaseInput = builder.inputType('CloseCaseInput', { fields: (t) => ({ comment: t.string() }) });
const AddCaseCommentInput = builder.inputType('AddCaseCommentInput', {
  fields: (t) => ({ comment: t.string({ required: true }), internal: t.boolean({ description: 'Tech role only.' }) }),
});
const AddCaseTagInput = builder.inputType('AddCaseTagInput', { fields: (t) => ({ tag: t.string({ required: true, extensions: inputRule({ maxLength: CASE_TAG_MAX_LENGTH }) }) }) });

const nonNull = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

builder.queryFields((t) => ({
  case: t.field({
    type: Case,
    nullable: true,
    description: 'One case the caller may read (not found otherwise).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => loadCase(ctx, args.id),
  }),
  searchCases: t.field({
    type: CasePage,
    nullable: true,
    description: 'Cases the caller may read matching the criteria; the access rules run in the database.',
    args: { input: t.arg({ type: CaseSearchInput }) },
    resolve: (_r, args, ctx) => {
      const input = args.input ?? {};
      const base: CaseCriteria = criteria(input as SubCriteriaShape);
      return searchCases(ctx, { ...base, limit: input.limit ?? null, offset: input.offset ?? null, sortBy: input.sortBy ?? null });
    },
  }),
  caseComments: t.field({
    type: [CaseComment],
    nullable: true,
    description: 'Comments of a case; internal ones only for the tech role.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => listComments(ctx, args.id),
  }),
  caseTags: t.field({ type: [CaseTag], nullable: true, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => listTags(ctx, args.id) }),
}));

builder.mutationFields((t) => ({
  addCase: t.field({
    type: Case,
    nullable: true,
    description: 'Creates a case; the caller is its reporter. Needs the service write role for the customer.',
    args: { input: t.arg({ type: AddCaseInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      createCase(
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
  updateCase: t.field({
    type: Case,
    nullable: true,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateCaseInput, required: true }) },
    resolve: (_r, { id, input }, ctx) =>
      updateCase(ctx, id, nonNull({ ...input, priority: input.priority ? spec.priority(input.priority) : null, status: input.status ? (spec.status(input.status) as never) : null })),
  }),
  closeCase: t.field({
    type: Case,
    nullable: true,
    description: 'Closes the case (write level); fields required on close must be set.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CloseCaseInput }) },
    resolve: (_r, { id, input }, ctx) => closeCase(ctx, id, input?.comment),
  }),
  addCaseComment: t.field({
    type: CaseComment,
    nullable: true,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: AddCaseCommentInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => addComment(ctx, id, input),
  }),
  addCaseTag: t.field({
    type: CaseTag,
    nullable: true,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: AddCaseTagInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => addTag(ctx, id, input.tag),
  }),
  removeCaseTag: t.field({
    type: CaseTag,
    nullable: true,
    args: { id: t.arg.id({ required: true }), tagID: t.arg.id({ required: true }) },
    resolve: (_r, { id, tagID }, ctx) => removeTag(ctx, id, tagID),
  }),
}));
