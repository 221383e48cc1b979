// One mutation shape (docs/graphql.md, "Mutations"): `verbNoun(input:)`
// answering a `VerbNounPayload`, made by plugin-relay's relayMutationField.
// The object a payload holds is planned from the client's selection under
// the payload's field (plugin-prisma's queryFromInfo with a path, its
// supported way for objects inside a result type), so a mutation reads the
// columns and relations asked for in the statements it read them in before.
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { SchemaTypes, TypeParam } from '@pothos/core';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../context.ts';
import type { builder } from '../builder.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;

/** The Prisma query (select/include) for what the client selected under the payload's `field`. */
export function payloadQuery(ctx: RequestContext, info: GraphQLResolveInfo, field: string) {
  return queryFromInfo({ context: ctx, info, path: [field] });
}

export interface PayloadDescriptions {
  /** The payload type's description. */
  payload: string;
  /** The field's description. */
  field: string;
  /** Whether the field may be null (an object the change hid from the caller, say); default false. */
  nullable?: boolean;
}

/** relayMutationField's payload options for a mutation answering one value of `type` under `field`. */
export function payloadOf<const K extends string, Ref extends TypeParam<Types>>(field: K, type: Ref, descriptions: PayloadDescriptions) {
  return {
    description: descriptions.payload,
    outputFields: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, Record<K, unknown>>) => ({
      [field]: t.field({
        type,
        nullable: descriptions.nullable ?? false,
        description: descriptions.field,
        resolve: (payload) => payload[field] as never,
      }),
    }),
  };
}
