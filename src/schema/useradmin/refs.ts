// The reference inputs of user administration beside the common ones
// (CustomerRef, UserRef, GroupRef: src/schema/common/reference-input.ts):
// a function or role is named by its id or its name.
import { referenceInput } from '../common/reference-input.ts';

export const FunctionRef = referenceInput('Function', {
  what: 'a function or role',
  key: 'name',
  keyDescription: 'The function\'s or role\'s name, e.g. viewUsers or POWER-USER.',
});
