// The case access list and access mode.
import { grantAccess, listAccess, revokeAccess, setAccessMode, type AccessEntryView } from '../../domains/cases/acl.ts';
import { builder } from '../builder.ts';
import { referenceOwner } from '../common/hidden-references.ts';
import { addHiddenField } from '../common/hidden-field.ts';
import { Case } from './case.ts';
import { CaseAccessModeEnum, CaseEntryLevelEnum, gql, spec } from './enums.ts';
import { CaseCustomerRef } from './refs.ts';

const SubjectType = builder.enumType('CaseAccessSubjectType', { values: { user: { value: 'user' }, group: { value: 'group' } } as const });

const CaseAccessSubject = builder.objectRef<AccessEntryView['subject']>('CaseAccessSubject').implement({
  description: 'A user or a group.',
  ...referenceOwner((s) => (s as AccessEntryView['subject']).customer.id),
  fields: (t) => ({
    type: t.field({ type: SubjectType, resolve: (s) => s.type }),
    id: t.exposeInt('id'),
    shortName: t.exposeString('shortName'),
    name: t.exposeString('name'),
    customer: t.field({ type: CaseCustomerRef, resolve: (s) => s.customer }),
  }),
});

addHiddenField(CaseAccessSubject);

export const CaseAccessEntry = builder.objectRef<AccessEntryView>('CaseAccessEntry').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: 'UUID' }),
    level: t.field({ type: CaseEntryLevelEnum, resolve: (e) => gql(e.level) as 'READ' }),
    subject: t.field({ type: CaseAccessSubject, resolve: (e) => e.subject }),
    createdTimestamp: t.field({ type: 'Timestamp', resolve: (e) => e.createdAt }),
  }),
});

const SetCaseAccessModeInput = builder.inputType('SetCaseAccessModeInput', { fields: (t) => ({ accessMode: t.field({ type: CaseAccessModeEnum, required: true }) }) });
const GrantCaseAccessInput = builder.inputType('GrantCaseAccessInput', {
  fields: (t) => ({
    subjectID: t.id({ required: true, description: 'User or group id or short name.' }),
    subjectType: t.field({ type: SubjectType, description: 'Needed only when a user and a group match.' }),
    level: t.field({ type: CaseEntryLevelEnum, required: true }),
  }),
});

builder.queryFields((t) => ({
  caseAccessEntries: t.field({
    type: [CaseAccessEntry],
    nullable: true,
    description: 'The access list of a case (owner level).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => listAccess(ctx, args.id),
  }),
}));

builder.mutationFields((t) => ({
  setCaseAccessMode: t.field({
    type: Case,
    nullable: true,
    description: 'Changes the access mode (owner level).',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SetCaseAccessModeInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => setAccessMode(ctx, id, spec.mode(input.accessMode)),
  }),
  grantCaseAccess: t.field({
    type: CaseAccessEntry,
    nullable: true,
    description: 'Grants read or write to a user or group (owner level); granting again changes the level.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: GrantCaseAccessInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => grantAccess(ctx, id, { subjectID: input.subjectID, subjectType: input.subjectType ?? null, level: spec.entryLevel(input.level) }),
  }),
  revokeCaseAccess: t.field({
    type: CaseAccessEntry,
    nullable: true,
    description: 'Removes an access list entry (owner level); role-based access is not affected.',
    args: { id: t.arg.id({ required: true }), entryID: t.arg.id({ required: true }) },
    resolve: (_r, { id, entryID }, ctx) => revokeAccess(ctx, id, entryID),
  }),
}));
