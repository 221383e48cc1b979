// Scalars shared by every domain.
import { GraphQLError, Kind, type ValueNode } from 'graphql';
import { parseTimestamp, TIMESTAMP_EXPECTED } from '../../domains/common/timestamps.ts';
import { builder } from '../builder.ts';

/** The value as an error message shows it: JSON, cut to 80 characters (a message never echoes a whole 1 MB string). */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function toDate(value: unknown): Date {
  const ms = parseTimestamp(value);
  if (ms === null) throw new GraphQLError(`must be ${TIMESTAMP_EXPECTED}, got ${shown(value)}`);
  return new Date(ms);
}

builder.scalarType('Timestamp', {
  description: 'A point in time: epoch milliseconds on output; epoch milliseconds or ISO 8601 on input.',
  serialize: (value) => (value instanceof Date ? value.getTime() : value),
  parseValue: toDate,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.INT || ast.kind === Kind.STRING) return toDate(ast.kind === Kind.INT ? Number(ast.value) : ast.value);
    throw new GraphQLError(`must be ${TIMESTAMP_EXPECTED}`);
  },
});

function literalToJson(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.NULL:
      return null;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.STRING:
    case Kind.ENUM:
      return ast.value;
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.LIST:
      return ast.values.map(literalToJson);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJson(f.value)]));
    default:
      throw new GraphQLError('Variables inside JSON literals are not supported; pass the whole value as a variable');
  }
}

builder.scalarType('JSON', {
  description: 'Any JSON value. The field that takes it says which shapes it accepts.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalToJson,
});
