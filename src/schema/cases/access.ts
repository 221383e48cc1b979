// The case access list and access mode.
import { grantAccess, revokeAccess, setAccessMode, type AccessEntryView } from '../../domains/cases/acl.ts';
import { accessEntriesOfCase } from '../../domains/cases/case-edges.ts';
import { builder } from '../builder.ts';
import { referenceOwner } from '../common/hidden-references.ts';
import { addHiddenField } from '../common/hidden-field.ts';
import { Case } from './case.ts';
import { CaseAccessModeEnum, CaseAccessSubjectTypeEnum as SubjectType, CaseEntryLevelEnum, gql, spec } from './enums.ts';
import { CaseCustomerInfo } from './refs.ts';
import { globalId } from '../../domains/common/global-id.ts';
import { DATABASE_ID } from '../common/descriptions.ts';
import { payloadOf } from '../common/mutation-payload.ts';

const CASE_ID = 'The case: its global id (`Case.id`) or numeric id. A case you may not read is NOT_FOUND, as a missing one.';
const OWNER = 'Needs owner level on the case (FORBIDDEN with read or write only).';

const CaseAccessSubject = builder.objectRef<AccessEntryView['subject']>('CaseAccessSubject').implement({
  description: 'A user or a group.',
  ...referenceOwner((s) => (s as AccessEntryView['subject']).customer.id),
  fields: (t) => ({
    type: t.field({ type: SubjectType, description: 'User or group.', resolve: (s) => gql(s.type) as 'USER' }),
    id: t.id({ description: 'The global id of the user or group (a User\'s or Group\'s `id`).', resolve: (s) => globalId(s.type === 'user' ? 'User' : 'Group', s.id) }),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'Its short name.' }),
    name: t.exposeString('name', { description: 'Its display name.' }),
    customer: t.field({ type: CaseCustomerInfo, description: 'Its customer.', resolve: (s) => s.customer }),
  }),
});

addHiddenField(CaseAccessSubject);

export const CaseAccessEntry = builder.objectRef<AccessEntryView>('CaseAccessEntry').implement({
  description: 'An entry of a case\'s access list: it adds access, never removes role-based access.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The entry id (a UUID); revokeCaseAccess takes it.' }),
    level: t.field({ type: CaseEntryLevelEnum, description: 'The level it gives.', resolve: (e) => gql(e.level) as 'READ' }),
    subject: t.field({ type: CaseAccessSubject, description: 'Who it gives access to.', resolve: (e) => e.subject }),
    createdTimestamp: t.field({ type: 'Timestamp', description: 'When it was granted.', resolve: (e) => e.createdAt }),
  }),
});

// The edge: the access list REST GET /cases/v2/case/{caseID}/access answers (it reads it through
// this edge), the lists of every case of a list read together.
builder.objectFields(Case, (t) => ({
  accessEntries: t.field({
    type: [CaseAccessEntry],
    // Nullable: without owner level on this case the field alone is null with FORBIDDEN, and the rest of the answer stands.
    nullable: true,
    description: `Its access list, oldest entry first, as REST GET /cases/v2/case/{caseID}/access answers it. ${OWNER} Null with that error on a case you read but do not own, NOT_FOUND on one you may no longer read. The lists of every case in a list come in one batch (a constant number of statements).`,
    resolve: (c, _args, ctx) => accessEntriesOfCase(ctx, c),
  }),
}));

builder.relayMutationField(
  'setCaseAccessMode',
  {
    description: 'A case and its new access mode.',
    inputFields: (t) => ({
      case: t.id({ required: true, description: CASE_ID }),
      accessMode: t.field({ type: CaseAccessModeEnum, required: true, description: 'The mode.' }),
    }),
  },
  {
    nullable: true,
    description: `Changes the access mode and answers the case, even when the new mode hides it from you. ${OWNER}`,
    resolve: async (_r, { input }, ctx) => ({ case: await setAccessMode(ctx, input.case, spec.mode(input.accessMode), 'case') }),
  },
  payloadOf('case', Case, {
    payload: 'What setCaseAccessMode answers.',
    field: 'The case with its new mode, even when the mode hides it from you (then what hangs off it, comments and access list, is NOT_FOUND).',
  }),
);

builder.relayMutationField(
  'grantCaseAccess',
  {
    description: 'An access list entry to add to a case (granting again changes the level).',
    inputFields: (t) => ({
      case: t.id({ required: true, description: CASE_ID }),
      subjectID: t.id({ required: true, description: 'The user or group: its global id (which says which it is), or its id or short name; of the case\'s customer, a customer above it or one below it, and one you may see.' }),
      subjectType: t.field({ type: SubjectType, description: 'Needed only when a user and a group match.' }),
      level: t.field({ type: CaseEntryLevelEnum, required: true, description: 'The level to give.' }),
    }),
  },
  {
    nullable: true,
    description: `Grants read or write to a user or group; granting again changes the level. ${OWNER}`,
    resolve: async (_r, { input }, ctx) => ({
      accessEntry: await grantAccess(
        ctx,
        input.case,
        { subjectID: input.subjectID, subjectType: input.subjectType ? spec.subjectType(input.subjectType) : null, level: spec.entryLevel(input.level) },
        'case',
      ),
    }),
  },
  payloadOf('accessEntry', CaseAccessEntry, { payload: 'What grantCaseAccess answers.', field: 'The entry as it is after the grant.' }),
);

builder.relayMutationField(
  'revokeCaseAccess',
  {
    description: 'An access list entry to remove from a case.',
    inputFields: (t) => ({
      case: t.id({ required: true, description: CASE_ID }),
      entryID: t.id({ required: true, description: 'The entry id (a UUID).' }),
    }),
  },
  {
    nullable: true,
    description: `Removes an access list entry; role-based access is not affected. ${OWNER}`,
    resolve: async (_r, { input }, ctx) => ({ accessEntry: await revokeAccess(ctx, input.case, input.entryID, 'case') }),
  },
  payloadOf('accessEntry', CaseAccessEntry, { payload: 'What revokeCaseAccess answers.', field: 'The entry removed.' }),
);
