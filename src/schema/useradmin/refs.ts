// The reference inputs of user administration beside the common ones
// (CustomerRef, UserRef, GroupRef: src/schema/common/reference-input.ts):
// a function or role is named by its id or its name; a subject (user or
// group) by which of the two it is.
import { builder } from '../builder.ts';
import { GroupRef, REST_REFERENCE, referenceInput, UserRef, type RestReference } from '../common/reference-input.ts';

export const FunctionRef = referenceInput('Function', {
  what: 'a function or role',
  key: 'name',
  keyDescription: 'The function\'s or role\'s name, e.g. viewUsers or POWER-USER.',
});

/**
 * A user or a group (a member of a group, the holder of a grant). The key says
 * which it is, so nothing is guessed: `{ user: { shortName: "alice" } }`,
 * `{ group: { id: "gid://vigil/Group/3" } }`. `userOrGroup` takes REST's one
 * text (what REST's `subject` parameters carry): a global id, `user:<x>` or
 * `group:<x>`, or an id or short name that must name exactly one of them.
 */
export const SubjectRef = builder.inputType('SubjectRef', {
  isOneOf: true,
  description:
    'A user or a group, by exactly one key (@oneOf): `{ user: UserRef }`, `{ group: GroupRef }`, or `{ userOrGroup: "..." }` (the REST API\'s text: a global id, `user:<id or short name>`, `group:<id or short name>`, or an id or short name that names exactly one user or group; one that names both is INVALID_FIELD, invalid.field.ambiguous). A subject of a customer you may not view is unknown, as one that does not exist.',
  extensions: { [REST_REFERENCE]: { key: 'userOrGroup', fromText: (text: string) => ({ userOrGroup: text }) } satisfies RestReference },
  fields: (t) => ({
    user: t.field({ type: UserRef, description: 'A user: `{ id }` or `{ shortName }`.' }),
    group: t.field({ type: GroupRef, description: 'A group: `{ id }` or `{ shortName }`.' }),
    userOrGroup: t.string({ description: 'The REST API\'s text: a global id, `user:<x>`, `group:<x>`, or an id or short name naming exactly one user or group.' }),
  }),
});
