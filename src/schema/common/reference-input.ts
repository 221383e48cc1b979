// Reference inputs: an argument or input field that names an object by one of
// its keys is a @oneOf input (`CustomerRef { id | shortName }`), so the caller
// says which key it gives and nothing is guessed from the text's form. The
// domain reads them (src/domains/common/identifiers.ts `idOrShortName` and its
// kind); REST, whose contract takes one text (`idOrShortName`), turns its text
// into the reference by the domain's one rule (`referenceFromText`), read off
// the type's `REST_REFERENCE` extension (rest-compat/variables.ts).
import { builder, type VigilSchemaTypes } from '../builder.ts';

/** Extension of a reference input: the key (beside `id`) that REST's text becomes when it is no id. */
export const REST_REFERENCE = 'vigilRestReference';
export interface RestReference {
  key: string;
  /**
   * The domain's rule for a type whose id is no number (a UUID): which reference
   * REST's text names. Absent: `referenceFromText` (digits or a global id: `id`).
   */
  fromText?: (text: string) => Record<string, string>;
}

export interface ReferenceInputOptions<K extends string> {
  /** The object named, as the type's description reads it ("a customer"). */
  what: string;
  /** The second key beside id. */
  key: K;
  /** What the second key holds. */
  keyDescription: string;
}

/**
 * `<name>Ref @oneOf { id: ID, <key>: String }`: the id is what the type's `id`
 * field returns (a global id) or its numeric `databaseId`.
 */
export function referenceInput<K extends string>(name: string, { what, key, keyDescription }: ReferenceInputOptions<K>) {
  type Shape = { id?: string | number | null } & { [P in K]?: string | null };
  return builder.inputType(`${name}Ref`, {
    isOneOf: true,
    description: `${what[0]!.toUpperCase()}${what.slice(1)}, by exactly one of its keys: \`{ id: ... }\` or \`{ ${key}: ... }\` (@oneOf: giving both or neither is an error).`,
    extensions: { [REST_REFERENCE]: { key } satisfies RestReference },
    fields: (t) => ({
      id: t.id({ description: `The ${name}'s global id (what its \`id\` field returns) or its numeric \`databaseId\`.` }),
      [key]: t.string({ description: keyDescription }),
    }) as never,
  }) as unknown as PothosSchemaTypes.InputObjectRef<VigilSchemaTypes, Shape>;
}

/** The reference inputs every area takes. */
export const CustomerRef = referenceInput('Customer', { what: 'a customer', key: 'shortName', keyDescription: 'The customer\'s short name.' });
export const UserRef = referenceInput('User', { what: 'a user', key: 'shortName', keyDescription: 'The user\'s short name (the name used to log in).' });
export const GroupRef = referenceInput('Group', { what: 'a group', key: 'shortName', keyDescription: 'The group\'s short name.' });
