// Lists the elements of a GraphQL schema without a description, by schema coordinate
// (`Type`, `Type.field`, `Type.field(arg:)`, `Input.field`, `Enum.VALUE`).
// The built-in scalars and the introspection types are graphql-js's own (described there).
import {
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  isIntrospectionType,
} from 'graphql';

type Counts = { types: number; fields: number; arguments: number; inputFields: number; enumValues: number };

function walk(schema: GraphQLSchema) {
  const missing: string[] = [];
  const counts: Counts = { types: 0, fields: 0, arguments: 0, inputFields: 0, enumValues: 0 };
  const check = (kind: keyof Counts, coordinate: string, description: string | null | undefined) => {
    counts[kind] += 1;
    if (!description?.trim()) missing.push(coordinate);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check('types', type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check('fields', `${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check('arguments', `${type.name}.${field.name}(${arg.name}:)`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check('inputFields', `${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check('enumValues', `${type.name}.${value.name}`, value.description);
    }
  }
  return { missing: missing.sort(), counts };
}

export const undescribedElements = Object.assign((schema: GraphQLSchema) => walk(schema).missing, {
  count: (schema: GraphQLSchema) => walk(schema).counts,
});
