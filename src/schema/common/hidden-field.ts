// The `hidden` field every reference type carries (src/auth/references.ts):
// false on a real object; the hiddenReferences plugin answers true on a stub.
import type { ObjectRef } from '@pothos/core';
import { builder } from '../builder.ts';

export function addHiddenField(ref: ObjectRef<any, any>): void {
  builder.objectField(ref, 'hidden', (t) =>
    t.boolean({ description: 'True when this is a reference to something you may not see: every other field is then null.', resolve: () => false }),
  );
}
