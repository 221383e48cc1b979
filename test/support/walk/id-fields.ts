// Ids in plain number fields (`DocumentAccess.subjectID`, `ApiKey.userId` ...)
// for the cross-tenant walk. A typed object says whose it is (`Type:id`); a
// bare number does not, so each id-like field of the schema is mapped here to
// the kinds of object (the typenames under which the walk learns each kind's
// globex-only ids) its numbers are ids of. The fields are found by
// introspection: a new id-like field without a mapping fails the walk, so it
// cannot go unchecked.
import { getNamedType, isObjectType, type GraphQLSchema } from 'graphql';

/** The kinds a field's numbers are ids of; a function when a sibling field says which. */
type Kinds = readonly string[] | ((object: Record<string, unknown>) => readonly string[]);

const SUBJECT = (type: unknown): readonly string[] => (type === 'USER' ? ['User'] : type === 'GROUP' ? ['Group'] : ['User', 'Group']);

/** `Type.field` -> kinds. Every id-like field of an object type must be here (see idLikeFields). */
export const ID_FIELD_KINDS: Readonly<Record<string, Kinds>> = {
  'ApiKey.userId': ['User'],
  'IssuedApiKey.userId': ['User'],
  'PdnsRateLimit.userId': ['User'],
  'DocumentAccess.elementID': ['DocumentElement'],
  'DocumentAccess.subjectID': (object) => SUBJECT(object.subjectType),
  'DocumentRevision.documentID': ['DocumentElement'],
  'EffectiveFunction.customerIds': ['Customer'],
  'BulkCustomerNetworkReport.acceptedIds': ['CustomerNetwork'],
};

/** A field name that holds ids of other objects: `...ID`, `...Id`, `...IDs`, `...Ids` (not the object's own `id`, nor its `databaseId`). */
const ID_LIKE = /^[a-z]\w*(ID|Id)s?$/;

/** `Type.field` of every id-like field of an object type whose values are numbers or ids. */
export function idLikeFields(schema: GraphQLSchema): string[] {
  const out: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const scalar = getNamedType(field.type).name;
      if (field.name !== 'databaseId' && ID_LIKE.test(field.name) && (scalar === 'Int' || scalar === 'ID' || scalar === 'String')) out.push(`${type.name}.${field.name}`);
    }
  }
  return out;
}

/** The kinds a field's value holds ids of, or null when the field is not an id field. */
export function kindsOf(typename: string, field: string, object: Record<string, unknown>): readonly string[] | null {
  const kinds = ID_FIELD_KINDS[`${typename}.${field}`];
  if (kinds === undefined) return null;
  return typeof kinds === 'function' ? kinds(object) : kinds;
}
